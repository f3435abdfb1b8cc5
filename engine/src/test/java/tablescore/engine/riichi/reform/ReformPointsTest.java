package tablescore.engine.riichi.reform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import tablescore.engine.riichi.RiichiPayments;

/** The reform's point formula of rules.md §2.2, rule by rule (han written in thirds). */
class ReformPointsTest {

    @Test
    void oneHanStartsFromTwoHundredFifty() {
        assertEquals(250, ReformPoints.basic(3, 0, 14));
    }

    @Test
    void eachWholeHanDoubles() {
        assertEquals(500, ReformPoints.basic(6, 0, 14));
        assertEquals(1000, ReformPoints.basic(9, 0, 14));
    }

    @Test
    void aThirdMultipliesByOnePointThree() {
        assertEquals(325, ReformPoints.basic(4, 0, 14));
        assertEquals(1300, ReformPoints.basic(10, 0, 14));
    }

    @Test
    void twoThirdsMultiplyByOnePointSix() {
        assertEquals(400, ReformPoints.basic(5, 0, 14));
        assertEquals(1600, ReformPoints.basic(11, 0, 14));
    }

    @Test
    void fourHanIsAlwaysMangan() {
        assertEquals(2000, ReformPoints.basic(12, 0, 14));
        assertEquals("mangan", ReformPoints.limit(12, 0, 14));
    }

    @Test
    void fractionalTotalsCompareAsNumbersAgainstTheLimits() {
        assertEquals("mangan", ReformPoints.limit(17, 0, 14));
        assertEquals("haneman", ReformPoints.limit(18, 0, 14));
        assertEquals("baiman", ReformPoints.limit(32, 0, 14));
        assertEquals("sanbaiman", ReformPoints.limit(33, 0, 14));
    }

    @Test
    void countedYakumanAtFourteenHanOrThirteenByOption() {
        assertEquals(6000, ReformPoints.basic(39, 0, 14));
        assertEquals(8000, ReformPoints.basic(42, 0, 14));
        assertEquals(8000, ReformPoints.basic(39, 0, 13));
    }

    @Test
    void yakumanAreUnchanged() {
        assertEquals(16000, ReformPoints.basic(78, 2, 14));
    }

    @Test
    void underOneHanIsNoWin() {
        assertThrows(IllegalArgumentException.class, () -> ReformPoints.basic(2, 0, 14));
    }

    @Test
    void everyPaymentIsRoundedUpToHundred() {
        RiichiPayments p = RiichiPayments.of(ReformPoints.basic(4, 0, 14), true, false, 0, 300, 0);
        assertEquals(2000, p.main(), "6 x 325 = 1950");
        RiichiPayments t = RiichiPayments.of(ReformPoints.basic(4, 0, 14), false, true, 0, 300, 0);
        assertEquals(700, t.main());
        assertEquals(400, t.additional());
    }

    @Test
    void baSengoIsFifteenHundredPerHonbaFiveHundredFromEachOnATsumo() {
        RiichiPayments t = RiichiPayments.of(250, false, true, 1, ReformOptions.Honba.BA_SENGO.points(), 0);
        assertEquals(500, t.mainBonus());
        assertEquals(500, t.additionalBonus());
        assertEquals(1500, RiichiPayments.of(250, false, false, 1, ReformOptions.Honba.BA_SENGO.points(), 0).mainBonus());
    }

    @Test
    void thirdsAreWrittenMixedOrImproper() {
        assertEquals("2 1/3", Thirds.mixed(7));
        assertEquals("7/3", Thirds.improper(7));
        assertEquals("2/3", Thirds.mixed(2));
        assertEquals(7, Thirds.parse("2 1/3"));
        assertEquals(7, Thirds.parse("7/3"));
        assertEquals(3, Thirds.parse("1"));
        assertThrows(IllegalArgumentException.class, () -> Thirds.parse("a half"));
    }
}
