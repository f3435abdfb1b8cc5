package tablescore.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.match.Deals.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;

/** The flow of a match from deal to deal, one rule per test, with a flat-rate rule system under each system's id. */
class MatchFlowTest {

    @Test
    void seatWindsFollowTheDealer() {
        Match m = play(flat("riichi"), ron(1, 2));
        assertEquals(1, m.state().dealer());
        assertEquals(List.of(Wind.N, Wind.E, Wind.S, Wind.W), m.state().seatWinds());
        assertEquals("East 2", m.state().nextDealName());
    }

    @Test
    void riichiDealerWinKeepsTheDealAndAddsAHonba() {
        Match m = play(flat("riichi"), tsumo(0));
        assertEquals(0, m.state().dealer());
        assertEquals(1, m.state().honba());
        assertEquals(List.of(31_000, 23_000, 23_000, 23_000), m.state().points());
    }

    @Test
    void riichiHonbaIsPaidAndResetByANonDealerWin() {
        Match m = play(flat("riichi"), tsumo(0), ron(2, 3));
        // ron: 3 x 2000 + 300 for one honba from the discarder
        assertEquals(List.of(31_000, 23_000, 29_300, 16_700), m.state().points());
        assertEquals(0, m.state().honba());
        assertEquals(1, m.state().dealer());
    }

    @Test
    void riichiDrawWithTheDealerReadyKeepsTheDealAndPaysNoten() {
        Match m = play(flat("riichi"), draw(0, 2));
        assertEquals(0, m.state().dealer());
        assertEquals(1, m.state().honba());
        assertEquals(List.of(26_500, 23_500, 26_500, 23_500), m.state().points());
    }

    @Test
    void riichiDrawWithTheDealerNotReadyPassesTheDealWithAHonba() {
        Match m = play(flat("riichi"), draw(1));
        assertEquals(1, m.state().dealer());
        assertEquals(1, m.state().honba());
    }

    @Test
    void riichiSticksStayOnTheTableAtADrawAndGoToTheNextWinner() {
        Match m = play(flat("riichi"), draw(1, 2).withDeclarations(riichi(1, 2)));
        assertEquals(2000, m.state().deposits());
        assertEquals(List.of(0, 1000, 1000, 0), m.state().depositsBySeat());
        assertEquals(100_000, m.state().total());
        m = m.append(ron(3, 0));
        assertEquals(0, m.state().deposits());
        HandRecord last = m.state().history().get(1);
        assertEquals(2000, last.depositsBefore());
        // 6000 + 300 honba + 2000 sticks
        assertEquals(8300, last.deltas().get(3));
    }

    @Test
    void doubleRonTheFirstWinnerAfterTheDiscarderTakesSticksAndHonba() {
        Match m = play(flat("riichi"), tsumo(0));
        HandWon both = new HandWon(List.of(Win.onDiscard(1, CONCEALED_RON, 3), Win.onDiscard(0, CONCEALED_RON, 3)),
                riichi(2), List.of(), List.of());
        m = m.append(both);
        HandRecord h = m.state().history().get(1);
        // seat 0 comes first after seat 3: 6000 + 300 + the stick; seat 1: 6000
        assertEquals(7300, h.deltas().get(0));
        assertEquals(6000, h.deltas().get(1));
        assertEquals(-1000, h.deltas().get(2));
        assertEquals(-12_300, h.deltas().get(3));
        assertEquals(0, m.state().dealer(), "the dealer won too, so he keeps the deal");
        assertEquals(2, m.state().honba());
    }

    @Test
    void moreWinnersThanTheFlowAllowsAreRefused() {
        HandWon three = new HandWon(List.of(Win.onDiscard(1, CONCEALED_RON, 0), Win.onDiscard(2, CONCEALED_RON, 0),
                Win.onDiscard(3, CONCEALED_RON, 0)), Map.of(), List.of(), List.of());
        MatchException e = assertThrows(MatchException.class, () -> flat("riichi").append(three));
        assertTrue(e.getMessage().contains("event #1"), e.getMessage());
        assertTrue(e.getMessage().contains("allows 2"), e.getMessage());
    }

    @Test
    void riichiAbortiveDrawKeepsTheDealerWithOneMoreHonba() {
        Match m = play(flat("riichi"), AbortiveDraw.of("nine terminals"));
        assertEquals(0, m.state().dealer());
        assertEquals(1, m.state().honba());
        assertEquals(0, m.state().handsPlayed());
    }

