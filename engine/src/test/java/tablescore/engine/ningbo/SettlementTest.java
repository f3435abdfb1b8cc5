package tablescore.engine.ningbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.hand.Wind.E;
import static tablescore.engine.hand.Wind.N;
import static tablescore.engine.hand.Wind.S;
import static tablescore.engine.hand.Wind.W;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;

/** The settlement of rules.md §4.2, one rule per test. */
class SettlementTest {

    /** The seed's worked example: South wins on West's discard with a closed wait; East deals. */
    private static Deal seedExample() {
        return Deal.win(S, "666p345s22p pung:555z chow:234m", "4s").from(W)
                .other(E, "777m13p99s pung:555p chow:678p")
                .other(W, "123m6677z pung:222z concealed_kong:3333z")
                .other(N, "44s789p44z chow:345s chow:456m");
    }

    private static void deltas(Settlement s, int e, int south, int w, int n) {
        assertEquals(e, s.of(E), "East");
        assertEquals(south, s.of(S), "South");
        assertEquals(w, s.of(W), "West");
        assertEquals(n, s.of(N), "North");
    }

    @Test
    void theSeedsExample_East6South40West80North2_settlesMinus220Plus160Plus186Minus126() {
        Scoring s = seedExample().score();
        assertEquals(6, Deal.seat(s, E).score());
        assertEquals(40, Deal.seat(s, S).score());
        assertEquals(80, Deal.seat(s, W).score());
        assertEquals(2, Deal.seat(s, N).score());
        deltas(s.settlement(), -220, 160, 186, -126);
    }

    @Test
    void theWinnerPaysNobody_evenToAHandWorthMoreThanHis() {
        Scoring s = seedExample().score();
        assertTrue(Deal.seat(s, W).score() > Deal.seat(s, S).score());
        assertEquals(40 + 40 + 80, s.settlement().of(S));
    }

    @Test
    void withoutDealerDoublingEveryPaymentIsSingle() {
        Scoring s = seedExample().score(NingboOptions.DEFAULTS.withDealerDoubling(false));
        // S 40 from each; W +78 from N, +74 from E; E +4 from N
        deltas(s.settlement(), -40 - 74 + 4, 120, -40 + 78 + 74, -40 - 78 - 4);
    }

    @Test
    void winnerOnlyMode_theNonWinnersDoNotSettleAmongThemselves() {
        deltas(seedExample().score(NingboOptions.DEFAULTS.withLoserSettlement(false)).settlement(), -80, 160, -40, -40);
    }

    @Test
    void aDealerWinnerCollectsDoubleFromEveryone() {
        Map<Wind, SeatScore> seats = scores(20, 4, 0, 8);
        deltas(Ningbo.settle(seats, E, null, NingboOptions.DEFAULTS), 120, -40, -52, -28);
    }

    @Test
    void aDealerLoserPaysDoubleAndSettlesDoubleDifferences() {
        Map<Wind, SeatScore> seats = scores(200, 12, 0, 4);
        deltas(Ningbo.settle(seats, S, null, NingboOptions.DEFAULTS), 768, 48, -416, -400);
    }

    @Test
    void everySettlementSumsToZero() {
        int[] values = {0, 2, 6, 40, 80, 100, 200};
        for (Wind winner : Wind.values()) {
            for (int a : values) for (int b : values) for (int c : values) {
                Map<Wind, SeatScore> seats = scores(a + 10, b, c, a);
                for (Wind liable : new Wind[] {null, E, S, W, N}) {
                    if (liable == winner) continue;
                    Settlement s = Ningbo.settle(seats, winner, liable, NingboOptions.DEFAULTS);
                    int sum = 0;
                    for (Wind w : Wind.values()) sum += s.of(w);
                    assertEquals(0, sum);
                }
            }
        }
    }

