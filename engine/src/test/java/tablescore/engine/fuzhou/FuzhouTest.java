package tablescore.engine.fuzhou;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.RuleSystems;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/** One test per rule of rules.md chapter 3, named after it. */
class FuzhouTest {

    static final Fuzhou FUZHOU = new Fuzhou();
    static final FuzhouOptions DEFAULTS = FuzhouOptions.DEFAULTS;

    /** A win: concealed tiles, melds as "pung:999s chow:123m", the gold face, how and by whom. */
    static final class Win {
        String concealed, melds = "", winTile, gold;
        WinMethod method = WinMethod.SELF_DRAW;
        Wind winner = Wind.S, discarder, liable;
        Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
        boolean ready;
        int deposits;
        FuzhouOptions options = DEFAULTS;

        Win(String concealed, String winTile, String gold) {
            this.concealed = concealed;
            this.winTile = winTile;
            this.gold = gold;
        }

        Win melds(String m) { melds = m; return this; }
        Win discard(Wind from) { method = WinMethod.DISCARD; discarder = from; return this; }
        Win winner(Wind w) { winner = w; return this; }
        Win with(Incidental i) { incidentals.add(i); return this; }
        Win ready(int depositsOnTable) { ready = true; deposits = depositsOnTable; return this; }
        Win deposits(int d) { deposits = d; return this; }
        Win options(FuzhouOptions o) { options = o; return this; }

        Hand hand() {
            List<Meld> ms = new ArrayList<>();
            for (String m : melds.trim().split("\\s+")) {
                if (m.isEmpty()) continue;
                String[] kv = m.split(":");
                ms.add(new Meld(MeldKind.parse(kv[0], true), Notation.parse(kv[1]), null));
            }
            return new Hand(Notation.parse(concealed), ms, Notation.parseTile(winTile), method, incidentals, List.of(),
                    Notation.parseTile(gold));
        }

        Scoring score() {
            WinRequest r = WinRequest.of(winner, hand()).discarder(discarder).liable(liable).depositsOnTable(deposits)
                    .declarations(ready ? Set.of(Declaration.READY) : Set.of()).build();
            return FUZHOU.score(r, options);
        }

        FuzhouDetail detail() { return (FuzhouDetail) score().detail(); }

        int fan(FuzhouYaku y) {
            int n = 0;
            for (PatternScore p : detail().fans()) if (p.code().equals(y.code())) n += p.value();
            return n;
        }
    }

    // an open hand with no fan at all: 123m chowed, 999p punged, 456s 789s 234p 11s
    static Win chicken() { return new Win("456s789s234p11s", "1s", "5z").melds("chow:123m pung:999p"); }

    @Test
    void isRegisteredAsFuzhou() {
        assertEquals("fuzhou", RuleSystems.byId("fuzhou").id());
        assertEquals(120, Fuzhou.TILES.totalTiles());
        assertEquals(17, Fuzhou.TILES.winningHandSize());
    }

    @Test
    void seedExampleOfXuanxuan() {
        // 11p 111s 999s 23456789m, declared ting, self-draws 1m; 999s exposed (rules.md §3.8 #2)
        Scoring declared = new Win("11p111s123456789m", "1m", "5p").melds("pung:999s").winner(Wind.E).ready(4).score();
        assertEquals(16, declared.value());
        assertEquals(Map.of(Wind.E, 52, Wind.S, -16, Wind.W, -16, Wind.N, -16), declared.settlement().deltas());
        assertEquals(48 + 4, declared.settlement().of(Wind.E), "48 in all, and his own 4-point deposit back");
        Scoring silent = new Win("11p111s123456789m", "1m", "5p").melds("pung:999s").winner(Wind.E).score();
        assertEquals(8, silent.value(), "without declaring: 8 from each");
        // declared and holding a gold (here as one of 11p): 一气通贯 2 + 报听 1 + 金牌 1 = 4 fan
        Scoring withGold = new Win("1p5p111s123456789m", "1m", "5p").melds("pung:999s").winner(Wind.E).ready(4).score();
        assertEquals(32, withGold.value());
        assertEquals(96 + 4, withGold.settlement().of(Wind.E));
    }

