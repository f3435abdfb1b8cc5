package tablescore.device.serve;

import static org.junit.jupiter.api.Assertions.*;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.LuminanceSource;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.device.config.DeviceConfig;

/** The service as `serve` starts it off a Pi: simulation, dashboard, simulated buttons over HTTP. */
class ApplianceTest {

    @TempDir Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void withoutAPiItServesInSimulationAndSaysSo() throws Exception {
        Path photos = Files.createDirectory(dir.resolve("photos"));
        Files.write(photos.resolve("empty-table.jpg"), new byte[] {1, 2, 3});
        DeviceConfig cfg = DeviceConfig.load(null, Map.of("data.dir", dir.resolve("data").toString(), "http.port", "0",
                "simulation.port", "0", "mdns.enabled", "false", "simulation.photos", photos.toString(), "hardware.mode", "simulation",
                "table.pin", "2468"));
        try (Appliance a = new Appliance(cfg).start(false)) {
            var health = get("http://127.0.0.1:" + a.port() + "/api/health");
            assertEquals(200, health.statusCode());
            assertTrue(health.body().contains("\"simulation\":true"), health.body());
            var view = get("http://127.0.0.1:" + a.port() + "/api/view").body();
            assertTrue(view.contains("Simulation: simulation asked for in the configuration"), view);
            assertTrue(a.flow().checkPin("2468"));
            assertNotNull(a.dashboardUrl());
        }
    }

    @Test
    void aTableTeachesTheServiceItsTileSetFromTheDashboardAndItIsKeptForTheNextStart() throws Exception {
        Path photos = Files.createDirectory(dir.resolve("photos"));
        tablescore.vision.CalibrationPhotos.layout(photos.resolve("layout.jpg"));
        DeviceConfig cfg = DeviceConfig.load(null, Map.of("data.dir", dir.resolve("data").toString(), "http.port", "0",
                "simulation.port", "0", "mdns.enabled", "false", "simulation.photos", photos.toString(), "hardware.mode", "simulation",
                "table.pin", "2468"));
        try (Appliance a = new Appliance(cfg).start(false)) {
            String base = "http://127.0.0.1:" + a.port();
            assertTrue(get(base + "/api/view").body().contains("\"calibratedFaces\":0"));
            HttpResponse<String> learned = http.send(HttpRequest.newBuilder(URI.create(base + "/api/calibrate"))
                    .header("X-Table-Pin", "2468").header("Idempotency-Key", "cal-1").header("Origin", base)
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, learned.statusCode(), learned.body());
            assertTrue(learned.body().contains("\"calibratedFaces\":52"), learned.body());
            HttpResponse<byte[]> sheet = http.send(HttpRequest.newBuilder(URI.create(base + "/api/calibration/layout.png")).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertEquals("image/png", sheet.headers().firstValue("Content-Type").orElse(""));
        }
        assertTrue(Files.isRegularFile(cfg.calibrationDir().resolve(tablescore.vision.Calibration.FILE_NAME)));
        try (Appliance again = new Appliance(cfg).start(false)) {
            String view = get("http://127.0.0.1:" + again.port() + "/api/view").body();
            assertTrue(view.contains("\"calibratedFaces\":52"), view);
        }
        // A new card with the game log and its photos restored, the calibration folder not: the set is
        // learned again from the photo the log names, once the recogniser is loaded.
        try (var files = Files.list(cfg.calibrationDir())) {
            for (Path f : files.toList()) Files.delete(f);
        }
        try (Appliance restored = new Appliance(cfg).start(false)) {
            String view = "";
            for (int i = 0; i < 600 && !view.contains("\"calibratedFaces\":52"); i++) {
                Thread.sleep(100);
                view = get("http://127.0.0.1:" + restored.port() + "/api/view").body();
            }
            assertTrue(view.contains("\"calibratedFaces\":52"), view);
            assertTrue(view.contains("Learned the table's own tile set again (52 faces)"), view);
        }
        assertTrue(Files.isRegularFile(cfg.calibrationDir().resolve(tablescore.vision.Calibration.FILE_NAME)));
    }

    @Test
    void theQrCodeReadsBackAsTheDashboardAddress() throws Exception {
        String url = "http://192.168.1.20:8080/";
        QrCode qr = new QrCode(url);
        int scale = 4, n = qr.size() * scale;
        int[] pixels = new int[n * n];
        for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) pixels[y * n + x] = qr.dark(x / scale, y / scale) ? 0xFF000000 : 0xFFFFFFFF;
        LuminanceSource src = new RGBLuminanceSource(n, n, pixels);
        assertEquals(url, new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(src))).getText());
        assertTrue(qr.svg(4).startsWith("<svg"));
        assertTrue(qr.text().contains("▀") || qr.text().contains("▄"));
    }
}
