package tablescore.vision;

/** A problem with an input (unreadable image, bad calibration photo) stated for a person to read. */
public class VisionException extends RuntimeException {
  public VisionException(String message) {
    super(message);
  }

  public VisionException(String message, Throwable cause) {
    super(message, cause);
  }
}
