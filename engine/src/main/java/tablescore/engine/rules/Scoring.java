package tablescore.engine.rules;

import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.hand.Wind;

/**
 * The result of scoring a win: the patterns of the best arrangement with their values, the hand's value
 * in the system's terms, the limit reached if any, and the settlement. A refused win carries its refusal
 * (and, where the rules make a false win pay, the penalty as its settlement).
 *
 * @param value       the hand's value in the system's unit (han, points, fan, fu): what the players quote
 * @param valueText   the value as players say it: "3 han 30 fu", "85 points", "4 fan"
 * @param limit       the limit reached (mangan, counted_limit, ...) or null
 * @param arrangement the arrangement scored (null for a refusal with no complete arrangement)
 */
public record Scoring(String system, Wind winner, Refusal refusal, List<PatternScore> patterns, int value,
                      String valueText, String limit, Arrangement arrangement, Settlement settlement, ScoreDetail detail) {

    public Scoring {
        patterns = List.copyOf(patterns);
    }

    public boolean isWin() { return refusal == null; }

    public static Scoring refused(String system, Wind winner, Refusal refusal, Settlement penalty) {
        return new Scoring(system, winner, refusal, List.of(), 0, refusal.reason(), null, null, penalty, null);
    }
}
