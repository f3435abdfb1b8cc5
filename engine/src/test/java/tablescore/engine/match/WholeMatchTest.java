package tablescore.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.tile.Notation;

/**
 * Whole matches under the real rule systems, from the setup to the final standings, each with a
 * correction of an early deal that changes the dealer sequence after it.
 */
class WholeMatchTest {

    static final List<String> FOUR = List.of("Ann", "Bob", "Cy", "Dee");

    static List<Integer> dealers(Match m) { return m.state().history().stream().map(HandRecord::dealer).toList(); }

    static void assertZeroSum(Match m) {
        assertEquals(m.setup().startingTotal(), m.state().total());
        assertEquals(m.state(), Replay.replay(m.setup(), m.events()), "the log replays to the same state");
    }

    // ---- riichi -------------------------------------------------------------------------------------

    /** Tanyao pinfu on a discard: 2 han 30 fu (2000; dealer 2900). */
    static final Hand TANYAO_PINFU = Hand.winning("234m345p456s678s55m", List.of(), "8s", WinMethod.DISCARD);
    /** Riichi and menzen tsumo, 2 han 30 fu (500/1000; dealer 1000 all). */
    static final Hand RIICHI_TSUMO = Hand.winning("123m456p789s234s55z", List.of(), "2s", WinMethod.SELF_DRAW);

    static Map<Integer, Set<Declaration>> riichi(int... seats) {
        Map<Integer, Set<Declaration>> m = new HashMap<>();
        for (int s : seats) m.put(s, Set.of(Declaration.RIICHI));
        return m;
    }

    static HandWon ron(int winner, int from) { return HandWon.of(Win.onDiscard(winner, TANYAO_PINFU, from)); }

    static HandWon riichiTsumo(int winner) { return HandWon.of(Win.selfDraw(winner, RIICHI_TSUMO)).withDeclarations(riichi(winner)); }

    @Test
    void riichiHanchanFromTheFirstDealToTheFinalStandings() {
        MatchSetup setup = MatchSetup.defaults("riichi", FOUR).withUmaOka(UmaOka.preset("10-20", 25_000, 30_000));
        Match m = Match.start(setup);
        m = Deals.play(m,
                ron(1, 2),                                                 // E1: Bob 2000 from Cy
                ExhaustiveDraw.of(Set.of(1)).withDeclarations(riichi(1)),  // E2: Bob ready (riichi), keeps the deal
                riichiTsumo(1),                                            // E2-1: Bob 1000 all + 100 each + 2 sticks
                ron(0, 3),                                                 // E2-2: Ann 2000 + 600 from Dee
                ExhaustiveDraw.of(Set.of()),                               // E3: nobody ready, the deal passes
                riichiTsumo(2),                                            // E4-1: Cy 500/1000 + 100 each + stick
                ron(3, 0), ron(2, 1), ron(1, 2), ron(0, 3));               // South 1-4, each deal passes
        assertEquals(List.of(0, 1, 1, 1, 2, 3, 0, 1, 2, 3), dealers(m));
        assertEquals(List.of(0, 0, 1, 2, 0, 1, 0, 0, 0, 0), m.state().history().stream().map(HandRecord::honba).toList());
        assertTrue(m.state().finished());
        assertEquals("2 rounds of winds played", m.state().finishReason());
        assertZeroSum(m);
        HandRecord bobTsumo = m.state().history().get(2);
        assertEquals(List.of(-1100, 1100 * 3 - 1000 + 2000, -1100, -1100), bobTsumo.deltas());
        // Dee deals: she pays 1000 + 100, the others 500 + 100; Cy puts her stick down and takes it back
        assertEquals(List.of(-600, -600, 1000 + 500 + 500 + 300 - 1000 + 1000, -1100), m.state().history().get(5).deltas());
        Standings s = m.standings();
        assertTrue(s.isFinal());
        assertEquals(0, s.resultsBySeat().stream().mapToInt(Integer::intValue).sum());
        assertEquals(List.of(1, 0, 2, 3), s.places().stream().map(Place::seat).toList());
        assertEquals(List.of(32_700, 24_900, 23_200, 19_200), s.places().stream().map(Place::points).toList());
        assertEquals(32_700 - 30_000 + 20_000 + 20_000, s.places().get(0).result());
        assertEquals(19_200 - 30_000 - 20_000, s.places().get(3).result());

        // the first deal was really Ann's (the dealer's) win on Cy's discard: she keeps the deal with a honba,
        // so she deals the draw of deal 2 (not ready: the deal passes to Bob) and the honba run on
        Match corrected = m.append(new Correction(1, ron(0, 2)));
        assertEquals(List.of(0, 0, 1, 1, 2, 3, 0, 1, 2, 3), dealers(corrected));
        assertEquals(List.of(0, 1, 2, 3, 0, 1, 0, 0, 0, 0), corrected.state().history().stream().map(HandRecord::honba).toList());
        assertEquals(2900, corrected.state().history().get(0).deltas().get(0));
        // Bob's tsumo now carries 2 honba (+200 each), Ann's ron 3 honba (+900 from Dee)
        assertEquals(List.of(-1200, 1200 * 3 - 1000 + 2000, -1200, -1200), corrected.state().history().get(2).deltas());
        assertEquals(2000 + 900, corrected.state().history().get(3).deltas().get(0));
        assertTrue(corrected.state().finished());
        assertZeroSum(corrected);
    }

