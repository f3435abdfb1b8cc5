package tablescore.engine.zungjung;

import java.util.List;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.ScoreDetail;

/**
 * What Zung Jung reports beyond the common result: every pattern the chosen arrangement holds (the
 * counted ones are {@code Scoring.patterns()}), their plain sum before the limit, the scheme and par
 * used for the settlement and the seat that paid as the discarder (null: self-drawn or nobody liable).
 */
public record ZungJungDetail(List<PatternScore> present, int rawSum, PayoffScheme scheme, int par, Wind liable)
        implements ScoreDetail {

    public ZungJungDetail {
        present = List.copyOf(present);
    }
}
