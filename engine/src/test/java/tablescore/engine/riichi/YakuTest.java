package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.Scoring;

/** One test per yaku and yakuman of rules.md §2.1, with its closed and open han. */
class YakuTest {

    private static void refusedNoYaku(Win w) {
        Scoring s = w.score();
        assertFalse(s.isWin(), "expected no yaku, got " + s.patterns());
        assertEquals(Refusal.NO_YAKU, s.refusal().code());
    }

    @Test
    void riichiIsOneHanWithAClosedHand() {
        assertEquals(1, Win.ron("234456m66p123444s", "4s").riichi().han(Yaku.RIICHI));
    }

    @Test
    void doubleRiichiIsTwoHanAndReplacesRiichi() {
        Win w = Win.ron("234456m66p123444s", "4s").riichi().doubleRiichi();
        assertEquals(2, w.han(Yaku.DOUBLE_RIICHI));
        assertFalse(w.yaku().contains(Yaku.RIICHI));
    }

    @Test
    void ippatsuIsOneHanAndNeedsRiichi() {
        assertEquals(1, Win.ron("234456m66p123444s", "4s").riichi().ippatsu().han(Yaku.IPPATSU));
        refusedNoYaku(Win.ron("234456m66p123444s", "4s").ippatsu());
    }

    @Test
    void menzenTsumoIsOneHanForAClosedSelfDrawOnly() {
        assertEquals(1, Win.tsumo("234456m66p123444s", "4s").han(Yaku.MENZEN_TSUMO));
        refusedNoYaku(Win.tsumo("234456m66p444s", "4s").meld("chi:123s"));
    }

    @Test
    void pinfuNeedsFourSequencesANonValuePairAndATwoSidedWait() {
        assertEquals(1, Win.ron("123456m33p123456s", "6m").riichi().han(Yaku.PINFU));
        assertFalse(Win.ron("123456m33p123456s", "2m").riichi().yaku().contains(Yaku.PINFU), "closed wait");
        assertFalse(Win.ron("123456m123456s77z", "6m").riichi().yaku().contains(Yaku.PINFU), "dragon pair");
        assertFalse(Win.ron("123456m123456s22z", "6m").riichi().seat(Wind.S).yaku().contains(Yaku.PINFU), "seat wind pair");
        assertTrue(Win.ron("123456m123456s44z", "6m").riichi().yaku().contains(Yaku.PINFU), "a wind of no one's is no value");
    }

    @Test
    void pinfuTsumoNeedsTheTsumoPinfuOption() {
        assertTrue(Win.tsumo("123456m33p123456s", "6m").yaku().contains(Yaku.PINFU));
        assertFalse(Win.tsumo("123456m33p123456s", "6m").option("tsumo_pinfu", false).yaku().contains(Yaku.PINFU));
    }

    @Test
    void iipeikouIsTwoIdenticalSequencesClosed() {
        assertEquals(1, Win.ron("112233m456p55p789s", "1m").han(Yaku.IIPEIKOU));
    }

    @Test
    void tanyaoClosedAlwaysOpenOnlyWithKuitan() {
        assertEquals(1, Win.ron("234456m66p234567s", "4m").han(Yaku.TANYAO));
        assertEquals(1, Win.ron("234567m22p567s", "7m").meld("chi:234s").han(Yaku.TANYAO));
        refusedNoYaku(Win.ron("234567m22p567s", "7m").meld("chi:234s").option("kuitan", false));
    }

    @Test
    void yakuhaiWhiteDragon() {
        assertEquals(1, Win.ron("123m456p789s11p", "1p").meld("pon:555z").han(Yaku.YAKUHAI_HAKU));
    }

    @Test
    void yakuhaiGreenDragon() {
        assertEquals(1, Win.ron("123m456p789s11p", "1p").meld("pon:666z").han(Yaku.YAKUHAI_HATSU));
    }

    @Test
    void yakuhaiRedDragon() {
        assertEquals(1, Win.ron("123m456p789s11p", "1p").meld("pon:777z").han(Yaku.YAKUHAI_CHUN));
    }

