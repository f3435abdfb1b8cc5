package tablescore.hardware;

/** The camera could not give a photo; the message is for the players ("camera /dev/video0 is not plugged in"). */
public class CameraException extends Exception {
    public CameraException(String message) { super(message); }
    public CameraException(String message, Throwable cause) { super(message, cause); }
}
