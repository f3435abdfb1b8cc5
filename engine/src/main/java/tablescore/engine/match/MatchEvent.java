package tablescore.engine.match;

/**
 * One entry of a match's append-only log. An event's id is its 1-based position in the log; nothing is
 * ever deleted: a {@link Correction} replaces the content of an earlier hand by id, and an {@link Undo}
 * cancels the latest event still in effect (a hand or a correction).
 *
 * <p>Seats in events are the players' seat numbers from the {@link MatchSetup} (0 = first dealer), not
 * winds: the match maps seats to winds deal by deal.
 */
public sealed interface MatchEvent permits Outcome, Correction, Undo {

    /** A short word for logs and errors: "hand won", "exhaustive draw", ... */
    String label();
}
