package tablescore.engine.fuzhou;

import java.util.List;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.ScoreDetail;

/**
 * The Fuzhou figures behind a win: the best regular reading (its fans, uncapped and capped total, kong bonus,
 * points), the best big hand (null if none) and which of the two pays, the points from each payer and the
 * deposits the winner takes from the table.
 */
public record FuzhouDetail(List<PatternScore> fans, int fanTotal, int fanCapped, int kongBonusPoints,
                           int regularPointsPerPayer, FuzhouBigHand bigHand, int bigHandPoints, boolean regularUsed,
                           int pointsPerPayer, int depositsCollected) implements ScoreDetail {

    public FuzhouDetail {
        fans = List.copyOf(fans);
    }

    /** "regular" or the big hand that pays, as the vectors name it. */
    public String scoringUsed() { return regularUsed ? "regular" : bigHand.label(); }
}
