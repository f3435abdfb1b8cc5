package tablescore.engine.hand;

/** Circumstances of a win that the tiles cannot show, in the one vocabulary of the vector files. */
public enum Incidental {
    /** Self-drawn last tile of the wall (haitei, 海底撈月). */
    FINAL_DRAW("final_draw"),
    /** Won on the last discard (houtei, 河底撈魚). */
    FINAL_DISCARD("final_discard"),
    /** Self-drawn kong replacement tile (rinshan, 嶺上開花). */
    WIN_ON_KONG("win_on_kong"),
    /** Dealer wins with the dealt hand (tenhou, 天和). */
    BLESSING_OF_HEAVEN("blessing_of_heaven"),
    /** Non-dealer wins in the first go-around (chiihou, 地和). */
    BLESSING_OF_EARTH("blessing_of_earth"),
    /** Fuzhou 抢金: the revealed gold indicator completes a ready hand. */
    ROBBING_THE_GOLD("robbing_the_gold"),
    /** Malaysian 花上: self-drawn replacement of a bonus tile. */
    WIN_ON_BONUS_REPLACEMENT("win_on_bonus_replacement");

    private final String wireName;

    Incidental(String wireName) { this.wireName = wireName; }

    public String wireName() { return wireName; }

    public static Incidental parse(String s) {
        if (s == null) throw new IllegalArgumentException("no win condition given (final_draw, final_discard, ...)");
        for (Incidental i : values()) {
            if (i.wireName.equalsIgnoreCase(s.trim())) return i;
        }
        throw new IllegalArgumentException("'" + s + "' is not a win condition (final_draw, final_discard, "
                + "win_on_kong, blessing_of_heaven, blessing_of_earth, robbing_the_gold, win_on_bonus_replacement)");
    }
}
