package tablescore.engine.tile;

/** The suits of every rule system, with the letter the notation writes after the digits. */
public enum Suit {
    CHARACTERS('m', 9, "萬"),
    DOTS('p', 9, "筒"),
    BAMBOO('s', 9, "條"),
    HONOURS('z', 7, "字"),
    /** Flowers 1-4 and seasons 5-8; number mod 4 names the seat (1 East ... 4 North). */
    FLOWERS('f', 8, "花"),
    /** Malaysian animals: 1 cat, 2 rat, 3 rooster, 4 centipede. */
    ANIMALS('a', 4, "動物"),
    /** Malaysian heads: 1 man's head, 2 woman's head. */
    HEADS('h', 2, "人頭"),
    /** The Malaysian wild tile 飛, written 0x. */
    FLY('x', 0, "飛");

    private final char letter;
    private final int highest;
    private final String chinese;

    Suit(char letter, int highest, String chinese) {
        this.letter = letter;
        this.highest = highest;
        this.chinese = chinese;
    }

    public char letter() { return letter; }

    /** Highest number a tile of this suit carries (the Fly carries 0). */
    public int highest() { return highest; }

    public String chinese() { return chinese; }

    /** Characters, dots and bamboo: the suits that make chows and have terminals. */
    public boolean isNumbered() { return this == CHARACTERS || this == DOTS || this == BAMBOO; }

    /** Bonus tiles are set aside and scored, never part of the hand's sets. */
    public boolean isBonus() { return this == FLOWERS || this == ANIMALS || this == HEADS; }

    public static Suit ofLetter(char c) {
        for (Suit s : values()) {
            if (s.letter == c) return s;
        }
        return null;
    }
}
