package tablescore.device.gamelog;

/** The game log refused or failed a request; the message says what and why. */
public class GameLogException extends RuntimeException {
    public GameLogException(String message) { super(message); }
    public GameLogException(String message, Throwable cause) { super(message, cause); }
}
