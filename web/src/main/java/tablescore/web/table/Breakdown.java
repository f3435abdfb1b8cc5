package tablescore.web.table;

import java.util.List;
import tablescore.engine.hand.Wind;

/**
 * A scored hand: every pattern with its value, the total and every seat's payment.
 *
 * @param refusal a sentence when the hand does not score (no yaku, below minimum), else null
 * @param valueText the total as players say it ("3 han 40 fu, 5200", "8 fan")
 * @param limit a limit name ("mangan"), or null
 */
public record Breakdown(String refusal, List<Line> patterns, String valueText, String limit,
                        List<Payment> payments) {
    public Breakdown {
        patterns = patterns == null ? List.of() : List.copyOf(patterns);
        payments = payments == null ? List.of() : List.copyOf(payments);
    }

    /** One pattern as on the printed table; {@code value} is the display text ("2 han", "1/3 han"). */
    public record Line(String code, String english, String original, String value) {}

    /** What a seat gains (positive) or pays (negative) for this hand, deposits included. */
    public record Payment(Wind seat, String player, long delta) {}
}
