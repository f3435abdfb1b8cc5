package tablescore.engine.riichi.reform;

/**
 * The reform's point formula (rules.md §2.2): below 4 han b = 250 × 2^floor(han−1), × 1.3 for a third,
 * × 1.6 for two thirds; from 4 han the limits by han (mangan 4, haneman 6, baiman 8, sanbaiman 11,
 * counted yakuman at the kazoe threshold), fractional totals compared as numbers.
 */
public final class ReformPoints {

    /** ×1.0, ×1.3, ×1.6 for 0, 1 and 2 thirds, in tenths. */
    private static final int[] TENTHS = {10, 13, 16};

    private ReformPoints() {}

    /** "mangan" ... "yakuman", "2x yakuman"; null below 4 han. */
    public static String limit(int thirds, int yakumanMultiple, int kazoeThreshold) {
        if (yakumanMultiple > 0) return yakumanMultiple == 1 ? "yakuman" : yakumanMultiple + "x yakuman";
        if (thirds >= 3 * kazoeThreshold) return "yakuman";
        if (thirds >= 33) return "sanbaiman";
        if (thirds >= 24) return "baiman";
        if (thirds >= 18) return "haneman";
        if (thirds >= 12) return "mangan";
        return null;
    }

    /** Basic points b: what one non-dealer pays on a non-dealer tsumo, before rounding. */
    public static int basic(int thirds, int yakumanMultiple, int kazoeThreshold) {
        if (yakumanMultiple > 0) return 8000 * yakumanMultiple;
        if (thirds >= 3 * kazoeThreshold) return 8000;
        if (thirds >= 33) return 6000;
        if (thirds >= 24) return 4000;
        if (thirds >= 18) return 3000;
        if (thirds >= 12) return 2000;
        if (thirds < 3) throw new IllegalArgumentException("a hand under one han does not win");
        int base = Math.min(2000, 250 << (thirds / 3 - 1));
        return base * TENTHS[thirds % 3] / 10;
    }
}
