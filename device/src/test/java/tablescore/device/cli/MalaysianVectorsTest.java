package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * Every vector of ../shared/vectors/malaysian.json through the exact path of {@code score --rules malaysian --jsonl},
 * and every option variant a vector gives (its key is the option name, set to true).
 */
class MalaysianVectorsTest {

    /** Vectors known to be wrong, with the reason; each is asserted to still differ. None so far. */
    static final Map<String, String> KNOWN_WRONG = Map.of();

    @TestFactory
    Stream<DynamicTest> everyVectorAndOptionVariant() throws IOException {
        JsonNode vectors = FuzhouVectorsTest.file("malaysian.json").get("vectors");
        assertEquals(16, vectors.size());
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (JsonNode v : vectors) {
            int line = ++n;
            String id = v.get("id").asText();
            tests.add(DynamicTest.dynamicTest(id + " " + v.get("description").asText(), () -> check(id, v, v.get("expected"), line, Map.of())));
            if (v.has("option_variants")) {
                Iterator<Map.Entry<String, JsonNode>> it = v.get("option_variants").fields();
                while (it.hasNext()) {
                    Map.Entry<String, JsonNode> variant = it.next();
                    tests.add(DynamicTest.dynamicTest(id + " with " + variant.getKey(),
                            () -> check(id, v, variant.getValue(), line, Map.of(variant.getKey(), "true"))));
                }
            }
        }
        return tests.stream();
    }

    private static void check(String id, JsonNode vector, JsonNode expected, int line, Map<String, String> options) throws IOException {
        ObjectNode out = FuzhouVectorsTest.run(new MalaysianVectors(), vector, line, options);
        assertEquals(id, out.get("id").asText());
        List<String> diffs = FuzhouVectorsTest.differences(expected, out);
        if (KNOWN_WRONG.containsKey(id)) assertFalse(diffs.isEmpty(), id + " was listed as wrong but now agrees");
        else assertTrue(diffs.isEmpty(), id + " " + options + ": " + diffs + "\n" + out);
        int sum = 0;
        for (JsonNode d : out.get("deltas_linear_1_unit_per_fan")) sum += d.asInt();
        assertEquals(0, sum, "every settlement sums to zero");
        assertEquals(3, out.get("deltas_linear_1_unit_per_fan").size(), "three seats, no North");
    }

    @Test
    void northIsNotASeat() throws IOException {
        ObjectNode out = ScoreCommand.scoreLine(new MalaysianVectors(),
                "{\"id\":\"x\",\"seat_wind\":\"N\",\"hand\":{\"concealed\":\"123p456p789p234p55p\",\"win_tile\":\"5p\"},\"win\":{\"type\":\"self_draw\"}}",
                1, Map.of());
        assertTrue(out.get("error").asText().contains("no North seat"), out.toString());
    }
}
