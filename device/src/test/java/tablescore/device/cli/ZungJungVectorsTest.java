package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every vector of ../shared/vectors/zungjung.json through {@code score --rules zungjung --jsonl}
 * ({@link ScoreCommand#scoreLine}): the patterns present and counted, the raw sum, the limit, the value and
 * every seat's delta under the competition scheme; for the payment vectors every seat under every scheme.
 */
class ZungJungVectorsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode file() throws IOException {
        String shared = System.getProperty("tablescore.shared", "../../shared");
        return JSON.readTree(new File(shared, "vectors/zungjung.json"));
    }

    private static ObjectNode run(JsonNode vector, int n) throws IOException {
        return ScoreCommand.scoreLine(VectorFormats.forSystem("zungjung"), JSON.writeValueAsString(vector), n, Map.of());
    }

    @TestFactory
    Stream<DynamicTest> handVectors() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (JsonNode v : file().get("vectors")) {
            int line = ++n;
            tests.add(DynamicTest.dynamicTest(v.get("id").asText() + " " + v.get("description").asText(), () -> {
                ObjectNode got = run(v, line);
                assertFalse(got.has("error"), () -> "error: " + got);
                JsonNode want = v.get("expected");
                for (String field : List.of("patterns_present", "patterns_counted", "raw_sum", "limit", "value",
                        "payment_zj_competition_par25")) {
                    assertEquals(want.get(field), got.get(field), field + " of " + v.get("id").asText());
                }
            }));
        }
        assertEquals(26, tests.size(), "the file holds 26 hand vectors");
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> paymentVectors() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (JsonNode v : file().get("payment_vectors")) {
            int line = ++n;
            String name = "V=" + v.get("value") + " " + v.get("winner").asText() + " " + v.get("win").asText()
                    + (v.get("discarder").isNull() ? "" : " from " + v.get("discarder").asText());
            tests.add(DynamicTest.dynamicTest(name, () -> {
                ObjectNode got = run(v, line);
                assertFalse(got.has("error"), () -> "error: " + got);
                Iterator<Map.Entry<String, JsonNode>> schemes = v.get("deltas").fields();
                int checked = 0;
                while (schemes.hasNext()) {
                    Map.Entry<String, JsonNode> e = schemes.next();
                    assertEquals(e.getValue(), got.get("deltas").get(e.getKey()), e.getKey() + " for " + name);
                    checked++;
                }
                assertEquals(9, checked, "every vector gives the 9 schemes");
            }));
        }
        assertEquals(11, tests.size(), "the file holds 11 payment vectors");
        return tests.stream();
    }

    @Test
    void aBadLineIsAnErrorThatSaysWhatIsWrong() {
        ObjectNode got = ScoreCommand.scoreLine(VectorFormats.forSystem("zungjung"),
                "{\"id\":\"x\",\"hand\":{\"concealed\":\"123m\",\"melds\":[],\"win_tile\":\"3m\",\"win\":\"self_draw\",\"seat_wind\":\"E\"}}",
                1, Map.of());
        assertEquals("x", got.get("id").asText());
        assertEquals(true, got.get("error").asText().contains("14"), got::toString);
    }
}