    @Test
    void chickenHandPaysTwo() {
        Win w = chicken().discard(Wind.E);
        assertEquals(0, w.detail().fanTotal());
        assertEquals(2, w.score().value());
    }

    @Test
    void pointsAreTwoTimesTwoToTheFanCappedAtFive() {
        for (int fan = 0; fan <= 7; fan++) {
            assertEquals(2 << Math.min(fan, 5), Fuzhou.regularPoints(fan, DEFAULTS, chicken().hand()));
        }
        assertEquals(2 << 3, Fuzhou.regularPoints(6, DEFAULTS.withFanCap(3), chicken().hand()));
    }

    @Test
    void goldCountsOneFanEach() {
        Win w = new Win("123m456m789p23p5z678s99s", "9s", "5z");
        assertEquals(1, w.fan(FuzhouYaku.GOLD));
        Win two = new Win("123m456m789p2p5z5z678s99s", "9s", "5z");
        assertEquals(2, two.fan(FuzhouYaku.GOLD));
    }

    @Test
    void dragonPungScoresOneFanEach() {
        Win w = new Win("123m456m789p666z77z", "7z", "9s").melds("pung:555z");
        assertEquals(2, w.fan(FuzhouYaku.DRAGON_PUNG));
    }

    @Test
    void smallThreeDragons() {
        Win w = new Win("123m456m789p666z77z", "7z", "9s").melds("pung:555z");
        assertEquals(3, w.fan(FuzhouYaku.SMALL_THREE_DRAGONS));
    }

    @Test
    void bigThreeDragonsIsTheLimit() {
        Win w = new Win("123m456m666z777z99p", "9p", "9s").melds("pung:555z");
        assertEquals(5, w.fan(FuzhouYaku.BIG_THREE_DRAGONS));
        assertEquals(64, w.score().value());
    }

    @Test
    void allSimples() {
        Win w = new Win("234m567m345p678p456s22s", "2s", "1p").discard(Wind.E);
        assertEquals(1, w.fan(FuzhouYaku.ALL_SIMPLES));
    }

    @Test
    void allSimplesIsDeniedByAGoldWithATerminalFace() {
        // FZ14's rule: the gold 9p stands for 6s, yet its face is a terminal
        Win w = new Win("234m567m345p678p45s9p22s", "2s", "9p").discard(Wind.E);
        assertEquals(0, w.fan(FuzhouYaku.ALL_SIMPLES));
    }

    @Test
    void concealedAllowsConcealedKongsOnly() {
        assertEquals(1, new Win("123m456m789p234p55s", "5s", "9s").melds("concealed_kong:6666s").fan(FuzhouYaku.CONCEALED));
        assertEquals(0, new Win("123m456m789p234p55s", "5s", "9s").melds("kong:6666s").fan(FuzhouYaku.CONCEALED));
    }

    @Test
    void kongAddsTwoPointsAfterTheCap() {
        Win w = new Win("123m456m789p234p55s", "5s", "9s").melds("kong:6666s").discard(Wind.E);
        assertEquals(2, w.detail().kongBonusPoints());
        assertEquals(2 + 2, w.score().value());
    }

    @Test
    void kongBonusIsNotAddedToBigHandsUnlessTheTableSaysSo() {
        Win w = new Win("123m456m789p9s9s9s55s", "5s", "9s").melds("kong:6666s").discard(Wind.E);
        assertEquals(64, w.score().value(), "金龙 64, no kong bonus");
        assertEquals(66, w.options(DEFAULTS.withKongBonusOnBigHands(true)).score().value());
    }

    @Test
    void threeColourChowsAndThreeColourPungs() {
        assertEquals(1, new Win("123m123p123s456m99s", "9s", "5z").melds("chow:789p").fan(FuzhouYaku.THREE_COLOUR_CHOWS));
        assertEquals(1, new Win("222p345m678p99s", "9s", "5z").melds("kong:2222m pung:222s").discard(Wind.E)
                .fan(FuzhouYaku.THREE_COLOUR_PUNGS));
    }

