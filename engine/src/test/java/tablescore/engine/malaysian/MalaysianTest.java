package tablescore.engine.malaysian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.BlockKind;
import tablescore.engine.arrange.Shape;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.RuleSystems;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/** One test per rule of rules.md chapter 5, named after it. */
class MalaysianTest {

    static final Malaysian MALAYSIAN = new Malaysian();
    static final MalaysianOptions DEFAULTS = MalaysianOptions.DEFAULTS;

    static final class Win {
        String concealed, melds = "", winTile, bonus = "";
        WinMethod method = WinMethod.SELF_DRAW;
        Wind seat = Wind.S, discarder;
        Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
        MalaysianOptions options = DEFAULTS;

        Win(String concealed, String winTile) {
            this.concealed = concealed;
            this.winTile = winTile;
        }

        Win melds(String m) { melds = m; return this; }
        Win bonus(String b) { bonus = b; return this; }
        Win seat(Wind w) { seat = w; return this; }
        Win discard(Wind from) { method = WinMethod.DISCARD; discarder = from; return this; }
        Win with(Incidental i) { incidentals.add(i); return this; }
        Win options(MalaysianOptions o) { options = o; return this; }

        Scoring score() {
            return MALAYSIAN.score(request(), options);
        }

        WinRequest request() {
            List<Meld> ms = new ArrayList<>();
            for (String m : melds.trim().split("\\s+")) {
                if (m.isEmpty()) continue;
                String[] kv = m.split(":");
                ms.add(new Meld(MeldKind.parse(kv[0], true), Notation.parse(kv[1]), null));
            }
            Hand h = new Hand(Notation.parse(concealed), ms, Notation.parseTile(winTile), method, incidentals,
                    bonus.isEmpty() ? List.of() : Notation.parse(bonus), null);
            return WinRequest.of(seat, h).discarder(discarder).seats(3).build();
        }

        MalaysianDetail detail() { return (MalaysianDetail) score().detail(); }

        int fan(MalaysianFan f) {
            int n = 0;
            for (PatternScore p : detail().fans()) if (p.code().equals(f.code())) n += p.value();
            return n;
        }
    }

    /** MY01: chow 123p, White pung, 456p 789p 22p; South self-draws 2p with summer and cat: 5 fan. */
    static Win minimum() { return new Win("456p789p22p", "2p").melds("chow:123p pung:555z").bonus("summer cat"); }

    @Test
    void isRegisteredWithEightyFourTilesAndThreeSeats() {
        assertEquals("malaysian", RuleSystems.byId("malaysian").id());
        assertEquals(84, Malaysian.TILES.totalTiles());
        assertEquals(3, Malaysian.TILES.seats());
    }

    @Test
    void seatFlowerScoresOneOnlyForItsSeat() {
        assertEquals(1, minimum().fan(MalaysianFan.SEAT_FLOWER));
        assertEquals(0, minimum().seat(Wind.W).fan(MalaysianFan.SEAT_FLOWER));
        assertEquals(2, minimum().bonus("summer orchid winter").fan(MalaysianFan.SEAT_FLOWER));
    }

    @Test
    void completeFlowerSetScoresFourAndReplacesItsSeatFlower() {
        Win w = minimum().bonus("spring summer autumn winter orchid");
        assertEquals(4, w.fan(MalaysianFan.FLOWER_SET));
        assertEquals(1, w.fan(MalaysianFan.SEAT_FLOWER), "orchid still counts; summer does not");
    }

    @Test
    void animalsAndHeadsScoreOneEach() {
        Win w = minimum().bonus("cat rat rooster male_head female_head female_head");
        assertEquals(3, w.fan(MalaysianFan.ANIMAL));
        assertEquals(3, w.fan(MalaysianFan.HEAD));
    }

    @Test
    void dragonPungScoresOne() {
        assertEquals(1, minimum().fan(MalaysianFan.DRAGON_PUNG));
    }

    @Test
    void eastPungScoresForEveryoneAndTwiceForTheDealer() {
        Win south = new Win("123p456p777p99p", "9p").melds("pung:111z");
        assertEquals(1, south.fan(MalaysianFan.EAST_PUNG) + south.fan(MalaysianFan.SEAT_WIND_PUNG));
        Win dealer = new Win("123p456p777p99p", "9p").melds("pung:111z").seat(Wind.E);
        assertEquals(2, dealer.fan(MalaysianFan.EAST_PUNG) + dealer.fan(MalaysianFan.SEAT_WIND_PUNG));
    }

    @Test
    void northPungScoresForEveryone() {
        assertEquals(1, new Win("123p456p777p99p", "9p").melds("pung:444z").seat(Wind.W).fan(MalaysianFan.EAST_PUNG));
    }

