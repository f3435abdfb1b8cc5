package tablescore.engine.fuzhou;

/** The fan items of rules.md §3.3-3.5, each with its names and value (a per-unit value where it counts units). */
public enum FuzhouYaku {
    GOLD("金牌", "gold tile", 1),
    DRAGON_PUNG("三元", "dragon pung", 1),
    ALL_SIMPLES("断幺九", "all simples", 1),
    CONCEALED("门前清", "concealed", 1),
    THREE_COLOUR_CHOWS("三色", "(同顺) three-suit chows", 1),
    THREE_COLOUR_PUNGS("三色", "(同刻) three-suit triplets", 1),
    TWIN_CHOWS("一般高", "two identical chows", 1),
    PURE_STRAIGHT("一气通贯", "pure straight", 2),
    SMALL_THREE_DRAGONS("小三元", "small three dragons", 3),
    /** Worth the fan cap: the limit. */
    BIG_THREE_DRAGONS("大三元", "big three dragons (limit)", 0),
    GOLD_MIDDLE("金坎", "gold as kanchan middle", 1),
    ROAMING_GOLD("游金", "roaming gold", 1),
    ROBBING_A_KONG("抢杠", "robbing a kong", 1),
    WIN_ON_KONG("杠上开花", "win on a kong replacement", 1),
    FINAL_DRAW("海底捞月", "last tile self-drawn", 1),
    FINAL_DISCARD("河底捞鱼", "last discard", 1),
    READY("报听", "declared ting", 1);

    private final String chinese;
    private final String english;
    private final int fan;

    FuzhouYaku(String chinese, String english, int fan) {
        this.chinese = chinese;
        this.english = english;
        this.fan = fan;
    }

    public String chinese() { return chinese; }
    public String english() { return english; }
    /** Fan per unit (per gold, per dragon pung, per gold in the 游金 set). */
    public int fan() { return fan; }
    public String code() { return name().toLowerCase(); }
}