    @Test
    void riichiChomboPaysAReversedManganAndTheDealIsReplayed() {
        Match m = play(flat("riichi"), ron(2, 1), Penalty.chombo(3));
        // dealer is seat 1: seat 3 pays him 4000 and 2000 to each of the others
        assertEquals(List.of(27_000, 23_000, 33_000, 17_000), m.state().points());
        assertEquals(1, m.state().dealer());
    }

    @Test
    void hanchanEndsAfterSouthFour() {
        Match m = flat("riichi");
        for (int i = 0; i < 7; i++) m = m.append(ron((m.state().dealer() + 1) % 4, (m.state().dealer() + 2) % 4));
        assertFalse(m.state().finished());
        assertEquals("South 4", m.state().nextDealName());
        m = m.append(ron((m.state().dealer() + 1) % 4, (m.state().dealer() + 2) % 4));
        assertTrue(m.state().finished());
        assertEquals("2 rounds of winds played", m.state().finishReason());
        Match over = m;
        MatchException e = assertThrows(MatchException.class, () -> over.append(draw()));
        assertTrue(e.getMessage().contains("the match is over"), e.getMessage());
    }

    @Test
    void aPlayerBelowZeroEndsARiichiMatch() {
        Match m = Match.start(MatchSetup.defaults("riichi", players("riichi")).withOptions(Map.of("value", "5000")),
                FlatRules.forSystem("riichi"));
        m = m.append(ron(1, 0));
        assertTrue(m.state().finished());
        assertEquals("Ann is below zero", m.state().finishReason());
    }

    @Test
    void zungJungPassesTheDealAfterEveryHand() {
        Match m = play(flat("zungjung"), tsumo(0));
        assertEquals(1, m.state().dealer());
        assertEquals(0, m.state().honba());
        m = play(m, draw(1));
        assertEquals(2, m.state().dealer());
    }

    @Test
    void zungJungPlaysSixteenHandsByDefault() {
        Match m = flat("zungjung");
        for (int i = 0; i < 15; i++) m = m.append(draw());
        assertEquals(Wind.N, m.state().roundWind());
        assertFalse(m.state().finished());
        m = m.append(draw());
        assertTrue(m.state().finished());
        assertEquals(16, m.state().handsPlayed());
    }

    @Test
    void ningboDealerKeepsTheDealByWinningButADrawPassesIt() {
        Match m = play(flat("ningbo"), ron(0, 1));
        assertEquals(0, m.state().dealer());
        assertEquals(0, m.state().honba(), "no honba outside riichi");
        m = m.append(draw(0));
        assertEquals(1, m.state().dealer(), "荒牌不連莊");
    }

    @Test
    void fuzhouDealerKeepsTheDealByWinning() {
        Match m = play(flat("fuzhou"), tsumo(0));
        assertEquals(0, m.state().dealer());
        m = m.append(tsumo(2));
        assertEquals(1, m.state().dealer());
    }

    @Test
    void fuzhouReadyDepositsCarryToTheNextWinner() {
        Map<Integer, Set<Declaration>> ready = Map.of(1, Set.of(Declaration.READY));
        Match m = play(flat("fuzhou"), draw(1).withDeclarations(ready));
        assertEquals(4, m.state().deposits());
        m = m.append(tsumo(1));
        assertEquals(0, m.state().deposits());
        assertEquals(800, m.state().total());
    }

    @Test
    void fuzhouReadyDepositsMayBeReturnedAtADraw() {
        MatchSetup setup = MatchSetup.defaults("fuzhou", players("fuzhou"));
        setup = setup.withFlow(setup.flow().withDrawDeposits(FlowRules.DrawDeposits.RETURN));
        Match m = play(Match.start(setup, FlatRules.forSystem("fuzhou")),
                draw(1).withDeclarations(Map.of(1, Set.of(Declaration.READY))));
        assertEquals(0, m.state().deposits());
    }

    @Test
    void aDepositDeclarationIsRefusedWhereTheSystemHasNone() {
        MatchException e = assertThrows(MatchException.class,
                () -> flat("zungjung").append(draw().withDeclarations(riichi(1))));
        assertTrue(e.getMessage().contains("no declaration with a deposit"), e.getMessage());
    }

    @Test
    void malaysianSelfDrawerDealsNext() {
        Match m = play(flat("malaysian"), tsumo(2));
        assertEquals(2, m.state().dealer());
        assertEquals(List.of(Wind.S, Wind.W, Wind.E), m.state().seatWinds());
    }

