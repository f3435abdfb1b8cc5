package tablescore.device.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tablescore.vision.Calibration;
import tablescore.vision.CalibrationPhotos;

class RecognizeCommandTest {

    @Test
    void calibratingSaysHowManyFacesWereLearntAndWhetherTheSetPrintsAnIndex(@TempDir Path dir) throws Exception {
        Path photo = CalibrationPhotos.layout(dir.resolve("layout.jpg"));
        Path stored = dir.resolve("calibration");
        PrintStream before = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            exit = new CommandLine(new RecognizeCommand()).execute("--calibrate", photo.toString(), "--calibration", stored.toString());
        } finally {
            System.setOut(before);
        }
        String said = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, said);
        assertTrue(said.startsWith("calibrated ") && said.contains(" faces into " + stored), said);
        // the test set (gleitz's art) shows its dots and sticks alone
        assertTrue(said.contains("the set prints no number in a corner"), said);
        assertTrue(Files.isRegularFile(stored.resolve(Calibration.FILE_NAME)));
    }
}
