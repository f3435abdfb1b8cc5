package tablescore.engine.fuzhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Wait;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

/**
 * Modified Fuzhou mahjong (修改版福州麻将, seed 001; rules.md chapter 3): 120 tiles, 17-tile hands, a wild gold,
 * fan doubling from 2 points to the 5-fan cap, fixed gold hands, 报听 with its 4-point deposit.
 */
public final class Fuzhou implements RuleSystem<FuzhouOptions> {

    /** Base points (底分): 0 fan pays 2. */
    public static final int BASE = 2;
    /** Points added per kong of the winner (杠牌 +2). */
    public static final int KONG_BONUS = 2;
    /** The 报听 deposit (场供). */
    public static final int READY_DEPOSIT = 4;
    /** Points that flow on an exhaustive draw between ready and not-ready hands. */
    public static final int DRAW_POOL = 6;

    public static final TileSet TILES = TileSet.builder("Fuzhou 120 tiles")
            .suit(Suit.CHARACTERS, 4).suit(Suit.DOTS, 4).suit(Suit.BAMBOO, 4)
            .only(4, Tile.WHITE, Tile.GREEN, Tile.RED_DRAGON)
            .setsInHand(5).seats(4).sevenPairs(false).gold().build();

    private static final boolean[] FACES = ConcealedTiles.wildFaces(TILES);

    @Override public String id() { return "fuzhou"; }
    @Override public String englishName() { return "Modified Fuzhou mahjong"; }
    @Override public String originalName() { return "修改版福州麻将"; }
    @Override public TileSet tileSet() { return TILES; }
    @Override public OptionSet<FuzhouOptions> options() { return FuzhouOptions.SET; }

    @Override
    public Scoring score(WinRequest request, FuzhouOptions o) {
        Hand hand = request.hand();
        validate(request, o);
        boolean dealer = request.winner() == Wind.E;
        boolean ready = request.declared(Declaration.READY);
        FuzhouEvaluator.Context c = FuzhouEvaluator.Context.of(hand, dealer, ready, o);

        List<FuzhouReading> readings = readings(c);
        FuzhouReading bestRegular = null;
        FuzhouBigHand bestBig = null;
        int bestPoints = -1;
        for (FuzhouReading r : readings) {
            int points = regularPoints(r.fanTotal(), o, hand);
            if (points > bestPoints || points == bestPoints && r.fanTotal() > bestRegular.fanTotal()) {
                bestRegular = r;
                bestPoints = points;
            }
            if (r.bigHand() != null && (bestBig == null || r.bigHand().points() > bestBig.points())) bestBig = r.bigHand();
        }
        FuzhouBigHand handLevel = handLevelBigHand(c, !readings.isEmpty());
        if (handLevel != null && (bestBig == null || handLevel.points() > bestBig.points())) bestBig = handLevel;
        if (readings.isEmpty() && bestBig == null) {
            if (hand.has(Incidental.ROBBING_THE_GOLD)) {
                return Scoring.refused(id(), request.winner(), new Refusal(Refusal.NOT_COMPLETE,
                        "抢金: the hand is not ready for the gold indicator " + hand.winningTile()), null);
            }
            return Scoring.refused(id(), request.winner(), Refusal.notComplete(), null);
        }

        List<PatternScore> fans = bestRegular == null ? List.of() : FuzhouEvaluator.fans(bestRegular, o);
        int fanTotal = bestRegular == null ? 0 : bestRegular.fanTotal();
        int capped = Math.min(fanTotal, o.fanCap());
        int kongBonus = KONG_BONUS * hand.kongCount();
        int regular = regularPoints(fanTotal, o, hand);
        int bigPoints = bestBig == null ? 0 : bestBig.points() + (o.kongBonusOnBigHands() ? kongBonus : 0);
        boolean regularUsed = bestRegular != null && regular >= bigPoints;
        int points = Math.max(regular, bigPoints);

        Settlement settlement = settle(request, o, points, !regularUsed && bestBig.alwaysSelfDrawn());
        FuzhouDetail detail = new FuzhouDetail(fans, fanTotal, capped, bestRegular == null ? 0 : kongBonus, regular, bestBig,
                bigPoints, regularUsed, points, request.depositsOnTable());
        List<PatternScore> patterns = new ArrayList<>(fans);
        if (!regularUsed) patterns = List.of(new PatternScore(bestBig.name().toLowerCase(), bestBig.english(), bestBig.chinese(), bestBig.points(), "points"));
        String text = regularUsed
                ? fanTotal + " fan" + (fanTotal > capped ? " (capped at " + capped + ")" : "") + ", " + points + " points from each payer"
                : bestBig.label() + ", " + points + " points from each payer";
        String limit = regularUsed ? (fanTotal >= o.fanCap() ? "满贯" : null) : bestBig.chinese();
        Arrangement arrangement = regularUsed ? bestRegular.arrangement() : bestRegular == null ? null : bestRegular.arrangement();
        return new Scoring(id(), request.winner(), null, patterns, points, text, limit, arrangement, settlement, detail);
    }

