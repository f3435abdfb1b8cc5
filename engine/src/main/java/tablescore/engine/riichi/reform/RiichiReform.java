package tablescore.engine.riichi.reform;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.TileSet;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.riichi.Dora;
import tablescore.engine.riichi.Reading;
import tablescore.engine.riichi.Riichi;
import tablescore.engine.riichi.RiichiEvaluator;
import tablescore.engine.riichi.RiichiOptions;
import tablescore.engine.riichi.RiichiPayments;
import tablescore.engine.riichi.RiichiScore;
import tablescore.engine.riichi.Yaku;
import tablescore.engine.tile.Tile;

/**
 * The fu-less reform of seed 002 (rules.md §2.2), on the standard yaku detection: pinfu redefined at 2/3
 * han (closed, four chows, a number-tile pair, any wait), +1/3 for every closed ron, toitoi and san ankou
 * +1/3 each, +2/3 per open kan and +1 per closed kan (not for the minimum), the 250 × 2^(han−1) formula
 * with ×1.3 / ×1.6 for thirds, limits from 4 han. Every result carries the standard points for comparison.
 */
public final class RiichiReform implements RuleSystem<ReformOptions> {

    public static final String ID = "riichi-reform";
    public static final RiichiReform INSTANCE = new RiichiReform();

    private static final int PINFU_THIRDS = 2, CLOSED_RON_THIRDS = 1, TRIPLET_BONUS_THIRDS = 1;
    private static final int OPEN_KAN_THIRDS = 2, CLOSED_KAN_THIRDS = 3;

    @Override public String id() { return ID; }
    @Override public String englishName() { return "Riichi, fu-less reform (seed 002)"; }
    @Override public String originalName() { return "麻雀の点数計算改革論"; }
    @Override public TileSet tileSet() { return Riichi.TILES; }
    @Override public OptionSet<ReformOptions> options() { return ReformOptions.OPTIONS; }

    /** Reform pinfu: closed, four chows, the pair a number tile; the wait does not matter. */
    static boolean reformPinfu(Reading r) {
        if (!r.isMenzen() || r.shape() != Shape.REGULAR || r.pair() >= 27) return false;
        for (int i = 0; i < r.sets(); i++) if (r.kind(i) != Reading.CHOW) return false;
        return true;
    }

    /** The best reform reading so far. */
    private static final class Best implements RiichiEvaluator.Visitor {
        final RiichiOptions std;
        final int doraThirds, kanThirds;
        long mask;
        boolean pinfu, closedRon, yakuman, any;
        int yakuThirds = -1, total, basic = -1, multiple;
        final int kazoe;
        Arrangement arrangement;

        Best(RiichiOptions std, int doraThirds, int kanThirds, int kazoe) {
            this.std = std;
            this.doraThirds = doraThirds;
            this.kanThirds = kanThirds;
            this.kazoe = kazoe;
        }

        @Override
        public void reading(Reading r, Arrangement a, int blockIndex, WaitShape wait) {
            long m = Riichi.yakuMask(r, std);
            long yakumanBits = m & YAKUMAN_MASK;
            int y = 0, mult = 0;
            boolean p = false, ron = false;
            if (yakumanBits != 0) {
                m = yakumanBits;
                for (long bits = m; bits != 0; bits &= bits - 1) {
                    mult += YAKU[Long.numberOfTrailingZeros(bits)].han(r.isMenzen(), std) / 13;
                }
                y = 39 * mult;
            } else {
                m &= ~(1L << Yaku.PINFU.ordinal());
                for (long bits = m; bits != 0; bits &= bits - 1) y += thirdsOf(YAKU[Long.numberOfTrailingZeros(bits)], r.isMenzen(), std);
                p = reformPinfu(r);
                ron = r.isMenzen() && !r.isTsumo();
                if (p) y += PINFU_THIRDS;
                if (ron) y += CLOSED_RON_THIRDS;
            }
            int t = mult > 0 ? y : y + kanThirds + doraThirds;
            int b = y >= 3 ? ReformPoints.basic(t, mult, kazoe) : 0;
            if (b > basic || b == basic && (y > yakuThirds || y == yakuThirds && t > total)) {
                mask = m; pinfu = p; closedRon = ron; yakuman = mult > 0; multiple = mult;
                yakuThirds = y; total = t; basic = b; arrangement = a;
            }
        }
    }

    private static final Yaku[] YAKU = Yaku.values();
    private static final long YAKUMAN_MASK;

    static {
        long m = 0;
        for (Yaku y : YAKU) if (y.isYakuman()) m |= 1L << y.ordinal();
        YAKUMAN_MASK = m;
    }

    /** A standard yaku's value under the reform: toitoi and san ankou gain a third, the rest keep their han. */
    static int thirdsOf(Yaku y, boolean closed, RiichiOptions std) {
        int thirds = 3 * y.han(closed, std);
        if (y == Yaku.TOITOI || y == Yaku.SANANKOU) thirds += TRIPLET_BONUS_THIRDS;
        return thirds;
    }

