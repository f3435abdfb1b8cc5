package tablescore.engine.riichi;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Tile;

/**
 * Standard Japanese riichi (rules.md §2.1): yaku and yakuman, dora, fu, limits, payments, honba and
 * riichi sticks, noten payments at an exhaustive draw. The reading that pays the winner most is scored
 * (ties: more han, then more fu, as the reference does).
 */
public final class Riichi implements RuleSystem<RiichiOptions> {

    public static final String ID = "riichi";
    /** 136 tiles with three red fives. */
    public static final TileSet TILES = TileSet.standard("riichi").redFives(3).build();
    public static final Riichi INSTANCE = new Riichi();

    private static final long YAKUMAN_MASK;
    private static final PatternScore[][] YAKU_PATTERNS = new PatternScore[Yaku.all().length][27];

    static {
        long m = 0;
        for (Yaku y : Yaku.all()) if (y.isYakuman()) m |= 1L << y.ordinal();
        YAKUMAN_MASK = m;
    }

    @Override public String id() { return ID; }
    @Override public String englishName() { return "Japanese riichi mahjong"; }
    @Override public String originalName() { return "立直麻雀"; }
    @Override public TileSet tileSet() { return TILES; }
    @Override public OptionSet<RiichiOptions> options() { return RiichiOptions.OPTIONS; }

    /** The best reading of a hand: its yaku (bit per {@link Yaku} ordinal), han, fu and basic points. */
    private static final class Best implements RiichiEvaluator.Visitor {
        private final RiichiOptions o;
        private final int doraHan;
        long mask;
        int han, fu, basic = -1;
        Arrangement arrangement;
        int winBlock;
        WaitShape wait;
        boolean yakuman;

        Best(RiichiOptions o, int doraHan) {
            this.o = o;
            this.doraHan = doraHan;
        }

        @Override
        public void reading(Reading r, Arrangement a, int blockIndex, WaitShape w) {
            long m = yakuMask(r, o);
            if (m == 0) return;
            boolean isYakuman = (m & YAKUMAN_MASK) != 0;
            int h = 0;
            if (isYakuman) m &= YAKUMAN_MASK;
            for (long bits = m; bits != 0; bits &= bits - 1) {
                h += Yaku.all()[Long.numberOfTrailingZeros(bits)].han(r.menzen, o);
            }
            if (!isYakuman) h += doraHan;
            int f = Fu.of(r, o, (m & 1L << Yaku.PINFU.ordinal()) != 0, null);
            int b = RiichiPoints.basic(h, f, isYakuman, o);
            if (b > basic || b == basic && (h > han || h == han && f > fu)) {
                mask = m;
                han = h;
                fu = f;
                basic = b;
                arrangement = a;
                winBlock = blockIndex;
                wait = w;
                yakuman = isYakuman;
            }
        }
    }

    /** Every yaku that holds on the reading, as a bit set over {@link Yaku} ordinals. */
    public static long yakuMask(Reading r, RiichiOptions o) {
        long m = 0;
        Yaku[] all = Yaku.all();
        for (int i = 0; i < all.length; i++) {
            Yaku y = all[i];
            if (!r.menzen && y.openHan() == 0) continue;
            if (y.holds(r, o)) m |= 1L << i;
        }
        return m;
    }

