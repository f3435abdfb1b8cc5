package tablescore.hardware;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What board the service runs on, read from the device tree the way Pi4J reads it. */
public record Board(String model) {

    public static final Path MODEL_FILE = Path.of("/proc/device-tree/model");

    /** The board model, or "unknown (no /proc/device-tree/model)" off a Pi. */
    public static Board detect() { return detect(MODEL_FILE); }

    public static Board detect(Path modelFile) {
        try {
            String m = Files.readString(modelFile, StandardCharsets.UTF_8).replace("\0", "").trim();
            return new Board(m);
        } catch (IOException | RuntimeException e) {
            return new Board("unknown (no " + modelFile + ")");
        }
    }

    public boolean isRaspberryPi() { return model.startsWith("Raspberry Pi"); }
}
