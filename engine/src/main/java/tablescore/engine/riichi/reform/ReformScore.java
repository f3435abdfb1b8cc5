package tablescore.engine.riichi.reform;

import java.util.List;
import tablescore.engine.riichi.RiichiPayments;
import tablescore.engine.rules.ScoreDetail;
import tablescore.engine.rules.Scoring;

/**
 * The reform result: items in thirds of a han, the total that counts for the one-han minimum, the whole
 * total, the limit and payments, and the same hand under standard rules ({@code standard}, the full
 * standard scoring, and {@code comparison}, the two sets of numbers side by side).
 */
public record ReformScore(List<ReformItem> items, int yakuThirds, int totalThirds, String limit, int yakumanMultiple,
                          int basicPoints, RiichiPayments payments, Scoring standard, Comparison comparison)
        implements ScoreDetail {

    public ReformScore {
        items = List.copyOf(items);
    }

    /**
     * Reform and standard numbers for the same hand. Standard fields are 0 (and {@code standardRefusal}
     * says why) when standard rules do not let the hand win; reform fields are 0 when the reform does not.
     */
    public record Comparison(String reformValue, int reformTotal, String standardValue, int standardTotal,
                             String standardRefusal) {
        /** What the reform gives minus what standard rules give, winner's total. */
        public int difference() { return reformTotal - standardTotal; }
    }
}