    @Test
    void twinChowsCountOnlyInHand() {
        assertEquals(1, new Win("234m234m345p678s55p", "5p", "1p").melds("pung:777s").fan(FuzhouYaku.TWIN_CHOWS));
        assertEquals(0, new Win("234m345p678s777s55p", "5p", "1p").melds("chow:234m").fan(FuzhouYaku.TWIN_CHOWS));
    }

    @Test
    void twinChowsOncePerHandOrPerPairAsAnOption() {
        Win w = new Win("234m234m345p345p678s55s", "5s", "1p");
        assertEquals(1, w.fan(FuzhouYaku.TWIN_CHOWS));
        assertEquals(2, w.options(DEFAULTS.withTwinChowsPerPair(true)).fan(FuzhouYaku.TWIN_CHOWS));
    }

    @Test
    void pureStraightNeedsThreeSeparateChows() {
        assertEquals(2, new Win("123456789m234p55s", "5s", "5z").melds("pung:777s").fan(FuzhouYaku.PURE_STRAIGHT));
        // 123 234 567 789 has no 456
        assertEquals(0, new Win("123234567789m55s", "5s", "5z").melds("pung:777s").fan(FuzhouYaku.PURE_STRAIGHT));
    }

    @Test
    void goldAsAnotherTileCannotFormABasicYaku() {
        // gold 5z stands for 4m of the straight: no 一气通贯 by default
        Win w = new Win("12356789m5z234p55s", "5s", "5z").melds("pung:777s");
        assertEquals(0, w.fan(FuzhouYaku.PURE_STRAIGHT));
        assertEquals(2, w.options(DEFAULTS.withGoldInBasicYaku(FuzhouOptions.GoldInBasicYaku.ALWAYS)).fan(FuzhouYaku.PURE_STRAIGHT));
    }

    @Test
    void goldAsItsOwnFaceCountsInABasicYaku() {
        // FZ04: gold 2m used as the 2m of 123m
        Win w = new Win("11p111s123456789m", "1m", "2m").melds("pung:999s");
        assertEquals(2, w.fan(FuzhouYaku.PURE_STRAIGHT));
        assertEquals(0, w.options(DEFAULTS.withGoldInBasicYaku(FuzhouOptions.GoldInBasicYaku.NEVER)).fan(FuzhouYaku.PURE_STRAIGHT));
    }

    @Test
    void goldInTheMiddleOfAClosedWait() {
        // FZ13: 2_4m waits on 3m; the drawn gold 3m fills the middle
        assertEquals(1, new Win("234m567p678p999s678s55s", "3m", "3m").fan(FuzhouYaku.GOLD_MIDDLE));
        // an edge wait 12m+3m does not count
        assertEquals(0, new Win("123m567p678p999s678s55s", "3m", "3m").fan(FuzhouYaku.GOLD_MIDDLE));
    }

    @Test
    void singleRoamingGold() {
        // FZ12: a gold waits as half of the pair; any tile wins
        assertEquals(1, new Win("123m456m789p234p678s5s9m", "9m", "5s").fan(FuzhouYaku.ROAMING_GOLD));
    }

    @Test
    void doubleRoamingGold() {
        // two golds wait as two thirds of a pung (the pair is 55p): any tile completes it
        Win w = new Win("123m456m789p234p55p5s5s9m", "9m", "5s");
        assertEquals(2, w.fan(FuzhouYaku.ROAMING_GOLD));
        assertEquals(2, w.fan(FuzhouYaku.GOLD));
    }

    @Test
    void roamingGoldNeedsASelfDrawUnlessTheTableAllowsADiscard() {
        Win w = new Win("123m456m789p234p678s5s9m", "9m", "5s").discard(Wind.E);
        assertEquals(0, w.fan(FuzhouYaku.ROAMING_GOLD));
        assertEquals(1, w.options(DEFAULTS.withRoamingGoldOnDiscard(true)).fan(FuzhouYaku.ROAMING_GOLD));
    }

