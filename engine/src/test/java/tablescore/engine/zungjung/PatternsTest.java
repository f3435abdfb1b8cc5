package tablescore.engine.zungjung;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.hand.Wind.E;
import static tablescore.engine.hand.Wind.N;
import static tablescore.engine.hand.Wind.S;
import static tablescore.engine.hand.Wind.W;
import static tablescore.engine.zungjung.ZjHands.present;
import static tablescore.engine.zungjung.ZjHands.win;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;

/** One test per pattern of the v3.3 list (rules.md §1.2), each a hand that holds it. */
class PatternsTest {

    private static void holds(String number, List<String> present) {
        assertTrue(present.contains(number), () -> number + " not in " + present);
    }

    @Test
    void theListHas44PatternsWithTheirOfficialValues() {
        assertEquals(44, Pattern.values().length);
        assertEquals(24, Arrays.stream(Pattern.values()).map(Pattern::series).distinct().count(),
                "the 24 series of the official list");
        assertEquals(24, Series.values().length, "one finder per series");
        assertEquals(85, Pattern.MIXED_ONE_SUIT.points() + Pattern.ALL_TRIPLETS.points() + Pattern.VALUE_HONOR.points()
                + Pattern.TWO_CONCEALED_TRIPLETS.points(), "the official 85-point example");
        assertEquals("2.1", Pattern.PURE_ONE_SUIT.series());
        assertEquals("9.3", Pattern.ROBBING_A_KONG.series());
    }

    @Test void allSequences_1_1() { holds("1.1", present(win("123m456p789s234s55m", "5m", S, W))); }

    @Test void concealedHand_1_2_winningOnADiscardIsFine() { holds("1.2", present(win("123m456p789s234s55m", "5m", S, W))); }

    @Test void concealedHand_1_2_notWithAClaimedSet() {
        assertFalse(present(win("456p789s234s55m chow:123m", "5m", S, W)).contains("1.2"));
    }

    @Test void concealedHand_1_2_aConcealedKongKeepsTheHandConcealed() {
        holds("1.2", present(win("456p789s234s55m concealed_kong:1111m", "5m", S, W)));
    }

    @Test void noTerminals_1_3() { holds("1.3", present(win("234m456p678s345s55m", "5m", S, W))); }

    @Test void mixedOneSuit_2_1_1() { holds("2.1.1", present(win("123456789m111z22z", "2z", S, W))); }

    @Test void pureOneSuit_2_1_2_andNotAlsoMixed() {
        List<String> p = present(win("123345567789m55m", "5m", S, W));
        holds("2.1.2", p);
        assertFalse(p.contains("2.1.1"), "one pattern per series");
    }

    @Test void nineGates_2_2() { holds("2.2", present(win("11123455678999m", "5m", N, null))); }

    @Test void nineGates_2_2_notWhenTheWaitWasNotTheNineWayWait() {
        assertFalse(present(win("11123456789995m", "1m", N, null)).contains("2.2"));
    }

    @Test void valueHonor_3_1_countsEachSet() {
        List<String> p = present(win("123m44p pung:555z pung:666z pung:222z", "4p", S, W));
        assertEquals(3, p.stream().filter("3.1"::equals).count(), "White, Green and the seat wind South");
    }

    @Test void valueHonor_3_1_thePrevailingWindIsNotAValueHonor() {
        assertFalse(present(win("123m456p789s44p pung:111z", "4p", S, W)).contains("3.1"));
    }

    @Test void smallThreeDragons_3_2_1() { holds("3.2.1", present(win("555z666z77z123m456p", "4p", S, W))); }

    @Test void bigThreeDragons_3_2_2() { holds("3.2.2", present(win("555z666z777z123m44p", "4p", S, W))); }

    @Test void smallThreeWinds_3_3_1() { holds("3.3.1", present(win("111z222z33z123m456p", "4p", S, W))); }

    @Test void bigThreeWinds_3_3_2() { holds("3.3.2", present(win("111z222z333z123m44p", "4p", S, W))); }

    @Test void smallFourWinds_3_3_3() { holds("3.3.3", present(win("111z222z333z44z123m", "3m", S, W))); }

    @Test void bigFourWinds_3_3_4() { holds("3.3.4", present(win("111z222z333z444z55m", "5m", S, W))); }

    @Test void allHonors_3_4() { holds("3.4", present(win("111z222z555z666z77z", "7z", S, W))); }

    @Test void allTriplets_4_1() { holds("4.1", present(win("111m222p333s444m55s", "5s", S, W))); }

    @Test void twoConcealedTriplets_4_2_1() { holds("4.2.1", present(win("111m222p55s pung:999p chow:123s", "5s", S, W))); }

