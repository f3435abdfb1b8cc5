package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every riichi vector through the path of {@code score --rules riichi --jsonl}: each line of
 * reference.jsonl and each case of cases.json, compared field by field with its expected object
 * (han, fu, the set of yaku, every payment, no_yaku). Mismatches are listed with their ids.
 */
class RiichiVectorsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path VECTORS = Path.of(System.getProperty("tablescore.shared", "/work/shared"), "vectors", "riichi");

    /**
     * Vectors known to be wrong, by id, with the reason; each is checked to still disagree so the list
     * cannot go stale. Empty: every vector agrees with rules.md.
     */
    static final Map<String, String> KNOWN_WRONG = Map.of();

    @Test
    void everyReferenceHandAgreesWithTheReference() throws IOException {
        VectorFormat riichi = VectorFormats.forSystem("riichi");
        List<String> lines = Files.readAllLines(VECTORS.resolve("reference.jsonl"), StandardCharsets.UTF_8);
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) continue;
            JsonNode input = JSON.readTree(lines.get(i));
            ObjectNode actual = ScoreCommand.scoreLine(riichi, lines.get(i), i + 1, Map.of());
            check(input.get("id").asText(), input.get("expected"), actual, mismatches);
            checked++;
        }
        assertEquals(3000, checked, "reference.jsonl should hold 3000 hands");
        report("reference.jsonl", checked, mismatches);
    }

    @Test
    void everyHandVectorAgreesWithTheLibrary() throws IOException {
        runCases("hand_vectors", "riichi", "expected");
    }

    @Test
    void everyScoreTableVectorAgrees() throws IOException {
        runCases("score_vectors", "riichi", "expected");
    }

    @Test
    void everyReformVectorAgreesThroughTheRiichiFormat() throws IOException {
        runCases("reform_vectors", "riichi", "expected_reform");
    }

    @Test
    void everyReformVectorAgreesThroughTheReformFormat() throws IOException {
        runCases("reform_vectors", "riichi-reform", "expected_reform");
    }

    @Test
    void reformVectorsAlsoGiveTheStandardComparison() throws IOException {
        JsonNode cases = JSON.readTree(VECTORS.resolve("cases.json").toFile());
        VectorFormat reform = VectorFormats.forSystem("riichi-reform");
        List<String> mismatches = new ArrayList<>();
        for (JsonNode v : cases.get("reform_vectors")) {
            if (!v.has("standard_rules_for_comparison")) continue;
            ObjectNode actual = ScoreCommand.scoreLine(reform, JSON.writeValueAsString(v), 1, Map.of());
            check(v.get("id").asText(), v.get("standard_rules_for_comparison"), (ObjectNode) actual.path("standard_rules_for_comparison"), mismatches);
        }
        report("reform standard comparison", cases.get("reform_vectors").size(), mismatches);
    }

    @Test
    void aLineThatIsNotAVectorIsAClearError() {
        ObjectNode out = ScoreCommand.scoreLine(VectorFormats.forSystem("riichi"), "{\"id\":\"x\",\"foo\":1}", 7, Map.of());
        assertTrue(out.get("error").asText().startsWith("line 7: not a riichi vector"), out.toString());
        ObjectNode bad = ScoreCommand.scoreLine(VectorFormats.forSystem("riichi"),
                "{\"id\":\"y\",\"concealed\":\"123m\",\"melds\":[],\"win\":\"3m\",\"conditions\":{\"seatWind\":\"E\",\"roundWind\":\"E\"}}", 8, Map.of());
        assertTrue(bad.get("error").asText().contains("14 tiles"), bad.toString());
    }

    private void runCases(String list, String system, String expectedField) throws IOException {
        JsonNode cases = JSON.readTree(VECTORS.resolve("cases.json").toFile());
        VectorFormat format = VectorFormats.forSystem(system);
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        for (JsonNode v : cases.get(list)) {
            String id = v.has("id") ? v.get("id").asText() : list + "[" + n + "]";
            ObjectNode actual = ScoreCommand.scoreLine(format, JSON.writeValueAsString(v), n + 1, Map.of());
            check(id, v.get(expectedField), actual, mismatches);
            n++;
        }
        assertTrue(n > 0, list + " is empty");
        report(list + " via " + system, n, mismatches);
    }

    /** Every field of the expected object must be in the answer with the same value; lists compare as sets. */
    static void check(String id, JsonNode expected, JsonNode actual, List<String> mismatches) {
        List<String> diffs = new ArrayList<>();
        compare("", expected, actual, diffs);
        boolean knownWrong = KNOWN_WRONG.containsKey(id);
        if (!diffs.isEmpty() && !knownWrong) mismatches.add(id + ": " + String.join("; ", diffs) + "\n    got " + actual);
        if (diffs.isEmpty() && knownWrong) mismatches.add(id + " is listed as a wrong vector but now agrees: take it off the list");
    }

    private static void compare(String path, JsonNode expected, JsonNode actual, List<String> diffs) {
        if (expected.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = expected.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().equals("fu_breakdown")) continue; // informational in cases.json
                JsonNode a = actual == null ? null : actual.get(e.getKey());
                if (a == null) {
                    diffs.add(path + e.getKey() + " missing (expected " + e.getValue() + ")");
                } else {
                    compare(path + e.getKey() + ".", e.getValue(), a, diffs);
                }
            }
        } else if (expected.isArray()) {
            if (!asSet(expected).equals(asSet(actual))) diffs.add(path + " expected " + expected + " got " + actual);
        } else if (!expected.equals(actual) && !(expected.isNumber() && actual.isNumber() && expected.asDouble() == actual.asDouble())) {
            diffs.add(path + " expected " + expected + " got " + actual);
        }
    }

    private static Map<String, Integer> asSet(JsonNode list) {
        Map<String, Integer> m = new TreeMap<>();
        if (list != null && list.isArray()) for (JsonNode e : list) m.merge(e.toString(), 1, Integer::sum);
        return m;
    }

    private static void report(String what, int checked, List<String> mismatches) {
        System.out.println(what + ": " + (checked - mismatches.size()) + " of " + checked + " agree");
        mismatches.stream().limit(60).forEach(m -> System.out.println("  " + m));
        assertTrue(mismatches.isEmpty(), what + ": " + mismatches.size() + " of " + checked + " disagree:\n" + String.join("\n", mismatches.subList(0, Math.min(20, mismatches.size()))));
    }
}
