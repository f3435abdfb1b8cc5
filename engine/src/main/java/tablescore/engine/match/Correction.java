package tablescore.engine.match;

/**
 * Replaces the content of an earlier deal (by event id) with what really happened. The replacement may
 * be of another kind (a win read as a draw). A correction without a replacement strikes the deal: it
 * was recorded by mistake and never happened. A later correction of the same deal wins.
 *
 * @param target      id of the deal's event
 * @param replacement what really happened, or null to strike the deal
 */
public record Correction(int target, Outcome replacement) implements MatchEvent {

    public Correction {
        if (target < 1) throw new MatchException("a correction names the event it corrects by id (1 or more), not " + target);
    }

    /** Strikes the deal recorded by the target event: it never happened. */
    public static Correction strike(int target) { return new Correction(target, null); }

    public boolean isStrike() { return replacement == null; }

    @Override
    public String label() { return isStrike() ? "strike" : "correction"; }
}
