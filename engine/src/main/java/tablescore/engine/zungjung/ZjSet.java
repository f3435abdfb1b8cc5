package tablescore.engine.zungjung;

import tablescore.engine.tile.Tile;

/**
 * One set of a hand read for Zung Jung: a chow (face = its lowest tile), a triplet or a kong, whether it
 * was declared (a meld) and whether it counts as a concealed triplet (series 4.2: every tile from the wall;
 * a concealed kong counts, a triplet completed by the winning discard does not).
 */
record ZjSet(boolean chow, boolean kong, int face, boolean concealedTriplet) {

    boolean isTriplet() { return !chow; }

    Tile tile() { return Tile.ofIndex(face); }

    int number() { return face % 9 + 1; }

    int suit() { return face / 9; }

    /** A terminal or honour tile somewhere in the set. */
    boolean hasTerminalOrHonour() {
        Tile t = tile();
        return chow ? number() == 1 || number() == 7 : t.isTerminalOrHonour();
    }

    boolean hasTerminal() {
        return chow ? number() == 1 || number() == 7 : tile().isTerminal();
    }
}
