package tablescore.web.table;

import java.util.List;

/**
 * @param simulation true when running without Pi hardware (simulated buttons and camera)
 * @param cameraOk false while the camera is missing or failing
 * @param cameraMessage a sentence about the camera, or null when fine
 * @param dashboardUrl the address phones use (shown as QR code on the device), or null
 * @param calibratedFaces faces of the table's own tile set the reader learned ({@link TableService#calibrate}),
 *     0 while it reads with the built-in faces only
 * @param notInSet faces whose places in the calibration layout were empty (notation): the set lacks them
 * @param calibratedAt when that set was learned (ISO-8601), or null
 * @param tileSetProblem a sentence when a stored set could not be used, or null
 * @param layoutDoubts places of the calibration layout whose tile looked like another face: laid in the
 *     wrong place, so the table is asked to lay it right and photograph it again
 */
public record DeviceStatus(boolean simulation, boolean cameraOk, String cameraMessage, String dashboardUrl,
                           int calibratedFaces, List<String> notInSet, String calibratedAt, String tileSetProblem,
                           List<LayoutDoubt> layoutDoubts) {

    /**
     * The tile in {@code place}'s place (notation) reads as {@code readAs}; {@code swapped}: the
     * tile in {@code readAs}'s place reads as {@code place}, the two exchanged.
     */
    public record LayoutDoubt(String place, String readAs, boolean swapped) {}

    public DeviceStatus {
        notInSet = notInSet == null ? List.of() : List.copyOf(notInSet);
        layoutDoubts = layoutDoubts == null ? List.of() : List.copyOf(layoutDoubts);
    }

    /** A device reading with the built-in faces. */
    public DeviceStatus(boolean simulation, boolean cameraOk, String cameraMessage, String dashboardUrl) {
        this(simulation, cameraOk, cameraMessage, dashboardUrl, 0, List.of(), null, null, List.of());
    }
}
