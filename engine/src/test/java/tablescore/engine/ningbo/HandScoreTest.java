package tablescore.engine.ningbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.hand.Wind.E;
import static tablescore.engine.hand.Wind.N;
import static tablescore.engine.hand.Wind.S;
import static tablescore.engine.hand.Wind.W;
import static tablescore.engine.ningbo.Deal.seat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.rules.Scoring;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/** The hand score of rules.md §4.1, one rule per test. */
class HandScoreTest {

    private static SeatScore loser(tablescore.engine.hand.Wind seat, String concealed, Meld... melds) {
        return Ningbo.scoreLoser(seat, Hand.losing(Notation.parse(concealed), List.of(melds)), NingboOptions.DEFAULTS);
    }

    private static SeatScore winner(Deal d) { return seat(d.othersPlain().score(), d.request().winner()); }

    private static List<String> codes(SeatScore s) {
        List<String> c = new java.util.ArrayList<>();
        s.fu().forEach(i -> c.add(i.code()));
        s.fan().forEach(i -> c.add(i.code()));
        return c;
    }

    @Test
    void setFu_middleExposedPungIsTwo_terminalOrHonourDoubles_concealedDoubles_kongQuadruples() {
        assertEquals(2, ScoreSheet.setFu(false, false, false));
        assertEquals(4, ScoreSheet.setFu(false, true, false));
        assertEquals(4, ScoreSheet.setFu(false, false, true));
        assertEquals(8, ScoreSheet.setFu(false, true, true));
        assertEquals(8, ScoreSheet.setFu(true, false, false));
        assertEquals(16, ScoreSheet.setFu(true, true, false));
        assertEquals(16, ScoreSheet.setFu(true, false, true));
        assertEquals(32, ScoreSheet.setFu(true, true, true));
    }

    @Test
    void sequencesScoreNothing() {
        assertEquals(0, loser(N, "123456789m1234p").score());
    }

    @Test
    void aValueSetDoublesTheWholeHand() {
        // the seed's West: guest-wind pung 4 + own-wind concealed kong 32 + two dragon pairs 2 + 2 = 40, x2
        SeatScore west = loser(W, "123m6677z", Meld.of(MeldKind.PUNG, "222z"), Meld.of(MeldKind.CONCEALED_KONG, "3333z"));
        assertEquals(40, west.fuTotal());
        assertEquals(1, west.fanTotal());
        assertEquals(80, west.score());
    }

    @Test
    void olderVariant_aValueSetDoublesOnlyItsOwnFu() {
        SeatScore west = Ningbo.scoreLoser(W, Hand.losing(Notation.parse("123m6677z"),
                        List.of(Meld.of(MeldKind.PUNG, "222z"), Meld.of(MeldKind.CONCEALED_KONG, "3333z"))),
                NingboOptions.DEFAULTS.withValueSets(NingboOptions.ValueSets.OWN_SET));
        assertEquals(4 + 64 + 2 + 2, west.score());
        assertEquals(0, west.fanTotal());
    }

    @Test
    void aValuePairScoresTwoFu_aGuestWindPairNothing() {
        assertEquals(2, loser(N, "44s789p44z1234m5p").score());
        assertEquals(0, loser(N, "44s789p33z1234m5p").score());
    }

    @Test
    void thereIsNoRoundWind_onlyTheSeatsOwnWindIsAValueTile() {
        SeatScore south = loser(S, "123m456p78s9s", Meld.of(MeldKind.PUNG, "111z"));
        assertEquals(4, south.score(), "East's pung is a guest wind for South");
        SeatScore east = loser(E, "123m456p78s9s", Meld.of(MeldKind.PUNG, "111z"));
        assertEquals(8, east.score());
    }

    @Test
    void aNonWinnerCountsEveryThreeOfAKindHeldAsAConcealedPung() {
        assertEquals(8, loser(N, "999s4567p236s", Meld.of(MeldKind.CHOW, "123m")).score());
    }

    @Test
    void aNonWinnerHasNoBaseAndNoWinningPattern() {
        SeatScore s = loser(S, "1112345678999m");
        assertEquals(16, s.score(), "111m and 999m concealed pungs only: no 清一色 for a non-winner");
        assertTrue(s.fan().isEmpty());
    }

    @Test
    void everyHandIsCappedAt200_winnerOrNot() {
        SeatScore east = loser(E, "123m456p9s", Meld.of(MeldKind.CONCEALED_KONG, "5555z"), Meld.of(MeldKind.CONCEALED_KONG, "1111z"));
        assertEquals(256, east.raw());
        assertEquals(200, east.score());
        assertTrue(east.capped());
    }

    @Test
    void theWinnerAddsTheBase10() {
        SeatScore s = winner(Deal.win(S, "123m456p789s234s55m", "2s").from(W));
        assertEquals(10, s.score(), "two-sided wait, no set: the base alone");
    }

