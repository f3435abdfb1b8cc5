package tablescore.engine.hand;

import java.util.Arrays;
import java.util.BitSet;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

/**
 * The tiles a rule system plays with: how many copies of each face (0 = not in the set), how many red
 * fives, how many sets a winning hand has (4, or 5 for Fuzhou's 17 tiles), how many seats play, and
 * whether a revealed face is gold (wild: Fuzhou's 金).
 */
public record TileSet(String name, int[] copies, int redFives, int setsInHand, int seats, boolean sevenPairsShape,
                      boolean playsGold) {

    public TileSet {
        copies = copies.clone();
        if (copies.length != Tile.INDICES) throw new IllegalArgumentException("copies must cover every tile index");
    }

    /** Tiles in a complete hand, kongs counted as three: 14, or 17 with five sets. */
    public int winningHandSize() { return setsInHand * 3 + 2; }

    public int copiesOf(Tile t) { return copies[t.index()]; }

    public boolean uses(Tile t) {
        if (t.red() && redFives == 0) return false;
        return copies[t.index()] > 0;
    }

    public boolean usesSuit(Suit s) {
        for (int i = 0; i < Tile.INDICES; i++) {
            if (copies[i] > 0 && Tile.ofIndex(i).suit() == s) return true;
        }
        return false;
    }

    /** Playing faces (0-33) in the set: the faces a wild tile may stand for. */
    public BitSet playingFaces() {
        BitSet b = new BitSet(Tile.FACES);
        for (int i = 0; i < Tile.FACES; i++) if (copies[i] > 0) b.set(i);
        return b;
    }

    public int totalTiles() { return Arrays.stream(copies).sum(); }

    @Override
    public boolean equals(Object o) {
        return o instanceof TileSet t && name.equals(t.name) && Arrays.equals(copies, t.copies) && redFives == t.redFives
                && setsInHand == t.setsInHand && seats == t.seats && sevenPairsShape == t.sevenPairsShape && playsGold == t.playsGold;
    }

    @Override
    public int hashCode() { return name.hashCode() * 31 + Arrays.hashCode(copies); }

    /** Builder over suits: e.g. {@code builder("riichi").suit(CHARACTERS, 4)...}. */
    public static Builder builder(String name) { return new Builder(name); }

    public static final class Builder {
        private final String name;
        private final int[] copies = new int[Tile.INDICES];
        private int redFives;
        private int sets = 4;
        private int seats = 4;
        private boolean sevenPairs = true;
        private boolean gold;

        private Builder(String name) { this.name = name; }

        public Builder suit(Suit s, int copiesEach) {
            for (int i = 0; i < Tile.INDICES; i++) if (Tile.ofIndex(i).suit() == s) copies[i] = copiesEach;
            return this;
        }

        public Builder only(int copiesEach, int... indices) {
            for (int i : indices) copies[i] = copiesEach;
            return this;
        }

        public Builder fly(int copiesOfFly) { copies[Tile.fly().index()] = copiesOfFly; return this; }
        public Builder redFives(int n) { redFives = n; return this; }
        public Builder setsInHand(int n) { sets = n; return this; }
        public Builder seats(int n) { seats = n; return this; }
        public Builder sevenPairs(boolean allowed) { sevenPairs = allowed; return this; }
        public Builder gold() { gold = true; return this; }

        public TileSet build() { return new TileSet(name, copies, redFives, sets, seats, sevenPairs, gold); }
    }

    /** The 136 tiles: 1-9 m p s and the seven honours, four of each. */
    public static Builder standard(String name) {
        return builder(name).suit(Suit.CHARACTERS, 4).suit(Suit.DOTS, 4).suit(Suit.BAMBOO, 4).suit(Suit.HONOURS, 4);
    }
}