    // ---- Zung Jung ----------------------------------------------------------------------------------

    @Test
    void zungJungEastRoundWithTheDealPassingEveryHand() {
        JsonNode zj01 = VectorHands.vector("zungjung.json", "ZJ01").get("hand");
        Hand chickenOnDiscard = VectorHands.hand(zj01, WinMethod.DISCARD);
        Hand chickenSelfDrawn = VectorHands.hand(zj01, WinMethod.SELF_DRAW);
        MatchSetup setup = MatchSetup.defaults("zungjung", FOUR).withEnd(EndCondition.rounds(1));
        Match m = Deals.play(Match.start(setup),
                HandWon.of(Win.onDiscard(1, chickenOnDiscard, 2)),  // chicken hand: all three pay 1
                HandWon.of(Win.selfDraw(1, chickenSelfDrawn)),
                ExhaustiveDraw.of(Set.of(0)));
        assertEquals(List.of(0, 1, 2), dealers(m));
        assertEquals(List.of(-2, 6, -2, -2), m.state().points());
        assertFalse(m.state().finished());
        m = m.append(HandWon.of(Win.onDiscard(0, chickenOnDiscard, 3)));
        assertTrue(m.state().finished());
        assertEquals(List.of(1, 5, -3, -3), m.state().points());
        assertEquals(List.of(1, 0, 2, 3), m.standings().places().stream().map(Place::seat).toList());
        assertZeroSum(m);

        // the first deal was in truth annulled (redealt by the same dealer): every later deal moves back one dealer
        Match corrected = m.append(new Correction(1, AbortiveDraw.of("redeal")));
        assertEquals(List.of(0, 0, 1, 2), dealers(corrected));
        assertFalse(corrected.state().finished(), "one deal of the East round is still to play");
        assertZeroSum(corrected);
    }

    // ---- Ningbo --------------------------------------------------------------------------------------

    /** NB01 played in a match: South (seat 1) wins on West's (seat 2) discard; the other three hands scored too. */
    static HandWon nb01(int dealer) {
        JsonNode v = VectorHands.vector("ningbo.json", "NB01");
        Map<Integer, Hand> others = new HashMap<>();
        Hand winner = null;
        for (Wind w : Wind.values()) {
            int seat = Math.floorMod(dealer + w.ordinal(), 4);
            JsonNode tiles = v.get("hands").get(w.name()).get("tiles");
            if (w == Wind.S) winner = VectorHands.hand(tiles, WinMethod.DISCARD);
            else others.put(seat, VectorHands.hand(tiles, WinMethod.DISCARD));
        }
        return HandWon.of(new Win(Math.floorMod(dealer + 1, 4), winner, Math.floorMod(dealer + 2, 4), null, others));
    }

    @Test
    void ningboEastRoundTheDealPassesOnADraw() {
        MatchSetup setup = MatchSetup.defaults("ningbo", FOUR).withEnd(EndCondition.rounds(1));
        Match m = Deals.play(Match.start(setup), nb01(0));
        // the seed's totals: East -220, South +160, West +186, North -126
        assertEquals(List.of(-220, 160, 186, -126), m.state().points());
        m = Deals.play(m, ExhaustiveDraw.of(Set.of(1)), nb01(2), ExhaustiveDraw.of(Set.of()));
        assertEquals(List.of(0, 1, 2, 3), dealers(m));
        assertTrue(m.state().finished());
        // second NB01 with seat 2 dealing: seat 3 wins, seat 0 discards
        assertEquals(List.of(-220 + 186, 160 - 126, 186 - 220, -126 + 160), m.state().points());
        assertZeroSum(m);

        // the first deal was a 九種么九 redeal: the dealer sequence moves back one deal, the NB01 of deal 3 is
        // now played with seat 1 dealing, and the East round is not over
        Match corrected = m.append(new Correction(1, AbortiveDraw.of("nine terminals")));
        assertEquals(List.of(0, 0, 1, 2), dealers(corrected));
        assertFalse(corrected.state().finished());
        assertZeroSum(corrected);
    }

