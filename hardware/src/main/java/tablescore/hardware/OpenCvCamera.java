package tablescore.hardware;

import java.time.Instant;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.videoio.VideoCapture;
import org.opencv.videoio.Videoio;

/**
 * A USB camera (or the Pi camera through the V4L2 compatibility layer) read with OpenCV's VideoCapture on
 * the V4L2 backend. The device is opened on the first capture and again after any failure, so a camera
 * that is unplugged and plugged back in is picked up without a restart.
 */
public final class OpenCvCamera implements Camera {

    private static volatile boolean loaded;

    private final CameraSettings settings;
    private VideoCapture capture;

    public OpenCvCamera(CameraSettings settings) { this.settings = settings; }

    /** Loads the OpenCV natives bundled in the openpnp jar (once per JVM). */
    public static synchronized void loadNatives() throws CameraException {
        if (loaded) return;
        try {
            nu.pattern.OpenCV.loadLocally();
            loaded = true;
        } catch (RuntimeException | LinkageError e) {
            throw new CameraException("OpenCV could not be loaded on this system: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized Photo capture() throws CameraException {
        loadNatives();
        if (capture == null || !capture.isOpened()) open();
        Mat frame = new Mat();
        try {
            for (int i = 0; i <= settings.warmupFrames(); i++) {
                if (!capture.read(frame) || frame.empty()) {
                    release();
                    throw new CameraException("camera " + settings.device() + " gave no picture (unplugged?)");
                }
            }
            MatOfByte jpeg = new MatOfByte();
            if (!Imgcodecs.imencode(".jpg", frame, jpeg, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 92))) {
                throw new CameraException("camera " + settings.device() + ": the frame could not be encoded as JPEG");
            }
            return new Photo(jpeg.toArray(), "jpg", settings.device(), Instant.now());
        } finally {
            frame.release();
        }
    }

    private void open() throws CameraException {
        release();
        String d = settings.device();
        VideoCapture c = new VideoCapture(deviceIndex(d), Videoio.CAP_V4L2);
        if (!c.isOpened()) {
            c.release();
            throw new CameraException("camera " + d + " is not connected or cannot be opened");
        }
        c.set(Videoio.CAP_PROP_FRAME_WIDTH, settings.width());
        c.set(Videoio.CAP_PROP_FRAME_HEIGHT, settings.height());
        if (settings.exposure() >= 0) {
            c.set(Videoio.CAP_PROP_AUTO_EXPOSURE, 1); // V4L2: 1 = manual
            c.set(Videoio.CAP_PROP_EXPOSURE, settings.exposure());
        } else {
            c.set(Videoio.CAP_PROP_AUTO_EXPOSURE, 3); // V4L2: 3 = aperture priority (automatic)
        }
        capture = c;
    }

    /**
     * The V4L2 index of a device: "0", "/dev/video0", or a udev link such as /dev/v4l/by-id/... that
     * resolves to /dev/videoN. OpenCV's V4L2 backend in the openpnp build opens by index only.
     */
    static int deviceIndex(String device) throws CameraException {
        String d = device.trim();
        if (!d.isEmpty() && d.chars().allMatch(Character::isDigit)) return Integer.parseInt(d);
        String real = d;
        try {
            real = java.nio.file.Path.of(d).toRealPath().toString();
        } catch (java.io.IOException | RuntimeException e) {
            throw new CameraException("camera " + d + " is not connected (" + e.getClass().getSimpleName() + ")");
        }
        var m = java.util.regex.Pattern.compile("/dev/video(\\d+)").matcher(real);
        if (!m.matches()) throw new CameraException("camera device " + d + " is not a /dev/videoN device (it is " + real + ")");
        return Integer.parseInt(m.group(1));
    }

    private void release() {
        if (capture != null) {
            capture.release();
            capture = null;
        }
    }

    @Override
    public String description() {
        return "V4L2 camera " + settings.device() + " " + settings.width() + "x" + settings.height()
                + (settings.exposure() < 0 ? ", automatic exposure" : ", exposure " + settings.exposure());
    }

    @Override
    public boolean simulated() { return false; }

    @Override
    public synchronized void close() { release(); }
}