    @Test
    void threeGoldsWinAtOnceForThirtyTwoFromEach() {
        // FZ05: the other tiles need not make sets
        Scoring s = new Win("222m369m147p258s159s77z", "2m", "2m").score();
        assertEquals(32, s.value());
        assertEquals(FuzhouBigHand.THREE_GOLDS, ((FuzhouDetail) s.detail()).bigHand());
        assertEquals(96, s.settlement().of(Wind.S));
    }

    @Test
    void goldPairIsFortyAndPaidByTheDiscarderOnADiscard() {
        Scoring s = new Win("567s789p234s99s", "7p", "9s").melds("chow:123m pung:444p").discard(Wind.S).winner(Wind.W).score();
        assertEquals(40, s.value());
        assertEquals(Map.of(Wind.E, 0, Wind.S, -40, Wind.W, 40, Wind.N, 0), s.settlement().deltas());
    }

    @Test
    void goldDragonIsSixtyFour() {
        Scoring s = new Win("123m456m789p9s9s9s55s", "5s", "9s").melds("pung:777s").score();
        assertEquals(FuzhouBigHand.GOLD_DRAGON, ((FuzhouDetail) s.detail()).bigHand());
        assertEquals(64, s.value());
    }

    @Test
    void higherOfRegularAndBigHandPays() {
        // FZ10: concealed pure straight with two golds as the pair: 5 fan = 64 beats 金雀 40
        FuzhouDetail d = new Win("123456789m234p567p99s", "7p", "9s").discard(Wind.E).detail();
        assertTrue(d.regularUsed());
        assertEquals(64, d.pointsPerPayer());
        assertEquals(FuzhouBigHand.GOLD_PAIR, d.bigHand());
    }

    @Test
    void nonDealerRobsTheGold() {
        Scoring s = new Win("123m456m789p234p678s55s", "8s", "8s").with(Incidental.ROBBING_THE_GOLD).score();
        assertEquals(FuzhouBigHand.NON_DEALER_ROBS_THE_GOLD, ((FuzhouDetail) s.detail()).bigHand());
        assertEquals(32, s.value());
    }

    @Test
    void dealerRobsTheGold() {
        Scoring s = new Win("123m456m789p234p678s55s", "8s", "8s").winner(Wind.E).with(Incidental.ROBBING_THE_GOLD).score();
        assertEquals(FuzhouBigHand.DEALER_ROBS_THE_GOLD, ((FuzhouDetail) s.detail()).bigHand());
        assertEquals(96, s.settlement().of(Wind.E));
    }

    @Test
    void robbingTheGoldReadingWhereTheIndicatorMustBeAWait() {
        // ready on 3p/6p; the indicator 9s completes the hand only as a wild
        Win w = new Win("123m456m789p45p678s55s9s", "9s", "9s").with(Incidental.ROBBING_THE_GOLD);
        assertEquals(FuzhouBigHand.NON_DEALER_ROBS_THE_GOLD, w.detail().bigHand());
        w.options(DEFAULTS.withRobbingTheGold(FuzhouOptions.RobbingTheGold.WINNING_TILE));
        assertNull(w.detail().bigHand());
    }

    @Test
    void robbingTheGoldTakesTheIndicator() {
        Win w = new Win("123m456m789p234p678s55s", "8s", "9s").with(Incidental.ROBBING_THE_GOLD);
        assertThrows(HandException.class, w::score);
    }

    @Test
    void aDiscardedGoldCannotBeWonOn() {
        Win w = new Win("123m456m789p234p678s55s", "8s", "8s").discard(Wind.E);
        assertTrue(assertThrows(HandException.class, w::score).getMessage().contains("cannot be won on"));
    }

    @Test
    void onlyThreeGoldsAreInPlay() {
        Win w = new Win("123m456m789p234p5z5z5z5z9s", "9s", "5z");
        assertTrue(assertThrows(HandException.class, w::score).getMessage().contains("indicator"));
    }

