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
    public record YakuHan(Yaku yaku, int han) {}

    public RiichiScore {
        yaku = List.copyOf(yaku);
        fuBreakdown = List.copyOf(fuBreakdown);
    }

    public String limitLabel() { return limit.label(yakumanMultiple); }

    public boolean hasYaku(Yaku y) {
        for (YakuHan yh : yaku) if (yh.yaku() == y) return true;
        return false;
    }
}
