package tablescore.engine.ningbo;

/**
 * What only the winner (和牌者) scores besides his sets and value pair (rules.md §4.1): the base and the
 * winning patterns, in fu or in fan. Wait fu count only for a pure wait: the hand before the win waited
 * on that one tile (two tiles for 雙碰和); 1222 or 4567 style multi-waits score nothing.
 */
public enum WinnerPattern {
    BASE("base (winner)", "副底", 10, false),
    ALL_PUNGS("all pungs", "對對和", 4, false),
    SELF_DRAW("self-draw", "自摸和", 2, false),
    LAST_TILE("last tile", "海底撈月", 4, false),
    KONG_REPLACEMENT("win on a kong replacement", "嶺上開花", 4, false),
    SINGLE_WAIT("single wait", "單釣和", 2, false),
    CLOSED_WAIT("closed (kanchan) wait", "嵌張和", 2, false),
    EDGE_WAIT("edge wait", "邊張和", 2, false),
    DOUBLE_PUNG_WAIT("two-pair (shanpon) wait", "雙碰和", 2, false),
    /** A pure closed or edge wait won by robbing a kong: replaces the plain wait fu (rules.md §4.5 #2). */
    GOLDEN_ROOSTER("golden rooster (robbing a kong, pure closed/edge wait)", "金雞奪食", 4, false),
    MIXED_ONE_SUIT("mixed one-suit (winner only)", "混一色", 1, true),
    PURE_ONE_SUIT("pure one-suit (winner only)", "清一色", 3, true);

    private final String english;
    private final String chinese;
    private final int value;
    private final boolean fan;

    WinnerPattern(String english, String chinese, int value, boolean fan) {
        this.english = english;
        this.chinese = chinese;
        this.value = value;
        this.fan = fan;
    }

    public String english() { return english; }
    public String chinese() { return chinese; }
    public int value() { return value; }
    public boolean isFan() { return fan; }

    FuItem item() { return new FuItem(name().toLowerCase(), english, chinese, value); }
}
