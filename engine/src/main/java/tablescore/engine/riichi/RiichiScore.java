package tablescore.engine.riichi;

import java.util.List;
import tablescore.engine.rules.ScoreDetail;

/**
 * The riichi result beyond the common {@link tablescore.engine.rules.Scoring}: han and fu, the yaku with
 * their han, dora counts, the fu breakdown, the limit and the payments.
 *
 * @param yakumanMultiple how many yakuman the hand is paid as (0 below yakuman; kazoe yakuman is 1)
 */
public record RiichiScore(int han, int fu, List<YakuHan> yaku, int dora, int akaDora, int uraDora,
                          List<FuItem> fuBreakdown, Limit limit, int yakumanMultiple, int basicPoints,
                          RiichiPayments payments) implements ScoreDetail {

    /** One yaku of the hand with the han it gave. */
    public record YakuHan(Yaku yaku, int han) {
        private static final YakuHan[][] SHARED = new YakuHan[Yaku.values().length][27];

        static {
            for (Yaku y : Yaku.values()) for (int h = 0; h < 27; h++) SHARED[y.ordinal()][h] = new YakuHan(y, h);
        }

        /** The pair, shared for the han values yaku give (0-26). */
        public static YakuHan of(Yaku yaku, int han) {
            return han >= 0 && han < 27 ? SHARED[yaku.ordinal()][han] : new YakuHan(yaku, han);
        }
    }

    public RiichiScore {
        yaku = List.copyOf(yaku);
        fuBreakdown = List.copyOf(fuBreakdown);
    }

    /** The fu breakdown, which players check line by line below mangan. */
    @Override
    public List<String> explain() {
        StringBuilder sb = new StringBuilder("fu:");
        for (FuItem f : fuBreakdown) sb.append(' ').append(f.rule().name().toLowerCase()).append(' ').append(f.fu());
        return List.of(han + " han " + fu + " fu", sb.toString());
    }

    public String limitLabel() { return limit.label(yakumanMultiple); }

    public boolean hasYaku(Yaku y) {
        for (YakuHan yh : yaku) if (yh.yaku() == y) return true;
        return false;
    }
}
