package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tablescore.engine.rules.Scoring;

/**
 * The engine against reference.jsonl without the device adapter: han, fu, the number of yaku, the total and
 * no_yaku for all 3000 hands (the device test RiichiVectorsTest also compares names and every payment).
 */
class ReferenceTest {

    @Test
    void everyReferenceHandHasTheReferenceHanFuAndTotal() {
        List<String> wrong = new ArrayList<>();
        List<ReferenceHands.Line> lines = ReferenceHands.reference();
        for (ReferenceHands.Line l : lines) {
            Scoring s = Riichi.INSTANCE.score(l.request(), l.options());
            JsonNode e = l.expected();
            if (e.has("error")) {
                if (s.isWin() || !s.refusal().code().equals(e.get("error").asText())) wrong.add(l.id() + " should be " + e);
                continue;
            }
            if (!s.isWin()) {
                wrong.add(l.id() + " refused: " + s.refusal());
                continue;
            }
            RiichiScore d = (RiichiScore) s.detail();
            int yakuCount = d.yaku().size() + (d.dora() > 0 ? 1 : 0) + (d.akaDora() > 0 ? 1 : 0);
            if (d.han() != e.get("han").asInt() || d.fu() != e.get("fu").asInt() || yakuCount != e.get("yaku").size()
                    || d.payments().total() != e.get("payments").get("total").asInt()) {
                wrong.add(l.id() + ": " + d.han() + " han " + d.fu() + " fu " + d.yaku() + " total " + d.payments().total() + ", expected " + e);
            }
        }
        assertEquals(3000, lines.size());
        assertTrue(wrong.isEmpty(), wrong.size() + " disagree:\n" + String.join("\n", wrong.subList(0, Math.min(20, wrong.size()))));
    }
}
