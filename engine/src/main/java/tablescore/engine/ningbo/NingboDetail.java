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

    /** Every seat's hand, since the losers settle among themselves too. */
    @Override
    public java.util.List<String> explain() {
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (SeatScore s : seats.values()) {
            StringBuilder sb = new StringBuilder(s.seat() + (s.winner() ? " (winner)" : "") + ": ");
            for (FuItem f : s.fu()) sb.append(f.description()).append(' ').append(f.value()).append(" fu; ");
            for (FuItem f : s.fan()) sb.append(f.description()).append(' ').append(f.value()).append(" fan; ");
            sb.append("score ").append(s.score()).append(s.capped() ? " (capped)" : "");
            lines.add(sb.toString());
        }
        if (liable != null) lines.add("liable (包): " + liable);
        return lines;
    }
}