    @Test
    void malaysianDiscarderDealsNext() {
        Match m = play(flat("malaysian"), ron(2, 1));
        assertEquals(1, m.state().dealer());
    }

    @Test
    void malaysianLastDrawerDealsAfterADraw() {
        Match m = play(flat("malaysian"), draw().withLastDrawer(2));
        assertEquals(2, m.state().dealer());
        MatchException e = assertThrows(MatchException.class, () -> flat("malaysian").append(draw()));
        assertTrue(e.getMessage().contains("drew the last tile"), e.getMessage());
    }

    @Test
    void malaysianMatchEndsAfterTwelveHands() {
        Match m = flat("malaysian");
        for (int i = 0; i < 12; i++) m = m.append(tsumo(i % 3));
        assertTrue(m.state().finished());
        assertEquals("12 hands played", m.state().finishReason());
    }

    @Test
    void aFalseWinPaysTheSystemsPenaltyForTheAttemptedHand() {
        Match m = play(flat("malaysian"), Penalty.falseWin(Win.selfDraw(1, SHORT)));
        assertEquals(List.of(1000, -2000, 1000), m.state().points());
        assertEquals(0, m.state().dealer());
    }

    @Test
    void aHandThatMayNotWinIsRefusedAsAWin() {
        MatchException e = assertThrows(MatchException.class, () -> flat("riichi").append(HandWon.of(Win.selfDraw(1, SHORT))));
        assertTrue(e.getMessage().contains("Bob's hand may not win"), e.getMessage());
    }

    @Test
    void penaltyPaymentsMustSumToZero() {
        MatchException e = assertThrows(MatchException.class,
                () -> Penalty.paying(1, Penalty.Kind.FALSE_WIN, Map.of(1, -30, 2, 20)));
        assertTrue(e.getMessage().contains("sum to -10"), e.getMessage());
    }

    @Test
    void aSeatNotAtTheTableIsRefused() {
        MatchException e = assertThrows(MatchException.class, () -> flat("malaysian").append(tsumo(3)));
        assertTrue(e.getMessage().contains("seats are 0 to 2"), e.getMessage());
    }

    @Test
    void aCorrectionOfAnEarlyHandRecomputesTheDealerSequence() {
        Match m = play(flat("riichi"), ron(1, 2), ron(2, 3), tsumo(1));
        assertEquals(List.of(0, 1, 2), m.state().history().stream().map(HandRecord::dealer).toList());
        assertEquals(3, m.state().dealer());
        assertEquals(0, m.state().honba());
        // the first hand was really the dealer's win: he keeps the deal, and the later hands move with him
        m = m.append(new Correction(1, ron(0, 2)));
        List<HandRecord> h = m.state().history();
        assertEquals(List.of(0, 0, 1), h.stream().map(HandRecord::dealer).toList());
        assertEquals(List.of(0, 1, 0), h.stream().map(HandRecord::honba).toList());
        assertEquals(1, m.state().dealer());
        assertEquals(1, m.state().honba());
        assertEquals(4, h.get(0).correctedBy());
        assertEquals(m.state(), Replay.replay(m.setup(), m.system(), m.events()));
    }

    @Test
    void undoCancelsTheLatestDealAndThenTheLatestCorrection() {
        Match m = play(flat("riichi"), ron(1, 2), new Correction(1, ron(3, 2)), tsumo(0));
        assertEquals(2, m.state().history().size());
        m = m.append(new Undo());
        assertEquals(1, m.state().history().size());
        assertEquals(6000, m.state().history().get(0).deltas().get(3), "the correction is still in effect");
        m = m.append(new Undo());
        assertNull(m.state().history().get(0).correctedBy());
        assertEquals(6000, m.state().history().get(0).deltas().get(1), "the original deal is back");
        m = m.append(new Undo());
        assertEquals(0, m.state().history().size());
        Match empty = m;
        assertThrows(MatchException.class, () -> empty.append(new Undo()));
        assertEquals(6, m.events().size(), "nothing is deleted from the log; the refused undo was not added");
    }

    @Test
    void aCorrectionMustNameADealInEffect() {
        Match m = play(flat("riichi"), ron(1, 2), new Undo());
        Match undone = m;
        MatchException e = assertThrows(MatchException.class, () -> undone.append(new Correction(1, draw())));
        assertTrue(e.getMessage().contains("not a deal in effect"), e.getMessage());
        Match one = play(flat("riichi"), ron(1, 2));
        e = assertThrows(MatchException.class, () -> one.append(new Correction(5, draw())));
        assertTrue(e.getMessage().contains("not earlier"), e.getMessage());
    }