    @Test void threeConcealedTriplets_4_2_2() { holds("4.2.2", present(win("111m222p333s456s77s", "7s", S, W))); }

    @Test void fourConcealedTriplets_4_2_3() { holds("4.2.3", present(win("111m222p333s444s77s", "7s", S, null))); }

    @Test void concealedTriplet_4_2_notWhenCompletedByTheWinningDiscard() {
        List<String> p = present(win("111m222p333s456s77s", "3s", S, W));
        holds("4.2.1", p);
        assertFalse(p.contains("4.2.2"));
    }

    @Test void oneKong_4_3_1() { holds("4.3.1", present(win("234p456s789s55m kong:1111m", "5m", S, W))); }

    @Test void twoKong_4_3_2() { holds("4.3.2", present(win("456s789s55m kong:1111m concealed_kong:2222p", "5m", S, W))); }

    @Test void threeKong_4_3_3() { holds("4.3.3", present(win("789s55m kong:1111m kong:2222p kong:3333s", "5m", S, W))); }

    @Test void fourKong_4_3_4() { holds("4.3.4", present(win("55m kong:1111m kong:2222p kong:3333s kong:4444s", "5m", S, W))); }

    @Test void twoIdenticalSequences_5_1_1() { holds("5.1.1", present(win("112233m456p789s55s", "5s", S, W))); }

    @Test void twoIdenticalSequencesTwice_5_1_2() { holds("5.1.2", present(win("112233m445566p55s", "5s", S, W))); }

    @Test void threeIdenticalSequences_5_1_3() { holds("5.1.3", present(win("112233m456p55s chow:123m", "5s", S, W))); }

    @Test void fourIdenticalSequences_5_1_4() { holds("5.1.4", present(win("112233m55s chow:123m chow:123m", "5s", S, W))); }

    @Test void threeSimilarSequences_6_1() { holds("6.1", present(win("123m123p123s456m55s", "5s", S, W))); }

    @Test void smallThreeSimilarTriplets_6_2_1() { holds("6.2.1", present(win("222m222p22s345s678p", "8p", S, W))); }

    @Test void threeSimilarTriplets_6_2_2() { holds("6.2.2", present(win("222m222p222s345s66p", "6p", S, W))); }

    @Test void nineTileStraight_7_1() { holds("7.1", present(win("123456789p123s55m", "5m", S, W))); }

    @Test void threeConsecutiveTriplets_7_2_1() { holds("7.2.1", present(win("444m567p88s pung:222m pung:333m", "8s", S, W))); }

    @Test void fourConsecutiveTriplets_7_2_2() { holds("7.2.2", present(win("555m88s pung:222m pung:333m pung:444m", "8s", S, W))); }

    @Test void mixedLesserTerminals_8_1_1() { holds("8.1.1", present(win("123m789p111z999s11s", "1s", S, W))); }

    @Test void pureLesserTerminals_8_1_2() { holds("8.1.2", present(win("123m789p123s999s11m", "1m", S, W))); }

    @Test void mixedGreaterTerminals_8_1_3() { holds("8.1.3", present(win("111m999p111z999s11s", "1s", S, W))); }

    @Test void pureGreaterTerminals_8_1_4() { holds("8.1.4", present(win("111m999p111s999s11p", "1p", S, W))); }

    @Test void finalDraw_9_1_1() { holds("9.1.1", present(win("123m456p789s234s55m", "5m", S, null, Incidental.FINAL_DRAW))); }

    @Test void finalDiscard_9_1_2() { holds("9.1.2", present(win("123m456p789s234s55m", "5m", S, W, Incidental.FINAL_DISCARD))); }

    @Test void winOnKong_9_2() {
        holds("9.2", present(win("456p789s234s55m kong:1111m", "5m", S, null, Incidental.WIN_ON_KONG)));
    }

    @Test void robbingAKong_9_3() {
        holds("9.3", present(ZjHands.request("123m456p789s234s55m", "5m", S, W, WinMethod.ROBBING_A_KONG)));
    }

    @Test void blessingOfHeaven_9_4_1() {
        holds("9.4.1", present(win("123m456p789s234s55m", "5m", E, null, Incidental.BLESSING_OF_HEAVEN)));
    }

    @Test void blessingOfEarth_9_4_2() {
        holds("9.4.2", present(win("123m456p789s234s55m", "5m", S, E, Incidental.BLESSING_OF_EARTH)));
    }

    @Test void thirteenTerminals_10_1() { holds("10.1", present(win("119m19p19s1234567z", "1m", S, W))); }

    @Test void sevenPairs_10_2() { holds("10.2", present(win("1133m5577p99s2266z", "6z", S, W))); }
}
