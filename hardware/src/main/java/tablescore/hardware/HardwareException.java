package tablescore.hardware;

/** The hardware could not be opened or used; the message says which part and why. */
public class HardwareException extends RuntimeException {
    public HardwareException(String message) { super(message); }
    public HardwareException(String message, Throwable cause) { super(message, cause); }
}
