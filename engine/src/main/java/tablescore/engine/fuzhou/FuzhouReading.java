package tablescore.engine.fuzhou;

import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Wait;
import tablescore.engine.rules.PatternScore;

/**
 * One reading of a winning hand: an arrangement (null when only 三金倒 wins), the wait read, its regular fans
 * (uncapped total) and the big hand it also makes, if any.
 */
public record FuzhouReading(Arrangement arrangement, Wait winningWait, List<PatternScore> fans, int fanTotal, FuzhouBigHand bigHand) {

    public FuzhouReading {
        fans = List.copyOf(fans);
    }
}
