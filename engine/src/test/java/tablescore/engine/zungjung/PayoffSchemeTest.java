package tablescore.engine.zungjung;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.hand.Wind.E;
import static tablescore.engine.hand.Wind.N;
import static tablescore.engine.hand.Wind.S;
import static tablescore.engine.hand.Wind.W;
import static tablescore.engine.zungjung.PayoffScheme.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Settlement;

/** The payoff schemes of seed 000 (rules.md §1.3), each at and around par, at the limits, with East winning and losing. */
class PayoffSchemeTest {

    private static void deltas(Settlement s, int e, int south, int w, int n) {
        assertEquals(e, s.of(E), "East");
        assertEquals(south, s.of(S), "South");
        assertEquals(w, s.of(W), "West");
        assertEquals(n, s.of(N), "North");
    }

    @ParameterizedTest
    @EnumSource(PayoffScheme.class)
    void everySettlementSumsToZeroAndNoLoserIsPaid(PayoffScheme scheme) {
        int[] values = {1, 5, 24, 25, 26, 29, 30, 31, 85, 160, 320, 400, 480};
        for (int par : new int[] {25, 30}) {
            for (int v : values) {
                for (Wind winner : Wind.values()) {
                    for (Wind liable : new Wind[] {null, E, S, W, N}) {
                        if (liable == winner) continue;
                        Settlement s = scheme.settle(v, par, winner, liable);
                        int sum = 0;
                        for (Wind w : Wind.values()) {
                            sum += s.of(w);
                            if (w != winner) assertTrue(s.of(w) <= 0, scheme + " pays a loser");
                        }
                        assertEquals(0, sum);
                        assertTrue(s.of(winner) > 0);
                    }
                }
            }
        }
    }

    // ---- ZJ competition 中庸競技制 ----

    @ParameterizedTest(name = "V={0}: discarder {1}, others {2}")
    @CsvSource({"1,1,1", "24,24,24", "25,25,25", "26,28,25", "40,70,25", "160,430,25", "320,910,25", "480,1390,25"})
    void competition_othersPayParAndTheDiscarderThreeVMinusTwoPar(int v, int discarder, int others) {
        Settlement s = ZJ_COMPETITION.settle(v, 25, S, W);
        deltas(s, -others, discarder + 2 * others, -discarder, -others);
    }

    @Test
    void competition_isContinuousAtPar_theDiscarderShareGrowsByThreePerPoint() {
        for (int par : new int[] {25, 30}) {
            int atPar = -ZJ_COMPETITION.settle(par, par, S, W).of(W);
            assertEquals(par, atPar);
            assertEquals(par + 3, -ZJ_COMPETITION.settle(par + 1, par, S, W).of(W));
            assertEquals(par - 1, -ZJ_COMPETITION.settle(par - 1, par, S, W).of(W));
            assertEquals(par, -ZJ_COMPETITION.settle(par + 1, par, S, W).of(E));
        }
    }

    @Test
    void competition_theParWas30BeforeV33() {
        deltas(ZJ_COMPETITION.settle(26, 30, S, W), -26, 78, -26, -26);
        deltas(ZJ_COMPETITION.settle(40, 30, S, W), -30, 120, -60, -30);
    }

    @Test
    void competition_selfDrawnEveryonePaysTheValue_andTheDealerIsNotSpecial() {
        deltas(ZJ_COMPETITION.settle(480, 25, E, null), 1440, -480, -480, -480);
        deltas(ZJ_COMPETITION.settle(40, 25, S, E), -70, 120, -25, -25);
        deltas(ZJ_COMPETITION.settle(40, 25, E, S), 120, -70, -25, -25);
    }

    @Test
    void competitionUniformAndFullLiability_areFixedIncome_theWinnerAlwaysGetsThreeV() {
        for (PayoffScheme scheme : new PayoffScheme[] {ZJ_COMPETITION, ZJ_UNIFORM, ZJ_FULL_LIABILITY}) {
            for (Wind liable : new Wind[] {null, W}) {
                assertEquals(3 * 25, scheme.settle(25, 25, S, liable).of(S));
                assertEquals(3 * 320, scheme.settle(320, 25, S, liable).of(S));
            }
        }
    }

    // ---- the other schemes ----

    @Test
    void uniform_everyonePaysTheValue() {
        deltas(ZJ_UNIFORM.settle(160, 25, W, N), -160, -160, 480, -160);
    }