    @Test
    void goldsCannotBeMelded() {
        Win w = new Win("123m456m789p234p55s", "5s", "6s").melds("pung:666s");
        assertTrue(assertThrows(HandException.class, w::score).getMessage().contains("golds cannot be chowed"));
    }

    @Test
    void incidentalYakuScoreOneFanEach() {
        assertEquals(1, chicken().with(Incidental.WIN_ON_KONG).fan(FuzhouYaku.WIN_ON_KONG));
        assertEquals(1, chicken().with(Incidental.FINAL_DRAW).fan(FuzhouYaku.FINAL_DRAW));
        assertEquals(1, chicken().discard(Wind.E).with(Incidental.FINAL_DISCARD).fan(FuzhouYaku.FINAL_DISCARD));
        Win robbed = chicken();
        robbed.method = WinMethod.ROBBING_A_KONG;
        robbed.discarder = Wind.N;
        assertEquals(1, robbed.fan(FuzhouYaku.ROBBING_A_KONG));
    }

    @Test
    void robbingAKongIsPaidByTheDiscarderOfTheTileOrByTheKongDeclarer() {
        // A (E) discards, B (N here) declares a kong with it, the winner (S) robs it
        Win w = chicken();
        w.method = WinMethod.ROBBING_A_KONG;
        w.discarder = Wind.N;
        w.liable = Wind.E;
        assertEquals(-4, w.score().settlement().of(Wind.E));
        w.options(DEFAULTS.withRobbedKongPayer(FuzhouOptions.RobbedKongPayer.KONG_DECLARER));
        assertEquals(-4, w.score().settlement().of(Wind.N));
        assertEquals(0, w.score().settlement().of(Wind.E));
    }

    @Test
    void selfDrawIsPaidByAllThreeAndADiscardByTheDiscarderAlone() {
        assertEquals(Map.of(Wind.E, -2, Wind.S, 6, Wind.W, -2, Wind.N, -2), chicken().score().settlement().deltas());
        assertEquals(Map.of(Wind.E, 0, Wind.S, 2, Wind.W, 0, Wind.N, -2), chicken().discard(Wind.N).score().settlement().deltas());
    }

    @Test
    void fixedIncomeMakesTheDiscarderPayThreeShares() {
        Scoring s = chicken().discard(Wind.N).options(DEFAULTS.withPayment(FuzhouOptions.Payment.FIXED_INCOME)).score();
        assertEquals(-6, s.settlement().of(Wind.N));
    }

    @Test
    void readyDeclarationAddsOneFanAndTheWinnerTakesEveryDeposit() {
        Win w = chicken().discard(Wind.N).ready(12);
        assertEquals(1, w.fan(FuzhouYaku.READY));
        Settlement s = w.score().settlement();
        assertEquals(4 + 12, s.of(Wind.S));
        assertEquals(12, s.fromTable());
    }

    @Test
    void atMostThreePlayersMayDeclareReady() {
        assertEquals(12, Fuzhou.readyDeposits(Set.of(Wind.E, Wind.S, Wind.W), DEFAULTS));
        assertThrows(IllegalArgumentException.class, () -> Fuzhou.readyDeposits(Set.of(Wind.values()), DEFAULTS));
        assertEquals(16, Fuzhou.readyDeposits(Set.of(Wind.values()), DEFAULTS.withMaxDeclarers(4)));
    }

    @Test
    void readyDeclarationCanBeTurnedOff() {
        Win w = chicken().ready(4).options(DEFAULTS.withReadyDeclaration(false));
        assertThrows(IllegalArgumentException.class, w::score);
    }

    @Test
    void aDiscardWinNamesItsDiscarder() {
        Win w = chicken();
        w.method = WinMethod.DISCARD;
        assertTrue(assertThrows(IllegalArgumentException.class, w::score).getMessage().contains("needs the discarder"));
    }

    @Test
    void anIncompleteHandDoesNotWin() {
        Scoring s = new Win("123m456m789p234p679s55s", "5s", "5z").score();
        assertFalse(s.isWin());
        assertEquals("not_complete", s.refusal().code());
    }

