package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablescore.device.Main;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.tile.Notation;

class ScoreCommandTest {

    /** Echoes the line's tile count so the plumbing can be checked apart from any rule system. */
    private static final VectorFormat COUNTING = new VectorFormat() {
        @Override public String system() { return "counting"; }
        @Override public ObjectNode score(JsonNode line, Map<String, String> overrides) {
            ObjectNode n = new ObjectMapper().createObjectNode();
            n.put("tiles", Notation.parse(line.path("concealed").asText()).size());
            return n;
        }
    };

    @Test
    void eachLineAnswersWithItsOwnId() {
        ObjectNode out = ScoreCommand.scoreLine(COUNTING, "{\"id\": \"h1\", \"concealed\": \"123m\"}", 1, Map.of());
        assertEquals("h1", out.get("id").asText());
        assertEquals(3, out.get("tiles").asInt());
    }

    @Test
    void aBadLineGetsAnErrorThatSaysWhereAndTheRunGoesOn() {
        ObjectNode notJson = ScoreCommand.scoreLine(COUNTING, "{not json", 4, Map.of());
        assertTrue(notJson.get("error").asText().startsWith("line 4 is not JSON"), notJson.toString());
        ObjectNode badTile = ScoreCommand.scoreLine(COUNTING, "{\"id\": \"h2\", \"concealed\": \"12q\"}", 5, Map.of());
        assertEquals("h2", badTile.get("id").asText());
        assertTrue(badTile.get("error").asText().contains("'q' is not a suit letter") && badTile.get("error").asText().contains("at position 3"), badTile.toString());
        ObjectNode array = ScoreCommand.scoreLine(COUNTING, "[1,2]", 6, Map.of());
        assertTrue(array.get("error").asText().contains("not a JSON object"));
    }

    @Test
    void handsAreWrittenAsConcealedTilesThenMelds() {
        Hand h = ScoreCommand.parseHand(List.of("123m456p11z", "pung:555z", "concealed_kong:9999s"), null, WinMethod.DISCARD);
        assertEquals(8, h.concealed().size());
        assertEquals(MeldKind.PUNG, h.melds().get(0).kind());
        assertEquals(MeldKind.CONCEALED_KONG, h.melds().get(1).kind());
        assertEquals(Notation.parseTile("1z"), h.winningTile());
    }

    @Test
    void anUnknownRuleSystemIsAnErrorInWordsNotAStackTrace() {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        int code;
        try {
            code = Main.run("score", "--rules", "mahjong-of-atlantis", "123m");
        } finally {
            System.setErr(oldErr);
        }
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code);
        assertTrue(text.contains("unknown rule system 'mahjong-of-atlantis'"), text);
        assertTrue(!text.contains("\tat "), "no stack trace: " + text);
    }
}
