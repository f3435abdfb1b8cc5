package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.vision.Calibration;
import tablescore.vision.CalibrationPhotos;
import tablescore.web.table.DeviceStatus;

/**
 * The service's reader learns the table's own set (calibration) and keeps it for the next start:
 * a set with animals, heads and the Fly, which have no public artwork, laid out and photographed.
 */
class VisionHandReaderTest {

    private static final List<String> MALAYSIAN_HAND = List.of("1a", "2a", "1h", "0x", "1m", "2m", "3m", "7z", "7z", "7z");

    @TempDir
    Path dir;

    private static List<String> faces(HandReader.Reading r) {
        return r.tiles().stream().map(HandReader.ReadTile::tile).toList();
    }

    @Test
    void aLearnedSetReadsTilesWithNoPublicArtworkAndIsKeptForTheNextStart() {
        Path calibration = dir.resolve("calibration");
        Path hand = CalibrationPhotos.hand(dir.resolve("hand.jpg"), MALAYSIAN_HAND);
        VisionHandReader reader = new VisionHandReader(0.8, calibration);
        assertEquals(0, reader.tileSet().calibratedFaces());
        assertTrue(faces(reader.read(hand)).stream().noneMatch(f -> f.endsWith("a") || f.endsWith("h") || f.equals("0x")),
                "the built-in faces know no animals, heads or Fly");

        HandReader.TileSet learned = reader.calibrate(CalibrationPhotos.layout(dir.resolve("layout.jpg")));
        assertEquals(52, learned.calibratedFaces());
        assertNotNull(learned.calibratedAt());
        assertTrue(Files.isRegularFile(calibration.resolve(Calibration.FILE_NAME)));
        List<String> read = faces(reader.read(hand));
        assertTrue(read.containsAll(List.of("1a", "2a", "1h", "0x")), "animals, head and Fly read: " + read);

        VisionHandReader restarted = new VisionHandReader(0.8, calibration);
        assertEquals(52, restarted.tileSet().calibratedFaces());
        assertNull(restarted.tileSet().problem());
        assertEquals(List.of(), restarted.tileSet().layoutDoubts(), "laid right: nothing to check");
        assertEquals(read, faces(restarted.read(hand)), "the same set after a restart");
    }

    @Test
    void twoTilesSwappedInTheLayoutAreToldToTheTableAndStillToldAfterARestart() {
        Path calibration = dir.resolve("calibration");
        VisionHandReader reader = new VisionHandReader(0.8, calibration);
        HandReader.TileSet learned = reader.calibrate(CalibrationPhotos.layoutWithTwoSwapped(dir.resolve("layout.jpg"), "7m", "3s"));
        List<DeviceStatus.LayoutDoubt> swapped = List.of(new DeviceStatus.LayoutDoubt("7m", "3s", true));
        assertEquals(swapped, learned.layoutDoubts());
        assertEquals(swapped, new VisionHandReader(0.8, calibration).tileSet().layoutDoubts());
    }

    @Test
    void aHandPhotoIsNoCalibrationAndChangesNothing() {
        Path hand = CalibrationPhotos.hand(dir.resolve("hand.jpg"), MALAYSIAN_HAND);
        VisionHandReader reader = new VisionHandReader(0.8, dir.resolve("calibration"));
        var e = assertThrows(IllegalArgumentException.class, () -> reader.calibrate(hand));
        assertTrue(e.getMessage().contains("not seen one by one"), e.getMessage());
        assertEquals(0, reader.tileSet().calibratedFaces());
        assertTrue(Files.notExists(dir.resolve("calibration").resolve(Calibration.FILE_NAME)));
    }

    @Test
    void aDamagedStoredSetIsReportedAndHandsAreStillRead() throws Exception {
        Path calibration = Files.createDirectories(dir.resolve("calibration"));
        Files.write(calibration.resolve(Calibration.FILE_NAME), new byte[] {0, 24, 't', 'a', 'b'});
        VisionHandReader reader = new VisionHandReader(0.8, calibration);
        assertEquals(0, reader.tileSet().calibratedFaces());
        String problem = reader.tileSet().problem();
        assertNotNull(problem);
        assertTrue(problem.contains("photographed again"), problem);
        Path hand = CalibrationPhotos.hand(dir.resolve("hand.jpg"), List.of("1m", "2m", "3m", "4p", "5p", "6p"));
        assertTrue(reader.read(hand).tiles().size() >= 5, "read with the built-in faces");
    }

    @Test
    void theLayoutSheetIsAPng() {
        byte[] sheet = new VisionHandReader(0.8, dir.resolve("calibration")).layoutSheet();
        assertEquals((byte) 0x89, sheet[0]);
        assertEquals('P', sheet[1]);
        assertTrue(sheet.length > 1000);
    }
}
