package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.engine.malaysian.Malaysian;
import tablescore.vision.CalibrationPhotos;
import tablescore.engine.riichi.Riichi;

/** The camera reads a hand as the table's own set allows. */
class TableFacesTest {
    @TempDir
    Path dir;

    @Test
    void aSetsFacesAreTheTilesItHoldsAndItsRedFives() {
        Set<String> riichi = TableFaces.of(Riichi.TILES);
        assertTrue(riichi.containsAll(List.of("1m", "9s", "7z", "0m", "0p", "0s")), riichi.toString());
        assertFalse(riichi.contains("1f"), "riichi plays without flowers");
        Set<String> malaysian = TableFaces.of(Malaysian.TILES);
        assertTrue(malaysian.containsAll(List.of("1p", "7z", "1f", "8f", "1a", "4a", "1h", "2h", "0x")), malaysian.toString());
        assertFalse(malaysian.contains("1m") || malaysian.contains("1s") || malaysian.contains("0p"),
                "the Malaysian set: dots and honours, no characters, bamboo or red fives");
    }

    @Test
    void aHandIsReadOnlyAsFacesTheTablesSetHolds() {
        Path hand = CalibrationPhotos.hand(dir.resolve("hand.jpg"), List.of("1m", "2m", "3m", "4p", "5p", "6p", "7z", "7z", "7z"));
        Set<String> malaysian = TableFaces.of(Malaysian.TILES);
        List<String> read = new VisionHandReader(0.8, dir.resolve("calibration")).read(hand, malaysian).tiles().stream()
                .map(HandReader.ReadTile::tile).toList();
        assertTrue(read.size() >= 8, "the tiles are found: " + read);
        assertTrue(malaysian.containsAll(read), "read only as the set's faces: " + read);
    }
}
