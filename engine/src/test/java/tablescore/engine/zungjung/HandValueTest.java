package tablescore.engine.zungjung;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tablescore.engine.hand.Wind.E;
import static tablescore.engine.hand.Wind.N;
import static tablescore.engine.hand.Wind.S;
import static tablescore.engine.hand.Wind.W;
import static tablescore.engine.zungjung.ZjHands.present;
import static tablescore.engine.zungjung.ZjHands.score;
import static tablescore.engine.zungjung.ZjHands.win;

import java.util.List;
import org.junit.jupiter.api.Test;
import tablescore.engine.arrange.Shape;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;

/** The rules of rules.md §1.1 and §1.3 that are not single patterns: one test per rule. */
class HandValueTest {

    private static final String CHICKEN = "456p678m99s chow:123m pung:777s";

    @Test
    void aHandWithNoPatternIsAChickenHandWorthOne() {
        Scoring s = score(win(CHICKEN, "9s", S, W));
        assertEquals(1, s.value());
        assertEquals("chicken", s.limit());
        assertEquals("chicken", s.patterns().get(0).code());
    }

    @Test
    void underTheFivePointMinimumAChickenHandIsAFalseWin() {
        Scoring s = score(win(CHICKEN, "9s", S, W), ZungJungOptions.DEFAULTS.withFivePointMinimum(true));
        assertFalse(s.isWin());
        assertEquals(Refusal.BELOW_MINIMUM, s.refusal().code());
        assertTrue(score(win("123m456p789s234s55m", "5m", S, W), ZungJungOptions.DEFAULTS.withFivePointMinimum(true)).isWin());
    }

    @Test
    void patternsOfDifferentSeriesAreAllAdded() {
        // official example: mixed one-suit 40 + all triplets 30 + green dragon 10 + two concealed triplets 5
        assertEquals(85, score(win("555m888m11z pung:222m pung:666z", "1z", S, W)).value());
    }

    @Test
    void aSumOf320OrMoreIsPaidAs320_countedLimit() {
        Scoring s = score(win("22233344477799p", "9p", S, null));
        assertEquals(320, s.value());
        assertEquals("counted_limit", s.limit());
        assertEquals(340, ((ZungJungDetail) s.detail()).rawSum());
    }

    @Test
    void aListedPatternIsPaidAlone_soValuesAbove320Exist() {
        Scoring s = score(win("55p pung:111z pung:222z pung:333z pung:444z", "5p", W, N));
        assertEquals(400, s.value());
        assertEquals("listed_limit", s.limit());
        assertEquals(List.of("3.3.4"), s.patterns().stream().map(p -> p.code()).toList());
        assertEquals(480, score(win("55z kong:1111m kong:2222p kong:3333s kong:4444z", "5z", E, W)).value());
    }

    @Test
    void withTheLimitOffTheHandIsPaidItsPlainSum() {
        ZungJungOptions off = ZungJungOptions.DEFAULTS.withLimit(false);
        assertEquals(340, score(win("22233344477799p", "9p", S, null), off).value());
        assertEquals(480, score(win("55p pung:111z pung:222z pung:333z pung:444z", "5p", W, N), off).value());
        assertNull(score(win("22233344477799p", "9p", S, null), off).limit());
    }

    @Test
    void freedomOfCount_theArrangementThatPaysMostIsChosen() {
        Scoring s = score(win("22334455667788s", "8s", W, null));
        assertEquals(155, s.value(), "234 234 567 567 88 beats seven pairs (115)");
        assertEquals(Shape.REGULAR, s.arrangement().shape());
    }

    @Test
    void freedomOfCount_patternsAreNeverMixedAcrossArrangements() {
        // 111222333m: three consecutive triplets or three identical sequences, never both
        List<String> p = present(win("111222333m456p55s", "5s", S, null));
        assertFalse(p.contains("5.1.3") && p.contains("7.2.1"), p::toString);
        assertTrue(p.contains("5.1.3") || p.contains("7.2.1"), p::toString);
    }

    @Test
    void freedomOfCount_theWinningTileIsReadWhereItPaysMost() {
        // the discarded 1m completes the pung 111m (then exposed) or the chow 123m (111m stays concealed)
        List<String> p = present(win("111123m222p456s55s", "1m", S, W));
        assertTrue(p.contains("4.2.1"), p::toString);
    }

    @Test
    void sevenPairsTakesOnlyPatternsThatNeedNoSets() {
        List<String> p = present(win("11m99m11p99p11s1122z", "2z", S, W));
        assertTrue(p.containsAll(List.of("10.2", "8.1.3")), p::toString);
        assertFalse(p.contains("1.2"), "Concealed Hand is defined for regular hands only");
    }

    @Test
    void sevenPairsWithFourIdenticalTilesCountsThemAsTwoPairsByDefault() {
        WinRequest r = win("1111m3355p77s2266z", "6z", S, W);
        assertEquals(30, score(r).value());
        Scoring forbidden = score(r, ZungJungOptions.DEFAULTS.withSevenPairsFourAsTwoPairs(false));
        assertEquals(Refusal.NOT_COMPLETE, forbidden.refusal().code());
    }

