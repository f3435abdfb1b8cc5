package tablescore.device.config;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeviceConfigTest {

    @TempDir Path dir;

    @Test
    void theDefaultsAreTheDocumentedSample() {
        DeviceConfig c = DeviceConfig.from(DeviceConfig.defaults(), null);
        assertEquals(8080, c.httpPort());
        assertEquals(List.of(5, 6, 13, 19), c.pins().seats());
        assertEquals(Path.of("tablescore-data").resolve("gamelog.db"), c.gameLogFile());
        assertEquals("auto", c.hardwareMode());
        assertEquals(-1, c.camera().exposure());
    }

    @Test
    void aFileChangesOnlyTheKeysItNamesAndPathsFollowTheDataFolder() throws Exception {
        Path f = dir.resolve("t.properties");
        Files.writeString(f, "data.dir=/srv/ts\npins.seat.north=\nmatch.players=A,B,C\n");
        DeviceConfig c = DeviceConfig.load(f, Map.of("http.port", "9090"));
        assertEquals(9090, c.httpPort());
        assertEquals(Path.of("/srv/ts/photos"), c.photosDir());
        assertEquals(3, c.pins().seats().size(), "three seats for a three-player table");
    }

    @Test
    void anUnknownKeyIsRefusedNotIgnored() throws Exception {
        Path f = dir.resolve("t.properties");
        Files.writeString(f, "http.prot=9090\n");
        var e = assertThrows(ConfigException.class, () -> DeviceConfig.load(f, Map.of()));
        assertTrue(e.getMessage().contains("http.prot") && e.getMessage().contains(f.toString()), e.getMessage());
    }

    @Test
    void aBadValueNamesTheKeyAndWhatIsAllowed() {
        var e = assertThrows(ConfigException.class, () -> DeviceConfig.load(null, Map.of("pins.confirm", "five")));
        assertTrue(e.getMessage().contains("pins.confirm = 'five'") && e.getMessage().contains("whole number"), e.getMessage());
        var twice = assertThrows(ConfigException.class, () -> DeviceConfig.load(null, Map.of("pins.undo", "5")));
        assertTrue(twice.getMessage().contains("BCM pin 5 is used twice"), twice.getMessage());
        var pin = assertThrows(ConfigException.class, () -> DeviceConfig.load(null, Map.of("table.pin", "12")));
        assertTrue(pin.getMessage().contains("table.pin"), pin.getMessage());
    }
}
