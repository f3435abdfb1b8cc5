package tablescore.engine.match;

/**
 * One player's line in the standings.
 *
 * @param rank   1 for first; ties are broken by seat order (the seat nearer the first dealer ranks higher)
 * @param seat   the player's seat
 * @param name   the player's name
 * @param points points held (at the end: leftover deposits handed out as the flow rules say)
 * @param result what the player is up or down: riichi {@code points - return + uma + oka}; elsewhere points
 *               minus starting points. Results sum to zero.
 */
public record Place(int rank, int seat, String name, int points, int result) {

    /** Riichi results are quoted in thousands with one decimal: +45.0, -12.3. */
    public String resultInThousands() {
        return (result >= 0 ? "+" : "-") + Math.abs(result) / 1000 + "." + (Math.abs(result) % 1000) / 100;
    }
}
