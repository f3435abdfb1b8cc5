package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every vector of ../shared/vectors/fuzhou.json through the exact path of {@code score --rules fuzhou --jsonl}. */
class FuzhouVectorsTest {

    static final ObjectMapper JSON = new ObjectMapper();

    /** Vectors known to be wrong, with the reason; each is asserted to still differ. None so far. */
    static final Map<String, String> KNOWN_WRONG = Map.of();

    static JsonNode file(String name) throws IOException {
        String shared = System.getProperty("tablescore.shared", "../../shared");
        return JSON.readTree(Path.of(shared, "vectors", name).toFile());
    }

    static ObjectNode run(VectorFormat format, JsonNode vector, int n, Map<String, String> options) throws IOException {
        return ScoreCommand.scoreLine(format, JSON.writeValueAsString(vector), n, options);
    }

    /** Compares every field the expected object gives; fan lists as multisets of (first word of the name, value). */
    static List<String> differences(JsonNode expected, JsonNode actual) {
        List<String> diffs = new ArrayList<>();
        if (actual.has("error")) {
            diffs.add("error: " + actual.get("error") + " " + actual.path("reason").asText());
            return diffs;
        }
        Iterator<Map.Entry<String, JsonNode>> it = expected.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode a = actual.get(e.getKey());
            if (a == null) {
                diffs.add(e.getKey() + ": missing");
            } else if (e.getKey().equals("fans")) {
                List<String> want = fanKeys(e.getValue()), got = fanKeys(a);
                if (!want.equals(got)) diffs.add("fans: expected " + want + " got " + got);
            } else if (e.getKey().equals("fixed_hand") && e.getValue().isArray() && a.isArray()) {
                if (!fanKeys(JSON.createArrayNode().add(e.getValue())).equals(fanKeys(JSON.createArrayNode().add(a)))) {
                    diffs.add("fixed_hand: expected " + e.getValue() + " got " + a);
                }
            } else if (!e.getValue().equals(a)) {
                diffs.add(e.getKey() + ": expected " + e.getValue() + " got " + a);
            }
        }
        return diffs;
    }

    static List<String> fanKeys(JsonNode fans) {
        List<String> keys = new ArrayList<>();
        for (JsonNode f : fans) keys.add(f.get(0).asText().split(" ")[0] + "=" + f.get(1).asInt());
        keys.sort(null);
        return keys;
    }

    @TestFactory
    Stream<DynamicTest> everyHandVector() throws IOException {
        JsonNode vectors = file("fuzhou.json").get("vectors");
        assertEquals(17, vectors.size());
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (JsonNode v : vectors) {
            int line = ++n;
            String id = v.get("id").asText();
            tests.add(DynamicTest.dynamicTest(id + " " + v.get("description").asText(), () -> {
                ObjectNode out = run(new FuzhouVectors(), v, line, Map.of());
                assertEquals(id, out.get("id").asText());
                List<String> diffs = differences(v.get("expected"), out);
                if (KNOWN_WRONG.containsKey(id)) assertFalse(diffs.isEmpty(), id + " was listed as wrong but now agrees");
                else assertTrue(diffs.isEmpty(), id + ": " + diffs + "\n" + out);
                // points only move between players and the table
                int settled = 0, net = 0;
                for (JsonNode d : out.get("settlement_from_players")) settled += d.asInt();
                for (JsonNode d : out.get("net_change_including_own_deposits")) net += d.asInt();
                assertEquals(out.get("deposits_collected").asInt(), settled, "settlement sums to the deposits taken");
                assertEquals(0, net, "net changes sum to zero once deposits are counted");
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyExhaustiveDrawVector() throws IOException {
        JsonNode vectors = file("fuzhou.json").get("exhaustive_draw_vectors");
        assertEquals(5, vectors.size());
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (JsonNode v : vectors) {
            int line = ++n;
            tests.add(DynamicTest.dynamicTest("draw, ready " + v.get("tenpai"), () -> {
                ObjectNode out = run(new FuzhouVectors(), v, line, Map.of());
                assertEquals(v.get("deltas"), out.get("deltas"), out.toString());
                int sum = 0;
                for (JsonNode d : out.get("deltas")) sum += d.asInt();
                assertEquals(0, sum);
            }));
        }
        return tests.stream();
    }

    @Test
    void theComparisonSeesAWrongValueAndAWrongFan() throws IOException {
        JsonNode v = file("fuzhou.json").get("vectors").get(0);
        ObjectNode out = run(new FuzhouVectors(), v, 1, Map.of());
        ObjectNode wrongPoints = out.deepCopy();
        wrongPoints.put("points_per_payer", 17);
        assertFalse(differences(v.get("expected"), wrongPoints).isEmpty());
        ObjectNode wrongFan = out.deepCopy();
        ((com.fasterxml.jackson.databind.node.ArrayNode) wrongFan.get("fans")).remove(0);
        assertFalse(differences(v.get("expected"), wrongFan).isEmpty());
    }

    @Test
    void badLineGetsAnErrorThatSaysWhatIsWrong() throws IOException {
        ObjectNode out = ScoreCommand.scoreLine(new FuzhouVectors(),
                "{\"id\":\"x\",\"gold_face\":\"5p\",\"hand\":{\"concealed\":\"11p\",\"win_tile\":\"1p\"},\"win\":{\"type\":\"self_draw\",\"winner\":\"Q\"}}",
                1, Map.of());
        assertTrue(out.get("error").asText().contains("'Q' is not a player"), out.toString());
    }

    @Test
    void theFormatIsRegisteredForTheCommandLine() {
        assertEquals("fuzhou", VectorFormats.forSystem("fuzhou").system());
        assertNotEquals(null, VectorFormats.forSystem("malaysian"));
    }
}