    @Override
    public Scoring score(WinRequest q, RiichiOptions o) {
        Hand h = q.hand();
        HandValidator.validate(h, TILES);
        if (!h.isWinning()) throw new IllegalArgumentException("the hand has no winning tile");
        Reading r = RiichiEvaluator.prepare(q);
        int dora = Dora.count(r.all, q.doraIndicators());
        int aka = 0;
        if (o.akaDora()) {
            for (Tile t : h.concealed()) if (t.red()) aka++;
            for (var m : h.melds()) for (Tile t : m.tiles()) if (t.red()) aka++;
        }
        int ura = o.uraDora() && r.riichi ? Dora.count(r.all, q.uraDoraIndicators()) : 0;
        Best best = new Best(o, dora + aka + ura);
        if (!RiichiEvaluator.forEachReading(r, h, best)) return Scoring.refused(ID, q.winner(), Refusal.notComplete(), null);
        if (best.basic < 0) {
            return Scoring.refused(ID, q.winner(), new Refusal(Refusal.NO_YAKU,
                    "the hand is complete but has no yaku (dora are not yaku)"), null);
        }
        RiichiEvaluator.fill(r, h, best.arrangement, best.winBlock, best.wait);
        List<FuItem> fuItems = new ArrayList<>(8);
        Fu.of(r, o, (best.mask & 1L << Yaku.PINFU.ordinal()) != 0, fuItems);

        List<RiichiScore.YakuHan> yaku = new ArrayList<>(6);
        List<PatternScore> patterns = new ArrayList<>(8);
        for (long bits = best.mask; bits != 0; bits &= bits - 1) {
            Yaku y = Yaku.all()[Long.numberOfTrailingZeros(bits)];
            int han = y.han(r.menzen, o);
            yaku.add(new RiichiScore.YakuHan(y, han));
            patterns.add(pattern(y, han));
        }
        if (!best.yakuman) {
            if (dora > 0) patterns.add(new PatternScore("dora", "Dora", "ドラ", dora, "han"));
            if (aka > 0) patterns.add(new PatternScore("aka_dora", "Red fives", "赤ドラ", aka, "han"));
            if (ura > 0) patterns.add(new PatternScore("ura_dora", "Ura dora", "裏ドラ", ura, "han"));
        }
        Limit limit = RiichiPoints.limit(best.han, best.fu, best.yakuman, o);
        int multiple = RiichiPoints.yakumanMultiple(best.han, best.yakuman, o);
        RiichiPayments pay = RiichiPayments.of(best.basic, q.isDealer(), r.tsumo, q.honba(), o.honbaPoints(), q.depositsOnTable());
        boolean pao = o.pao() && q.liable() != null && q.liable() != q.winner()
                && (best.mask & (1L << Yaku.DAISANGEN.ordinal() | 1L << Yaku.DAISUUSHII.ordinal())) != 0;
        Settlement settlement = settle(q, pay, pao);
        RiichiScore detail = new RiichiScore(best.han, best.fu, yaku, best.yakuman ? 0 : dora, best.yakuman ? 0 : aka,
                best.yakuman ? 0 : ura, fuItems, limit, multiple, best.basic, pay);
        String text = best.yakuman ? (multiple == 1 ? "yakuman" : multiple + "x yakuman") : best.han + " han " + best.fu + " fu";
        return new Scoring(ID, q.winner(), null, patterns, best.han, text, limit.label(multiple), best.arrangement, settlement, detail);
    }

    private static PatternScore pattern(Yaku y, int han) {
        PatternScore[] row = YAKU_PATTERNS[y.ordinal()];
        int slot = Math.min(han, row.length - 1);
        PatternScore p = row[slot];
        if (p == null || p.value() != han) {
            p = new PatternScore(y.name().toLowerCase(), y.english() + " (" + y.romaji() + ")", y.kanji(), han, "han",
                    y.isYakuman() ? (han == 13 ? "yakuman" : han / 13 + "x yakuman") : han + " han");
            row[slot] = p;
        }
        return p;
    }

    /**
     * Who pays whom. With pao the liable seat pays the whole tsumo, or half of a ron by another discarder
     * (the discarder pays the other half and the honba).
     */
    public static Settlement settle(WinRequest q, RiichiPayments pay, boolean pao) {
        Settlement.Builder s = new Settlement.Builder(4);
        Wind winner = q.winner();
        if (!pay.tsumo()) {
            Wind from = q.discarder();
            if (pao && q.liable() != from) {
                int half = pay.main() / 2;
                s.pay(q.liable(), winner, half);
                s.pay(from, winner, pay.main() - half + pay.mainBonus());
            } else {
                s.pay(from, winner, pay.main() + pay.mainBonus());
            }
        } else {
            for (Wind w : Wind.values()) {
                if (w == winner) continue;
                int amount = pay.payment(w == Wind.E);
                s.pay(pao ? q.liable() : w, winner, amount);
            }
        }
        if (pay.riichiSticksBonus() > 0) s.takeFromTable(winner, pay.riichiSticksBonus());
        return s.build();
    }

    /**
     * Noten payments (rules.md §2.1): 3000 in all by default, each noten seat paying an equal share to each
     * tenpai seat (1 tenpai: 1000 from each; 2: 1500 from each noten; 3: the noten pays 1000 to each).
     * Riichi sticks stay on the table.
     */
    @Override
    public Settlement exhaustiveDraw(DrawRequest draw, RiichiOptions o) {
        Settlement.Builder s = new Settlement.Builder(4);
        int tenpai = draw.ready().size();
        if (tenpai == 0 || tenpai == 4) return s.build();
        int share = o.notenPayment() / ((4 - tenpai) * tenpai);
        for (Wind from : Wind.values()) {
            if (draw.ready().contains(from)) continue;
            for (Wind to : draw.ready()) s.pay(from, to, share);
        }
        return s.build();
    }
}
