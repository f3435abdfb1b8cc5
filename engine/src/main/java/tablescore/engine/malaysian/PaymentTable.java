package tablescore.engine.malaysian;

/**
 * Fan to money (rules.md §5.4: the seed gives no table). LINEAR: each loser pays the capped fan in units, as
 * the vectors assume. DOUBLING: the minimum fan pays 1 unit and each fan above it doubles (Singapore style).
 */
public enum PaymentTable {
    LINEAR, DOUBLING;

    /** Units one loser pays for a hand of {@code fan} (already capped), at a table with this minimum. */
    public int amount(int fan, int minimumFan) {
        return switch (this) {
            case LINEAR -> fan;
            case DOUBLING -> 1 << Math.max(0, fan - minimumFan);
        };
    }
}