    /** Every reading of the hand: each arrangement with each way the winning tile fits it. */
    static List<FuzhouReading> readings(FuzhouEvaluator.Context c) {
        Hand hand = c.hand();
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        List<Arrangement> arrangements = new Decomposer(FACES, allGoldFaces(c)).regular(ct.counts(), ct.wilds(), ct.setsNeeded());
        List<FuzhouReading> out = new ArrayList<>();
        boolean winningWild = hand.isWild(hand.winningTile());
        for (Arrangement a : arrangements) {
            List<Wait> waits = Decomposer.waits(a, hand.winningTile(), winningWild);
            if (waits.isEmpty()) out.add(FuzhouEvaluator.read(c, a, null));
            for (Wait w : waits) out.add(FuzhouEvaluator.read(c, a, w));
        }
        return out;
    }

    /**
     * Faces a set (or pair) made only of golds needs to be tried as. Unless golds count in basic yaku as any
     * tile, such a block scores the same whatever it stands for, except as the gold's own face: so the gold
     * face and one other face (starting a chow, for 金坎 and 双游) stand for all the rest.
     */
    static boolean[] allGoldFaces(FuzhouEvaluator.Context c) {
        if (c.options().goldInBasicYaku() == FuzhouOptions.GoldInBasicYaku.ALWAYS || c.goldFace() < 0) return null;
        boolean[] faces = new boolean[Tile.FACES];
        faces[c.goldFace()] = true;
        faces[c.goldFace() == 0 ? 1 : 0] = true;
        return faces;
    }

    /** 2 x 2^min(fan, cap), plus 2 per kong after the cap. */
    static int regularPoints(int fan, FuzhouOptions o, Hand hand) {
        return (BASE << Math.min(fan, o.fanCap())) + KONG_BONUS * hand.kongCount();
    }

    /** 三金倒 and 抢金 depend on the whole hand, not on one arrangement. */
    private FuzhouBigHand handLevelBigHand(FuzhouEvaluator.Context c, boolean complete) {
        Hand hand = c.hand();
        FuzhouBigHand best = null;
        if (hand.has(Incidental.ROBBING_THE_GOLD)) {
            boolean robs = c.options().robbingTheGold() == FuzhouOptions.RobbingTheGold.INDICATOR_WILD
                    ? complete : completeWithIndicatorAsItself(hand);
            if (robs) best = c.dealer() ? FuzhouBigHand.DEALER_ROBS_THE_GOLD : FuzhouBigHand.NON_DEALER_ROBS_THE_GOLD;
        }
        if (c.golds() >= 3 && (best == null || FuzhouBigHand.THREE_GOLDS.points() > best.points())) best = FuzhouBigHand.THREE_GOLDS;
        return best;
    }

    private static boolean completeWithIndicatorAsItself(Hand hand) {
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        int[] counts = ct.counts();
        counts[hand.gold().index()]++;
        return new Decomposer(FACES).isRegularComplete(counts, ct.wilds() - 1, ct.setsNeeded());
    }

    private void validate(WinRequest request, FuzhouOptions o) {
        Hand hand = request.hand();
        if (hand.gold() == null) throw new HandException("a Fuzhou hand needs the gold face (the revealed indicator)");
        HandValidator.validate(hand, TILES);
        for (Meld m : hand.melds()) {
            for (Tile t : m.tiles()) {
                if (hand.isWild(t)) throw new HandException("the " + m.kind().wireName() + " " + m.notation()
                        + " holds the gold " + hand.gold() + ": golds cannot be chowed, punged or konged");
            }
        }
        if (request.seats() != 4) throw new IllegalArgumentException("Fuzhou is played by 4 players, not " + request.seats());
        int golds = 0;
        for (Tile t : hand.concealed()) if (hand.isWild(t)) golds++;
        if (golds == 4 && !hand.has(Incidental.ROBBING_THE_GOLD)) {
            throw new HandException("four golds " + hand.gold() + " in hand: the fourth is the indicator lying face up (only 抢金 takes it)");
        }
        boolean goldWins = hand.isWild(hand.winningTile());
        if (goldWins && hand.winMethod() != WinMethod.SELF_DRAW) {
            throw new HandException("the winning tile " + hand.winningTile() + " is a gold: a discarded gold cannot be won on");
        }
        if (hand.has(Incidental.ROBBING_THE_GOLD)) {
            if (!goldWins) throw new HandException("抢金 takes the revealed indicator: the winning tile must be the gold "
                    + hand.gold() + ", not " + hand.winningTile());
            if (!hand.melds().isEmpty()) throw new HandException("抢金 is won with the dealt hand: it cannot have melds");
        }
        if (hand.winMethod() != WinMethod.SELF_DRAW && request.discarder() == null) {
            throw new IllegalArgumentException("a win on a discard needs the discarder (for a robbed kong: the kong declarer)");
        }
        if (request.declared(Declaration.READY) && !o.readyDeclaration()) {
            throw new IllegalArgumentException("报听 is not played at this table (option ready_declaration=false)");
        }
    }