    @Test
    void liability_pureOneSuitWithThreeSetsLaidDown_theDiscarderPaysTheOthersShares() {
        Scoring s = Deal.win(N, "34588p pung:222p pung:444p chow:678p", "8p").from(W)
                .other(E, "2345678m234s678s").other(S, "123m456s2378m pung:999s").other(W, "111m234567s99p57z").score();
        assertEquals(W, ((NingboDetail) s.detail()).liable());
        deltas(s.settlement(), -24, 4, -492, 512);
    }

    @Test
    void liability_fourJoysWithThreeWindSetsLaidDown() {
        Scoring s = Deal.win(S, "234m44z pung:111z pung:333z pung:222z", "4z").from(W).othersPlain().score();
        assertEquals(LimitHand.FOUR_JOYS, Deal.seat(s, S).limitHand());
        assertEquals(W, ((NingboDetail) s.detail()).liable());
        assertEquals(-(400 + 200 + 200), s.settlement().of(W) - differences(s, W));
    }

    @Test
    void liability_bigThreeDragonsWithTwoDragonSetsLaidDown() {
        Scoring s = Deal.win(S, "777z123m44p pung:555z pung:666z", "7z").from(N).othersPlain().score();
        assertEquals(LimitHand.BIG_THREE_DRAGONS, Deal.seat(s, S).limitHand());
        assertEquals(N, ((NingboDetail) s.detail()).liable());
        assertEquals(800, s.settlement().of(S));
    }

    @Test
    void liability_notOnASelfDraw_notWithTheRuleOff_notWithoutTheSetsLaidDown() {
        Deal selfDrawn = Deal.win(S, "777z123m44p pung:555z pung:666z", "7z").selfDrawn().othersPlain();
        assertNull(((NingboDetail) selfDrawn.score().detail()).liable());
        Deal fed = Deal.win(S, "777z123m44p pung:555z pung:666z", "7z").from(N).othersPlain();
        assertNull(((NingboDetail) fed.score(NingboOptions.DEFAULTS.withLiability(false)).detail()).liable());
        Deal concealedDragons = Deal.win(S, "555z666z777z123m44p", "4p").from(N).othersPlain();
        assertNull(((NingboDetail) concealedDragons.score().detail()).liable());
    }

    @Test
    void liability_theTableMayNameTheLiableSeat() {
        Scoring s = Deal.win(S, "123m456p789s234s55m", "2s").from(W).liable(E).othersPlain().score();
        assertEquals(E, ((NingboDetail) s.detail()).liable());
        assertEquals(-(20 + 10 + 10), s.settlement().of(E) - differences(s, E));
    }

    @Test
    void allFourHandsAreNeeded_andNoFaceMoreThanFourTimes() {
        HandException missing = assertThrows(HandException.class,
                () -> Deal.win(S, "123m456p789s234s55m", "2s").from(W).other(E, "123m456m78m139p46s").score());
        assertTrue(missing.getMessage().contains("missing"), missing::getMessage);
        HandException copies = assertThrows(HandException.class, () -> Deal.win(S, "111m456p789s234s55m", "2s").from(W)
                .other(E, "111m456m78m139p46s").othersPlain().score());
        assertTrue(copies.getMessage().contains("copies of 1m"), copies::getMessage);
    }

    /** What a seat receives from (or pays to) the other non-winners: its delta without the payment to the winner. */
    private static int differences(Scoring s, Wind seat) {
        NingboDetail d = (NingboDetail) s.detail();
        Map<Wind, SeatScore> seats = d.seats();
        Wind winner = s.winner();
        int total = 0;
        for (Wind other : Wind.values()) {
            if (other == seat || other == winner) continue;
            int rate = seat == E || other == E ? 2 : 1;
            total += (seats.get(seat).score() - seats.get(other).score()) * rate;
        }
        return total;
    }

    private static Map<Wind, SeatScore> scores(int e, int s, int w, int n) {
        Map<Wind, SeatScore> m = new EnumMap<>(Wind.class);
        int[] v = {e, s, w, n};
        for (Wind x : Wind.values()) {
            m.put(x, new SeatScore(x, false, java.util.List.of(), java.util.List.of(), 0, 0, v[x.ordinal()], v[x.ordinal()], false, null));
        }
        return m;
    }
}