    @Test
    void allPungsScoresFourFu() {
        assertTrue(codes(winner(Deal.win(S, "111m222p333s444s88m", "8m").from(W))).contains("all_pungs"));
    }

    @Test
    void selfDrawScoresTwoFu_andAPungCompletedByASelfDrawnTileStaysConcealed() {
        SeatScore s = winner(Deal.win(S, "123m456p789s234s55m", "2s").selfDrawn());
        assertEquals(12, s.score());
        SeatScore byDiscard = winner(Deal.win(S, "111m456p789s234s55m", "1m").from(W));
        SeatScore bySelfDraw = winner(Deal.win(S, "111m456p789s234s55m", "1m").selfDrawn());
        // 11m + 55m waited on 1m or 5m: a pure two-pair wait (2) either way
        assertEquals(10 + 4 + 2, byDiscard.fuTotal(), "the discard makes 111m an exposed pung");
        assertEquals(10 + 8 + 2 + 2, bySelfDraw.fuTotal());
    }

    @Test
    void lastTileAndKongReplacementScoreFourFu() {
        assertTrue(codes(winner(Deal.win(S, "123m456p789s234s55m", "2s").selfDrawn().with(Incidental.FINAL_DRAW))).contains("last_tile"));
        assertTrue(codes(winner(Deal.win(S, "456p789s234s55m kong:1111m", "2s").selfDrawn().with(Incidental.WIN_ON_KONG)))
                .contains("kong_replacement"));
    }

    @Test
    void waitFu_aPureClosedWaitScoresTwo() {
        assertTrue(codes(winner(Deal.win(S, "123m456p789s345s55m", "4s").from(W))).contains("closed_wait"));
    }

    @Test
    void waitFu_aPureEdgeWaitScoresTwo() {
        assertTrue(codes(winner(Deal.win(S, "123m456p789s123s55m", "3s").from(W))).contains("edge_wait"));
    }

    @Test
    void waitFu_aPureSingleWaitScoresTwo() {
        assertTrue(codes(winner(Deal.win(S, "123m456p789s345s11s", "1s").from(W))).contains("single_wait"));
    }

    @Test
    void waitFu_aMultiWaitScoresNothing_1222Style() {
        // 333p 777p 9p also waits on 8p (77p + 79p), so winning on 9p is no pure single wait
        SeatScore s = winner(Deal.win(S, "333p777p99p pung:111p pung:555p", "9p").from(N));
        assertFalse(codes(s).contains("single_wait"));
        assertEquals(28, s.fuTotal());
    }

    @Test
    void waitFu_aPureTwoPairWaitScoresTwo_unlessTheTableLeavesItOut() {
        Deal d = Deal.win(S, "123m456p789s55s888m", "8m").from(W).othersPlain();
        assertTrue(codes(seat(d.score(), S)).contains("double_pung_wait"));
        assertFalse(codes(seat(d.score(NingboOptions.DEFAULTS.withDoublePungWait(false)), S)).contains("double_pung_wait"));
    }

    @Test
    void goldenRooster_aPureEdgeWaitWonByRobbingAKongScoresFourInsteadOfTwo() {
        SeatScore s = winner(Deal.win(S, "123p456p789p55p777z", "3p").robbing(E));
        assertTrue(codes(s).contains("golden_rooster"));
        assertFalse(codes(s).contains("edge_wait"));
        assertEquals(22, s.fuTotal());
        assertEquals(88, s.score());
    }

    @Test
    void mixedOneSuitIsOneFan_pureOneSuitThreeFan() {
        assertEquals(1, winner(Deal.win(S, "123456789m11z22z2z", "2z").from(W)).fan().stream()
                .filter(i -> i.code().equals("mixed_one_suit")).count());
        SeatScore pure = winner(Deal.win(S, "123345567789m55m", "5m").from(W));
        assertTrue(codes(pure).contains("pure_one_suit"));
        assertEquals(3, pure.fanTotal());
    }

    @Test
    void theWinnersScoreIsCappedAt200() {
        SeatScore s = winner(Deal.win(S, "333p777p99p pung:111p pung:555p", "9p").from(N));
        assertEquals(224, s.raw());
        assertEquals(200, s.score());
    }

    @Test
    void limit_nineGates() {
        assertEquals(LimitHand.NINE_GATES, winner(Deal.win(S, "11123455678999m", "5m").from(W)).limitHand());
    }

    @Test
    void limit_bigThreeDragons() {
        SeatScore s = winner(Deal.win(S, "555z666z777z123m44p", "4p").from(W));
        assertEquals(LimitHand.BIG_THREE_DRAGONS, s.limitHand());
        assertEquals(200, s.score());
        assertNull(s.raw());
    }

