package tablescore.engine.riichi;

/**
 * What the winner receives, in the shape players quote and the reference vectors print.
 * Ron: {@code main} from the discarder. Non-dealer tsumo: {@code main} from the dealer, {@code additional}
 * from each non-dealer. Dealer tsumo: {@code main} = {@code additional} from each. Bonuses are the honba
 * part of each payment; {@code total} is everything the winner receives, riichi sticks included.
 */
public record RiichiPayments(boolean tsumo, boolean dealer, int main, int mainBonus, int additional,
                             int additionalBonus, int riichiSticksBonus, int total) {

    /** Rounds each payment up to 100 separately, as the rules say. */
    public static int roundUp(long points) { return (int) ((points + 99) / 100 * 100); }

    /**
     * @param basic       basic points b (after limits)
     * @param honbaPoints points per honba (300: ron from the discarder, tsumo a third from each payer)
     * @param sticks      points of riichi sticks on the table (1000 each)
     */
    public static RiichiPayments of(int basic, boolean dealer, boolean tsumo, int honba, int honbaPoints, int sticks) {
        int main, mainBonus, additional = 0, additionalBonus = 0, total;
        if (!tsumo) {
            main = roundUp((long) basic * (dealer ? 6 : 4));
            mainBonus = honba * honbaPoints;
            total = main + mainBonus;
        } else {
            int bonus = honba * honbaPoints / 3;
            main = roundUp(2L * basic);
            additional = dealer ? main : roundUp(basic);
            mainBonus = bonus;
            additionalBonus = bonus;
            total = main + mainBonus + 2 * (additional + additionalBonus);
        }
        return new RiichiPayments(tsumo, dealer, main, mainBonus, additional, additionalBonus, sticks, total + sticks);
    }

    /** What one losing seat pays, honba included ({@code fromDealer}: the dealer's payment on a non-dealer tsumo). */
    public int payment(boolean fromDealer) {
        if (!tsumo) return main + mainBonus;
        return fromDealer || dealer ? main + mainBonus : additional + additionalBonus;
    }
}
