package tablescore.engine.ningbo;

import java.util.EnumMap;
import java.util.Map;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.ScoreDetail;

/** Every seat's score in the deal (all four hands are scored) and the seat liable under 包, if any. */
public record NingboDetail(Map<Wind, SeatScore> seats, Wind liable) implements ScoreDetail {

    public NingboDetail {
        seats = java.util.Collections.unmodifiableMap(new EnumMap<>(seats));
    }

    public SeatScore of(Wind w) { return seats.get(w); }
}
