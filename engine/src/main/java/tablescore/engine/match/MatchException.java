package tablescore.engine.match;

/** An event the match cannot take, or a setup it cannot start from; the message says which event and why. */
public final class MatchException extends IllegalArgumentException {
    public MatchException(String message) {
        super(message);
    }

    public MatchException(String message, Throwable cause) {
        super(message, cause);
    }
}