    @Test
    void aCorrectionThatWouldMakeALaterDealImpossibleIsRefused() {
        // a Malaysian draw needs the last drawer: a correction to a draw without one is refused, naming both events
        Match m = play(flat("malaysian"), tsumo(1), tsumo(2));
        Match before = m;
        MatchException e = assertThrows(MatchException.class, () -> before.append(new Correction(1, draw())));
        assertTrue(e.getMessage().contains("event #1 (as corrected by #3)"), e.getMessage());
        assertEquals(2, before.state().history().size(), "the match stays as it was");
    }

    @Test
    void aStruckDealNeverHappened() {
        Match m = play(flat("riichi"), ron(1, 2), tsumo(2), Correction.strike(1));
        assertEquals(1, m.state().history().size());
        assertEquals(2, m.state().history().get(0).eventId());
        assertEquals(0, m.state().history().get(0).dealer(), "with deal 1 struck, Ann deals the tsumo");
        assertEquals(List.of(23_000, 23_000, 31_000, 23_000), m.state().points());
        m = m.append(new Undo());
        assertEquals(2, m.state().history().size(), "undoing the strike brings the deal back");
        m = play(m, Correction.strike(1), new Correction(1, ron(3, 2)));
        assertEquals(2, m.state().history().size(), "a struck deal may be corrected back into the match");
        assertEquals(6000, m.state().history().get(0).deltas().get(3));
    }

    /** A rule system that takes 500 from the table whether or not anything lies there. */
    static final class TableTakingRules implements tablescore.engine.rules.RuleSystem<FlatRules.Options> {
        private final FlatRules flat = FlatRules.forSystem("riichi");
        @Override public String id() { return "riichi"; }
        @Override public String englishName() { return "table taking"; }
        @Override public String originalName() { return "table taking"; }
        @Override public tablescore.engine.hand.TileSet tileSet() { return flat.tileSet(); }
        @Override public tablescore.engine.rules.OptionSet<FlatRules.Options> options() { return flat.options(); }
        @Override
        public tablescore.engine.rules.Scoring score(tablescore.engine.rules.WinRequest r, FlatRules.Options o) {
            tablescore.engine.rules.Settlement s = new tablescore.engine.rules.Settlement.Builder(4)
                    .pay(r.payingDiscarder() == null ? r.winner().next(1, 4) : r.payingDiscarder(), r.winner(), 1000)
                    .takeFromTable(r.winner(), 500).build();
            return new tablescore.engine.rules.Scoring("riichi", r.winner(), null, List.of(), 1, "1", null, null, s, null);
        }
    }

    @Test
    void anEventThatWouldCreatePointsIsRefused() {
        Match m = Match.start(MatchSetup.defaults("riichi", players("riichi")), new TableTakingRules());
        MatchException e = assertThrows(MatchException.class, () -> m.append(ron(1, 2)));
        assertTrue(e.getMessage().contains("event #1 (hand won): the rules took 500 from the table, but 0 lay there"), e.getMessage());
        assertEquals(0, m.events().size());
    }

    @Test
    void aRiichiNeedsTheStickInHand() {
        Match m = Match.start(MatchSetup.defaults("riichi", players("riichi")).withOptions(Map.of("value", "4100")),
                FlatRules.forSystem("riichi"));
        Match low = m.append(ron(1, 0)); // Ann pays 3 x 8200: 400 left
        assertEquals(400, low.state().points().get(0));
        MatchException e = assertThrows(MatchException.class, () -> low.append(draw(0).withDeclarations(riichi(0))));
        assertTrue(e.getMessage().contains("Ann has 400 points and cannot put down the 1000 a declaration needs"), e.getMessage());
    }

    @Test
    void agariYameTheLastDealerInFirstPlaceMayStop() {
        MatchSetup setup = MatchSetup.defaults("riichi", players("riichi")).withEnd(EndCondition.eastOnly());
        Match m = Match.start(setup.withFlow(setup.flow().withLastDealerStops(true)), FlatRules.forSystem("riichi"));
        m = play(m, draw(), draw(), draw());
        assertEquals("East 4", m.state().nextDealName());
        m = m.append(tsumo(3));
        assertTrue(m.state().finished());
        assertEquals("Dee keeps the last deal in first place and stops", m.state().finishReason());
        Match without = play(Match.start(setup, FlatRules.forSystem("riichi")), draw(), draw(), draw(), tsumo(3));
        assertFalse(without.state().finished(), "without agari-yame the dealer deals again");
    }
}
