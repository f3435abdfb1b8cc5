package tablescore.engine.hand;

import tablescore.engine.tile.Tile;

/**
 * The four winds. In scoring a seat is named by its wind for the deal being scored: East is the dealer,
 * South the dealer's right (the next to play), and so on. A match maps players to winds hand by hand.
 */
public enum Wind {
    E("East", "東"), S("South", "南"), W("West", "西"), N("North", "北");

    private final String english;
    private final String chinese;

    Wind(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    public String english() { return english; }
    public String chinese() { return chinese; }

    /** The honour tile of this wind: 1z ... 4z. */
    public Tile tile() { return Tile.ofIndex(Tile.EAST + ordinal()); }

    /** The wind {@code steps} seats further in turn order (E to S to W to N), wrapping among {@code seats}. */
    public Wind next(int steps, int seats) {
        return values()[Math.floorMod(ordinal() + steps, seats)];
    }

    public static Wind parse(String s) {
        if (s == null) throw new IllegalArgumentException("no wind given (E, S, W or N)");
        switch (s.trim().toUpperCase()) {
            case "E", "EAST": return E;
            case "S", "SOUTH": return S;
            case "W", "WEST": return W;
            case "N", "NORTH": return N;
            default: throw new IllegalArgumentException("'" + s + "' is not a wind (E, S, W or N)");
        }
    }
}
