package tablescore.engine.rules;

/** An option name or value a rule system does not know; the message says which and what it takes. */
public final class OptionException extends IllegalArgumentException {
    public OptionException(String message) {
        super(message);
    }
}
