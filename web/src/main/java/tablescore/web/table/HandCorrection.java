package tablescore.web.table;

import java.util.List;
import java.util.Map;
import tablescore.engine.hand.Wind;

/**
 * A correction of a logged hand. Null or empty fields leave that part as it was.
 *
 * @param winner a different winner
 * @param tiles tile replacements by position of the hand's recognised tiles
 * @param answers new answers by question id (values as in the question's choices)
 * @param delete true to strike the hand from the match (as an event; nothing is deleted from the log)
 */
public record HandCorrection(Wind winner, List<TileChange> tiles, Map<String, List<String>> answers, boolean delete) {
    public HandCorrection {
        tiles = tiles == null ? List.of() : List.copyOf(tiles);
        answers = answers == null ? Map.of() : Map.copyOf(answers);
    }

    public record TileChange(int position, String tile) {}
}
