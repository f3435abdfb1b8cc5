package tablescore.engine.malaysian;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Wait;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

/**
 * Malaysian three-player mahjong (马来西亚三人麻将, seed 004; rules.md chapter 5): 84 tiles, dots only, many bonus
 * tiles, four wild Flies, a 5-fan minimum, a 10-fan limit, and both losers pay.
 */
public final class Malaysian implements RuleSystem<MalaysianOptions> {

    public static final TileSet TILES = TileSet.builder("Malaysian 84 tiles")
            .suit(Suit.DOTS, 4).suit(Suit.HONOURS, 4).suit(Suit.FLOWERS, 1).suit(Suit.ANIMALS, 1).suit(Suit.HEADS, 2).fly(4)
            .setsInHand(4).seats(3).sevenPairs(false).build();

    private static final boolean[] FACES = ConcealedTiles.wildFaces(TILES);

    @Override public String id() { return "malaysian"; }
    @Override public String englishName() { return "Malaysian three-player mahjong"; }
    @Override public String originalName() { return "马来西亚三人麻将"; }
    @Override public TileSet tileSet() { return TILES; }
    @Override public OptionSet<MalaysianOptions> options() { return MalaysianOptions.SET; }

    @Override
    public Scoring score(WinRequest request, MalaysianOptions o) {
        Hand hand = request.hand();
        validate(request);
        MalaysianEvaluator.Context c = MalaysianEvaluator.Context.of(hand, request.winner(), o);
        MalaysianReading best = null;
        for (MalaysianReading r : readings(c)) {
            if (best == null || better(r, best, o)) best = r;
        }
        if (best == null) return Scoring.refused(id(), request.winner(), Refusal.notComplete(), null);

        int capped = Math.min(best.fanTotal(), o.limit());
        boolean valid = best.fanTotal() >= o.minimumFan();
        int amount = o.paymentTable().amount(valid ? capped : o.limit(), o.minimumFan());
        Settlement.Builder b = new Settlement.Builder(3);
        Wind winner = request.winner();
        if (valid) {
            Wind discarder = request.payingDiscarder();
            if (hand.has(Incidental.BLESSING_OF_EARTH) && o.earthBlessingDealerPays()) discarder = Wind.E;
            for (Wind w : request.seatList()) {
                if (w == winner) continue;
                if (o.discarderPaysAll() && discarder != null && discarder != winner) b.pay(discarder, winner, amount);
                else b.pay(w, winner, amount);
            }
        } else {
            // 诈胡: the false winner pays each opponent the limit amount
            for (Wind w : request.seatList()) if (w != winner) b.pay(winner, w, amount);
        }
        MalaysianDetail detail = new MalaysianDetail(MalaysianEvaluator.fans(c, best), best.fanTotal(), capped, valid, amount);
        Refusal refusal = valid ? null : new Refusal(Refusal.BELOW_MINIMUM, "the hand has " + best.fanTotal()
                + " fan, the minimum is " + o.minimumFan() + ": a false win (诈胡) pays each opponent the limit amount");
        String text = best.fanTotal() + " fan" + (best.fanTotal() > capped ? " (limit " + capped + ")" : "");
        List<tablescore.engine.rules.PatternScore> fans = MalaysianEvaluator.fans(c, best);
        return new Scoring(id(), winner, refusal, fans, capped, text, best.fanTotal() >= o.limit() ? "爆番" : null,
                best.arrangement(), b.build(), detail);
    }

    /** Higher capped fan first, then the higher total. */
    private static boolean better(MalaysianReading r, MalaysianReading best, MalaysianOptions o) {
        int a = Math.min(r.fanTotal(), o.limit()), bb = Math.min(best.fanTotal(), o.limit());
        return a > bb || (a == bb && r.fanTotal() > best.fanTotal());
    }

    /** Every reading the Fly rules allow: each arrangement with each way the winning tile fits it. */
    static List<MalaysianReading> readings(MalaysianEvaluator.Context c) {
        Hand hand = c.hand();
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        // Flies never make a set or pair alone: the search need not try any
        Decomposer d = new Decomposer(FACES, new boolean[Tile.FACES]);
        List<Arrangement> arrangements = new ArrayList<>(d.regular(ct.counts(), ct.wilds(), ct.setsNeeded()));
        if (c.options().sevenPairs() && ct.setsNeeded() == 4) arrangements.addAll(d.sevenPairs(ct.counts(), ct.wilds(), false));
        List<MalaysianReading> out = new ArrayList<>();
        boolean winningWild = hand.isWild(hand.winningTile());
        for (Arrangement a : arrangements) {
            if (!MalaysianEvaluator.allowed(a, c.options())) continue;
            List<Wait> waits = Decomposer.waits(a, hand.winningTile(), winningWild);
            if (waits.isEmpty()) out.add(MalaysianEvaluator.read(c, a, null));
            for (Wait w : waits) out.add(MalaysianEvaluator.read(c, a, w));
        }
        // 四条飞 is a limit hand in itself: four Flies win even when the other tiles do not arrange
        if (out.isEmpty() && c.flies() == 4) out.add(MalaysianEvaluator.read(c, null, null));
        return out;
    }

    private void validate(WinRequest request) {
        Hand hand = request.hand();
        HandValidator.validate(hand, TILES);
        if (request.seats() != 3) throw new IllegalArgumentException("Malaysian mahjong is played by 3 players (E S W), not " + request.seats());
        if (request.winner() == Wind.N) throw new IllegalArgumentException("Malaysian three-player has no North seat");
        if (request.discarder() == Wind.N || request.liable() == Wind.N) {
            throw new IllegalArgumentException("Malaysian three-player has no North seat to discard");
        }
        if (hand.winMethod() != tablescore.engine.hand.WinMethod.SELF_DRAW && request.discarder() == null) {
            throw new IllegalArgumentException("a win on a discard needs the discarder (for a robbed kong: the kong declarer)");
        }
        if (hand.has(Incidental.BLESSING_OF_HEAVEN) && request.winner() != Wind.E) {
            throw new HandException("天和 is the dealer's (East's) dealt hand; " + request.winner() + " is not the dealer");
        }
        if (hand.has(Incidental.BLESSING_OF_EARTH) && request.winner() == Wind.E) {
            throw new HandException("地和 is a non-dealer's win; East is the dealer");
        }
        if (hand.has(Incidental.ROBBING_THE_GOLD)) throw new HandException("robbing the gold is a Fuzhou win; Malaysian has no gold");
    }

    /**
     * Pays an instant event at tables that play instant payments: each of the two opponents pays the owner the
     * units the options set for a kong or a completed flower set.
     */
    public Settlement settleInstant(InstantEvent e, MalaysianOptions o) {
        if (!o.instantPayments()) throw new OptionException("instant payments are not played at this table (option instant_payments=false)");
        int units = switch (e.kind()) {
            case EXPOSED_KONG, ADDED_KONG -> o.instantKong();
            case CONCEALED_KONG -> o.instantConcealedKong();
            case FLOWER_SET -> o.instantFlowerSet();
        };
        Settlement.Builder b = new Settlement.Builder(3);
        for (Wind w : List.of(Wind.E, Wind.S, Wind.W)) if (w != e.owner()) b.pay(w, e.owner(), units);
        return b.build();
    }
}
