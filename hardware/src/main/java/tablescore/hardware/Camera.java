package tablescore.hardware;

/** Takes a photo of the table. Implementations may fail at any time (unplugged, folder gone). */
public interface Camera extends AutoCloseable {

    /** A fresh photo, or {@link CameraException} saying what is wrong. */
    Photo capture() throws CameraException;

    /** "USB/V4L2 camera /dev/video0 1920x1080" or "photo folder ...". */
    String description();

    boolean simulated();

    @Override
    void close();
}
