package tablescore.engine.hand;

/** A hand that cannot be what it claims: the message says what is wrong and where, in players' words. */
public class HandException extends IllegalArgumentException {
    public HandException(String message) {
        super(message);
    }
}