    @Test
    void southAndWestPungsScoreOnlyForTheirOwnSeat() {
        assertEquals(1, new Win("123p456p777p99p", "9p").melds("pung:222z").seat(Wind.S).fan(MalaysianFan.SEAT_WIND_PUNG));
        assertEquals(0, new Win("123p456p777p99p", "9p").melds("pung:222z").seat(Wind.W).fan(MalaysianFan.SEAT_WIND_PUNG));
        assertEquals(1, new Win("123p456p777p99p", "9p").melds("pung:333z").seat(Wind.W).fan(MalaysianFan.SEAT_WIND_PUNG));
    }

    @Test
    void incidentalFans() {
        Win robbed = minimum();
        robbed.method = WinMethod.ROBBING_A_KONG;
        robbed.discarder = Wind.E;
        assertEquals(1, robbed.fan(MalaysianFan.ROBBING_A_KONG));
        assertEquals(1, minimum().discard(Wind.E).with(Incidental.FINAL_DISCARD).fan(MalaysianFan.FINAL_DISCARD));
        assertEquals(1, minimum().fan(MalaysianFan.SELF_DRAW));
        assertEquals(0, minimum().discard(Wind.E).fan(MalaysianFan.SELF_DRAW));
        assertEquals(2, minimum().with(Incidental.WIN_ON_KONG).fan(MalaysianFan.WIN_ON_KONG));
    }

    @Test
    void winOnABonusReplacementAlsoCountsTheSelfDraw() {
        Win w = minimum().with(Incidental.WIN_ON_BONUS_REPLACEMENT);
        assertEquals(2, w.fan(MalaysianFan.WIN_ON_BONUS));
        assertEquals(1, w.fan(MalaysianFan.SELF_DRAW));
    }

    @Test
    void baseFanForHoldingDots() {
        assertEquals(1, minimum().fan(MalaysianFan.BASE));
        Win honours = new Win("222z333z44z", "4z").melds("pung:111z pung:555z");
        assertEquals(0, honours.fan(MalaysianFan.BASE));
        assertEquals(10, honours.fan(MalaysianFan.ALL_HONOURS));
    }

    @Test
    void terminalsAndHonoursAllPungs() {
        Win w = new Win("999p777z55z", "5z").melds("pung:111p pung:444z").discard(Wind.E);
        assertEquals(1, w.fan(MalaysianFan.TERMINALS_AND_HONOURS));
        assertEquals(3, w.fan(MalaysianFan.ALL_PUNGS), "对对胡 counted separately");
    }

    @Test
    void smallEastSouthWest() {
        assertEquals(3, new Win("123p789p33z", "3z").melds("pung:111z pung:222z").fan(MalaysianFan.SMALL_EAST_SOUTH_WEST));
    }

    @Test
    void bigEastSouthWestIsTheLimit() {
        assertEquals(10, new Win("123p333z99p", "9p").melds("pung:111z pung:222z").fan(MalaysianFan.BIG_EAST_SOUTH_WEST));
    }

    @Test
    void allDotsAllPungsReplacesAllDotsAndAllPungs() {
        Win w = new Win("444p888p99p", "9p").melds("pung:222p pung:666p").discard(Wind.E);
        assertEquals(5, w.fan(MalaysianFan.ALL_DOTS_ALL_PUNGS));
        assertEquals(0, w.fan(MalaysianFan.ALL_DOTS) + w.fan(MalaysianFan.ALL_PUNGS));
    }

    @Test
    void allDotsAllChowsReplacesAllDotsAndAllChows() {
        Win w = new Win("123p234p456p789p55p", "5p").discard(Wind.E).bonus("winter");
        assertEquals(7, w.fan(MalaysianFan.ALL_DOTS_ALL_CHOWS));
        assertEquals(0, w.fan(MalaysianFan.ALL_DOTS) + w.fan(MalaysianFan.ALL_CHOWS));
    }

    @Test
    void allChowsAndAllDotsAlone() {
        assertEquals(4, new Win("123p234p456p789p55z", "5z").bonus("winter").fan(MalaysianFan.ALL_CHOWS));
        assertEquals(3, new Win("123p234p456p999p55p", "5p").bonus("winter").fan(MalaysianFan.ALL_DOTS));
    }

