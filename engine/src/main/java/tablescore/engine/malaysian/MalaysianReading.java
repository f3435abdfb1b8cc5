package tablescore.engine.malaysian;

import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Wait;
import tablescore.engine.rules.PatternScore;

/** One reading of a Malaysian hand: the arrangement (null when four Flies win alone), the wait, the fan items and their sum. */
public record MalaysianReading(Arrangement arrangement, Wait winningWait, List<PatternScore> fans, int fanTotal) {
    public MalaysianReading {
        fans = List.copyOf(fans);
    }
}
