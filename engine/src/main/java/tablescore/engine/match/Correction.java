package tablescore.engine.match;

/**
 * Replaces the content of an earlier deal (by event id) with what really happened. The replacement may
 * be of another kind (a win read as a draw). A later correction of the same deal wins.
 */
public record Correction(int target, Outcome replacement) implements MatchEvent {

    public Correction {
        if (target < 1) throw new MatchException("a correction names the event it corrects by id (1 or more), not " + target);
        if (replacement == null) throw new MatchException("a correction needs the corrected content of event #" + target);
    }

    @Override
    public String label() { return "correction"; }
}
