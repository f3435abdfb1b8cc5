package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Wind;

/** One test per fu rule of rules.md §2.1. */
class FuTest {

    private static boolean has(Win w, FuRule rule, int fu) {
        return w.detail().fuBreakdown().contains(new FuItem(rule, fu));
    }

    @Test
    void pinfuRonIsThirtyFu() {
        Win w = Win.ron("123456m33p123456s", "6m").riichi();
        assertEquals(30, w.detail().fu());
        assertTrue(has(w, FuRule.CLOSED_RON, 10));
    }

    @Test
    void pinfuTsumoIsTwentyFuWithoutTheSelfDrawFu() {
        Win w = Win.tsumo("123456m33p123456s", "6m");
        assertEquals(20, w.detail().fu());
        assertFalse(has(w, FuRule.SELF_DRAW, 2));
    }

    @Test
    void withoutTsumoPinfuTheSelfDrawFuCounts() {
        assertEquals(30, Win.tsumo("123456m33p123456s", "6m").option("tsumo_pinfu", false).detail().fu());
    }

    @Test
    void sevenPairsAreAFixedTwentyFiveFu() {
        assertEquals(25, Win.tsumo("1133m5577p22s4466z", "6z").detail().fu());
    }

    @Test
    void closedRonAddsTenAndATripletCompletedByRonIsOpen() {
        Win w = Win.ron("234456m66p123444s", "4s").riichi();
        assertTrue(has(w, FuRule.CLOSED_RON, 10));
        assertTrue(has(w, FuRule.OPEN_PUNG_SIMPLE, 2));
        assertEquals(40, w.detail().fu());
    }

    @Test
    void selfDrawAddsTwoAndAConcealedTripletOfSimplesFour() {
        Win w = Win.tsumo("234456m66p123444s", "4s");
        assertTrue(has(w, FuRule.SELF_DRAW, 2));
        assertTrue(has(w, FuRule.CONCEALED_PUNG_SIMPLE, 4));
        assertEquals(30, w.detail().fu());
    }

    @Test
    void openTripletOfTerminalsOrHonoursIsFour() {
        assertTrue(has(Win.ron("123m456p789s11p", "1p").meld("pon:555z"), FuRule.OPEN_PUNG_OUTSIDE, 4));
    }

    @Test
    void concealedTripletOfTerminalsOrHonoursIsEight() {
        assertTrue(has(Win.tsumo("111m456p789s11p234s", "1p"), FuRule.CONCEALED_PUNG_OUTSIDE, 8));
    }

    @Test
    void openKanOfSimplesIsEight() {
        assertTrue(has(Win.ron("234m567p88s234s", "4s").meld("minkan:3333p"), FuRule.OPEN_KAN_SIMPLE, 8));
    }

    @Test
    void openKanOfTerminalsOrHonoursIsSixteen() {
        assertTrue(has(Win.ron("234m567p88s234s", "4s").meld("minkan:7777z"), FuRule.OPEN_KAN_OUTSIDE, 16));
    }

    @Test
    void closedKanOfSimplesIsSixteen() {
        assertTrue(has(Win.ron("234m567p88s234s", "4s").riichi().meld("ankan:3333p"), FuRule.CLOSED_KAN_SIMPLE, 16));
    }

    @Test
    void closedKanOfTerminalsOrHonoursIsThirtyTwo() {
        Win w = Win.ron("234m567p88s234s", "4s").riichi().meld("ankan:9999m");
        assertTrue(has(w, FuRule.CLOSED_KAN_OUTSIDE, 32));
        assertEquals(70, w.detail().fu(), "20 + 10 + 32 = 62, rounded up");
    }

    @Test
    void aPairOfValueIsTwo() {
        assertTrue(has(Win.ron("123456m123456s77z", "6m").riichi(), FuRule.VALUE_PAIR, 2));
        assertTrue(has(Win.ron("123456m123456s33z", "6m").riichi().seat(Wind.W), FuRule.VALUE_PAIR, 2));
    }

    @Test
    void aDoubleWindPairIsFourOrTwoByOption() {
        Win w = Win.ron("123456m123456s11z", "6m").riichi().dealer().round(Wind.E);
        assertTrue(has(w, FuRule.VALUE_PAIR, 4));
        assertTrue(has(w.option("double_wind_pair_fu", 2), FuRule.VALUE_PAIR, 2));
    }

    @Test
    void closedWaitIsTwo() {
        assertTrue(has(Win.ron("123456m33p123456s", "2m").riichi(), FuRule.CLOSED_WAIT, 2));
    }

    @Test
    void edgeWaitIsTwo() {
        assertTrue(has(Win.ron("123456m33p123456s", "3m").riichi(), FuRule.EDGE_WAIT, 2));
    }

    @Test
    void pairWaitIsTwo() {
        assertTrue(has(Win.ron("123456789m234p55s", "5s"), FuRule.PAIR_WAIT, 2));
    }

    @Test
    void twoSidedAndDoublePungWaitsAreNothing() {
        Win w = Win.ron("234456m66p123444s", "4s").riichi();
        assertFalse(w.detail().fuBreakdown().stream().anyMatch(i -> i.rule().name().endsWith("_WAIT")));
    }

    @Test
    void anOpenHandWithNoFuIsRaisedToThirtyUnlessTheOptionIsOff() {
        assertEquals(30, Win.ron("234567m22p678s", "6s").meld("chi:234s").detail().fu());
        assertEquals(20, Win.ron("234567m22p678s", "6s").meld("chi:234s").option("open_pinfu_30fu", false).detail().fu());
    }

    @Test
    void fuRoundUpToTheNextTen() {
        // 20 + 10 closed ron + 2 open pung of simples = 32 -> 40
        assertEquals(40, Win.ron("234456m66p123444s", "4s").riichi().detail().fu());
    }

    @Test
    void theReadingThatPaysMostIsScored() {
        // 6s read as the pair (tanki, 40 fu 1 han) or completing 456s (pinfu, 30 fu 2 han)
        Win w = Win.ron("123m789p23445666s", "6s").riichi();
        assertTrue(w.yaku().contains(Yaku.PINFU));
        assertEquals(2, w.detail().han());
        assertEquals(30, w.detail().fu());
    }
}
