package tablescore.engine.match;

/**
 * When a match ends: after {@code rounds} rounds of winds (each round lasts until the deal has passed once
 * around the table), or after {@code hands} hands (0 = no hand limit), or as soon as a player's points
 * fall below zero when {@code endOnBust} is set. Whichever comes first.
 */
public record EndCondition(int rounds, int hands, boolean endOnBust) {

    public EndCondition {
        if (rounds < 0 || rounds > 16) throw new MatchException("rounds of winds must be between 0 and 16, not " + rounds);
        if (hands < 0) throw new MatchException("a hand limit cannot be negative");
        if (rounds == 0 && hands == 0) throw new MatchException("a match needs an end: some rounds of winds or a number of hands");
    }

    /** Riichi east-only (東風戦): one round, busting ends it. */
    public static EndCondition eastOnly() { return new EndCondition(1, 0, true); }

    /** Riichi half game (半荘): East and South rounds, busting ends it. */
    public static EndCondition hanchan() { return new EndCondition(2, 0, true); }

    /** A fixed number of rounds of winds (4 = a full game of East, South, West and North). */
    public static EndCondition rounds(int rounds) { return new EndCondition(rounds, 0, false); }

    /** A fixed number of hands played (every hand counts, repeated deals included). */
    public static EndCondition hands(int hands) { return new EndCondition(0, hands, false); }

    public EndCondition withEndOnBust(boolean b) { return new EndCondition(rounds, hands, b); }
}
