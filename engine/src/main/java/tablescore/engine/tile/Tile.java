package tablescore.engine.tile;

import java.util.List;

/**
 * One tile. Playing faces (the 34 of a full set) have a face index 0-33 used by the arrangement
 * search: 1-9m = 0-8, 1-9p = 9-17, 1-9s = 18-26, East..Red = 27-33. Bonus tiles and the Fly have
 * indices above that. A red five is a five with {@code red} set: same face, different tile.
 * Instances are interned, so {@code ==} works, but equals is value-based anyway.
 */
public record Tile(Suit suit, int number, boolean red) implements Comparable<Tile> {

    public static final int FACES = 34;
    public static final int EAST = 27, SOUTH = 28, WEST = 29, NORTH = 30, WHITE = 31, GREEN = 32, RED_DRAGON = 33;
    private static final int FLOWER_BASE = 34, ANIMAL_BASE = 42, HEAD_BASE = 46, FLY_INDEX = 48;
    /** Number of distinct indices, bonus tiles and the Fly included. */
    public static final int INDICES = 49;

    private static final Tile[] BY_INDEX = new Tile[INDICES];
    private static final Tile[] RED_FIVES = new Tile[3];

    static {
        for (Suit s : Suit.values()) {
            if (s == Suit.FLY) {
                BY_INDEX[FLY_INDEX] = new Tile(s, 0, false);
                continue;
            }
            for (int n = 1; n <= s.highest(); n++) {
                Tile t = new Tile(s, n, false);
                BY_INDEX[t.index()] = t;
            }
        }
        RED_FIVES[0] = new Tile(Suit.CHARACTERS, 5, true);
        RED_FIVES[1] = new Tile(Suit.DOTS, 5, true);
        RED_FIVES[2] = new Tile(Suit.BAMBOO, 5, true);
    }

    public Tile {
        if (suit == null) throw new IllegalArgumentException("a tile needs a suit");
        boolean numberOk = suit == Suit.FLY ? number == 0 : number >= 1 && number <= suit.highest();
        if (!numberOk) throw new IllegalArgumentException("no tile " + number + suit.letter());
        if (red && !(suit.isNumbered() && number == 5)) {
            throw new IllegalArgumentException("only a numbered five can be red");
        }
    }

    /** The interned tile; {@code number} 0 of a numbered suit means its red five, as in the notation. */
    public static Tile of(Suit suit, int number) {
        if (suit.isNumbered() && number == 0) return RED_FIVES[suit.ordinal()];
        if (suit == Suit.FLY) {
            if (number != 0) throw new IllegalArgumentException("the Fly is written 0x");
            return BY_INDEX[FLY_INDEX];
        }
        if (number < 1 || number > suit.highest()) {
            throw new IllegalArgumentException("no tile " + number + suit.letter());
        }
        return BY_INDEX[indexOf(suit, number)];
    }

    /** The plain (not red) tile of a face index 0-48. */
    public static Tile ofIndex(int index) {
        return BY_INDEX[index];
    }

    public static Tile fly() { return BY_INDEX[FLY_INDEX]; }

    private static int indexOf(Suit suit, int number) {
        return switch (suit) {
            case CHARACTERS -> number - 1;
            case DOTS -> 8 + number;
            case BAMBOO -> 17 + number;
            case HONOURS -> 26 + number;
            case FLOWERS -> FLOWER_BASE - 1 + number;
            case ANIMALS -> ANIMAL_BASE - 1 + number;
            case HEADS -> HEAD_BASE - 1 + number;
            case FLY -> FLY_INDEX;
        };
    }

    /** Face index: red fives share their five's index. */
    public int index() { return indexOf(suit, number); }

    /** The same face without the red marking. */
    public Tile plain() { return red ? BY_INDEX[index()] : this; }

    public boolean isPlaying() { return index() < FACES; }
    public boolean isNumbered() { return suit.isNumbered(); }
    public boolean isHonour() { return suit == Suit.HONOURS; }
    public boolean isWind() { return suit == Suit.HONOURS && number <= 4; }
    public boolean isDragon() { return suit == Suit.HONOURS && number >= 5; }
    public boolean isTerminal() { return suit.isNumbered() && (number == 1 || number == 9); }
    /** Terminal or honour: 么九. */
    public boolean isTerminalOrHonour() { return isTerminal() || isHonour(); }
    public boolean isSimple() { return suit.isNumbered() && number >= 2 && number <= 8; }
    public boolean isBonus() { return suit.isBonus(); }
    public boolean isFly() { return suit == Suit.FLY; }

    /** The notation of this one tile: "3p", "0m" (red five), "0x" (Fly). */
    public String code() {
        return (red ? "0" : Integer.toString(number)) + suit.letter();
    }

    /** Faces of the arrangement search are compared by index; red fives sort right after the plain five. */
    @Override
    public int compareTo(Tile o) {
        int c = Integer.compare(index(), o.index());
        return c != 0 ? c : Boolean.compare(red, o.red);
    }

    @Override
    public String toString() { return code(); }

    public static List<Tile> playingFaces() {
        return List.of(BY_INDEX).subList(0, FACES);
    }
}
