package tablescore.device.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.match.AbortiveDraw;
import tablescore.engine.match.Correction;
import tablescore.engine.match.ExhaustiveDraw;
import tablescore.engine.match.HandWon;
import tablescore.engine.match.Match;
import tablescore.engine.match.MatchEvent;
import tablescore.engine.match.MatchSetup;
import tablescore.engine.match.Penalty;
import tablescore.engine.match.UmaOka;
import tablescore.engine.match.Undo;
import tablescore.engine.match.Win;
import tablescore.engine.rules.Declaration;
import tablescore.engine.tile.Notation;

/** Match exports: JSON (events + standings, read back by replay), CSV (one row per deal), tenhou.net/6. */
class MatchExportTest {

    static final Hand TANYAO_PINFU = Hand.winning("234m345p456s678s55m", List.of(), "8s", WinMethod.DISCARD);
    static final Hand RIICHI_TSUMO = Hand.winning("123m406p789s234s55z", List.of(), "2s", WinMethod.SELF_DRAW);
    static final Hand OPEN_TANYAO = Hand.winning("234m345p678s55m", List.of(new Meld(MeldKind.PUNG, Notation.parse("666s"), Wind.W)),
            "8s", WinMethod.DISCARD);

    static Match riichiMatch() {
        MatchSetup setup = MatchSetup.defaults("riichi", List.of("Ann", "Bob", "Cy, the \"quick\"", "Dee"))
                .withOptions(Map.of("aka_dora", "true"))
                .withUmaOka(UmaOka.preset("10-20", 25_000, 30_000));
        Match m = Match.start(setup);
        List<MatchEvent> events = List.of(
                HandWon.of(Win.onDiscard(1, TANYAO_PINFU, 2)),
                new ExhaustiveDraw(Set.of(1, 3), Map.of(), Map.of(1, Set.of(Declaration.RIICHI)), null),
                HandWon.of(Win.selfDraw(1, RIICHI_TSUMO)).withDeclarations(Map.of(1, Set.of(Declaration.RIICHI)))
                        .withDora(Notation.parse("1m"), Notation.parse("9p")),
                new Correction(1, HandWon.of(Win.onDiscard(3, TANYAO_PINFU, 2))),
                HandWon.of(Win.onDiscard(0, OPEN_TANYAO, 3)),
                new Undo(),
                new HandWon(List.of(Win.onDiscard(0, TANYAO_PINFU, 2), Win.onDiscard(3, OPEN_TANYAO, 2)), Map.of(), List.of(), List.of()),
                AbortiveDraw.of("nine terminals"),
                Penalty.chombo(2));
        for (MatchEvent e : events) m = m.append(e);
        return m;
    }

    @Test
    void jsonHoldsTheEventsAndReplaysToTheSameState() throws Exception {
        Match m = riichiMatch();
        String text = MatchJson.toText(m);
        Match back = MatchJson.fromText(text);
        assertEquals(m.events(), back.events());
        assertEquals(m.state(), back.state());
        JsonNode json = new ObjectMapper().readTree(text);
        assertEquals(MatchJson.FORMAT, json.get("format").asText());
        assertEquals(9, json.get("events").size());
        assertEquals(4, json.get("events").get(3).get("id").asInt());
        assertEquals("correction", json.get("events").get(3).get("type").asText());
        assertEquals(m.state().history().size(), json.get("hands").size());
        assertEquals(m.standings().places().get(0).name(), json.get("standings").get(0).get("name").asText());
        assertEquals(m.standings().settleUp().size(), json.get("settle_up").size());
    }

    @Test
    void jsonOfEverySystemRoundTrips() {
        for (String system : List.of("zungjung", "ningbo", "fuzhou")) {
            Match m = Match.start(MatchSetup.defaults(system, List.of("A", "B", "C", "D")));
            m = m.append(ExhaustiveDraw.of(Set.of(0)));
            m = m.append(AbortiveDraw.of("redeal"));
            m = m.append(Correction.strike(1));
            assertEquals(m.state(), MatchJson.fromText(MatchJson.toText(m)).state(), system);
        }
    }