    @Test
    void thirteenTerminalsTakesOnlyIncidentals() {
        Scoring s = score(win("119m19p19s1234567z", "1m", S, null, Incidental.FINAL_DRAW));
        assertEquals(170, s.value());
        assertEquals(java.util.Set.of("10.1", "9.1.1"), s.patterns().stream().map(p -> p.code()).collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void anIncompleteHandIsRefused() {
        Scoring s = score(win("123m456p789s234s56m", "6m", S, W));
        assertEquals(Refusal.NOT_COMPLETE, s.refusal().code());
    }

    @Test
    void theLiableSeatPaysAsTheDiscarder() {
        WinRequest byDiscarder = win("555m888m11z pung:222m pung:666z", "1z", S, W);
        WinRequest r = WinRequest.of(S, byDiscarder.hand()).discarder(W).liable(N).build();
        Scoring s = score(r);
        assertEquals(-205, s.settlement().of(N));
        assertEquals(-25, s.settlement().of(W));
    }

    @Test
    void withNobodyLiableEveryonePaysTheValue() {
        WinRequest byDiscarder = win("555m888m11z pung:222m pung:666z", "1z", S, W);
        // the table names the winner: he discarded the tile himself since his last turn (same-turn immunity)
        WinRequest r = WinRequest.of(S, byDiscarder.hand()).discarder(W).liable(S).build();
        Scoring s = score(r);
        for (Wind w : List.of(E, W, N)) assertEquals(-85, s.settlement().of(w));
        Scoring x12 = score(r, ZungJungOptions.DEFAULTS.withScheme(PayoffScheme.ZJ_DISCARDER_X12));
        for (Wind w : List.of(E, W, N)) assertEquals(-340, x12.settlement().of(w), "paid as self-drawn");
    }

    @Test
    void robbingAKongIsPaidAsADiscardByTheKongDeclarer() {
        Scoring s = score(ZjHands.request("123m456p789s234s55m", "5m", S, N, WinMethod.ROBBING_A_KONG));
        // 1.1 + 1.2 + 9.3 = 20, below par: all pay 20; under full liability the declarer pays all
        assertEquals(20, s.value());
        Scoring full = score(ZjHands.request("123m456p789s234s55m", "5m", S, N, WinMethod.ROBBING_A_KONG),
                ZungJungOptions.DEFAULTS.withScheme(PayoffScheme.ZJ_FULL_LIABILITY));
        assertEquals(-60, full.settlement().of(N));
        assertEquals(0, full.settlement().of(E));
    }

    @Test
    void winConditionsThatContradictTheWinAreRefusedWithAReason() {
        HandException e = assertThrows(HandException.class,
                () -> score(win("123m456p789s234s55m", "5m", S, null, Incidental.BLESSING_OF_HEAVEN)));
        assertTrue(e.getMessage().contains("East"), e::getMessage);
        assertThrows(HandException.class, () -> score(win("123m456p789s234s55m", "5m", S, W, Incidental.FINAL_DRAW)));
        assertThrows(HandException.class, () -> score(win("123m456p789s234s55m", "5m", S, W, Incidental.BLESSING_OF_EARTH)));
    }

    @Test
    void aGoldIsRefusedForZungJungHasNoWildTile() {
        // once taken as wild: 9s standing in for the missing 5p made this incomplete hand worth 50
        WinRequest r = win("123m456p789s123p5p9s", "5p", S, null);
        WinRequest withGold = WinRequest.of(S, r.hand().withGold(Notation.parseTile("9s"))).build();
        HandException e = assertThrows(HandException.class, () -> score(withGold));
        assertTrue(e.getMessage().contains("no gold"), e::getMessage);
    }

    @Test
    void aSelfDrawnWinWithADiscarderOrAThreeSeatTableIsRefused() {
        WinRequest r = win("123m456p789s234s55m", "5m", S, null);
        assertTrue(assertThrows(HandException.class, () -> score(WinRequest.of(S, r.hand()).discarder(W).build())).getMessage()
                .contains("no discarder"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> score(WinRequest.of(S, r.hand()).seats(3).build())).getMessage()
                .contains("4 players"));
    }

    @Test
    void theOptionsReadAndWriteByName() {
        ZungJungOptions o = ZjHands.ZJ.options().parse(java.util.Map.of("scheme", "classical_dealer_double", "par", "30",
                "limit", "off", "five_point_minimum", "true", "seven_pairs_four_as_two_pairs", "false"));
        assertEquals(new ZungJungOptions(PayoffScheme.CLASSICAL_DEALER_DOUBLE, 30, true, false, false), o);
        assertThrows(IllegalArgumentException.class, () -> ZjHands.ZJ.options().parse(java.util.Map.of("scheme", "fancy")));
    }
}