    @Test
    void limit_fourJoys_needsTheOwnWindAsAPung() {
        assertEquals(LimitHand.FOUR_JOYS, winner(Deal.win(S, "234m22244z pung:111z pung:333z", "4z").selfDrawn()).limitHand());
        SeatScore ownWindPair = winner(Deal.win(S, "234m44422z pung:111z pung:333z", "2z").selfDrawn());
        assertNull(ownWindPair.limitHand(), "with the own wind as the pair it is not 四喜和");
    }

    @Test
    void limit_heavenlyHand() {
        SeatScore s = winner(Deal.win(E, "123m456m789p234s55s", "5s").selfDrawn().with(Incidental.BLESSING_OF_HEAVEN));
        assertEquals(LimitHand.HEAVENLY_HAND, s.limitHand());
        assertEquals(200, s.score());
    }

    @Test
    void limit_earthlyHandIsHalfALimit_orWhatTheTableSays() {
        Deal d = Deal.win(S, "234m345p567s678s88p", "8p").from(E).with(Incidental.BLESSING_OF_EARTH).othersPlain();
        assertEquals(100, seat(d.score(), S).score());
        assertEquals(200, seat(d.score(NingboOptions.DEFAULTS.withEarthlyHand(NingboOptions.EarthlyHand.LIMIT)), S).score());
        SeatScore none = seat(d.score(NingboOptions.DEFAULTS.withEarthlyHand(NingboOptions.EarthlyHand.NONE)), S);
        assertNull(none.limitHand());
        assertEquals(12, none.score());
    }

    @Test
    void limit_thirteenUnrelatedFromTheDeal() {
        // East's dealt 14: the 13 besides the winning tile hold no pair and no two tiles of one chow
        Deal d = Deal.win(E, "147m258p369s1235z7z", "7z").selfDrawn().with(Incidental.BLESSING_OF_HEAVEN).othersPlain();
        SeatScore s = seat(d.score(), E);
        assertEquals(200, s.score());
        Scoring off = d.score(NingboOptions.DEFAULTS.withThirteenUnrelated(false));
        assertEquals(Refusal.NOT_COMPLETE, off.refusal().code(), "the deal is no complete hand");
    }

    @Test
    void limit_thirteenOrphansIsTheExtremeThirteenUnrelated() {
        Deal d = Deal.win(E, "19m19p19s12345677z", "7z").selfDrawn().with(Incidental.BLESSING_OF_HEAVEN).othersPlain();
        assertEquals(LimitHand.THIRTEEN_ORPHANS, seat(d.score(), E).limitHand());
        assertEquals(200, seat(d.score(), E).score());
    }

    @Test
    void thirteenUnrelated_meansNoPairAndNoTwoTilesOfOneChow() {
        int[] ok = new int[Tile.FACES];
        for (Tile t : Notation.parse("147m258p369s1234z")) ok[t.index()]++;
        assertTrue(Ningbo.isUnrelated(ok));
        int[] near = ok.clone();
        near[Notation.parseTile("4z").index()]--;
        near[Notation.parseTile("3m").index()]++; // 1m and 3m could make 123m
        assertFalse(Ningbo.isUnrelated(near));
    }

    @Test
    void aWinnerWhoseTilesAreNotCompleteIsRefused() {
        assertEquals(Refusal.NOT_COMPLETE, Deal.win(S, "123m456p789s234s56m", "6m").from(W).othersPlain().score().refusal().code());
    }

    @Test
    void aGoldIsRefusedForClassicalNingboHasNoWildTile() {
        // once taken as wild: 6z standing in for the missing 5z made this incomplete hand worth 22
        WinRequest r = Deal.win(S, "789m789p789s111z5z6z", "5z").selfDrawn().othersPlain().request();
        WinRequest withGold = WinRequest.of(S, r.hand().withGold(Notation.parseTile("6z"))).otherHands(r.otherHands()).build();
        HandException e = assertThrows(HandException.class, () -> Deal.NINGBO.score(withGold, NingboOptions.DEFAULTS));
        assertTrue(e.getMessage().contains("no gold"), e::getMessage);
    }

    @Test
    void aSelfDrawnWinWithADiscarderOrAThreeSeatTableIsRefused() {
        WinRequest r = Deal.win(S, "789m789p789s111z55z", "5z").selfDrawn().othersPlain().request();
        assertTrue(assertThrows(HandException.class, () -> Deal.NINGBO.score(
                WinRequest.of(S, r.hand()).discarder(W).otherHands(r.otherHands()).build(), NingboOptions.DEFAULTS)).getMessage()
                .contains("no discarder"));
        WinRequest threeSeats = WinRequest.of(S, r.hand()).otherHands(r.otherHands()).seats(3).build();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Deal.NINGBO.score(threeSeats, NingboOptions.DEFAULTS)).getMessage()
                .contains("4 players"));
    }
}
