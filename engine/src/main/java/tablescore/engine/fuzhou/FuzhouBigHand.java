package tablescore.engine.fuzhou;

/** The fixed-point gold hands of rules.md §3.4, points from each payer. */
public enum FuzhouBigHand {
    DEALER_ROBS_THE_GOLD("庄家抢金", "robbing the gold (dealer)", 32, true),
    NON_DEALER_ROBS_THE_GOLD("闲家抢金", "robbing the gold (non-dealer)", 32, true),
    THREE_GOLDS("三金倒", "three golds", 32, true),
    GOLD_PAIR("金雀", "gold pair", 40, false),
    GOLD_DRAGON("金龙", "gold dragon", 64, false);

    private final String chinese;
    private final String english;
    private final int points;
    private final boolean alwaysSelfDrawn;

    FuzhouBigHand(String chinese, String english, int points, boolean alwaysSelfDrawn) {
        this.chinese = chinese;
        this.english = english;
        this.points = points;
        this.alwaysSelfDrawn = alwaysSelfDrawn;
    }

    public String chinese() { return chinese; }
    public String english() { return english; }
    public int points() { return points; }
    /** 抢金 and 三金倒 are always won on one's own turn, so all three pay (seed: "必然收取3家点数"). */
    public boolean alwaysSelfDrawn() { return alwaysSelfDrawn; }
    public String label() { return chinese + " " + english; }
}