    /** Self-draw (and 抢金 / 三金倒): every other seat pays; a discard: the discarder alone (three shares under fixed income). */
    private Settlement settle(WinRequest r, FuzhouOptions o, int points, boolean alwaysSelfDrawn) {
        Settlement.Builder b = new Settlement.Builder(4);
        Wind winner = r.winner();
        if (r.hand().winMethod() == WinMethod.SELF_DRAW || alwaysSelfDrawn) {
            for (Wind w : r.seatList()) if (w != winner) b.pay(w, winner, points);
        } else {
            Wind payer = r.payingDiscarder();
            if (r.hand().winMethod() == WinMethod.ROBBING_A_KONG && o.robbedKongPayer() == FuzhouOptions.RobbedKongPayer.KONG_DECLARER) {
                payer = r.discarder();
            }
            int share = o.payment() == FuzhouOptions.Payment.FIXED_INCOME ? 3 * points : points;
            b.pay(payer, winner, share);
        }
        if (r.depositsOnTable() > 0) b.takeFromTable(winner, r.depositsOnTable());
        return b.build();
    }

    /** The fixed 6 points of an exhaustive draw (§3.6); deposits stay on the table. */
    @Override
    public Settlement exhaustiveDraw(DrawRequest draw, FuzhouOptions o) {
        return exhaustiveDraw(draw, Map.of(), o);
    }

    /**
     * The exhaustive draw with the 报听 deposits lying on the table by declarer: under deposits_on_draw=return
     * each declarer takes his back; under carry_over they stay for the next winner. A shown hand must agree
     * with the seat's claim to be ready.
     */
    public Settlement exhaustiveDraw(DrawRequest draw, Map<Wind, Integer> depositsByDeclarer, FuzhouOptions o) {
        for (Map.Entry<Wind, Hand> e : draw.shownHands().entrySet()) {
            boolean ready = isReady(e.getValue());
            if (ready != draw.ready().contains(e.getKey())) {
                throw new HandException("seat " + e.getKey() + " is " + (ready ? "" : "not ") + "ready with "
                        + e.getValue() + ", but was " + (ready ? "not " : "") + "counted as ready");
            }
        }
        Settlement.Builder b = new Settlement.Builder(4);
        List<Wind> ready = new ArrayList<>(), notReady = new ArrayList<>();
        for (Wind w : List.of(Wind.E, Wind.S, Wind.W, Wind.N)) (draw.ready().contains(w) ? ready : notReady).add(w);
        switch (ready.size()) {
            case 1 -> { for (Wind w : notReady) b.pay(w, ready.get(0), DRAW_POOL / 3); }
            case 2 -> { for (int i = 0; i < 2; i++) b.pay(notReady.get(i), ready.get(i), DRAW_POOL / 2); }
            case 3 -> { for (Wind t : ready) b.pay(notReady.get(0), t, DRAW_POOL / 3); }
            default -> { } // nobody or everybody ready: nothing moves (resolution)
        }
        if (o.depositsOnDraw() == FuzhouOptions.DepositsOnDraw.RETURN) {
            depositsByDeclarer.forEach((w, points) -> b.takeFromTable(w, points));
        }
        return b.build();
    }

    /**
     * The deposits 报听 puts on the table in one hand: 4 points per declarer, at most {@code max_declarers} of them
     * (the seed: 最多三家报听). Deposits left from drawn hands come on top.
     */
    public static int readyDeposits(java.util.Collection<Wind> declarers, FuzhouOptions o) {
        if (!declarers.isEmpty() && !o.readyDeclaration()) {
            throw new IllegalArgumentException("报听 is not played at this table (option ready_declaration=false)");
        }
        if (declarers.size() > o.maxDeclarers()) {
            throw new IllegalArgumentException(declarers.size() + " players declared 报听; at most " + o.maxDeclarers() + " may");
        }
        return READY_DEPOSIT * declarers.size();
    }

    /** Is this hand of 16 tiles (kongs counted as three) ready, its golds wild? Its gold must be set. */
    public static boolean isReady(Hand hand) {
        return !waits(hand).isEmpty();
    }

    /** The faces that would complete a 16-tile hand, its golds wild. */
    public static List<Tile> waits(Hand hand) {
        if (hand.gold() == null) throw new HandException("a Fuzhou hand needs the gold face to say whether it is ready");
        int size = hand.concealed().size() + 3 * hand.melds().size();
        if (size != TILES.winningHandSize() - 1) {
            throw new HandException("a waiting Fuzhou hand has 16 tiles (kongs counted as three), this one has " + size);
        }
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        int[] max = new int[Tile.FACES];
        for (int f = 0; f < Tile.FACES; f++) max[f] = TILES.copies()[f];
        return new Decomposer(FACES).readyFaces(ct.counts(), ct.wilds(), ct.setsNeeded(), false, false, max);
    }
}
