package tablescore.web.table;

import tablescore.engine.hand.Wind;

/**
 * One logged event of the match with what it did.
 *
 * @param id stable id (what {@link TableService#correctHand} takes)
 * @param number 1-based position in the match
 * @param kind WIN, DRAW or PENALTY
 * @param label e.g. "East 1, honba 0"
 * @param winner for a win, else null; {@code discarder} null on self-draw
 * @param review the tiles, answers and photo as confirmed (for a win), or null
 * @param breakdown patterns and payments (for a draw or penalty only the payments)
 * @param corrected true when the hand was changed after it was first logged
 */
public record HandRecord(String id, int number, Kind kind, String label, Wind winner, Wind discarder,
                         Review review, Breakdown breakdown, boolean corrected) {
    public enum Kind { WIN, DRAW, PENALTY }
}
