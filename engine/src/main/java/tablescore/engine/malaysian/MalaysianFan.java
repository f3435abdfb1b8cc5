package tablescore.engine.malaysian;

/** The fan items of rules.md §5.3 (and the custom rules of §5.5), each with its names and value. */
public enum MalaysianFan {
    SEAT_FLOWER("正花", "seat flower", 1),
    ANIMAL("动物", "animal", 1),
    HEAD("人头", "head", 1),
    DRAGON_PUNG("三元", "dragon pung", 1),
    EAST_PUNG("东", "pung (any player)", 1),
    NORTH_PUNG("北", "pung (any player)", 1),
    SEAT_WIND_PUNG("门风", "pung (own seat)", 1),
    ROBBING_A_KONG("抢杠", "robbing a kong", 1),
    FINAL_DISCARD("河底捞月", "last discard", 1),
    TERMINALS_AND_HONOURS("幺九", "all-pung hand of 1p/9p/honours", 1),
    SELF_DRAW("自摸", "self-draw", 1),
    BASE("吃胡", "base fan", 1),
    WIN_ON_BONUS("花上", "win on flower replacement", 2),
    WIN_ON_KONG("杠上", "win on kong replacement", 2),
    SMALL_EAST_SOUTH_WEST("小东南西", "small east-south-west", 3),
    ALL_DOTS("全筒子", "all dots", 3),
    ALL_PUNGS("对对胡", "all pungs", 3),
    FLOWER_SET("一台花", "complete flower set", 4),
    ALL_CHOWS("平和", "all chows", 4),
    ALL_DOTS_ALL_PUNGS("全筒子对对胡", "all dots, all pungs", 5),
    SMALL_THREE_DRAGONS("小三元", "small three dragons", 6),
    ALL_DOTS_ALL_CHOWS("平和全筒子", "all chows, all dots", 7),
    CONCEALED("门清", "no bonus tiles (邋遢)", 10),
    BLESSING_OF_HEAVEN("天和", "blessing of heaven", 10),
    BLESSING_OF_EARTH("地和", "blessing of earth", 10),
    BIG_FOUR_WINDS("大四喜", "big four winds", 10),
    SMALL_FOUR_WINDS("小四喜", "small four winds", 10),
    BIG_THREE_DRAGONS("大三元", "big three dragons", 10),
    ALL_HONOURS("全字", "all honours (全大炮)", 10),
    BIG_EAST_SOUTH_WEST("大东南西", "big east-south-west", 10),
    FOUR_KONGS("十八罗汉", "four kongs", 10),
    FOUR_CONCEALED_PUNGS("坎坎胡", "four concealed pungs", 10),
    FINAL_DRAW("海底捞月", "self-draw of the last tile", 10),
    FOUR_FLIES("四条飞", "all four Flies", 10),
    // custom rules (§5.5)
    FLY("飞", "Fly", 1),
    KONG("杠", "kong", 1),
    SEVEN_PAIRS("七对子", "seven pairs", 0),
    ALL_EIGHT_FLOWERS("花和", "all eight flowers", 10);

    private final String chinese;
    private final String english;
    private final int fan;

    MalaysianFan(String chinese, String english, int fan) {
        this.chinese = chinese;
        this.english = english;
        this.fan = fan;
    }

    public String chinese() { return chinese; }
    public String english() { return english; }
    public int fan() { return fan; }
    public String code() { return name().toLowerCase(); }
}
