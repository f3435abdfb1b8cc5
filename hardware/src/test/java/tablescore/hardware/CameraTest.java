package tablescore.hardware;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CameraTest {

    @TempDir Path dir;

    @Test
    void theFolderCameraServesItsPhotosInTurn() throws Exception {
        Path photos = Files.createDirectory(dir.resolve("photos"));
        Files.write(photos.resolve("b.jpg"), new byte[] {2});
        Files.write(photos.resolve("a.png"), new byte[] {1});
        Files.writeString(photos.resolve("notes.txt"), "not a photo");
        FolderCamera cam = new FolderCamera(photos);
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 3; i++) seen.add(cam.capture().source());
        assertEquals(List.of("a.png", "b.jpg", "a.png"), seen);
    }

    @Test
    void aCameraThatGoesAwayIsReportedAndPickedUpWhenItReturns() throws Exception {
        Path photos = Files.createDirectory(dir.resolve("photos"));
        Files.write(photos.resolve("a.jpg"), new byte[] {1});
        WatchedCamera cam = new WatchedCamera(new FolderCamera(photos));
        List<CameraStatus> changes = new ArrayList<>();
        cam.onStatus(changes::add);
        assertNotNull(cam.capture());
        assertTrue(cam.status().working());

        Path away = dir.resolve("unplugged");
        Files.move(photos, away);
        CameraException e = assertThrows(CameraException.class, cam::capture);
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        assertFalse(cam.status().working());
        assertFalse(cam.probe().working(), "still gone");

        Files.move(away, photos);
        assertTrue(cam.probe().working(), "the probe finds it again");
        assertEquals(List.of(true, false, true), changes.stream().map(CameraStatus::working).toList());
    }

    @Test
    void aMissingV4l2DeviceIsAnErrorNotACrash() {
        OpenCvCamera cam = new OpenCvCamera(new CameraSettings("/dev/video-not-here", 640, 480, -1, 0));
        CameraException e = assertThrows(CameraException.class, cam::capture);
        assertTrue(e.getMessage().contains("/dev/video-not-here"), e.getMessage());
        cam.close();
    }

    @Test
    void badCameraSettingsSayWhichOne() {
        var e = assertThrows(IllegalArgumentException.class, () -> new CameraSettings("/dev/video0", 10, 10, -1, 0));
        assertTrue(e.getMessage().contains("resolution"));
    }
}