    @Test
    void jsonWithABadEventSaysWhichAndWhy() {
        String text = "{\"setup\":{\"system\":\"riichi\",\"players\":[\"A\",\"B\",\"C\",\"D\"]},"
                + "\"events\":[{\"type\":\"hand_lost\"}]}";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MatchJson.fromText(text));
        assertTrue(e.getMessage().contains("event #1: unknown event type 'hand_lost'"), e.getMessage());
        String noYaku = "{\"setup\":{\"system\":\"riichi\",\"players\":[\"A\",\"B\",\"C\",\"D\"]},"
                + "\"events\":[{\"type\":\"hand_won\",\"wins\":[{\"winner\":1,\"discarder\":2,"
                + "\"hand\":{\"concealed\":\"123m456p789s234s11z\",\"winning_tile\":\"2s\",\"win\":\"discard\"}}]}]}";
        e = assertThrows(IllegalArgumentException.class, () -> MatchJson.fromText(noYaku));
        assertTrue(e.getMessage().contains("event #1 (hand won): B's hand may not win"), e.getMessage());
    }

    @Test
    void csvHasOneRowPerDealInEffect() {
        Match m = riichiMatch();
        String csv = MatchCsv.write(m.state());
        String[] lines = csv.split("\r\n");
        assertEquals(1 + m.state().history().size(), lines.length);
        assertTrue(lines[0].startsWith("deal,event_id,corrected_by,round_wind,deal_number,honba,dealer,outcome,summary,Ann change,"), lines[0]);
        assertTrue(lines[0].contains("\"Cy, the \"\"quick\"\" change\""), lines[0]);
        assertTrue(lines[1].startsWith("1,1,4,East,1,0,Ann,hand won,"), lines[1]);
        // Dee won the corrected first deal: 2000 from Cy
        assertTrue(lines[1].endsWith(",0,0,-2000,2000,25000,25000,23000,27000,0"), lines[1]);
    }

    @Test
    void tenhouLogHasOneKyokuPerDealWithAResult() throws Exception {
        Match m = riichiMatch();
        JsonNode t = new ObjectMapper().readTree(new ObjectMapper().writeValueAsString(TenhouLog.write(m.state())));
        assertEquals("Ann", t.get("name").get(0).asText());
        assertEquals(1, t.get("rule").get("aka").asInt());
        JsonNode log = t.get("log");
        assertEquals(m.state().history().size() - 1, log.size(), "the chombo has no tenhou result");
        JsonNode first = log.get(0);
        assertEquals("[0,0,0]", first.get(0).toString());
        assertEquals("[25000,25000,25000,25000]", first.get(1).toString());
        assertEquals("和了", first.get(16).get(0).asText());
        assertEquals("[0,0,-2000,2000]", first.get(16).get(1).toString());
        assertEquals(3, first.get(16).get(2).get(0).asInt());
        assertEquals(2, first.get(16).get(2).get(1).asInt());
        // Dee's hand (seat 3) without the winning tile: 13 tiles
        assertEquals(13, first.get(4 + 3 * 3).size());
        JsonNode draw = log.get(1);
        assertEquals("流局", draw.get(16).get(0).asText());
        JsonNode tsumo = log.get(2);
        assertEquals("[1,1,1]", tsumo.get(0).toString(), "East 2, one honba, Bob's stick on the table");
        assertEquals("[11]", tsumo.get(2).toString());
        assertEquals("[29]", tsumo.get(3).toString());
        assertTrue(tsumo.get(7).toString().contains("52"), "the red five of pins is 52: " + tsumo.get(7));
        assertEquals("[32]", tsumo.get(8).toString(), "Bob's self-drawn winning tile is his draw");
        JsonNode doubleRon = log.get(3);
        assertEquals(5, doubleRon.get(16).size(), "two winners: deltas and info for each");
        assertEquals("九種九牌", log.get(4).get(16).get(0).asText());
    }

    @Test
    void tenhouLogIsOnlyForRiichi() {
        Match m = Match.start(MatchSetup.defaults("zungjung", List.of("A", "B", "C", "D")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TenhouLog.write(m.state()));
        assertTrue(e.getMessage().contains("four-player riichi"), e.getMessage());
    }
}
