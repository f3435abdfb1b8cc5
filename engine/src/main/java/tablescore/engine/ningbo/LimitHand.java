package tablescore.engine.ningbo;

/** The winner's limit hands (滿貫), worth the limit, or half of it for 地和. */
public enum LimitHand {
    NINE_GATES("Nine Gates", "九蓮寶燈"),
    BIG_THREE_DRAGONS("Big Three Dragons", "大三元"),
    /** All four winds, the own seat wind as a pung or kong (as the pair it is not 四喜和). */
    FOUR_JOYS("Four Joys", "四喜和"),
    HEAVENLY_HAND("Heavenly hand", "天和"),
    EARTHLY_HAND("Earthly hand", "地和"),
    /** The dealt 13 tiles hold no pair and no two tiles that could make a chow. */
    THIRTEEN_UNRELATED("Thirteen unrelated", "十三不搭"),
    /** The extreme 十三不搭: 13 different terminals and honours dealt; paid as 十三不搭. */
    THIRTEEN_ORPHANS("Thirteen orphans", "十三么九");

    private final String english;
    private final String chinese;

    LimitHand(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    public String english() { return english; }
    public String chinese() { return chinese; }

    /** "Four Joys (四喜和)": how the vector files name it. */
    public String title() { return english + " (" + chinese + ")"; }
}
