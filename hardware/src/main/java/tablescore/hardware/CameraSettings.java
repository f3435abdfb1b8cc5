package tablescore.hardware;

/**
 * Settings of the real camera.
 *
 * @param device       a V4L2 device path (/dev/video0) or an index ("0")
 * @param width        requested frame width in pixels
 * @param height       requested frame height in pixels
 * @param exposure     -1 for automatic exposure, else the V4L2 exposure_time_absolute value (units of 100 µs)
 * @param warmupFrames frames read and dropped before the photo, so auto exposure settles and no stale
 *                     buffered frame is used
 */
public record CameraSettings(String device, int width, int height, int exposure, int warmupFrames) {

    public static CameraSettings defaults() { return new CameraSettings("/dev/video0", 1920, 1080, -1, 5); }

    public CameraSettings {
        if (device == null || device.isBlank()) throw new IllegalArgumentException("camera.device must name a device such as /dev/video0");
        if (width < 160 || width > 8192 || height < 120 || height > 8192) {
            throw new IllegalArgumentException("camera resolution " + width + "x" + height + " is outside 160x120..8192x8192");
        }
        if (exposure < -1) throw new IllegalArgumentException("camera.exposure is -1 (automatic) or a positive value, not " + exposure);
        if (warmupFrames < 0 || warmupFrames > 60) throw new IllegalArgumentException("camera.warmup-frames must be 0..60, not " + warmupFrames);
    }
}
