package tablescore.engine.riichi.reform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.riichi.ReferenceHands;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/** The yaku changes of the reform (rules.md §2.2), one test per rule, and the reform vectors scored from their hands. */
class ReformTest {

    private static WinRequest win(String concealed, String winTile, boolean tsumo, String... melds) {
        List<Meld> ms = new ArrayList<>();
        for (String m : melds) {
            String[] p = m.split(":");
            ms.add(new Meld(MeldKind.parse(p[0], !p[0].equals("ankan")), Notation.parse(p[1]), null));
        }
        Hand h = new Hand(Notation.parse(concealed), ms, Notation.parseTile(winTile), tsumo ? WinMethod.SELF_DRAW : WinMethod.DISCARD,
                java.util.Set.of(), List.of(), null);
        return WinRequest.of(Wind.S, h).discarder(tsumo ? null : Wind.E).build();
    }

    private static WinRequest riichi(WinRequest q) {
        return WinRequest.of(q.winner(), q.hand()).discarder(q.discarder()).declarations(java.util.Set.of(Declaration.RIICHI))
                .dora(q.doraIndicators()).build();
    }

    private static Scoring score(WinRequest q) { return RiichiReform.INSTANCE.score(q, ReformOptions.DEFAULTS); }

    private static ReformScore detail(Scoring s) { return (ReformScore) s.detail(); }

    private static int thirdsOf(Scoring s, String name) {
        for (ReformItem i : detail(s).items()) if (i.name().startsWith(name)) return i.thirds();
        return 0;
    }

    @Test
    void pinfuIsTwoThirdsWhateverTheWait() {
        Scoring s = score(win("123456m33p123456s", "2m", false));
        assertTrue(s.isWin(), "kanchan pinfu ron is 2/3 + 1/3");
        assertEquals(2, thirdsOf(s, "pinfu"));
        assertEquals(1000, detail(s).payments().total());
        assertNotNull(detail(s).comparison().standardRefusal(), "no yaku under standard rules");
    }

    @Test
    void pinfuNeedsANumberTilePair() {
        Scoring s = score(win("123456m123456s44z", "6m", false));
        assertFalse(s.isWin());
        assertEquals(Refusal.BELOW_MINIMUM, s.refusal().code());
        assertEquals(0, thirdsOf(s, "pinfu"));
    }

    @Test
    void everyClosedRonGainsAThirdThatCountsForTheMinimum() {
        Scoring s = score(riichi(win("234456m66p123444s", "4s", false)));
        assertEquals(1, thirdsOf(s, "closed ron"));
        assertEquals(4, detail(s).yakuThirds());
        assertEquals(1300, detail(s).payments().total());
    }

    @Test
    void toitoiGainsAThird() {
        assertEquals(7, thirdsOf(score(win("222m333p55s", "5s", false, "pon:777p", "pon:999s")), "toitoi"));
    }

    @Test
    void sanAnkouGainsAThird() {
        assertEquals(7, thirdsOf(score(win("222678m33355p444s", "8m", true)), "san ankou"));
    }

    @Test
    void anOpenKanIsTwoThirdsAndAClosedKanOneButNeitherCountsForTheMinimum() {
        Scoring open = score(win("234m55p", "5p", false, "minkan:1111s", "minkan:3333s", "minkan:6666p"));
        assertEquals(6, detail(open).yakuThirds(), "sankantsu 2");
        assertEquals(12, detail(open).totalThirds());
        assertEquals("mangan", open.limit());
        Scoring closed = score(riichi(win("234m567p88s234s", "4s", false, "ankan:9999m")));
        assertEquals(3, thirdsOf(closed, "closed kan"));
        Scoring noYaku = score(win("234m567p88s", "8s", false, "chi:234s", "minkan:4444z"));
        assertFalse(noYaku.isWin(), "kan bonus alone does not win");
    }