    @Test
    void yakuhaiSeatWind() {
        Win w = Win.ron("123m456p789s11p", "1p").meld("pon:333z").seat(Wind.W);
        assertEquals(1, w.han(Yaku.SEAT_WIND_WEST));
        refusedNoYaku(Win.ron("123m456p789s11p", "1p").meld("pon:333z").seat(Wind.N));
    }

    @Test
    void yakuhaiRoundWind() {
        assertEquals(1, Win.ron("123m456p789s11p", "1p").meld("pon:222z").round(Wind.S).seat(Wind.W).han(Yaku.ROUND_WIND_SOUTH));
    }

    @Test
    void aDoubleWindPungIsTwoYakuhai() {
        Win w = Win.ron("123m456p789s11p", "1p").meld("pon:111z").dealer().round(Wind.E);
        assertTrue(w.yaku().contains(Yaku.SEAT_WIND_EAST) && w.yaku().contains(Yaku.ROUND_WIND_EAST));
    }

    @Test
    void haiteiIsASelfDrawOfTheLastTile() {
        assertEquals(1, Win.tsumo("234456m66p444s", "4s").meld("chi:123s").on(Incidental.FINAL_DRAW).han(Yaku.HAITEI));
    }

    @Test
    void houteiIsARonOnTheLastDiscard() {
        assertEquals(1, Win.ron("234456m66p123444s", "4s").on(Incidental.FINAL_DISCARD).han(Yaku.HOUTEI));
    }

    @Test
    void rinshanIsASelfDrawAfterAKan() {
        assertEquals(1, Win.tsumo("234456m66p123s", "1s").meld("minkan:4444s").on(Incidental.WIN_ON_KONG).han(Yaku.RINSHAN));
    }

    @Test
    void chankanIsRobbingAnAddedKan() {
        assertEquals(1, Win.ron("234456m66p123444s", "1s").chankan().han(Yaku.CHANKAN));
    }

    @Test
    void chiitoitsuIsSevenDifferentPairs() {
        Win w = Win.ron("1133m5577p22s4466z", "6z");
        assertEquals(2, w.han(Yaku.CHIITOITSU));
        assertEquals(25, w.detail().fu());
        assertFalse(Win.ron("1111m5577p22s4466z", "6z").score().isWin(), "four alike are not two pairs");
    }

    @Test
    void chantaTwoClosedOneOpen() {
        assertEquals(2, Win.ron("123999m789p789s11z", "3m").han(Yaku.CHANTA));
        assertEquals(1, Win.ron("999m789p789s11z", "1z").meld("chi:123m").han(Yaku.CHANTA));
    }

    @Test
    void junchanThreeClosedTwoOpen() {
        assertEquals(3, Win.ron("123999m789p789s11p", "3m").han(Yaku.JUNCHAN));
        assertEquals(2, Win.ron("999m789p789s11p", "1p").meld("chi:123m").han(Yaku.JUNCHAN));
        assertFalse(Win.ron("123999m789p789s11p", "3m").yaku().contains(Yaku.CHANTA));
    }

    @Test
    void ittsuTwoClosedOneOpen() {
        assertEquals(2, Win.ron("123456789m234p55s", "5s").han(Yaku.ITTSU));
        assertEquals(1, Win.ron("456789m234p55s", "5s").meld("chi:123m").han(Yaku.ITTSU));
    }

    @Test
    void sanshokuDoujunTwoClosedOneOpen() {
        assertEquals(2, Win.ron("123456m12399p123s", "6m").han(Yaku.SANSHOKU));
        assertEquals(1, Win.ron("123456m12399p", "6m").meld("chi:123s").han(Yaku.SANSHOKU));
    }

    @Test
    void sanshokuDoukouTwoHan() {
        assertEquals(2, Win.ron("222456m22299p222s", "9p").han(Yaku.SANSHOKU_DOUKOU));
    }