    @Test
    void exhaustiveDrawMovesSixPoints() {
        assertEquals(Map.of(Wind.E, 6, Wind.S, -2, Wind.W, -2, Wind.N, -2), draw(Set.of(Wind.E)).deltas());
        assertEquals(Map.of(Wind.E, 3, Wind.S, 3, Wind.W, -3, Wind.N, -3), draw(Set.of(Wind.E, Wind.S)).deltas());
        assertEquals(Map.of(Wind.E, 2, Wind.S, 2, Wind.W, 2, Wind.N, -6), draw(Set.of(Wind.E, Wind.S, Wind.W)).deltas());
        assertEquals(Map.of(Wind.E, 0, Wind.S, 0, Wind.W, 0, Wind.N, 0), draw(Set.of()).deltas());
        assertEquals(Map.of(Wind.E, 0, Wind.S, 0, Wind.W, 0, Wind.N, 0), draw(Set.of(Wind.values())).deltas());
    }

    @Test
    void depositsOnADrawCarryOverOrReturn() {
        DrawRequest d = new DrawRequest(Set.of(Wind.E), Map.of(), 4);
        assertEquals(0, FUZHOU.exhaustiveDraw(d, Map.of(Wind.E, 4), DEFAULTS).fromTable());
        Settlement back = FUZHOU.exhaustiveDraw(d, Map.of(Wind.E, 4), DEFAULTS.withDepositsOnDraw(FuzhouOptions.DepositsOnDraw.RETURN));
        assertEquals(10, back.of(Wind.E));
        assertEquals(4, back.fromTable());
    }

    @Test
    void aShownHandMustAgreeWithItsClaimToBeReady() {
        Hand notReady = Hand.losing(Notation.parse("123m456m789p234p159s7p"), List.of()).withGold(Notation.parseTile("5z"));
        DrawRequest d = new DrawRequest(Set.of(Wind.E), Map.of(Wind.E, notReady), 4);
        assertThrows(HandException.class, () -> FUZHOU.exhaustiveDraw(d, DEFAULTS));
    }

    @Test
    void readinessCountsGoldsAsWild() {
        Hand h = Hand.losing(Notation.parse("123m456m789p234p679s5z"), List.of()).withGold(Notation.parseTile("5z"));
        assertTrue(Fuzhou.isReady(h), "the gold makes a pair with any tile, or fills 678s/789s");
        Hand without = Hand.losing(Notation.parse("123m456m789p234p679s1p"), List.of()).withGold(Notation.parseTile("5z"));
        assertFalse(Fuzhou.isReady(without));
        Hand ready = Hand.losing(Notation.parse("123m456m789p234p67s55s"), List.of()).withGold(Notation.parseTile("5z"));
        assertEquals(List.of(Notation.parseTile("5s"), Notation.parseTile("8s")), Fuzhou.waits(ready));
    }

    @Test
    void everyOptionHasADefaultAndRefusesNonsense() {
        Map<String, String> described = FUZHOU.options().describe(DEFAULTS);
        assertEquals("discarder_pays", described.get("payment"));
        assertEquals("3", described.get("max_declarers"));
        assertEquals("own_face", described.get("gold_in_basic_yaku"));
        assertEquals("5", described.get("fan_cap"));
        assertThrows(IllegalArgumentException.class, () -> FUZHOU.options().parse(Map.of("payment", "everyone")));
        assertEquals(FuzhouOptions.RobbedKongPayer.KONG_DECLARER,
                FUZHOU.options().parse(Map.of("robbed_kong_payer", "kong_declarer")).robbedKongPayer());
    }

    private static Settlement draw(Set<Wind> ready) {
        return FUZHOU.exhaustiveDraw(new DrawRequest(ready, Map.of(), 4), DEFAULTS);
    }

    @Test
    void aSelfDrawnWinWithADiscarderIsRefused() {
        Win w = chicken();
        assertTrue(assertThrows(HandException.class,
                () -> FUZHOU.score(WinRequest.of(w.winner, w.hand()).discarder(Wind.W).build(), FuzhouOptions.DEFAULTS))
                .getMessage().contains("no discarder"));
    }
}
