package tablescore.web.table;

import java.util.List;

/**
 * Everything the dashboard shows. Immutable, serialised by Jackson as it is.
 *
 * @param version grows on every change
 * @param tableName the table's name (shown in the title)
 * @param flow where the table is in its flow
 * @param message a sentence about the flow or the last error, or null
 * @param device camera and hardware status
 * @param match the running or last match, or null before any
 * @param review the hand under review, or null
 * @param hands every event of the match (wins, draws, penalties), oldest first
 */
public record TableView(long version, String tableName, Flow flow, String message, DeviceStatus device,
                        MatchView match, Review review, List<HandRecord> hands) {
    public TableView {
        hands = hands == null ? List.of() : List.copyOf(hands);
    }
}