    @Override
    public Scoring score(WinRequest q, ReformOptions o) {
        Hand h = q.hand();
        HandValidator.validate(h, Riichi.TILES);
        if (!h.isWinning()) throw new IllegalArgumentException("the hand has no winning tile");
        RiichiOptions std = o.standard();
        Scoring standard = Riichi.INSTANCE.score(q, std);
        Reading r = RiichiEvaluator.prepare(q);

        List<ReformItem> kanItems = new ArrayList<>(4);
        int kanThirds = 0;
        for (Meld m : h.melds()) {
            if (!m.isKong()) continue;
            boolean closedKan = m.kind() == MeldKind.CONCEALED_KONG;
            boolean openKan = m.kind() == MeldKind.EXPOSED_KONG || m.kind() == MeldKind.ADDED_KONG && o.addedKanIsOpenKan();
            int t = closedKan ? CLOSED_KAN_THIRDS : openKan ? OPEN_KAN_THIRDS : 0;
            if (t == 0) continue;
            kanThirds += t;
            String name = (closedKan ? "closed kan " : "open kan ") + m.notation()
                    + (m.kind() == MeldKind.ADDED_KONG ? " (added kan)" : "");
            kanItems.add(new ReformItem(name, closedKan ? "暗槓" : "明槓", t, ReformItem.KAN_BONUS));
        }
        int dora = 0, aka = 0, ura = 0;
        int[] all = new int[Tile.FACES];
        for (Tile t : h.allTiles()) all[t.index()]++;
        for (Tile t : q.doraIndicators()) dora += all[Dora.next(t.index())];
        if (std.akaDora()) for (Tile t : h.allTiles()) if (t.red()) aka++;
        boolean riichi = q.declared(tablescore.engine.rules.Declaration.RIICHI) || q.declared(tablescore.engine.rules.Declaration.DOUBLE_RIICHI);
        if (std.uraDora() && riichi) for (Tile t : q.uraDoraIndicators()) ura += all[Dora.next(t.index())];

        Best best = new Best(std, 3 * (dora + aka + ura), kanThirds, o.kazoeThreshold());
        if (!RiichiEvaluator.forEachReading(r, h, best)) return Scoring.refused(ID, q.winner(), Refusal.notComplete(), null);

        List<ReformItem> items = new ArrayList<>(10);
        boolean closed = h.isConcealed();
        for (long bits = best.mask; bits != 0; bits &= bits - 1) {
            Yaku y = YAKU[Long.numberOfTrailingZeros(bits)];
            items.add(new ReformItem(y.romaji().toLowerCase(), y.kanji(), best.yakuman ? 39 * (y.han(closed, std) / 13) : thirdsOf(y, closed, std), ReformItem.YAKU));
        }
        if (best.pinfu) items.add(new ReformItem("pinfu", "平和", PINFU_THIRDS, ReformItem.YAKU));
        if (best.closedRon) items.add(new ReformItem("closed ron", "門前ロン", CLOSED_RON_THIRDS, ReformItem.YAKU));
        if (!best.yakuman) {
            items.addAll(kanItems);
            if (dora > 0) items.add(new ReformItem("dora", "ドラ", 3 * dora, ReformItem.DORA));
            if (aka > 0) items.add(new ReformItem("aka dora", "赤ドラ", 3 * aka, ReformItem.DORA));
            if (ura > 0) items.add(new ReformItem("ura dora", "裏ドラ", 3 * ura, ReformItem.DORA));
        }
        List<PatternScore> patterns = new ArrayList<>(items.size());
        for (ReformItem i : items) {
            patterns.add(new PatternScore(i.name().replace(' ', '_'), i.name(), i.kanji(), i.thirds(), "third han",
                    Thirds.mixed(i.thirds()) + " han"));
        }
        int standardTotal = standard.isWin() ? ((RiichiScore) standard.detail()).payments().total() : 0;
        String standardRefusal = standard.isWin() ? null : standard.refusal().reason();
        String text = Thirds.mixed(best.total) + " han";
        if (best.yakuThirds < 3) {
            Refusal refusal = best.yakuThirds <= 0
                    ? new Refusal(Refusal.NO_YAKU, "the hand is complete but has no yaku (dora and kan bonuses are not yaku)")
                    : new Refusal(Refusal.BELOW_MINIMUM, "the yaku make " + Thirds.mixed(best.yakuThirds)
                            + " han, less than the one-han minimum (dora and kan bonuses do not count)");
            ReformScore detail = new ReformScore(items, Math.max(0, best.yakuThirds), best.total, null, 0, 0, null, standard,
                    new ReformScore.Comparison(null, 0, standard.isWin() ? standard.valueText() : null, standardTotal, standardRefusal));
            return new Scoring(ID, q.winner(), refusal, patterns, best.total, text, null, best.arrangement, null, detail);
        }
        RiichiPayments pay = RiichiPayments.of(best.basic, q.isDealer(), h.isSelfDrawn(), q.honba(), o.honba().points(),
                q.depositsOnTable());
        boolean pao = std.pao() && q.liable() != null && q.liable() != q.winner() && best.yakuman
                && (best.mask & (1L << Yaku.DAISANGEN.ordinal() | 1L << Yaku.DAISUUSHII.ordinal())) != 0;
        Settlement settlement = Riichi.settle(q, pay, pao);
        String limit = ReformPoints.limit(best.total, best.multiple, o.kazoeThreshold());
        if (best.yakuman) text = limit;
        ReformScore detail = new ReformScore(items, best.yakuThirds, best.total, limit, best.multiple, best.basic, pay,
                standard, new ReformScore.Comparison(text, pay.total(), standard.isWin() ? standard.valueText() : null,
                        standardTotal, standardRefusal));
        return new Scoring(ID, q.winner(), null, patterns, best.total, text, limit, best.arrangement, settlement, detail);
    }

    /** Noten payments are not about fu: as standard riichi. */
    @Override
    public Settlement exhaustiveDraw(DrawRequest draw, ReformOptions o) {
        return Riichi.INSTANCE.exhaustiveDraw(draw, o.standard());
    }
}
