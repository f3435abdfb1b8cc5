package tablescore.engine.arrange;

import tablescore.engine.tile.Tile;

/**
 * One set or the pair of an arrangement: its kind, its face (the lowest face for a chow) and which of its
 * positions are filled by wild tiles (bit k set: the tile {@code face + k} of a chow, or the k-th copy of a
 * pung or pair, is a wild standing in).
 */
public record Block(BlockKind kind, int face, int wildMask) implements Comparable<Block> {

    /** Face index of the tile at position k (0-based) of this block. */
    public int faceAt(int k) { return kind == BlockKind.CHOW ? face + k : face; }

    public Tile tile() { return Tile.ofIndex(face); }

    public int wilds() { return Integer.bitCount(wildMask); }

    public boolean hasWild() { return wildMask != 0; }

    public boolean isWildAt(int k) { return (wildMask >> k & 1) != 0; }

    public boolean isChow() { return kind == BlockKind.CHOW; }
    public boolean isPung() { return kind == BlockKind.PUNG; }
    public boolean isPair() { return kind == BlockKind.PAIR; }

    /** True when any tile of the block is a terminal or honour (for chanta-like patterns). */
    public boolean hasTerminalOrHonour() {
        Tile t = tile();
        if (kind != BlockKind.CHOW) return t.isTerminalOrHonour();
        return t.number() == 1 || t.number() == 7;
    }

    @Override
    public int compareTo(Block o) {
        int c = Integer.compare(kind.ordinal(), o.kind.ordinal());
        if (c != 0) return c;
        c = Integer.compare(face, o.face);
        return c != 0 ? c : Integer.compare(wildMask, o.wildMask);
    }

    /** The tiles of the block in notation, wild positions marked with '*' after the digit: "4*56p". */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < kind.size(); k++) {
            sb.append(Tile.ofIndex(faceAt(k)).number());
            if (isWildAt(k)) sb.append('*');
        }
        return sb.append(tile().suit().letter()).toString();
    }
}