    @Test
    void anAddedKanIsAnOpenKanByOption() {
        WinRequest q = win("234m55p", "5p", false, "shouminkan:1111s", "minkan:3333s", "minkan:6666p");
        assertEquals(12, detail(score(q)).totalThirds());
        ReformOptions noAdded = ReformOptions.OPTIONS.parse(Map.of("added_kan_is_open_kan", "false"));
        assertEquals(10, detail(RiichiReform.INSTANCE.score(q, noAdded)).totalThirds());
    }

    @Test
    void yakumanAreUnchanged() {
        Scoring s = score(win("123m99p555666777z", "9p", false));
        assertEquals("yakuman", s.limit());
        assertEquals(32000, detail(s).payments().total());
    }

    @Test
    void theHonbaRuleIsAnOption() {
        WinRequest q = WinRequest.of(Wind.S, win("123456m33p123456s", "6m", true).hand()).honba(2).build();
        ReformOptions baSengo = ReformOptions.OPTIONS.parse(Map.of("honba", "ba_sengo"));
        assertEquals(1000, detail(RiichiReform.INSTANCE.score(q, baSengo)).payments().mainBonus());
        ReformOptions none = ReformOptions.OPTIONS.parse(Map.of("honba", "none"));
        assertEquals(0, detail(RiichiReform.INSTANCE.score(q, none)).payments().mainBonus());
    }

    @Test
    void theBreakdownCarriesTheStandardPointsForTheSameHand() {
        Scoring s = score(win("123456m33p123456s", "6m", true));
        ReformScore.Comparison c = detail(s).comparison();
        assertEquals(1600, c.reformTotal(), "pinfu tsumo 400/800");
        assertEquals(1500, c.standardTotal(), "standard 20 fu 2 han 400/700");
        assertEquals("2 han 20 fu", c.standardValue());
        assertNull(c.standardRefusal());
        assertEquals(100, c.difference());
        assertTrue(detail(s).standard().isWin());
    }

    /** The reform vectors whose hand is a hand vector of cases.json: scored from the tiles, not from the items. */
    @Test
    void reformVectorsScoredFromTheirHands() {
        JsonNode cases = ReferenceHands.cases();
        Map<String, JsonNode> hands = new HashMap<>();
        for (JsonNode v : cases.get("hand_vectors")) hands.put(v.get("id").asText(), v);
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (JsonNode rf : cases.get("reform_vectors")) {
            JsonNode hand = hands.get(rf.path("derived_from_hand_vector").asText(""));
            if (hand == null) continue; // RF10, RF11, RF15-RF18 have no hand; R21-like is not a vector id
            checked++;
            JsonNode e = rf.get("expected_reform");
            Scoring s = RiichiReform.INSTANCE.score(ReferenceHands.caseRequest(hand, rf.get("win").asText()), ReformOptions.DEFAULTS);
            ReformScore d = detail(s);
            Map<String, String> expectedItems = new TreeMap<>(), actualItems = new TreeMap<>();
            for (JsonNode i : e.get("items")) expectedItems.put(key(i.get(0).asText(), i.get(2).asText()), Thirds.improper(Thirds.parse(i.get(1).asText())));
            for (ReformItem i : d.items()) actualItems.put(key(i.name(), i.kind()), Thirds.improper(i.thirds()));
            boolean ok = expectedItems.equals(actualItems) && s.isWin() == e.get("valid_win").asBoolean()
                    && Thirds.improper(d.totalThirds()).equals(e.get("total_han").asText())
                    && Thirds.improper(d.yakuThirds()).equals(e.get("yaku_han_for_minimum").asText())
                    && (!s.isWin() || d.payments().total() == e.get("payment").get("winner_total_gain").asInt());
            if (!ok) wrong.add(rf.get("id").asText() + ": " + d.items() + " total " + Thirds.improper(d.totalThirds()) + " expected " + e);
        }
        assertEquals(12, checked, "reform vectors with a hand vector behind them");
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Names compare without spaces and case ("sankantsu" = "San Kantsu"); kan items by their kind. */
    private static String key(String name, String kind) {
        if (kind.equals(ReformItem.KAN_BONUS)) return kind + ":" + name.replace(" (added kan)", "");
        return kind + ":" + name.toLowerCase().replace(" ", "");
    }
}