    @Test
    void sankantsuTwoHan() {
        assertEquals(2, Win.ron("234m55p", "5p").meld("minkan:1111s").meld("minkan:3333s").meld("minkan:6666p").han(Yaku.SANKANTSU));
    }

    @Test
    void toitoiTwoHan() {
        assertEquals(2, Win.ron("222m333p55s", "5s").meld("pon:777p").meld("pon:999s").han(Yaku.TOITOI));
    }

    @Test
    void sanAnkouCountsOnlyTripletsFromTheWall() {
        assertEquals(2, Win.tsumo("222678m33355p444s", "8m").han(Yaku.SANANKOU));
        assertFalse(Win.ron("222678m33355p444s", "4s").riichi().yaku().contains(Yaku.SANANKOU),
                "a triplet completed by ron is open");
    }

    @Test
    void shousangenTwoHanBesideTheTwoYakuhai() {
        Win w = Win.ron("123m456p555666z77z", "3m");
        assertEquals(2, w.han(Yaku.SHOUSANGEN));
        assertTrue(w.yaku().contains(Yaku.YAKUHAI_HAKU) && w.yaku().contains(Yaku.YAKUHAI_HATSU));
    }

    @Test
    void honroutouTwoHan() {
        assertEquals(2, Win.ron("111m999p111s22z", "2z").meld("pon:999m").han(Yaku.HONROUTOU));
    }

    @Test
    void ryanpeikouThreeHanBeatsTheSevenPairsReading() {
        Win w = Win.ron("112233m556677p99s", "9s");
        assertEquals(3, w.han(Yaku.RYANPEIKOU));
        assertFalse(w.yaku().contains(Yaku.CHIITOITSU));
        assertFalse(w.yaku().contains(Yaku.IIPEIKOU));
    }

    @Test
    void honitsuThreeClosedTwoOpen() {
        assertEquals(3, Win.ron("123456789m111z22z", "2z").han(Yaku.HONITSU));
        assertEquals(2, Win.ron("456789m111z22z", "2z").meld("chi:123m").han(Yaku.HONITSU));
    }

    @Test
    void chinitsuSixClosedFiveOpen() {
        assertEquals(6, Win.ron("12223345567789m", "9m").han(Yaku.CHINITSU));
        assertEquals(5, Win.ron("22345567789m", "9m").meld("chi:123m").han(Yaku.CHINITSU));
        assertFalse(Win.ron("12223345567789m", "9m").yaku().contains(Yaku.HONITSU));
    }