    @Test
    void discarderX12_discarderSixV_othersThreeV_selfDrawnFourV_alwaysTwelveV() {
        deltas(ZJ_DISCARDER_X12.settle(40, 25, S, W), -120, 480, -240, -120);
        deltas(ZJ_DISCARDER_X12.settle(40, 25, E, null), 480, -160, -160, -160);
        assertEquals(12 * 480, ZJ_DISCARDER_X12.settle(480, 25, N, E).of(N));
    }

    @Test
    void discarderSmall_twoVAndV_selfDrawnRoundsFourVOverThreeUp() {
        deltas(ZJ_DISCARDER_SMALL.settle(10, 25, S, null), -14, 42, -14, -14);
        deltas(ZJ_DISCARDER_SMALL.settle(40, 25, S, null), -54, 162, -54, -54);
        deltas(ZJ_DISCARDER_SMALL.settle(30, 25, S, null), -40, 120, -40, -40);
        deltas(ZJ_DISCARDER_SMALL.settle(25, 25, S, W), -25, 100, -50, -25);
    }

    @Test
    void fullLiability_theDiscarderPaysThreeVAlone() {
        deltas(ZJ_FULL_LIABILITY.settle(40, 25, S, E), -120, 120, 0, 0);
        deltas(ZJ_FULL_LIABILITY.settle(40, 25, S, null), -40, 120, -40, -40);
    }

    @Test
    void classicalDealerDouble_everyPaymentToOrFromEastIsDoubled() {
        deltas(CLASSICAL_DEALER_DOUBLE.settle(40, 25, E, S), 240, -80, -80, -80);
        deltas(CLASSICAL_DEALER_DOUBLE.settle(40, 25, S, W), -80, 160, -40, -40);
        deltas(CLASSICAL_DEALER_DOUBLE.settle(40, 25, S, null), -80, 160, -40, -40);
        deltas(CLASSICAL_DEALER_DOUBLE.settle(480, 25, N, E), -960, -480, -480, 1920);
    }

    @Test
    void classicalDiscarderDouble_discarderTwoV_selfDrawnEveryoneTwoV() {
        deltas(CLASSICAL_DISCARDER_DOUBLE.settle(40, 25, S, E), -80, 160, -40, -40);
        deltas(CLASSICAL_DISCARDER_DOUBLE.settle(40, 25, E, S), 160, -80, -40, -40);
        deltas(CLASSICAL_DISCARDER_DOUBLE.settle(40, 25, S, null), -80, 240, -80, -80);
    }

    @Test
    void japaneseFullLiability_theDiscarderPaysEveryDealerDoubleShare() {
        deltas(JAPANESE_FULL_LIABILITY.settle(40, 25, S, W), 0, 160, -160, 0);
        deltas(JAPANESE_FULL_LIABILITY.settle(40, 25, E, S), 240, -240, 0, 0);
        deltas(JAPANESE_FULL_LIABILITY.settle(40, 25, S, E), -160, 160, 0, 0);
        deltas(JAPANESE_FULL_LIABILITY.settle(40, 25, S, null), -80, 160, -40, -40);
        deltas(JAPANESE_FULL_LIABILITY.settle(40, 25, E, null), 240, -80, -80, -80);
    }

    @ParameterizedTest
    @EnumSource(PayoffScheme.class)
    void atTheLimits_320And480PayLikeAnyOtherValue(PayoffScheme scheme) {
        for (int v : new int[] {320, 400, 480}) {
            Settlement one = scheme.settle(1, 25, S, W);
            Settlement big = scheme.settle(v, 25, S, W);
            if (scheme == ZJ_COMPETITION) {
                assertEquals(-25, big.of(E));
                assertEquals(-(3 * v - 50), big.of(W));
            } else {
                // every scheme but the competition one is linear in V
                for (Wind w : Wind.values()) assertEquals(one.of(w) * v, big.of(w), scheme + " at " + v);
            }
        }
    }

    @Test
    void theVectorKeysNameTheSchemeAndTheParOfTheCompetitionScheme() {
        assertEquals("zj_competition_par25", ZJ_COMPETITION.key(25));
        assertEquals("zj_competition_par30", ZJ_COMPETITION.key(30));
        assertEquals("japanese_full_liability", JAPANESE_FULL_LIABILITY.key(25));
    }
}
