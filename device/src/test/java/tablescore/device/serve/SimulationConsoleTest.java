package tablescore.device.serve;

import static org.junit.jupiter.api.Assertions.*;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.hardware.Button;
import tablescore.hardware.FolderCamera;
import tablescore.hardware.PanelPins;
import tablescore.hardware.SimulatedPanel;

class SimulationConsoleTest {

    @TempDir Path dir;

    @Test
    void theSimulatedButtonsArePressedOverHttpAndBadNamesAreRefusedInWords() throws Exception {
        Path photos = Files.createDirectory(dir.resolve("p"));
        Files.write(photos.resolve("a.jpg"), new byte[] {1});
        Files.write(photos.resolve("b.jpg"), new byte[] {2});
        SimulatedPanel panel = new SimulatedPanel(PanelPins.defaults());
        FolderCamera camera = new FolderCamera(photos);
        List<Button> pressed = new CopyOnWriteArrayList<>();
        panel.onPress(pressed::add);
        try (SimulationConsole c = new SimulationConsole(panel, camera, "127.0.0.1", 0)) {
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + c.port() + "/sim";
            var ok = http.send(HttpRequest.newBuilder(URI.create(base + "/press/west")).POST(HttpRequest.BodyPublishers.noBody()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, ok.statusCode());
            var bad = http.send(HttpRequest.newBuilder(URI.create(base + "/press/banana")).POST(HttpRequest.BodyPublishers.noBody()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, bad.statusCode());
            assertTrue(bad.body().contains("unknown button 'banana'"), bad.body());
            http.send(HttpRequest.newBuilder(URI.create(base + "/photo/b.jpg")).POST(HttpRequest.BodyPublishers.noBody()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals("b.jpg", camera.capture().source(), "the chosen photo is served next");
            var page = http.send(HttpRequest.newBuilder(URI.create(base)).build(), HttpResponse.BodyHandlers.ofString());
            assertTrue(page.body().contains("press('confirm')"));
            long end = System.currentTimeMillis() + 5000;
            while (pressed.isEmpty() && System.currentTimeMillis() < end) Thread.sleep(10);
            assertEquals(List.of(Button.seat(2)), pressed);
        } finally {
            panel.close();
        }
    }
}
