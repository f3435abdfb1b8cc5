package tablescore.hardware;

import java.time.Instant;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wraps a camera and keeps its status: a failed capture marks it missing (reported, never thrown past
 * the flow), and {@link #probe()} (called by the device every few seconds while missing) tries again, so
 * a camera that comes back is announced without a restart.
 */
public final class WatchedCamera implements Camera {

    private static final Logger LOG = LoggerFactory.getLogger(WatchedCamera.class);

    private final Camera camera;
    private final CopyOnWriteArrayList<Consumer<CameraStatus>> listeners = new CopyOnWriteArrayList<>();
    private volatile CameraStatus status = new CameraStatus(true, "not used yet", Instant.now());

    public WatchedCamera(Camera camera) { this.camera = camera; }

    public void onStatus(Consumer<CameraStatus> l) { listeners.add(l); }

    public CameraStatus status() { return status; }

    @Override
    public Photo capture() throws CameraException {
        try {
            Photo p = camera.capture();
            update(true, "ready");
            return p;
        } catch (CameraException e) {
            update(false, e.getMessage());
            throw e;
        } catch (RuntimeException e) {
            // an OpenCV or I/O surprise is still just a missing camera to the table
            update(false, "camera error: " + e);
            throw new CameraException("camera error: " + e.getMessage(), e);
        }
    }

    /** Tries a capture while the camera is reported missing; returns the status afterwards. */
    public CameraStatus probe() {
        if (!status.working()) {
            try {
                capture();
            } catch (CameraException ignored) {
                // the status says it
            }
        }
        return status;
    }

    /** Takes one photo now to learn the camera's status (at start-up, so a missing camera shows at once). */
    public CameraStatus check() {
        try {
            capture();
        } catch (CameraException ignored) {
            // the status says it
        }
        return status;
    }

    private void update(boolean working, String message) {
        CameraStatus old = status;
        if (old.working() == working && old.message().equals(message)) return;
        status = new CameraStatus(working, message, Instant.now());
        if (working != old.working() || !working) {
            if (working) LOG.info("camera is back: {}", camera.description());
            else LOG.warn("camera problem: {}", message);
        }
        for (Consumer<CameraStatus> l : listeners) {
            try {
                l.accept(status);
            } catch (RuntimeException e) {
                LOG.warn("camera status listener failed: {}", e.toString());
            }
        }
    }

    public Camera inner() { return camera; }

    @Override
    public String description() { return camera.description(); }

    @Override
    public boolean simulated() { return camera.simulated(); }

    @Override
    public void close() { camera.close(); }
}
