package tablescore.device.table;

import java.util.Set;
import java.util.TreeSet;
import tablescore.engine.hand.TileSet;
import tablescore.engine.tile.Tile;

/** The faces a table's set holds, in notation, as the recogniser reads them ({@code Recognizer.withFaces}). */
public final class TableFaces {
    private TableFaces() {}

    /** Every face the set has a copy of, and the red fives when it plays them. */
    public static Set<String> of(TileSet set) {
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < Tile.INDICES; i++) {
            if (set.copies()[i] > 0) out.add(Tile.ofIndex(i).toString());
        }
        if (set.redFives() > 0) out.addAll(Set.of("0m", "0p", "0s"));
        return out;
    }
}
