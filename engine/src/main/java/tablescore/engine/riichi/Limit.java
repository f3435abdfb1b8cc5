package tablescore.engine.riichi;

/** The limits that replace han × fu arithmetic (rules.md §2.1), with the name players and the vectors use. */
public enum Limit {
    NONE(null), MANGAN("mangan"), KIRIAGE_MANGAN("kiriage mangan"), HANEMAN("haneman"), BAIMAN("baiman"),
    SANBAIMAN("sanbaiman"), YAKUMAN("yakuman");

    private final String label;

    Limit(String label) { this.label = label; }

    /** "mangan", "yakuman"; "2x yakuman" for multiples; null below mangan. */
    public String label(int yakumanMultiple) {
        if (this == YAKUMAN && yakumanMultiple > 1) return yakumanMultiple + "x yakuman";
        return label;
    }
}
