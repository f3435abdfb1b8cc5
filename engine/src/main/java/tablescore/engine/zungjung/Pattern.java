package tablescore.engine.zungjung;

/**
 * The 44 patterns of Zung Jung v3.3 (rules.md §1.2), each with its number on the official list, its
 * English and Chinese names and its points. The series is the number without its last item
 * ("2.1" for 2.1.1 and 2.1.2); at most one pattern of a series counts, except 3.1 which counts per set.
 */
public enum Pattern {
    ALL_SEQUENCES("1.1", "All Sequences", "平和", 5),
    CONCEALED_HAND("1.2", "Concealed Hand", "門前清", 5),
    NO_TERMINALS("1.3", "No Terminals", "斷么九", 5),
    MIXED_ONE_SUIT("2.1.1", "Mixed One-Suit", "混一色", 40),
    PURE_ONE_SUIT("2.1.2", "Pure One-Suit", "清一色", 80),
    NINE_GATES("2.2", "Nine Gates", "九蓮寶燈", 480),
    VALUE_HONOR("3.1", "Value Honor", "番牌", 10),
    SMALL_THREE_DRAGONS("3.2.1", "Small Three Dragons", "小三元", 40),
    BIG_THREE_DRAGONS("3.2.2", "Big Three Dragons", "大三元", 130),
    SMALL_THREE_WINDS("3.3.1", "Small Three Winds", "小三風", 30),
    BIG_THREE_WINDS("3.3.2", "Big Three Winds", "大三風", 120),
    SMALL_FOUR_WINDS("3.3.3", "Small Four Winds", "小四喜", 320),
    BIG_FOUR_WINDS("3.3.4", "Big Four Winds", "大四喜", 400),
    ALL_HONORS("3.4", "All Honors", "字一色", 320),
    ALL_TRIPLETS("4.1", "All Triplets", "對對和", 30),
    TWO_CONCEALED_TRIPLETS("4.2.1", "Two Concealed Triplets", "二暗刻", 5),
    THREE_CONCEALED_TRIPLETS("4.2.2", "Three Concealed Triplets", "三暗刻", 30),
    FOUR_CONCEALED_TRIPLETS("4.2.3", "Four Concealed Triplets", "四暗刻", 125),
    ONE_KONG("4.3.1", "One Kong", "一槓", 5),
    TWO_KONG("4.3.2", "Two Kong", "二槓", 20),
    THREE_KONG("4.3.3", "Three Kong", "三槓", 120),
    FOUR_KONG("4.3.4", "Four Kong", "四槓", 480),
    TWO_IDENTICAL_SEQUENCES("5.1.1", "Two Identical Sequences", "一般高", 10),
    TWO_IDENTICAL_SEQUENCES_TWICE("5.1.2", "Two Identical Sequences Twice", "兩般高", 60),
    THREE_IDENTICAL_SEQUENCES("5.1.3", "Three Identical Sequences", "一色三同順", 120),
    FOUR_IDENTICAL_SEQUENCES("5.1.4", "Four Identical Sequences", "一色四同順", 480),
    THREE_SIMILAR_SEQUENCES("6.1", "Three Similar Sequences", "三色同順", 35),
    SMALL_THREE_SIMILAR_TRIPLETS("6.2.1", "Small Three Similar Triplets", "三色小同刻", 30),
    THREE_SIMILAR_TRIPLETS("6.2.2", "Three Similar Triplets", "三色同刻", 120),
    NINE_TILE_STRAIGHT("7.1", "Nine-Tile Straight", "一氣通貫", 40),
    THREE_CONSECUTIVE_TRIPLETS("7.2.1", "Three Consecutive Triplets", "三連刻", 100),
    FOUR_CONSECUTIVE_TRIPLETS("7.2.2", "Four Consecutive Triplets", "四連刻", 200),
    MIXED_LESSER_TERMINALS("8.1.1", "Mixed Lesser Terminals", "混全帶么", 40),
    PURE_LESSER_TERMINALS("8.1.2", "Pure Lesser Terminals", "純全帶么", 50),
    MIXED_GREATER_TERMINALS("8.1.3", "Mixed Greater Terminals", "混么九", 100),
    PURE_GREATER_TERMINALS("8.1.4", "Pure Greater Terminals", "清么九", 400),
    FINAL_DRAW("9.1.1", "Final Draw", "海底撈月", 10),
    FINAL_DISCARD("9.1.2", "Final Discard", "河底撈魚", 10),
    WIN_ON_KONG("9.2", "Win on Kong", "嶺上開花", 10),
    ROBBING_A_KONG("9.3", "Robbing a Kong", "搶槓", 10),
    BLESSING_OF_HEAVEN("9.4.1", "Blessing of Heaven", "天和", 155),
    BLESSING_OF_EARTH("9.4.2", "Blessing of Earth", "地和", 155),
    THIRTEEN_TERMINALS("10.1", "Thirteen Terminals", "十三么九", 160),
    SEVEN_PAIRS("10.2", "Seven Pairs", "七對子", 30);

    /** A pattern listed at this value or more is a listed limit: it is paid alone. */
    public static final int LIMIT = 320;

    private final String number;
    private final String english;
    private final String chinese;
    private final int points;

    Pattern(String number, String english, String chinese, int points) {
        this.number = number;
        this.english = english;
        this.chinese = chinese;
        this.points = points;
    }

    public String number() { return number; }
    public String english() { return english; }
    public String chinese() { return chinese; }
    public int points() { return points; }

    /** The series: "2.1" for 2.1.2, "9.3" for 9.3. */
    public String series() {
        int dots = number.length() - number.replace(".", "").length();
        return dots == 2 ? number.substring(0, number.lastIndexOf('.')) : number;
    }

    public boolean isListedLimit() { return points >= LIMIT; }
}