    @Test
    void smallThreeDragonsCountsItsDragonPungsUnlessTheTableSaysNot() {
        Win w = new Win("123p456p77z", "7z").melds("pung:555z pung:666z").seat(Wind.E).bonus("summer").discard(Wind.W);
        assertEquals(6, w.fan(MalaysianFan.SMALL_THREE_DRAGONS));
        assertEquals(2, w.fan(MalaysianFan.DRAGON_PUNG));
        w.options(new MalaysianOptions.Builder(DEFAULTS).dragonPungsInSmallThreeDragons(true));
        assertEquals(0, w.fan(MalaysianFan.DRAGON_PUNG));
        assertEquals(7, w.detail().fanTotal());
    }

    @Test
    void bigThreeDragonsIsTheLimit() {
        assertEquals(10, new Win("123p777z99p", "9p").melds("pung:555z pung:666z").fan(MalaysianFan.BIG_THREE_DRAGONS));
    }

    @Test
    void fourWinds() {
        assertEquals(10, new Win("333z444z99p", "9p").melds("pung:111z pung:222z").fan(MalaysianFan.BIG_FOUR_WINDS));
        assertEquals(10, new Win("123p444z33z", "3z").melds("pung:111z pung:222z").fan(MalaysianFan.SMALL_FOUR_WINDS));
    }

    @Test
    void concealedHandIsTheLimit() {
        Win w = new Win("234p345p678p789p55z", "9p").discard(Wind.E);
        assertEquals(10, w.fan(MalaysianFan.CONCEALED));
        assertEquals(0, new Win("234p345p678p789p55z", "9p").bonus("winter").fan(MalaysianFan.CONCEALED), "a bonus tile denies it");
    }

    @Test
    void concealedHandAllowsExposedChowsButNotPungsByDefault() {
        assertEquals(10, new Win("345p678p789p55z", "9p").melds("chow:234p").fan(MalaysianFan.CONCEALED));
        assertEquals(0, new Win("345p678p789p55z", "9p").melds("chow:234p")
                .options(new MalaysianOptions.Builder(DEFAULTS).concealedAllowsExposedChows(false)).fan(MalaysianFan.CONCEALED));
        Win pung = new Win("345p678p789p55z", "9p").melds("pung:222p");
        assertEquals(0, pung.fan(MalaysianFan.CONCEALED));
        pung.options(new MalaysianOptions.Builder(DEFAULTS).concealedHand(MalaysianOptions.ConcealedHand.NO_BONUS_ONLY));
        assertEquals(10, pung.fan(MalaysianFan.CONCEALED), "门清 = no bonus tiles only");
    }

    @Test
    void blessingsOfHeavenAndEarth() {
        assertEquals(10, minimum().seat(Wind.E).with(Incidental.BLESSING_OF_HEAVEN).fan(MalaysianFan.BLESSING_OF_HEAVEN));
        assertThrows(HandException.class, () -> minimum().with(Incidental.BLESSING_OF_HEAVEN).score());
        assertEquals(10, minimum().with(Incidental.BLESSING_OF_EARTH).fan(MalaysianFan.BLESSING_OF_EARTH));
    }

    @Test
    void earthBlessingCanCountAsTheDealerDealingIn() {
        MalaysianOptions o = new MalaysianOptions.Builder(new MalaysianOptions.Builder(DEFAULTS).discarderPaysAll(true)).earthBlessingDealerPays(true);
        Scoring s = minimum().with(Incidental.BLESSING_OF_EARTH).options(o).score();
        assertEquals(Map.of(Wind.E, -20, Wind.S, 20, Wind.W, 0), s.settlement().deltas());
    }

    @Test
    void fourKongsIsTheLimitWithoutAllPungs() {
        Win w = new Win("55p", "5p").melds("kong:1111p kong:2222p kong:3333z concealed_kong:4444z");
        assertEquals(10, w.fan(MalaysianFan.FOUR_KONGS));
        assertEquals(0, w.fan(MalaysianFan.ALL_PUNGS));
    }

    @Test
    void fourConcealedPungsIsTheLimitWithoutAllPungs() {
        Win w = new Win("222p555p888p777z11z", "8p").seat(Wind.W).bonus("winter");
        assertEquals(10, w.fan(MalaysianFan.FOUR_CONCEALED_PUNGS));
        assertEquals(0, w.fan(MalaysianFan.ALL_PUNGS));
    }

    @Test
    void aPungCompletedByADiscardIsNotConcealed() {
        Win w = new Win("222p555p888p777z11z", "8p").seat(Wind.W).bonus("winter").discard(Wind.E);
        assertEquals(0, w.fan(MalaysianFan.FOUR_CONCEALED_PUNGS));
        assertEquals(3, w.fan(MalaysianFan.ALL_PUNGS));
    }

    @Test
    void finalDrawIsTheLimitAndFinalDiscardIsOne() {
        assertEquals(10, minimum().with(Incidental.FINAL_DRAW).fan(MalaysianFan.FINAL_DRAW));
    }

