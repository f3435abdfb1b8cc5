package tablescore.engine.riichi.reform;

/**
 * One item of a reform breakdown: its name, its value in thirds of a han, and its kind: {@code yaku}
 * (counts toward the one-han minimum), {@code kan_bonus} or {@code dora} (do not).
 */
public record ReformItem(String name, String kanji, int thirds, String kind) {
    public static final String YAKU = "yaku", KAN_BONUS = "kan_bonus", DORA = "dora";

    public boolean countsForMinimum() { return YAKU.equals(kind); }

    @Override
    public String toString() { return name + " " + Thirds.mixed(thirds) + " (" + kind + ")"; }
}