    @Test
    void renhouIsAnOptionNoneManganOrYakuman() {
        Win base = Win.ron("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_EARTH);
        assertEquals(5, base.han(Yaku.RENHOU));
        refusedNoYaku(Win.ron("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_EARTH).option("renhou", "none"));
        assertTrue(Win.ron("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_EARTH).option("renhou", "yakuman")
                .yaku().contains(Yaku.RENHOU_YAKUMAN));
    }

    @Test
    void kokushiMusou() {
        assertEquals(13, Win.ron("19m19p19s12345677z", "1m").han(Yaku.KOKUSHI));
    }

    @Test
    void kokushiThirteenSidedIsDoubleUnderTheOption() {
        assertEquals(26, Win.ron("19m19p19s12345677z", "7z").han(Yaku.KOKUSHI_13_SIDED));
        assertEquals(13, Win.ron("19m19p19s12345677z", "7z").option("double_yakuman", false).han(Yaku.KOKUSHI_13_SIDED));
    }

    @Test
    void suuAnkouBySelfDrawAndNotByRonOnADoublePungWait() {
        assertEquals(13, Win.tsumo("222m33355p444666s", "6s").han(Yaku.SUUANKOU));
        Win ron = Win.ron("222m33355p444666s", "6s");
        assertTrue(ron.yaku().contains(Yaku.SANANKOU) && ron.yaku().contains(Yaku.TOITOI));
        assertFalse(ron.yaku().contains(Yaku.SUUANKOU));
    }

    @Test
    void suuAnkouTankiIsDoubleUnderTheOption() {
        assertEquals(26, Win.ron("222m33355p444666s", "5p").han(Yaku.SUUANKOU_TANKI));
    }

    @Test
    void daisangen() {
        assertEquals(13, Win.ron("123m99p555666777z", "9p").han(Yaku.DAISANGEN));
    }

    @Test
    void shousuushii() {
        assertEquals(13, Win.ron("123m11122233344z", "3m").han(Yaku.SHOUSUUSHII));
    }

    @Test
    void daisuushiiIsDoubleUnderTheOption() {
        assertEquals(26, Win.ron("55m111222333444z", "5m").han(Yaku.DAISUUSHII));
    }

    @Test
    void tsuuIisou() {
        assertEquals(13, Win.ron("11122255566z", "6z").meld("pon:333z").han(Yaku.TSUUIISOU));
    }

    @Test
    void chinroutou() {
        assertEquals(13, Win.ron("111999m111p99p", "9p").meld("pon:999s").han(Yaku.CHINROUTOU));
    }

    @Test
    void ryuuiisou() {
        assertEquals(13, Win.ron("22334466688s", "8s").meld("pon:666z").han(Yaku.RYUUIISOU));
    }

    @Test
    void chuurenPoutou() {
        assertEquals(13, Win.ron("11123455678999m", "1m").han(Yaku.CHUUREN));
    }

    @Test
    void junseiChuurenIsTheNineSidedWaitAndDoubleUnderTheOption() {
        assertEquals(26, Win.ron("11123455678999m", "5m").han(Yaku.JUNSEI_CHUUREN));
    }

    @Test
    void suuKantsu() {
        assertEquals(13, Win.ron("55p", "5p").meld("minkan:1111s").meld("minkan:3333s").meld("minkan:6666p").meld("ankan:2222m")
                .han(Yaku.SUUKANTSU));
    }

    @Test
    void tenhouIsTheDealersDealtHand() {
        Win w = Win.tsumo("234456m66p123444s", "4s").dealer().on(Incidental.BLESSING_OF_HEAVEN);
        assertEquals(13, w.han(Yaku.TENHOU));
        assertEquals(1, w.detail().yaku().size(), "a yakuman hand lists only yakuman");
    }

    @Test
    void chiihouIsANonDealersFirstSelfDraw() {
        assertEquals(13, Win.tsumo("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_EARTH).han(Yaku.CHIIHOU));
    }

    @Test
    void daisharinIsALocalYakumanOption() {
        assertEquals(13, Win.ron("22334455667788p", "8p").option("daisharin", true).han(Yaku.DAISHARIN));
        assertFalse(Win.ron("22334455667788p", "8p").yaku().contains(Yaku.DAISHARIN));
    }

    @Test
    void daichiseiIsALocalYakumanOptionBesideTsuuIisou() {
        Win w = Win.ron("11223344556677z", "7z").option("daichisei", true);
        assertTrue(w.yaku().contains(Yaku.DAICHISEI) && w.yaku().contains(Yaku.TSUUIISOU));
        assertEquals(26, w.detail().han());
    }

    @Test
    void doraAreNotYaku() {
        refusedNoYaku(Win.ron("234456m66p444s", "4s").meld("chi:123s").option("kuitan", false).dora("3m"));
    }

    @Test
    void aCompleteHandWithoutYakuIsRefusedAndAnIncompleteOneToo() {
        refusedNoYaku(Win.ron("123456m123456s11z", "5s").round(Wind.W));
        assertEquals(Refusal.NOT_COMPLETE, Win.ron("1133m11p11335555s", "1p").score().refusal().code());
    }

    @Test
    void everyYakuHasItsNamesAndValues() {
        for (Yaku y : Yaku.values()) {
            assertFalse(y.english().isBlank() || y.romaji().isBlank() || y.kanji().isBlank(), y.name());
            assertTrue(y.closedHan() > 0, y.name());
        }
    }
}