    @Test
    void fourFliesIsTheLimit() {
        Win w = new Win("123p456p0000x89p55p", "5p").seat(Wind.E).bonus("spring");
        assertEquals(10, w.fan(MalaysianFan.FOUR_FLIES));
        assertEquals(7, w.fan(MalaysianFan.ALL_DOTS_ALL_CHOWS), "one Fly in each chow");
    }

    @Test
    void fourFliesWinEvenWhenTheOtherTilesDoNotArrange() {
        Scoring s = new Win("159p0000x1234z777z", "7z").score();
        assertTrue(s.isWin());
        assertEquals(10, ((MalaysianDetail) s.detail()).fanCapped());
    }

    @Test
    void aFlyStandsInAPungOrKong() {
        Win w = new Win("234p567p33z", "3z").melds("pung:88p0x pung:666z").seat(Wind.W).bonus("autumn centipede").discard(Wind.E);
        assertEquals(4, w.detail().fanTotal());
        assertEquals(1, new Win("234p567p99p", "9p").melds("kong:666z0x pung:888p").fan(MalaysianFan.DRAGON_PUNG));
    }

    @Test
    void atMostOneFlyInAChowAndNoSetOfFliesAlone() {
        assertFalse(MalaysianEvaluator.allowed(arrangement(new Block(BlockKind.CHOW, 9, 0b110)), DEFAULTS));
        assertTrue(MalaysianEvaluator.allowed(arrangement(new Block(BlockKind.CHOW, 9, 0b010)), DEFAULTS));
        assertTrue(MalaysianEvaluator.allowed(arrangement(new Block(BlockKind.PUNG, 9, 0b110)), DEFAULTS), "两个飞只算碰");
        assertFalse(MalaysianEvaluator.allowed(arrangement(new Block(BlockKind.PUNG, 9, 0b111)), DEFAULTS));
        // 1p Fly Fly is never the chow 123p: all chows is impossible here
        Win w = new Win("1p0x0x456p789p777z55z", "5z").bonus("winter");
        assertEquals(0, w.fan(MalaysianFan.ALL_CHOWS));
    }

    @Test
    void neverAKongOfFlies() {
        assertThrows(HandException.class, () -> new Win("123p456p789p55p", "5p").melds("kong:0000x").score());
    }

    @Test
    void belowTheMinimumIsAFalseWinThatPaysEachOpponentTheLimit() {
        Scoring s = minimum().discard(Wind.W).score();
        assertFalse(s.isWin());
        assertEquals("below_minimum", s.refusal().code());
        assertEquals(Map.of(Wind.E, 10, Wind.S, -20, Wind.W, 10), s.settlement().deltas());
        assertEquals(4, ((MalaysianDetail) s.detail()).fanTotal());
    }

    @Test
    void bothLosersPayTheCappedFan() {
        assertEquals(Map.of(Wind.E, -5, Wind.S, 10, Wind.W, -5), minimum().score().settlement().deltas());
        assertEquals(Map.of(Wind.E, -10, Wind.S, 20, Wind.W, -10),
                new Win("234p345p678p789p55z", "9p").discard(Wind.E).score().settlement().deltas());
    }

    @Test
    void discarderPaysAllAsAHouseOption() {
        Scoring s = minimum().bonus("summer cat rat").discard(Wind.W).options(new MalaysianOptions.Builder(DEFAULTS).discarderPaysAll(true)).score();
        assertEquals(Map.of(Wind.E, 0, Wind.S, 10, Wind.W, -10), s.settlement().deltas());
    }

    @Test
    void limitIsAnOption() {
        Win w = new Win("234p345p678p789p55z", "9p").discard(Wind.E).options(new MalaysianOptions.Builder(DEFAULTS).limit(8));
        assertEquals(8, w.detail().fanCapped());
        assertEquals(15, w.detail().fanTotal());
    }

    @Test
    void doublingPaymentTable() {
        MalaysianOptions o = new MalaysianOptions.Builder(DEFAULTS).paymentTable(PaymentTable.DOUBLING);
        assertEquals(-1, minimum().options(o).score().settlement().of(Wind.E), "5 fan = 1 unit");
        assertEquals(-4, minimum().bonus("summer cat rat rooster").options(o).score().settlement().of(Wind.E), "7 fan = 4 units");
        assertEquals(32, minimum().discard(Wind.W).options(o).score().settlement().of(Wind.E), "a false win pays the 10-fan 32");
    }

