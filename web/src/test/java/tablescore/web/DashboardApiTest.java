package tablescore.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JSON API and the live feed, as another tool would use them (web/README.md documents them). */
class DashboardApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private MemoryTable table;
    private DashboardServer server;
    private String base;

    @BeforeEach
    void start() {
        table = Fixtures.table();
        server = new DashboardServer(table).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    record Answer(int status, JsonNode json, HttpResponse<byte[]> raw) {}

    Answer get(String path) throws Exception {
        HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
        String type = r.headers().firstValue("Content-Type").orElse("");
        return new Answer(r.statusCode(), type.startsWith("application/json") ? JSON.readTree(r.body()) : null, r);
    }

    Answer post(String path, String body, String pin, String key, String origin) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (pin != null) b.header("X-Table-Pin", pin);
        if (key != null) b.header("Idempotency-Key", key);
        if (origin != null) b.header("Origin", origin);
        HttpResponse<byte[]> r;
        try {
            r = http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException closedBeforeAnswering) {
            // A kept-alive connection the server had just closed fails before any answer came
            // (seen once in CI: "header parser received no bytes"); the JDK client retries only
            // GETs. A change sent with an idempotency key is sent again, as a phone would.
            if (key == null) throw closedBeforeAnswering;
            r = http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
        }
        return new Answer(r.statusCode(), JSON.readTree(r.body()), r);
    }

    Answer post(String path, String body) throws Exception {
        return post(path, body, Fixtures.PIN, UUID.randomUUID().toString(), base);
    }

    void setUp() throws Exception {
        Answer a = post("/api/match", "{\"ruleSystem\":\"flat\",\"players\":{\"E\":\"Aiko\",\"S\":\"Bruno\",\"W\":\"Chen\",\"N\":\"Dana\"},\"preset\":\"Club\"}");
        assertEquals(200, a.status(), a.json().toString());
    }

    long points(JsonNode view, String seat) {
        for (JsonNode s : view.path("match").path("seats")) if (s.path("seat").asText().equals(seat)) return s.path("points").asLong();
        throw new AssertionError("no seat " + seat + " in " + view);
    }

    @Test
    void healthSaysOkWithVersionAndFlow() throws Exception {
        Answer a = get("/api/health");
        assertEquals(200, a.status());
        assertEquals("ok", a.json().path("status").asText());
        assertEquals("IDLE", a.json().path("flow").asText());
        assertTrue(a.json().path("version").asLong() >= 1);
    }

    @Test
    void matchIsNullBeforeSetUpAndHasStandingsAfter() throws Exception {
        assertTrue(get("/api/match").json().path("match").isNull());
        setUp();
        JsonNode m = get("/api/match").json().path("match");
        assertEquals(4, m.path("seats").size());
        assertEquals("Aiko", m.path("seats").get(0).path("player").asText());
        assertEquals(25000, m.path("seats").get(0).path("points").asLong());
        assertEquals("East 1", m.path("round").path("label").asText());
    }

    @Test
    void aChangeWithoutThePinIsRefusedInWords() throws Exception {
        long before = table.version();
        Answer a = post("/api/match", "{\"ruleSystem\":\"flat\"}", null, "k1", null);
        assertEquals(403, a.status());
        assertTrue(a.json().path("error").asText().contains("PIN"), a.json().toString());
        Answer wrong = post("/api/match", "{\"ruleSystem\":\"flat\"}", "0000", "k2", null);
        assertEquals(403, wrong.status());
        assertTrue(wrong.json().path("error").asText().startsWith("That is not the table's PIN"));
        assertEquals(before, table.version());
    }

    @Test
    void everyChangingPathNeedsThePin() throws Exception {
        setUp();
        playHand("S", "W", true);
        String hand = get("/api/hands").json().get(0).path("id").asText();
        long before = table.version();
        for (String path : new String[] {"/api/match", "/api/match/end", "/api/claim", "/api/claim/typed", "/api/review/answer", "/api/review/tile",
            "/api/review/confirm", "/api/review/cancel", "/api/undo", "/api/hands/" + hand + "/correct", "/api/draw",
            "/api/penalty", "/api/calibrate", "/api/pin"}) {
            Answer a = post(path, "{\"delete\":true,\"winner\":\"E\",\"ready\":[],\"seat\":\"N\"}", null, "key-" + path, null);
            assertEquals(403, a.status(), path);
        }
        assertEquals(before, table.version());
    }

    @Test
    void repeatedWrongPinsMakeThePhoneWait() throws Exception {
        for (int i = 0; i < 5; i++) assertEquals(403, post("/api/undo", "{}", "999" + i, "k" + i, null).status());
        Answer a = post("/api/undo", "{}", Fixtures.PIN, "k-right", null);
        assertEquals(429, a.status());
        assertTrue(a.json().path("error").asText().contains("Too many wrong PINs"));
    }

    @Test
    void aChangeFromAnotherSiteIsRefused() throws Exception {
        long before = table.version();
        Answer a = post("/api/match", "{\"ruleSystem\":\"flat\"}", Fixtures.PIN, "k1", "http://evil.example");
        assertEquals(403, a.status());
        assertTrue(a.json().path("error").asText().contains("only accepted from this table's own dashboard"));
        assertEquals(before, table.version());
    }

    @Test
    void aChangeWithoutAnIdempotencyKeyIsRefused() throws Exception {
        Answer a = post("/api/match", "{\"ruleSystem\":\"flat\"}", Fixtures.PIN, null, null);
        assertEquals(400, a.status());
        assertTrue(a.json().path("error").asText().contains("Idempotency-Key"));
    }

    @Test
    void badJsonIsASentenceNotACrash() throws Exception {
        Answer a = post("/api/match", "{\"ruleSystem\":", Fixtures.PIN, "k", null);
        assertEquals(400, a.status());
        assertTrue(a.json().path("error").asText().startsWith("The request body is not a valid MatchSetup"));
        Answer b = post("/api/claim", "{\"winner\":\"X\"}", Fixtures.PIN, "k2", null);
        assertEquals(400, b.status());
        assertTrue(b.json().path("error").asText().contains("E, S, W or N"));
    }

    @Test
    void aRefusalOfTheTableComesBackAsItsSentence() throws Exception {
        Answer a = post("/api/review/confirm", "{}");
        assertEquals(409, a.status());
        assertEquals("No hand is under review; a winner presses their seat first.", a.json().path("error").asText());
    }

    @Test
    void aHandCanBeTypedWhenTheCameraCannotReadIt() throws Exception {
        setUp();
        JsonNode v = post("/api/claim/typed", "{\"winner\":\"S\",\"hand\":\"234m456p345s88s | 777z\"}").json();
        JsonNode tiles = v.path("review").path("tiles");
        assertEquals(14, tiles.size());
        assertEquals("concealed", tiles.get(0).path("group").asText());
        assertEquals("meld 1", tiles.get(13).path("group").asText());
        assertEquals("7z", tiles.get(13).path("tile").asText());
        post("/api/review/cancel", "{}");
        Answer bad = post("/api/claim/typed", "{\"winner\":\"S\",\"hand\":\"234q\"}", Fixtures.PIN, "k-bad", null);
        assertEquals(409, bad.status());
        assertTrue(bad.json().path("error").asText().contains("not in the tile notation"), bad.json().toString());
    }

    @Test
    void aWinIsReviewedCorrectedAnsweredAndConfirmed() throws Exception {
        setUp();
        JsonNode v = post("/api/claim", "{\"winner\":\"S\"}").json();
        assertEquals("REVIEWING", v.path("flow").asText());
        JsonNode review = v.path("review");
        assertFalse(review.path("legal").asBoolean());
        JsonNode suggestion = review.path("suggestion");
        assertEquals("1z", suggestion.path("to").asText());
        int pos = suggestion.path("position").asInt();
        assertTrue(review.path("tiles").get(pos).path("uncertain").asBoolean());
        assertEquals(4, review.path("tiles").get(pos).path("quad").size());

        v = post("/api/review/tile", "{\"position\":" + pos + ",\"tile\":\"1z\"}").json();
        assertEquals("ASKING", v.path("flow").asText());
        v = post("/api/review/answer", "{\"question\":\"how\",\"values\":[\"W\"]}").json();
        assertEquals("CONFIRMING", v.path("flow").asText());
        JsonNode b = v.path("review").path("breakdown");
        assertEquals("和牌", b.path("patterns").get(0).path("original").asText());
        String key = UUID.randomUUID().toString();
        v = post("/api/review/confirm", "{}", Fixtures.PIN, key, null).json();
        // winner S: 1 fan + 4 flowers = 5 fan, 5000, three times from the discarder W
        assertEquals(40000, points(v, "S"));
        assertEquals(10000, points(v, "W"));
        assertEquals("IDLE", v.path("flow").asText());

        // the same key again changes nothing
        JsonNode again = post("/api/review/confirm", "{}", Fixtures.PIN, key, null).json();
        assertEquals(v.path("version").asLong(), again.path("version").asLong());
        assertEquals(1, get("/api/hands").json().size());
    }

    @Test
    void correctingAPastHandRecomputesTheStandings() throws Exception {
        setUp();
        playHand("S", "W", true);
        playHand("E", "self-draw", false);
        JsonNode hands = get("/api/hands").json();
        assertEquals(2, hands.size());
        String first = hands.get(0).path("id").asText();
        // the first hand was a self-draw after all: everyone pays S 6 fan = 6000
        JsonNode v = post("/api/hands/" + first + "/correct", "{\"answers\":{\"how\":[\"self-draw\"]}}").json();
        assertEquals(25000 + 18000 - 6000, points(v, "S"));
        assertEquals(25000 - 6000 - 6000, points(v, "W"));
        assertTrue(get("/api/hands/" + first).json().path("corrected").asBoolean());
        JsonNode bad = post("/api/hands/" + first + "/correct", "{\"tiles\":[{\"position\":0,\"tile\":\"9s\"}]}").json();
        assertTrue(bad.path("error").asText().contains("would not be a winning hand"), bad.toString());
        assertEquals(404, get("/api/hands/nope").status());
    }

    @Test
    void undoTakesBackTheLastHand() throws Exception {
        setUp();
        playHand("S", "W", true);
        JsonNode v = post("/api/undo", "{}").json();
        assertEquals(25000, points(v, "S"));
        assertEquals(0, v.path("hands").size());
    }

    Answer postPhoto(String path, String type, byte[] photo) throws Exception {
        HttpRequest r = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", type)
                .header("X-Table-Pin", Fixtures.PIN).header("Idempotency-Key", UUID.randomUUID().toString()).header("Origin", base)
                .POST(HttpRequest.BodyPublishers.ofByteArray(photo)).build();
        HttpResponse<byte[]> a = http.send(r, HttpResponse.BodyHandlers.ofByteArray());
        return new Answer(a.statusCode(), JSON.readTree(a.body()), a);
    }

    @Test
    void theLayoutSheetIsServedToPrintOrShow() throws Exception {
        Answer sheet = get("/api/calibration/layout.png");
        assertEquals(200, sheet.status());
        assertEquals("image/png", sheet.raw().headers().firstValue("Content-Type").orElse(""));
        assertArrayEquals(MemoryTable.SHEET, sheet.raw().body());
    }

    @Test
    void theTableLearnsItsSetFromTheCameraOrFromAPhonesPhoto() throws Exception {
        assertEquals(0, get("/api/view").json().path("device").path("calibratedFaces").asInt());
        JsonNode byCamera = post("/api/calibrate", "{}").json();
        assertEquals(MemoryTable.CALIBRATED_FACES, byCamera.path("device").path("calibratedFaces").asInt(), byCamera.toString());
        assertEquals("camera", table.calibratedFrom());
        List<String> notInSet = new ArrayList<>();
        byCamera.path("device").path("notInSet").forEach(f -> notInSet.add(f.asText()));
        assertEquals(MemoryTable.NOT_IN_SET, notInSet, "the faces whose places were left bare, never read");
        JsonNode doubt = byCamera.path("device").path("layoutDoubts").path(0);
        assertEquals("7m 3s true", doubt.path("place").asText() + " " + doubt.path("readAs").asText() + " " + doubt.path("swapped").asBoolean(),
                "a layout place whose tile looked like another face is passed on for the set-up card: " + byCamera.path("device"));

        byte[] jpeg = Files.readAllBytes(Fixtures.shared().resolve(
                "vision/photos/roboflow-chinese-mahjong-v4-train/images/" + Fixtures.MISREAD_HAND + ".jpg"));
        Answer byPhone = postPhoto("/api/calibrate", "image/jpeg", jpeg);
        assertEquals(200, byPhone.status(), byPhone.json().toString());
        assertEquals("image/jpeg", table.calibratedFrom());
        assertTrue(byPhone.json().path("device").path("calibratedAt").isTextual());
    }

    @Test
    void aCalibrationPhotoThatIsNoJpegOrPngIsRefusedInWords() throws Exception {
        Answer gif = postPhoto("/api/calibrate", "image/gif", new byte[] {'G', 'I', 'F', '8'});
        assertEquals(400, gif.status());
        assertEquals("The photo must be a JPEG or PNG, not image/gif.", gif.json().path("error").asText());
        Answer empty = postPhoto("/api/calibrate", "image/png", new byte[0]);
        assertEquals(400, empty.status());
        assertEquals("The photo is empty.", empty.json().path("error").asText());
        Answer garbage = postPhoto("/api/calibrate", "image/jpeg", new byte[] {1, 2, 3, 4});
        assertEquals(409, garbage.status());
        assertEquals("The photo could not be read.", garbage.json().path("error").asText());
        assertEquals(null, table.calibratedFrom());
    }

    @Test
    void photoAndExportDownload() throws Exception {
        setUp();
        JsonNode v = post("/api/claim", "{\"winner\":\"N\"}").json();
        Answer photo = get("/api/photos/" + v.path("review").path("photoId").asText());
        assertEquals(200, photo.status());
        assertEquals("image/jpeg", photo.raw().headers().firstValue("Content-Type").orElse(""));
        assertArrayEquals(Files.readAllBytes(Fixtures.shared().resolve(
                "vision/photos/roboflow-chinese-mahjong-v4-train/images/" + Fixtures.MISREAD_HAND + ".jpg")), photo.raw().body());
        assertEquals(404, get("/api/photos/none").status());

        Answer csv = get("/api/export/csv");
        assertEquals(200, csv.status());
        assertTrue(csv.raw().headers().firstValue("Content-Disposition").orElse("").contains(".csv"));
        assertTrue(new String(csv.raw().body()).startsWith("hand,kind,label,E,S,W,N"));
        Answer pdf = get("/api/export/pdf");
        assertEquals(404, pdf.status());
        assertTrue(pdf.json().path("error").asText().contains("not 'pdf'"));
    }

    @Test
    void thePageAndEveryTilePictureAreServedFromTheJar() throws Exception {
        Answer page = get("/");
        assertEquals(200, page.status());
        String html = new String(page.raw().body());
        assertTrue(html.contains("app.js"));
        assertFalse(html.contains("https://"), "the page must not load anything from the internet");
        for (String f : new String[] {"ch1", "ch9", "do5", "ba9", "wi_east", "wi_north", "dr_white", "dr_green", "dr_red",
            "fl_plum", "fl_bamboo", "se_spring", "se_winter"}) {
            Answer a = get("/tiles/" + f + ".png");
            assertEquals(200, a.status(), f);
            assertEquals("image/png", a.raw().headers().firstValue("Content-Type").orElse(""), f);
        }
        assertEquals(200, get("/about.html").status());
    }

    @Test
    void theLiveFeedSendsTheViewOnConnectAndAfterEveryChange() throws Exception {
        LinkedBlockingQueue<String> got = new LinkedBlockingQueue<>();
        WebSocket ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws"), collector(got))
                .get(5, TimeUnit.SECONDS);
        JsonNode first = JSON.readTree(got.poll(5, TimeUnit.SECONDS));
        assertEquals("view", first.path("type").asText());
        assertEquals(table.version(), first.path("version").asLong());
        setUp();
        JsonNode next = JSON.readTree(got.poll(5, TimeUnit.SECONDS));
        assertEquals("Aiko", next.path("view").path("match").path("seats").get(0).path("player").asText());
        ws.sendText("ping", true);
        assertEquals("pong", JSON.readTree(got.poll(5, TimeUnit.SECONDS)).path("type").asText());
        ws.sendText("{\"type\":\"hello\",\"version\":0}", true);
        assertEquals(table.version(), JSON.readTree(got.poll(5, TimeUnit.SECONDS)).path("version").asLong());
        ws.abort();
    }

    @Test
    void theLiveFeedRefusesAPageFromAnotherSite() {
        CompletionException e = assertThrows(CompletionException.class, () -> http.newWebSocketBuilder()
                .header("Origin", "http://evil.example")
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws"), collector(new LinkedBlockingQueue<>())).join());
        assertTrue(e.getCause() instanceof WebSocketHandshakeException, String.valueOf(e.getCause()));
        HttpResponse<?> r = ((WebSocketHandshakeException) e.getCause()).getResponse();
        assertEquals(403, r.statusCode());
    }

    void playHand(String winner, String how, boolean fixTile) throws Exception {
        JsonNode v = post("/api/claim", "{\"winner\":\"" + winner + "\"}").json();
        if (fixTile) {
            JsonNode s = v.path("review").path("suggestion");
            post("/api/review/tile", "{\"position\":" + s.path("position").asInt() + ",\"tile\":\"" + s.path("to").asText() + "\"}");
        }
        post("/api/review/answer", "{\"question\":\"how\",\"values\":[\"" + how + "\"]}");
        Answer a = post("/api/review/confirm", "{}");
        assertEquals(200, a.status(), a.json().toString());
    }

    static WebSocket.Listener collector(LinkedBlockingQueue<String> got) {
        return new WebSocket.Listener() {
            private final StringBuilder part = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                part.append(data);
                if (last) {
                    got.add(part.toString());
                    part.setLength(0);
                }
                ws.request(1);
                return null;
            }
        };
    }
}
