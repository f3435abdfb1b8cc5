package tablescore.engine.ningbo;

import java.util.List;
import tablescore.engine.hand.Wind;

/**
 * One seat's hand score: its fu items and fan items, their totals, the raw score fu × 2^fan (null for a
 * limit hand, which is worth its fixed value), the score after the cap, whether the cap cut it, and the
 * limit hand if any.
 */
public record SeatScore(Wind seat, boolean winner, List<FuItem> fu, List<FuItem> fan, int fuTotal, int fanTotal,
                        Integer raw, int score, boolean capped, LimitHand limitHand) {

    public SeatScore {
        fu = List.copyOf(fu);
        fan = List.copyOf(fan);
    }
}