    @Test
    void flyAndKongCountOneFanAsHouseOptions() {
        Win fly = new Win("234p567p33z", "3z").melds("pung:88p0x pung:666z").seat(Wind.W).bonus("autumn centipede").discard(Wind.E);
        fly.options(new MalaysianOptions.Builder(DEFAULTS).flyCountsOneFan(true));
        assertEquals(1, fly.fan(MalaysianFan.FLY));
        assertTrue(fly.score().isWin());
        Win kong = new Win("123p456p99p", "9p").melds("kong:5555z chow:789p").options(new MalaysianOptions.Builder(DEFAULTS).kongCountsOneFan(true));
        assertEquals(1, kong.fan(MalaysianFan.KONG));
    }

    @Test
    void sevenPairsAsAHouseOption() {
        Win w = new Win("1199p2255z3366p44z", "4z");
        assertEquals("not_complete", w.score().refusal().code());
        w.options(new MalaysianOptions.Builder(new MalaysianOptions.Builder(DEFAULTS).sevenPairs(true)).sevenPairsFan(4));
        assertEquals(4, w.fan(MalaysianFan.SEVEN_PAIRS));
    }

    @Test
    void allEightFlowersAsAHouseOption() {
        Win w = minimum().bonus("spring summer autumn winter plum orchid chrysanthemum bamboo")
                .options(new MalaysianOptions.Builder(DEFAULTS).allEightFlowers(true));
        assertEquals(10, w.fan(MalaysianFan.ALL_EIGHT_FLOWERS));
    }

    @Test
    void instantPaymentsForKongsAndFlowerSets() {
        MalaysianOptions on = new MalaysianOptions.Builder(DEFAULTS).instantPayments(true);
        assertEquals(Map.of(Wind.E, -1, Wind.S, 2, Wind.W, -1),
                MALAYSIAN.settleInstant(new InstantEvent(Wind.S, InstantEvent.Kind.EXPOSED_KONG), on).deltas());
        assertEquals(Map.of(Wind.E, 4, Wind.S, -2, Wind.W, -2),
                MALAYSIAN.settleInstant(new InstantEvent(Wind.E, InstantEvent.Kind.CONCEALED_KONG), on).deltas());
        assertEquals(4, MALAYSIAN.settleInstant(new InstantEvent(Wind.W, InstantEvent.Kind.FLOWER_SET), on).of(Wind.W));
        assertThrows(OptionException.class, () -> MALAYSIAN.settleInstant(new InstantEvent(Wind.W, InstantEvent.Kind.FLOWER_SET), DEFAULTS));
    }

    @Test
    void aGoldIsRefusedForTheFlyIsMalaysiansOneWildTile() {
        // once taken as wild: 7z standing in for the missing 5p made this incomplete hand worth 13 fan
        WinRequest r = new Win("123p456p789p111z5p7z", "5p").request();
        WinRequest withGold = WinRequest.of(r.winner(), r.hand().withGold(t("7z"))).seats(3).build();
        HandException e = assertThrows(HandException.class, () -> MALAYSIAN.score(withGold, DEFAULTS));
        assertTrue(e.getMessage().contains("no gold"), e::getMessage);
    }

    @Test
    void aSelfDrawnWinWithADiscarderIsRefused() {
        WinRequest r = new Win("123p456p789p111z55z", "5z").request();
        assertTrue(assertThrows(HandException.class,
                () -> MALAYSIAN.score(WinRequest.of(r.winner(), r.hand()).discarder(Wind.W).seats(3).build(), DEFAULTS))
                .getMessage().contains("no discarder"));
    }

    @Test
    void thereIsNoNorthSeat() {
        assertThrows(IllegalArgumentException.class, () -> minimum().seat(Wind.N).score());
        assertThrows(HandException.class, () -> new Win("123m456p789p234p55p", "5p").score(), "characters are not in the set");
    }

    @Test
    void everyOptionHasADefault() {
        Map<String, String> d = MALAYSIAN.options().describe(DEFAULTS);
        assertEquals("5", d.get("minimum_fan"));
        assertEquals("10", d.get("limit"));
        assertEquals("linear", d.get("payment_table"));
        assertEquals("false", d.get("instant_payments"));
        assertEquals(19, d.size());
        assertThrows(OptionException.class, () -> MALAYSIAN.options().parse(java.util.Map.of("minimum_fan", "11")),
                "a minimum above the limit");
        assertThrows(OptionException.class, () -> MALAYSIAN.options().parse(java.util.Map.of("table", "linear")));
    }

    private static Arrangement arrangement(Block b) {
        return new Arrangement(Shape.REGULAR, List.of(b, new Block(BlockKind.PAIR, 27, 0)));
    }

    static Tile t(String s) { return Notation.parseTile(s); }
}
