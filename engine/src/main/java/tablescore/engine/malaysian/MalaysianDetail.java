package tablescore.engine.malaysian;

import java.util.List;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.ScoreDetail;

/** The Malaysian figures: fan items of the best reading, the total before and after the limit, and whether it may win. */
public record MalaysianDetail(List<PatternScore> fans, int fanTotal, int fanCapped, boolean validWin, int amountPerLoser)
        implements ScoreDetail {
    public MalaysianDetail {
        fans = List.copyOf(fans);
    }
}