    // ---- Fuzhou --------------------------------------------------------------------------------------

    static Hand fz01() {
        JsonNode v = VectorHands.vector("fuzhou.json", "FZ01");
        return VectorHands.hand(v.get("hand"), WinMethod.SELF_DRAW).withGold(Notation.parseTile(v.get("gold_face").asText()));
    }

    static Map<Integer, Set<Declaration>> ready(int... seats) {
        Map<Integer, Set<Declaration>> m = new HashMap<>();
        for (int s : seats) m.put(s, Set.of(Declaration.READY));
        return m;
    }

    @Test
    void fuzhouMatchWithReadyDepositsAndTheDealerKeepingTheDeal() {
        MatchSetup setup = MatchSetup.defaults("fuzhou", FOUR).withEnd(EndCondition.rounds(1));
        Match m = Deals.play(Match.start(setup),
                HandWon.of(Win.selfDraw(1, fz01())).withDeclarations(ready(1)),  // FZ01: 16 from each, deposit back
                ExhaustiveDraw.of(Set.of(2)).withDeclarations(ready(2)),         // 6 points to Cy, her 4 stay down
                HandWon.of(Win.selfDraw(2, fz01())),                            // the dealer: 8 from each + the 4
                HandWon.of(Win.selfDraw(3, fz01())));
        assertEquals(List.of(200 - 16 - 2 - 8 - 8, 200 + 48 - 2 - 8 - 8, 200 - 16 + 6 - 4 + 24 + 4 - 8, 200 - 16 - 2 - 8 + 24),
                m.state().points());
        assertEquals(List.of(0, 1, 2, 2), dealers(m));
        assertEquals(0, m.state().deposits());
        assertZeroSum(m);

        // the first win was the dealer's (Ann's): she keeps the deal and every later deal moves back one dealer
        Match corrected = m.append(new Correction(1, HandWon.of(Win.selfDraw(0, fz01())).withDeclarations(ready(0))));
        assertEquals(List.of(0, 0, 1, 2), dealers(corrected));
        assertZeroSum(corrected);
    }

    // ---- Malaysian -----------------------------------------------------------------------------------

    static Hand malaysian(String id, WinMethod method) {
        JsonNode v = VectorHands.vector("malaysian.json", id);
        return VectorHands.hand(v.get("hand"), method).withBonusTiles(VectorHands.tiles(v.get("bonus_tiles")));
    }

    @Test
    void malaysianMatchTheNextDealerIsTheSelfDrawerTheDiscarderOrTheLastDrawer() {
        Hand selfDrawn = malaysian("MY10", WinMethod.SELF_DRAW);
        Hand onDiscard = malaysian("MY04", WinMethod.DISCARD);
        MatchSetup setup = MatchSetup.defaults("malaysian", List.of("Ann", "Bob", "Cy")).withEnd(EndCondition.hands(5));
        Match m = Deals.play(Match.start(setup),
                HandWon.of(Win.selfDraw(2, selfDrawn)),           // Cy self-draws: she deals next
                HandWon.of(Win.onDiscard(0, onDiscard, 1)),       // Bob discards: he deals next
                new ExhaustiveDraw(Set.of(), Map.of(), Map.of(), 0),  // Ann drew last: she deals next
                Penalty.falseWin(Win.selfDraw(1, malaysian("MY02", WinMethod.SELF_DRAW).withBonusTiles(List.of()))),
                HandWon.of(Win.selfDraw(1, selfDrawn)));
        assertEquals(List.of(0, 2, 1, 0, 0), dealers(m));
        assertEquals(1, m.state().dealer());
        assertFalse(m.state().finished(), "the false win was redealt: four hands played");
        m = m.append(HandWon.of(Win.onDiscard(2, onDiscard, 0)));
        assertTrue(m.state().finished());
        assertZeroSum(m);

        // the first deal was won on Bob's discard, not self-drawn by Cy: Bob deals the second hand
        Match corrected = m.append(new Correction(1, HandWon.of(Win.onDiscard(2, onDiscard, 1))));
        assertEquals(List.of(0, 1, 1, 0, 0, 1), dealers(corrected));
        assertZeroSum(corrected);
    }
}
