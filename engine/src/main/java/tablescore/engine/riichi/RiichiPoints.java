package tablescore.engine.riichi;

/** Basic points and limits of rules.md §2.1: b = fu × 2^(han+2), replaced by the limits. */
public final class RiichiPoints {

    private RiichiPoints() {}

    /** The limit a hand reaches; {@code yakumanHand}: its han are yakuman (13 each), not counted han. */
    public static Limit limit(int han, int fu, boolean yakumanHand, RiichiOptions o) {
        if (yakumanHand) return Limit.YAKUMAN;
        if (han >= 13) return o.kazoeLimit() == RiichiOptions.KazoeLimit.SANBAIMAN ? Limit.SANBAIMAN : Limit.YAKUMAN;
        if (han >= 11) return Limit.SANBAIMAN;
        if (han >= 8) return Limit.BAIMAN;
        if (han >= 6) return Limit.HANEMAN;
        if (han == 5) return Limit.MANGAN;
        if ((long) fu << (han + 2) > 2000) return Limit.MANGAN;
        if (o.kiriageMangan() && (han == 4 && fu == 30 || han == 3 && fu == 60)) return Limit.KIRIAGE_MANGAN;
        return Limit.NONE;
    }

    /** How many yakuman the hand is paid as (0 below yakuman). */
    public static int yakumanMultiple(int han, boolean yakumanHand, RiichiOptions o) {
        if (yakumanHand) return Math.max(1, han / 13);
        if (han < 13) return 0;
        return switch (o.kazoeLimit()) {
            case YAKUMAN -> 1;
            case SANBAIMAN -> 0;
            case NONE -> han / 13;
        };
    }

    /** Basic points b after limits. */
    public static int basic(int han, int fu, boolean yakumanHand, RiichiOptions o) {
        int multiple = yakumanMultiple(han, yakumanHand, o);
        if (multiple > 0) return 8000 * multiple;
        return switch (limit(han, fu, false, o)) {
            case SANBAIMAN -> 6000;
            case BAIMAN -> 4000;
            case HANEMAN -> 3000;
            case MANGAN, KIRIAGE_MANGAN -> 2000;
            default -> fu << (han + 2);
        };
    }
}
