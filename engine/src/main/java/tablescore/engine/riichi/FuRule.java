package tablescore.engine.riichi;

/** The fu rules of rules.md §2.1, each with its value; {@link Fu} applies them to a reading. */
public enum FuRule {
    BASE("base", 20),
    CLOSED_RON("closed ron (menzen kafu)", 10),
    SELF_DRAW("self-draw (not pinfu)", 2),
    SEVEN_PAIRS("seven pairs, fixed", 25),
    OPEN_PUNG_SIMPLE("open pung of simples", 2),
    OPEN_PUNG_OUTSIDE("open pung of terminals or honours", 4),
    CONCEALED_PUNG_SIMPLE("concealed pung of simples", 4),
    CONCEALED_PUNG_OUTSIDE("concealed pung of terminals or honours", 8),
    OPEN_KAN_SIMPLE("open kan of simples", 8),
    OPEN_KAN_OUTSIDE("open kan of terminals or honours", 16),
    CLOSED_KAN_SIMPLE("closed kan of simples", 16),
    CLOSED_KAN_OUTSIDE("closed kan of terminals or honours", 32),
    VALUE_PAIR("pair of a dragon, the seat wind or the round wind", 2),
    CLOSED_WAIT("closed wait (kanchan)", 2),
    EDGE_WAIT("edge wait (penchan)", 2),
    PAIR_WAIT("pair wait (tanki)", 2),
    OPEN_PINFU("open hand with no fu raised to 30", 10);

    private final String english;
    private final int fu;

    FuRule(String english, int fu) {
        this.english = english;
        this.fu = fu;
    }

    public String english() { return english; }
    public int fu() { return fu; }
}
