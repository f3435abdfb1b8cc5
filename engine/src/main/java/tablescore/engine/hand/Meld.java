package tablescore.engine.hand;

import java.util.List;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * A declared set: its kind, its tiles (a Fly may stand in a Malaysian pung or kong), and the seat the
 * claimed tile came from (null for a concealed kong or when the table did not say).
 */
public record Meld(MeldKind kind, List<Tile> tiles, Wind claimedFrom) {

    public Meld {
        if (kind == null) throw new IllegalArgumentException("a meld needs a kind");
        tiles = List.copyOf(tiles);
        if (tiles.size() != kind.size()) {
            throw new HandException("a " + kind.wireName() + " has " + kind.size() + " tiles, not "
                    + tiles.size() + " (" + Notation.format(tiles) + ")");
        }
    }

    public static Meld of(MeldKind kind, String tiles) {
        return new Meld(kind, Notation.parse(tiles), null);
    }

    public boolean isKong() { return kind.isKong(); }
    public boolean isChow() { return kind == MeldKind.CHOW; }
    /** Pungs and kongs: the sets of one face. */
    public boolean isPungOrKong() { return kind != MeldKind.CHOW; }
    public boolean isConcealed() { return kind.isConcealed(); }

    /** The face of a pung or kong, or the lowest real tile of a chow; Flies standing in are skipped. */
    public Tile face() {
        Tile lowest = null;
        for (Tile t : tiles) {
            if (t.isFly()) continue;
            if (lowest == null || t.index() < lowest.index()) lowest = t.plain();
        }
        return lowest;
    }

    public String notation() { return Notation.format(tiles); }

    @Override
    public String toString() { return kind.wireName() + ":" + notation(); }
}
