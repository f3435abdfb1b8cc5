package tablescore.web.table;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * A hand typed instead of photographed: the concealed tiles, then each meld after a '|'
 * ("234m456p345s88s | 777z"). Every table implementation reads it the same way.
 */
public record TypedHand(List<TypedTile> tiles) {

    /** One tile and where it lies: "concealed", "meld 1".., or "bonus". */
    public record TypedTile(String tile, String group) {}

    public TypedHand {
        tiles = List.copyOf(tiles);
    }

    /** Reads the typed text; a sentence for the player when it is empty or not in the notation. */
    public static TypedHand parse(String hand) {
        if (hand == null || hand.isBlank()) throw new TableException("Type the hand, e.g. 234m456p345s88s | 777z.");
        List<TypedTile> tiles = new ArrayList<>();
        String[] groups = hand.split("\\|");
        for (int g = 0; g < groups.length; g++) {
            List<Tile> parsed;
            try {
                parsed = Notation.parse(groups[g].trim());
            } catch (IllegalArgumentException e) {
                throw new TableException("'" + groups[g].trim() + "' is not in the tile notation: " + e.getMessage());
            }
            for (Tile t : parsed) {
                tiles.add(new TypedTile(t.code(), t.isBonus() ? "bonus" : g == 0 ? "concealed" : "meld " + g));
            }
        }
        return new TypedHand(tiles);
    }
}
