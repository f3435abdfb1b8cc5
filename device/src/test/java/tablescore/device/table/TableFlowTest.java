package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.*;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.device.gamelog.GameLog;
import tablescore.engine.hand.Wind;
import tablescore.hardware.Button;
import tablescore.hardware.FolderCamera;
import tablescore.hardware.PanelPins;
import tablescore.hardware.Pi4jPanel;
import tablescore.hardware.Signal;
import tablescore.hardware.WatchedCamera;
import tablescore.web.table.Flow;
import tablescore.web.table.HandCorrection;
import tablescore.web.table.MatchSetup;
import tablescore.web.table.TableException;
import tablescore.web.table.TableView;

/**
 * The table flow driven as at the table: Pi4J's mock GPIO presses the real panel's buttons, the
 * simulated camera serves the photos of a folder, the game log is a real SQLite file.
 */
class TableFlowTest {

    @TempDir Path dir;

    private Context gpio;
    private Pi4jPanel panel;
    private GameLog log;
    private TableFlow flow;
    private Path photos;

    @BeforeEach
    void open() throws Exception {
        photos = Files.createDirectory(dir.resolve("photos-in"));
        // a closed all-simples hand; South wins it
        Files.writeString(photos.resolve("a-hand.jpg"), "234m456p345s678s22p");
        gpio = Pi4J.newContextBuilder().add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance()).build();
        panel = new Pi4jPanel(gpio, PanelPins.defaults(), "mock-digital-input", "mock-digital-output");
        log = GameLog.open(dir.resolve("log.db"), dir.resolve("photos"));
        flow = newFlow();
        flow.setUpMatch("setup-1", new MatchSetup("riichi", Map.of(Wind.E, "Ann", Wind.S, "Bob", Wind.W, "Cy", Wind.N, "Di"), null, Map.of()));
    }

    private TableFlow newFlow() {
        return new TableFlow(new TableFlow.Parts("Test table", "1234", log, new WatchedCamera(new FolderCamera(photos)),
                new NotationPhotoReader(), panel, RuleCatalog.engine(), true, "test", 0.8, 1));
    }

    @AfterEach
    void close() {
        flow.close();
        panel.close();
        log.close();
    }

    /** A press as the wiring makes it; presses of one button come at least the debounce time apart. */
    private void press(Button b) throws InterruptedException {
        Thread.sleep(PanelPins.defaults().debounceMillis() + 20);
        MockDigitalInput in = (MockDigitalInput) gpio.registry().<DigitalInput>get("button-" + b.wireName());
        in.mockState(DigitalState.HIGH);
        in.mockState(DigitalState.LOW);
        in.mockState(DigitalState.HIGH);
    }

    /** Presses are delivered on the panel's thread; wait for the flow to show the result. */
    private void waitFor(BooleanSupplier c, String what) throws InterruptedException {
        long end = System.currentTimeMillis() + 10_000;
        while (!c.getAsBoolean()) {
            if (System.currentTimeMillis() > end) fail("timed out waiting for " + what + "; view: " + flow.view());
            Thread.sleep(10);
        }
    }

    private long points(Wind seat) {
        return flow.view().match().seats().get(seat.ordinal()).points();
    }

    /** South wins on East's discard: seat button, discarder's button, dora from the phone, confirm button. */
    private void playSouthWinsOnEastsDiscard() throws InterruptedException {
        press(Button.seat(1));
        waitFor(() -> flow.view().flow() == Flow.ASKING, "the questions");
        assertEquals(Wind.S, flow.view().review().winner());
        press(Button.seat(0));
        waitFor(() -> flow.view().review().questions().stream().anyMatch(q -> q.id().equals("how") && q.chosen().equals(List.of("E"))),
                "East named as the discarder");
        flow.answer("dora-" + System.nanoTime(), "dora", List.of("9m"));
        assertEquals(Flow.CONFIRMING, flow.view().flow(), String.valueOf(flow.view().review().problem()));
        assertNotNull(flow.view().review().breakdown());
        press(Button.CONFIRM);
        waitFor(() -> flow.view().flow() == Flow.IDLE && flow.view().hands().size() == 1, "the hand logged");
    }

    @Test
    void aWinClaimedByButtonsIsScoredConfirmedLoggedAndPushed() throws Exception {
        List<TableView> pushed = new java.util.concurrent.CopyOnWriteArrayList<>();
        flow.onChange(pushed::add);
        playSouthWinsOnEastsDiscard();
        assertTrue(points(Wind.S) > 25_000, "South was paid");
        assertTrue(points(Wind.E) < 25_000, "East paid");
        assertEquals(25_000, points(Wind.W));
        var logged = log.events(flow.view().match().id());
        assertEquals(List.of("match_started", "hand_won"), logged.stream().map(e -> e.kind()).toList());
        assertNotNull(logged.get(1).photoSha256(), "the photo is kept beside the hand");
        assertTrue(log.photos().verify(logged.get(1).photoFile(), logged.get(1).photoSha256()));
        assertTrue(pushed.stream().anyMatch(v -> v.hands().size() == 1), "the phones got the new standings");
        assertEquals(Signal.CONFIRMED, panel.lastSignal());
    }

    @Test
    void aDoublePressedConfirmLogsTheHandOnce() throws Exception {
        playSouthWinsOnEastsDiscard();
        press(Button.CONFIRM);
        waitFor(() -> "Nobody has claimed a win yet.".equals(flow.view().message()), "the second confirm refused");
        assertEquals(2, log.all().size(), "setup and one hand");
        assertEquals(Signal.REFUSED, panel.lastSignal());
    }

    @Test
    void theUndoButtonAsksForConfirmThenUndoesAsANewEvent() throws Exception {
        playSouthWinsOnEastsDiscard();
        press(Button.UNDO);
        waitFor(() -> flow.view().message() != null && flow.view().message().startsWith("Press confirm to undo"), "the undo question");
        press(Button.CONFIRM);
        waitFor(() -> flow.view().hands().isEmpty(), "the hand undone");
        assertEquals(25_000, points(Wind.S));
        assertEquals(List.of("match_started", "hand_won", "undo"), log.all().stream().map(e -> e.kind()).toList(), "nothing deleted");
    }

    @Test
    void aCameraThatFailsIsReportedAndAHandIsTakenWhenItComesBack() throws Exception {
        Path away = dir.resolve("unplugged");
        Files.move(photos, away);
        press(Button.seat(1));
        waitFor(() -> flow.view().flow() == Flow.ERROR, "the camera error");
        assertFalse(flow.view().device().cameraOk());
        assertTrue(flow.view().message().contains("camera"), flow.view().message());
        assertEquals(Signal.FAULT, panel.lastSignal());
        Files.move(away, photos);
        waitFor(() -> flow.view().device().cameraOk(), "the camera picked up again by the watcher");
        playSouthWinsOnEastsDiscard();
        assertEquals(1, flow.view().hands().size());
    }

    @Test
    void aCorrectionOfAnEarlierHandRecomputesTheStandings() throws Exception {
        playSouthWinsOnEastsDiscard();
        long southBefore = points(Wind.S);
        String handId = flow.view().hands().get(0).id();
        flow.correctHand("fix-1", handId, new HandCorrection(null, List.of(), Map.of("how", List.of("W")), false));
        assertEquals(25_000, points(Wind.E), "East no longer pays");
        assertTrue(points(Wind.W) < 25_000, "West pays instead");
        assertEquals(southBefore, points(Wind.S));
        assertTrue(flow.view().hands().get(0).corrected());
        assertEquals(Wind.W, flow.view().hands().get(0).discarder());
    }

    @Test
    void aHandStruckFromTheMatchNeverHappenedButStaysInTheLog() throws Exception {
        playSouthWinsOnEastsDiscard();
        flow.correctHand("strike-1", flow.view().hands().get(0).id(), new HandCorrection(null, List.of(), Map.of(), true));
        assertTrue(flow.view().hands().isEmpty());
        assertEquals(25_000, points(Wind.S));
        assertEquals(Wind.E, flow.view().match().round().dealer(), "the deal is East's again");
        assertEquals(List.of("match_started", "hand_won", "correction"), log.all().stream().map(e -> e.kind()).toList());
    }

    @Test
    void theMatchIsRestoredFromTheGameLogAfterARestart() throws Exception {
        playSouthWinsOnEastsDiscard();
        flow.declareDraw("draw-1", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.N)));
        var before = flow.view().match();
        flow.close();
        flow = newFlow();
        var after = flow.view().match();
        assertEquals(before.id(), after.id());
        assertEquals(before.seats(), after.seats());
        assertEquals(2, flow.view().hands().size());
    }

    @Test
    void theMatchExportsInEveryOfferedFormat() throws Exception {
        playSouthWinsOnEastsDiscard();
        String id = flow.view().match().id();
        assertEquals(List.of("json", "csv", "tenhou", "jsonl"), flow.view().match().exportFormats());
        for (String f : flow.view().match().exportFormats()) {
            var e = flow.exportMatch(id, f);
            assertTrue(e.bytes().length > 0, f);
        }
        String jsonl = new String(flow.exportMatch(id, "jsonl").bytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(2, jsonl.lines().count(), "set-up and the hand");
        assertTrue(jsonl.contains("\"photoSha256\":\""), jsonl);
        var bad = assertThrows(TableException.class, () -> flow.exportMatch(id, "pdf"));
        assertTrue(bad.getMessage().contains("not offered"), bad.getMessage());
    }

    @Test
    void aHandTheCameraCannotReadCanBeTypedAndGoesThroughTheSameReview() throws Exception {
        flow.claimWinTyped("typed-1", Wind.W, "234m456p345s8s | 222z");
        assertEquals(Flow.REVIEWING, flow.view().flow(), "13 tiles: not complete");
        flow.cancelReview("c-1");
        flow.claimWinTyped("typed-2", Wind.W, "234m456p345s88s | 777z");
        assertEquals(Flow.ASKING, flow.view().flow(), String.valueOf(flow.view().review().problem()));
        assertEquals("meld 1", flow.view().review().tiles().get(11).group());
        flow.answer("a-1", "how", List.of("self"));
        flow.answer("a-2", "dora", List.of("1z"));
        flow.answer("a-3", "winning_tile", List.of("8s"));
        assertEquals(Flow.CONFIRMING, flow.view().flow(), String.valueOf(flow.view().review().problem()));
        flow.confirm("ok-1");
        assertEquals(1, flow.view().hands().size());
        assertTrue(points(Wind.W) > 25_000);
        assertNull(log.all().get(1).photoFile(), "a typed hand has no photo");
        var bad = assertThrows(TableException.class, () -> flow.claimWinTyped("typed-3", Wind.W, "12q"));
        assertTrue(bad.getMessage().contains("notation"), bad.getMessage());
    }

    @Test
    void anUnreadablePhotoIsAnErrorInWordsAndTheNextPressTriesAgain() throws Exception {
        Files.writeString(photos.resolve("a-hand.jpg"), "this is no hand");
        press(Button.seat(2));
        waitFor(() -> flow.view().flow() == Flow.ERROR, "the error");
        assertTrue(flow.view().message().startsWith("The photo could not be read"), flow.view().message());
        assertNull(flow.view().review());
        Files.writeString(photos.resolve("a-hand.jpg"), "234m456p345s678s22p");
        press(Button.seat(2));
        waitFor(() -> flow.view().flow() == Flow.ASKING, "the review on the second try");
    }

    @Test
    void theTableLearnsItsOwnSetFromTheCameraAndKeepsThePhoto() throws Exception {
        assertEquals(0, flow.view().device().calibratedFaces());
        Files.writeString(photos.resolve("a-hand.jpg"), NotationPhotoReader.LAYOUT);
        TableView v = flow.calibrate("cal-1", null);
        assertEquals(34, v.device().calibratedFaces());
        assertNotNull(v.device().calibratedAt());
        assertEquals(Flow.IDLE, v.flow());
        assertTrue(v.message().startsWith("Learned 34 faces"), v.message());
        try (var kept = Files.list(log.photos().folder())) {
            assertEquals(1, kept.filter(Files::isRegularFile).count(), "the calibration photo is kept with the others");
        }
    }

    @Test
    void aTileSetWhoseFolderIsLostIsLearnedAgainFromItsPhotoInTheGameLog() throws Exception {
        Files.writeString(photos.resolve("a-hand.jpg"), NotationPhotoReader.LAYOUT);
        flow.calibrate("cal-1", null);
        // a new card: the game log and its photos restored from a backup, the reader's own folder gone
        flow.close();
        flow = newFlow();
        assertEquals(0, flow.view().device().calibratedFaces());
        String said = flow.relearnLostTileSet().orElseThrow();
        assertTrue(said.startsWith("Learned the table's own tile set again (34 faces)"), said);
        assertEquals(34, flow.view().device().calibratedFaces());
        assertEquals(said, flow.view().message());
        assertTrue(flow.relearnLostTileSet().isEmpty(), "a set in use is not learned again");
    }

    @Test
    void aLostTileSetWhosePhotoIsGoneSaysToTeachItAgain() throws Exception {
        assertTrue(flow.relearnLostTileSet().isEmpty(), "no set was ever taught");
        Files.writeString(photos.resolve("a-hand.jpg"), NotationPhotoReader.LAYOUT);
        flow.calibrate("cal-1", null);
        try (var kept = Files.list(log.photos().folder())) {
            for (Path p : kept.filter(Files::isRegularFile).toList()) Files.delete(p);
        }
        flow.close();
        flow = newFlow();
        String said = flow.relearnLostTileSet().orElseThrow();
        assertTrue(said.contains("is not in the photo store; teach the set again from the Set-up tab"), said);
        assertEquals(0, flow.view().device().calibratedFaces());
    }

    @Test
    void aCalibrationPhotoThatIsNotTheLayoutChangesNothingAndSaysWhy() throws Exception {
        var e = assertThrows(TableException.class, () -> flow.calibrate("cal-1", null));
        assertTrue(e.getMessage().startsWith("Calibration photo shows 14 tiles"), e.getMessage());
        assertEquals(0, flow.view().device().calibratedFaces());
        assertEquals(Flow.IDLE, flow.view().flow());
        var notAPhoto = assertThrows(TableException.class,
                () -> flow.calibrate("cal-2", new tablescore.web.table.Photo("image/gif", new byte[] {1})));
        assertEquals("The photo must be a JPEG or PNG, not image/gif.", notAPhoto.getMessage());
    }

    @Test
    void aPhonesPhotoOfTheLayoutTeachesTheSetButNotDuringAReview() throws Exception {
        flow.claimWin("claim-1", Wind.S);
        var photo = new tablescore.web.table.Photo("image/jpeg", NotationPhotoReader.LAYOUT.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        var e = assertThrows(TableException.class, () -> flow.calibrate("cal-1", photo));
        assertEquals("A hand is under review; confirm or cancel it first.", e.getMessage());
        flow.cancelReview("cancel-1");
        assertEquals(34, flow.calibrate("cal-2", photo).device().calibratedFaces());
    }

    @Test
    void aRetriedCommandKeyChangesNothing() {
        flow.declareDraw("draw-1", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.N)));
        long v = flow.version();
        flow.declareDraw("draw-1", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.N)));
        assertEquals(v, flow.version());
        assertEquals(1, flow.view().hands().size());
    }

    @Test
    void badInputIsRefusedInWordsAndChangesNothing() throws Exception {
        var e = assertThrows(TableException.class, () -> flow.confirm("c-1"));
        assertEquals("Nobody has claimed a win yet.", e.getMessage());
        flow.claimWin("claim-1", Wind.S);
        var bad = assertThrows(TableException.class, () -> flow.replaceTile("t-1", 3, "zz"));
        assertTrue(bad.getMessage().contains("is not a tile"), bad.getMessage());
        var q = assertThrows(TableException.class, () -> flow.answer("a-1", "weather", List.of("sunny")));
        assertTrue(q.getMessage().contains("no question 'weather'"), q.getMessage());
        var notYet = assertThrows(TableException.class, () -> flow.confirm("c-2"));
        assertTrue(notYet.getMessage().startsWith("Not yet"), notYet.getMessage());
        flow.cancelReview("cancel-1");
        var setup = assertThrows(TableException.class, () -> flow.setUpMatch("s-2", new MatchSetup("snap", Map.of(), null, Map.of())));
        assertTrue(setup.getMessage().contains("no rule system 'snap'"), setup.getMessage());
        assertEquals(1, log.all().size(), "only the set-up is logged");
        assertEquals(Signal.REFUSED, panel.lastSignal());
    }

    @Test
    void aMisreadTileIsFixedInOneTapWithTheSuggestionFirst() throws Exception {
        Files.writeString(photos.resolve("a-hand.jpg"), "234m456p345s678s2p1m");
        flow.claimWin("claim-1", Wind.S);
        var r = flow.view().review();
        assertFalse(r.legal(), "1m does not complete the hand");
        assertEquals(new tablescore.web.table.Review.Suggestion(13, "1m", "2p", r.suggestion().reason()), r.suggestion(),
                "the least-confident tile's runner-up is offered first");
        flow.replaceTile("fix", 13, "2p");
        assertTrue(flow.view().review().legal());
        assertTrue(flow.view().review().tiles().get(13).confidence() == 1.0);
    }
}
