package tablescore.hardware;

import java.time.Instant;

/**
 * What the dashboard shows about the camera.
 *
 * @param working true when the last attempt gave a photo (or none was tried yet and it opened)
 * @param message "ready" or the reason it is not
 * @param since   when this status began
 */
public record CameraStatus(boolean working, String message, Instant since) {}
