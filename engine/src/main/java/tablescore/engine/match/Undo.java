package tablescore.engine.match;

/** Cancels the latest event still in effect: a deal, or a correction (which restores what it replaced). */
public record Undo() implements MatchEvent {
    @Override
    public String label() { return "undo"; }
}
