package tablescore.web.table;

/**
 * @param simulation true when running without Pi hardware (simulated buttons and camera)
 * @param cameraOk false while the camera is missing or failing
 * @param cameraMessage a sentence about the camera, or null when fine
 * @param dashboardUrl the address phones use (shown as QR code on the device), or null
 */
public record DeviceStatus(boolean simulation, boolean cameraOk, String cameraMessage, String dashboardUrl) {}
