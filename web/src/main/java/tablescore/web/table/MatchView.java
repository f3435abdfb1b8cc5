package tablescore.web.table;

import java.util.List;
import java.util.Map;
import tablescore.engine.hand.Wind;

/**
 * A match and its standings.
 *
 * @param id stable id of the match (used for export)
 * @param ruleSystem rule system id ("riichi", ...); names below for display
 * @param options every option's value by name, as the engine describes them
 * @param running false once the match has ended
 * @param seats one row per seat in seat order (E, S, W, N)
 * @param round where the match is now
 * @param pointsHistory the points of every seat after each event, starting with the starting points
 * @param settleUp fewest transfers that settle the match (shown when it has ended), may be empty
 * @param exportFormats the formats {@link TableService#exportMatch} takes, e.g. json, csv, tenhou
 * @param tiles the faces the match's tile set holds, in notation ("1m", "0p" when it plays red fives,
 *              "1a", "0x"): the only tiles the camera reads and the tile picker offers; empty when not known
 */
public record MatchView(String id, String ruleSystem, String ruleSystemName, String ruleSystemOriginalName,
                        Map<String, String> options, boolean running, List<SeatView> seats, RoundView round,
                        List<PointsAfter> pointsHistory, List<Transfer> settleUp, List<String> exportFormats,
                        List<String> tiles) {
    public MatchView {
        tiles = tiles == null ? List.of() : List.copyOf(tiles);
        options = options == null ? Map.of() : Map.copyOf(options);
        seats = List.copyOf(seats);
        pointsHistory = pointsHistory == null ? List.of() : List.copyOf(pointsHistory);
        settleUp = settleUp == null ? List.of() : List.copyOf(settleUp);
        exportFormats = exportFormats == null ? List.of() : List.copyOf(exportFormats);
    }

    /**
     * One seat's standing: points, rank (1 = leading), and the change the last event brought. {@code seat}
     * is the physical seat (where its button is), named by its wind at the start of the match; every other
     * Wind in the contract that names a player means this. {@code windNow} is its wind in the current deal.
     */
    public record SeatView(Wind seat, String player, Wind windNow, long points, int rank, long lastChange,
                           boolean dealer) {}

    /**
     * @param label what players say, e.g. "East 2" or "South round, hand 3"
     * @param deposits points lying on the table (riichi sticks, 报听 deposits)
     */
    public record RoundView(Wind roundWind, int handNumber, Wind dealer, int honba, long deposits, String label) {}

    /** Points of each seat after an event; {@code label} names the event ("start", "E1 tsumo"). */
    public record PointsAfter(String label, Map<Wind, Long> points) {
        public PointsAfter {
            points = Map.copyOf(points);
        }
    }

    public record Transfer(Wind from, Wind to, long points) {}
}
