package tablescore.device.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.device.gamelog.GameLog;
import tablescore.device.gamelog.GameLogException;
import tablescore.device.gamelog.LoggedEvent;
import tablescore.device.gamelog.Submission;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Wind;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.MatchException;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.OptionSpec;
import tablescore.engine.rules.RuleSystem;
import tablescore.hardware.Button;
import tablescore.hardware.CameraException;
import tablescore.hardware.CameraStatus;
import tablescore.hardware.Photo;
import tablescore.hardware.Signal;
import tablescore.hardware.TablePanel;
import tablescore.hardware.WatchedCamera;
import tablescore.web.table.Breakdown;
import tablescore.web.table.DeviceStatus;
import tablescore.web.table.DrawInput;
import tablescore.web.table.Export;
import tablescore.web.table.Flow;
import tablescore.web.table.HandCorrection;
import tablescore.web.table.MatchSetup;
import tablescore.web.table.PenaltyInput;
import tablescore.web.table.Review;
import tablescore.web.table.RuleSystemInfo;
import tablescore.web.table.TableException;
import tablescore.web.table.TableService;
import tablescore.web.table.TableView;

/**
 * The table's flow as one state machine, driven the same way by the seat, confirm and undo buttons,
 * by the phones (the {@link TableService} commands) and by tests:
 *
 * <pre>
 * IDLE --seat button / claimWin--> CAPTURING --photo read--> REVIEWING (tiles not a legal hand)
 *                                      |                      ASKING    (questions open)
 *                                      +--camera fails--> ERROR        CONFIRMING (scored)
 * REVIEWING/ASKING --replaceTile / answer / seat button (= who discarded)--> re-evaluated
 * CONFIRMING --confirm--> logged, settled, pushed --> IDLE        any review --undo / cancel--> IDLE
 * IDLE --undo button--> (armed) --confirm--> undo logged         draws, penalties, corrections: logged directly
 * </pre>
 *
 * Commands run one at a time (one lock); {@link #view()} reads a published snapshot and never waits.
 * Every logged change goes to the game log first and only then into the state, so what the phones see
 * is always what the log holds. Each step is acknowledged on the panel by a {@link Signal}.
 */
public final class TableFlow implements TableService, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(TableFlow.class);

    /** Everything the flow works with. */
    public record Parts(String tableName, String pin, GameLog log, WatchedCamera camera, HandReader reader, TablePanel panel,
                        RuleCatalog systems, boolean simulation, String simulationNote, double uncertainBelow, int cameraRetrySeconds) {}

    private final Parts parts;
    private final ObjectMapper json = new ObjectMapper()
            .disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final ViewBuilder views;
    private final ReentrantLock lock = new ReentrantLock();
    private final CopyOnWriteArrayList<Consumer<TableView>> listeners = new CopyOnWriteArrayList<>();
    private final Map<String, Boolean> applied = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> e) { return size() > 2000; }
    };
    private final ScheduledExecutorService cameraWatch;
    private final AtomicLong pressCounter = new AtomicLong();

    // state, guarded by lock
    private MatchBook book;
    private WinDraft draft;
    private Photo draftPhoto;
    private MatchBook preview;
    private Breakdown previewBreakdown;
    private String problem;
    private Review.Suggestion suggestion;
    private boolean legal;
    private Flow flow = Flow.IDLE;
    private String message;
    private boolean undoArmed;
    private long version;
    private volatile String dashboardUrl;
    private volatile TableView current;

    public TableFlow(Parts parts) {
        this.parts = parts;
        this.views = new ViewBuilder(json, parts.uncertainBelow());
        this.book = restore();
        parts.camera().onStatus(s -> changed());
        parts.panel().onPress(this::press);
        this.cameraWatch = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "camera-watch");
            t.setDaemon(true);
            return t;
        });
        cameraWatch.scheduleWithFixedDelay(this::watchCamera, parts.cameraRetrySeconds(), parts.cameraRetrySeconds(), TimeUnit.SECONDS);
        lock.lock();
        try {
            publish();
        } finally {
            lock.unlock();
        }
        parts.panel().signal(Signal.READY);
    }

    // ---------------------------------------------------------------- restore from the game log

    /** The last match in the log, replayed; a log the engine refuses is reported, never rewritten. */
    private MatchBook restore() {
        List<String> ids = parts.log().matchIds();
        for (int i = ids.size() - 1; i >= 0; i--) {
            try {
                MatchBook b = load(ids.get(i));
                if (b == null) continue;
                LOG.info("match {} restored from the game log: {} events", b.id(), b.match().events().size());
                return b;
            } catch (IOException | RuntimeException e) {
                message = "The last match in the game log could not be replayed (" + e.getMessage() + "); its events are kept. Set up a new match.";
                LOG.error("restoring match {}: {}", ids.get(i), e.toString());
                return null;
            }
        }
        return null;
    }

    /** A match replayed from its logged events, or null when the log has no set-up for it. */
    private MatchBook load(String matchId) throws IOException {
        List<LoggedEvent> events = parts.log().events(matchId);
        if (events.isEmpty() || !events.get(0).kind().equals(MatchBook.STARTED)) return null;
        MatchSetup s = json.readValue(events.get(0).payload(), MatchSetup.class);
        MatchBook b = MatchBook.start(matchId, s, parts.systems().byId(s.ruleSystem()));
        for (LoggedEvent e : events.subList(1, events.size())) {
            b = b.with(e.kind(), (ObjectNode) json.readTree(e.payload()), json);
        }
        return b;
    }

    // ---------------------------------------------------------------- reading

    @Override
    public TableView view() { return current; }

    @Override
    public long version() { return current.version(); }

    @Override
    public AutoCloseable onChange(Consumer<TableView> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    @Override
    public boolean checkPin(String pin) {
        if (pin == null) return false;
        return java.security.MessageDigest.isEqual(pin.trim().getBytes(StandardCharsets.UTF_8), parts.pin().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public Optional<tablescore.web.table.Photo> photo(String photoId) {
        if (photoId == null || !photoId.matches("[0-9a-f]{64}\\.(jpg|png)")) return Optional.empty();
        try {
            byte[] b = Files.readAllBytes(parts.log().photos().resolve(photoId));
            return Optional.of(new tablescore.web.table.Photo(photoId.endsWith(".png") ? "image/png" : "image/jpeg", b));
        } catch (IOException | GameLogException e) {
            return Optional.empty();
        }
    }

    @Override
    public List<RuleSystemInfo> ruleSystems() {
        List<RuleSystemInfo> out = new ArrayList<>();
        for (RuleSystem<?> r : parts.systems().all()) out.add(info(r));
        return out;
    }

    private static <O> RuleSystemInfo info(RuleSystem<O> r) {
        Map<String, String> defaults = r.options().describe(r.options().defaults());
        List<RuleSystemInfo.Option> options = new ArrayList<>();
        for (OptionSpec<O> s : r.options().specs()) {
            options.add(new RuleSystemInfo.Option(s.name(), s.description(), defaults.getOrDefault(s.name(), ""), s.allowed()));
        }
        return new RuleSystemInfo(r.id(), r.englishName(), r.originalName(), options, MatchBook.presets(r));
    }

    @Override
    public Export exportMatch(String matchId, String format) {
        List<LoggedEvent> events = parts.log().events(matchId == null ? "" : matchId);
        if (events.isEmpty()) throw new TableException("There is no match '" + matchId + "' in the game log.");
        String f = format == null ? "" : format.trim().toLowerCase(java.util.Locale.ROOT);
        if (f.equals("jsonl")) return new Export(matchId + ".jsonl", "application/x-ndjson", MatchExports.jsonl(events, json));
        MatchBook b = book();
        try {
            if (b == null || !b.id().equals(matchId)) b = load(matchId);
        } catch (IOException | RuntimeException e) {
            throw new TableException("The match '" + matchId + "' could not be replayed for export: " + e.getMessage());
        }
        if (b == null) throw new TableException("The match '" + matchId + "' has no set-up in the game log.");
        return switch (f) {
            case "json" -> new Export(matchId + ".json", "application/json",
                    tablescore.device.export.MatchJson.toText(b.match()).getBytes(StandardCharsets.UTF_8));
            case "csv" -> new Export(matchId + ".csv", "text/csv",
                    tablescore.device.export.MatchCsv.write(b.state()).getBytes(StandardCharsets.UTF_8));
            case "tenhou" -> {
                if (!Questions.isRiichi(b.system().id())) throw new TableException("The tenhou.net/6 log is for riichi matches only.");
                yield new Export(matchId + ".tenhou.json", "application/json",
                        tablescore.device.export.TenhouLog.write(b.state()).toString().getBytes(StandardCharsets.UTF_8));
            }
            default -> throw new TableException("Export format '" + format + "' is not offered; choose one of " + ViewBuilder.EXPORT_FORMATS + ".");
        };
    }

    // ---------------------------------------------------------------- commands

    private interface Step {
        Signal run();
    }

    /** Runs one command under the lock: a key already applied changes nothing; refusals become sentences. */
    private TableView command(String key, Step step) {
        if (key == null || key.isBlank()) throw new TableException("The request has no idempotency key; the page must send one.");
        lock.lock();
        Signal signal;
        TableView v;
        try {
            if (applied.containsKey(key)) return current;
            try {
                signal = step.run();
            } catch (TableException e) {
                throw refused(e.getMessage(), e);
            } catch (IllegalArgumentException | GameLogException e) {
                throw refused(e.getMessage(), e);
            }
            applied.put(key, Boolean.TRUE);
            v = publish();
        } finally {
            lock.unlock();
        }
        notifyListeners(v);
        if (signal != null) parts.panel().signal(signal);
        return v;
    }

    private TableException refused(String sentence, Exception cause) {
        parts.panel().signal(Signal.REFUSED);
        String s = sentence == null || sentence.isBlank() ? "The table could not do that." : sentence;
        s = Character.toUpperCase(s.charAt(0)) + s.substring(1);
        return new TableException(s.endsWith(".") || s.endsWith("?") || s.endsWith(")") ? s : s + ".", cause);
    }

    private MatchBook running() {
        if (book == null) throw new TableException("No match is running; set one up first.");
        if (!book.running()) throw new TableException("The match has ended; set up a new one to play on.");
        return book;
    }

    private void requireNoReview() {
        if (draft != null) throw new TableException("A hand is under review; confirm or cancel it first.");
    }

    /** Appends to the game log, then moves the match on; returns the logged event (a duplicate is not applied twice). */
    private LoggedEvent logAndApply(String logKey, String kind, ObjectNode payload, Photo photo, MatchBook next) {
        LoggedEvent e = parts.log().append(new Submission(logKey, book.id(), kind, payload.toString(), photo));
        if (!e.duplicate()) book = next;
        return e;
    }

    @Override
    public TableView setUpMatch(String key, MatchSetup setup) {
        return command(key, () -> {
            if (setup == null) throw new TableException("The set-up is empty.");
            requireNoReview();
            RuleSystem<?> system = parts.systems().byId(setup.ruleSystem());
            String id = "m-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + UUID.randomUUID().toString().substring(0, 4);
            MatchBook fresh = MatchBook.start(id, setup, system);
            if (book != null && book.running()) {
                parts.log().append(new Submission("end-" + key, book.id(), MatchBook.ENDED, "{}", null));
            }
            LoggedEvent e = parts.log().append(new Submission("setup-" + key, id, MatchBook.STARTED, json.valueToTree(setup).toString(), null));
            book = e.duplicate() ? book : fresh;
            undoArmed = false;
            flow = Flow.IDLE;
            message = "Match set up: " + system.englishName() + ". The winner of a hand presses their seat button.";
            return Signal.CONFIRMED;
        });
    }

    @Override
    public TableView endMatch(String key) {
        return command(key, () -> {
            MatchBook b = running();
            requireNoReview();
            logAndApply("end-" + key, MatchBook.ENDED, json.createObjectNode(), null, b.with(MatchBook.ENDED, json.createObjectNode(), json));
            message = "The match has ended.";
            return Signal.CONFIRMED;
        });
    }

    @Override
    public TableView claimWin(String key, Wind winner) {
        return command(key, () -> {
            MatchBook b = running();
            if (winner == null || winner.ordinal() >= b.match().setup().seats()) {
                throw new TableException("There is no seat " + winner + " at this table.");
            }
            if (draft != null) {
                if (draft.winner() == winner) return Signal.ASKING;
                throw new TableException(b.player(draft.winner()) + "'s hand is under review; confirm or cancel it first.");
            }
            undoArmed = false;
            flow = Flow.CAPTURING;
            message = b.player(winner) + " claims a win; taking the photo.";
            TableView capturing = publish();
            notifyListeners(capturing);
            parts.panel().signal(Signal.WORKING);
            Photo photo;
            try {
                photo = parts.camera().capture();
            } catch (CameraException e) {
                flow = Flow.ERROR;
                message = "The camera did not give a photo: " + e.getMessage() + ". Fix it and press the seat button again.";
                return Signal.FAULT;
            }
            tablescore.device.gamelog.PhotoStore.Stored stored;
            HandReader.Reading reading;
            try {
                stored = parts.log().photos().store(photo);
            } catch (RuntimeException e) {
                flow = Flow.ERROR;
                message = "The photo could not be saved: " + e.getMessage() + ". Check the data folder's disk and press the seat button again.";
                return Signal.FAULT;
            }
            try {
                reading = parts.reader().read(parts.log().photos().resolve(stored.file()), TableFaces.of(b.system().tileSet()));
            } catch (RuntimeException | LinkageError e) {
                flow = Flow.ERROR;
                message = "The photo could not be read: " + e.getMessage() + ". Lay the hand flat and press the seat button again,"
                        + " or type the hand.";
                return Signal.REFUSED;
            }
            if (reading.tiles().isEmpty()) {
                flow = Flow.ERROR;
                message = "No tiles were found in the photo. Lay the hand face up under the camera and press the seat button again,"
                        + " or type the hand.";
                return Signal.REFUSED;
            }
            draft = new WinDraft("d-" + UUID.randomUUID(), winner, stored.file(), stored.sha256(), reading.width(), reading.height(),
                    reading.tiles(), Map.of());
            draftPhoto = photo;
            message = null;
            undoArmed = false;
            evaluate();
            return Signal.ASKING;
        });
    }

    /**
     * A win whose tiles are typed instead of photographed (the camera is broken, or cannot read this set):
     * concealed tiles first, then each meld after "|", in the notation ("234m456p345s678s22p | 777z").
     * The review, questions, scoring and confirm are the same as for a photo; the hand is logged without one.
     */
    @Override
    public TableView claimWinTyped(String key, Wind winner, String hand) {
        return command(key, () -> {
            MatchBook b = running();
            if (winner == null || winner.ordinal() >= b.match().setup().seats()) throw new TableException("There is no seat " + winner + " at this table.");
            requireNoReview();
            List<HandReader.ReadTile> tiles = new ArrayList<>();
            for (var t : tablescore.web.table.TypedHand.parse(hand).tiles()) {
                tiles.add(new HandReader.ReadTile(t.tile(), t.group(), List.of(), 1.0, null, false));
            }
            undoArmed = false;
            draft = new WinDraft("d-" + UUID.randomUUID(), winner, null, null, 0, 0, tiles, Map.of());
            draftPhoto = null;
            message = null;
            evaluate();
            return Signal.ASKING;
        });
    }

    @Override
    public TableView answer(String key, String questionId, List<String> values) {
        return command(key, () -> {
            MatchBook b = running();
            WinDraft d = requireDraft();
            Review.Question q = Questions.of(d, b.system().id(), b.seats(), b::player).stream()
                    .filter(x -> x.id().equals(questionId)).findFirst()
                    .orElseThrow(() -> new TableException("There is no question '" + questionId + "' for this hand."));
            List<String> v = values == null ? List.of() : values;
            Questions.check(q, v);
            draft = d.withAnswer(questionId, v);
            message = null;
            evaluate();
            return flow == Flow.CONFIRMING ? Signal.WORKING : Signal.ASKING;
        });
    }

    @Override
    public TableView replaceTile(String key, int position, String tile) {
        return command(key, () -> {
            running();
            draft = requireDraft().withTile(position, tile);
            message = null;
            evaluate();
            return flow == Flow.CONFIRMING ? Signal.WORKING : Signal.ASKING;
        });
    }

    @Override
    public TableView confirm(String key) {
        return command(key, () -> {
            if (undoArmed && draft == null) return doUndo("undo-" + key);
            WinDraft d = requireDraft();
            if (flow != Flow.CONFIRMING || preview == null) {
                throw new TableException(problem != null ? "Not yet: " + problem : "Not yet: answer the open questions first.");
            }
            ObjectNode payload = json.valueToTree(d);
            LoggedEvent e = logAndApply("hand-" + d.id(), MatchBook.WON, payload, draftPhoto, preview);
            LOG.info("hand logged as event #{} ({}): {}", e.seq(), e.idempotencyKey(), lastSummary());
            clearDraft();
            message = "Logged: " + lastSummary();
            return Signal.CONFIRMED;
        });
    }

    @Override
    public TableView cancelReview(String key) {
        return command(key, () -> {
            requireDraft();
            clearDraft();
            message = "The hand under review was dropped.";
            return Signal.REFUSED;
        });
    }

    @Override
    public TableView undo(String key) {
        return command(key, () -> {
            if (draft != null) {
                clearDraft();
                message = "The hand under review was dropped.";
                return Signal.REFUSED;
            }
            return doUndo("undo-" + key);
        });
    }

    private Signal doUndo(String logKey) {
        MatchBook b = running();
        undoArmed = false;
        if (b.state().history().isEmpty() && b.match().events().isEmpty()) throw new TableException("There is nothing to undo yet.");
        ObjectNode p = json.createObjectNode();
        logAndApply(logKey, MatchBook.UNDO, p, null, b.with(MatchBook.UNDO, p, json));
        message = "The last event was undone (an undo is logged; nothing is deleted).";
        return Signal.CONFIRMED;
    }

    @Override
    public TableView correctHand(String key, String handId, HandCorrection c) {
        return command(key, () -> {
            MatchBook b = running();
            requireNoReview();
            if (c == null) throw new TableException("The correction is empty.");
            HandRecord rec = b.state().history().stream().filter(r -> String.valueOf(r.eventId()).equals(handId)).findFirst()
                    .orElseThrow(() -> new TableException("There is no hand " + handId + " in this match."));
            ObjectNode inEffect = b.payloadInEffect(rec);
            ObjectNode p = json.createObjectNode();
            p.put("target", rec.eventId());
            if (c.delete()) {
                p.put("as", "struck");
                p.set("content", json.createObjectNode().put("reason", "struck from the match"));
            } else {
                if (!inEffect.path("kind").asText().equals(MatchBook.WON)) {
                    throw new TableException("Only a won hand can have its tiles or winner corrected; undo or strike this one instead.");
                }
                WinDraft d;
                try {
                    d = json.treeToValue(inEffect, WinDraft.class);
                } catch (IOException e) {
                    throw new TableException("The logged hand " + handId + " could not be read back: " + e.getMessage());
                }
                if (c.winner() != null) d = d.withWinner(c.winner());
                for (HandCorrection.TileChange t : c.tiles()) d = d.withTile(t.position(), t.tile());
                for (var a : c.answers().entrySet()) {
                    WinDraft cur = d;
                    Review.Question q = Questions.of(cur, b.system().id(), b.seats(), b::player).stream()
                            .filter(x -> x.id().equals(a.getKey())).findFirst()
                            .orElseThrow(() -> new TableException("There is no question '" + a.getKey() + "' for this hand."));
                    Questions.check(q, a.getValue());
                    d = d.withAnswer(a.getKey(), a.getValue());
                }
                p.put("as", MatchBook.WON);
                p.set("content", json.valueToTree(d));
            }
            logAndApply("correct-" + key, MatchBook.CORRECTION, p, null, b.with(MatchBook.CORRECTION, p, json));
            message = "Hand " + rec.dealName() + " corrected; every later hand was recomputed.";
            return Signal.CONFIRMED;
        });
    }

    @Override
    public TableView declareDraw(String key, DrawInput draw) {
        return command(key, () -> {
            MatchBook b = running();
            requireNoReview();
            ObjectNode p = json.valueToTree(draw == null ? new DrawInput(java.util.Set.of()) : draw);
            logAndApply("draw-" + key, MatchBook.DRAW, p, null, b.with(MatchBook.DRAW, p, json));
            message = "Logged: " + lastSummary();
            return Signal.CONFIRMED;
        });
    }

    @Override
    public TableView penalty(String key, PenaltyInput penalty) {
        return command(key, () -> {
            MatchBook b = running();
            requireNoReview();
            if (penalty == null || penalty.seat() == null) throw new TableException("Say which seat pays the penalty.");
            ObjectNode p = json.valueToTree(penalty);
            logAndApply("penalty-" + key, MatchBook.PENALTY, p, null, b.with(MatchBook.PENALTY, p, json));
            message = "Logged: " + lastSummary();
            return Signal.CONFIRMED;
        });
    }

    @Override
    public tablescore.web.table.Photo layoutSheet() {
        return new tablescore.web.table.Photo("image/png", parts.reader().layoutSheet());
    }

    /**
     * The table teaches the reader its own set: the photo of the laid-out set is kept with the others and
     * learned from; a photo that does not show the layout tile by tile changes nothing and says why.
     */
    @Override
    public TableView calibrate(String key, tablescore.web.table.Photo uploaded) {
        return command(key, () -> {
            requireNoReview();
            undoArmed = false;
            try {
                return learnTileSet(uploaded);
            } catch (RuntimeException e) {
                // the phones saw "taking the photo": they see the table idle again, the refusal says why
                flow = Flow.IDLE;
                message = null;
                notifyListeners(publish());
                throw e;
            }
        });
    }

    /** The game log's setting that names the photo (in its photo store) the table's own tile set was learned from. */
    static final String TILE_SET_PHOTO = "tile-set.photo";

    /**
     * Learns the table's own tile set again from the photo the game log names, when the reader holds no
     * set (its folder lost, as when the log and its photos were restored from a backup onto a new card,
     * or a damaged file): the log and photos are what a backup keeps. Returns what it did in a sentence,
     * or empty when there was nothing to do (a set in use, or none ever taught).
     */
    public Optional<String> relearnLostTileSet() {
        if (parts.reader().tileSet().calibratedFaces() > 0) return Optional.empty();
        Optional<String> file = parts.log().setting(TILE_SET_PHOTO);
        if (file.isEmpty()) return Optional.empty();
        String said;
        try {
            Path photo = parts.log().photos().resolve(file.get());
            if (!Files.isRegularFile(photo)) {
                said = "The table's own tile set is gone and its photo " + file.get()
                        + " is not in the photo store; teach the set again from the Set-up tab.";
            } else {
                HandReader.TileSet learned = parts.reader().calibrate(photo);
                said = "Learned the table's own tile set again (" + learned.calibratedFaces()
                        + " faces) from its photo " + file.get() + " in the game log.";
            }
        } catch (IllegalArgumentException | GameLogException e) {
            said = "The table's own tile set is gone and could not be learned again from its photo " + file.get()
                    + ": " + e.getMessage() + "; teach the set again from the Set-up tab.";
        }
        TableView v;
        lock.lock();
        try {
            if (flow == Flow.IDLE && draft == null) message = said;
            v = publish();
        } finally {
            lock.unlock();
        }
        notifyListeners(v);
        return Optional.of(said);
    }

    private Signal learnTileSet(tablescore.web.table.Photo uploaded) {
        Photo photo;
        if (uploaded == null) {
            flow = Flow.CAPTURING;
            message = "Taking the photo of the laid-out tile set.";
            notifyListeners(publish());
            parts.panel().signal(Signal.WORKING);
            try {
                photo = parts.camera().capture();
            } catch (CameraException e) {
                throw new TableException("The camera did not give a photo: " + e.getMessage() + "; fix it and try again");
            }
        } else {
            String type = uploaded.contentType();
            if (!"image/jpeg".equals(type) && !"image/png".equals(type)) {
                throw new TableException("The photo must be a JPEG or PNG, not " + type);
            }
            photo = new Photo(uploaded.bytes(), type.equals("image/png") ? "png" : "jpg", "a phone", java.time.Instant.now());
        }
        tablescore.device.gamelog.PhotoStore.Stored stored = parts.log().photos().store(photo);
        flow = Flow.CAPTURING;
        message = "Learning this table's tiles from the photo (a few seconds).";
        notifyListeners(publish());
        HandReader.TileSet learned = parts.reader().calibrate(parts.log().photos().resolve(stored.file()));
        parts.log().setSetting(TILE_SET_PHOTO, stored.file());
        LOG.info("tile set learned from photo {} ({} faces)", stored.file(), learned.calibratedFaces());
        flow = Flow.IDLE;
        message = "Learned " + learned.calibratedFaces() + " faces of this table's tile set; hands are read with it from now on.";
        return Signal.CONFIRMED;
    }

    private WinDraft requireDraft() {
        if (draft == null) throw new TableException("Nobody has claimed a win yet.");
        return draft;
    }

    private void clearDraft() {
        draft = null;
        draftPhoto = null;
        preview = null;
        previewBreakdown = null;
        problem = null;
        suggestion = null;
        legal = false;
        flow = Flow.IDLE;
    }

    private String lastSummary() {
        List<HandRecord> h = book.state().history();
        return h.isEmpty() ? "no hands yet" : h.get(h.size() - 1).summary();
    }

    /** Re-reads the draft: legal hand? open questions? the score and payments if everything is known. */
    private void evaluate() {
        MatchBook b = book;
        preview = null;
        previewBreakdown = null;
        problem = null;
        suggestion = null;
        legal = false;
        try {
            b.handWon(draft);
            b.requireComplete(draft);
            legal = true;
        } catch (RuntimeException e) {
            problem = e.getMessage();
            suggestion = suggest(b);
            flow = Flow.REVIEWING;
            return;
        }
        boolean open = Questions.of(draft, b.system().id(), b.seats(), b::player).stream().anyMatch(Review.Question::open);
        if (open) {
            flow = Flow.ASKING;
            return;
        }
        try {
            MatchBook next = b.with(MatchBook.WON, json.valueToTree(draft), json);
            List<HandRecord> h = next.state().history();
            HandRecord rec = h.get(h.size() - 1);
            preview = next;
            previewBreakdown = views.breakdown(next, rec.scorings().isEmpty() ? null : rec.scorings().get(0), rec.deltas());
            flow = Flow.CONFIRMING;
        } catch (RuntimeException e) {
            problem = e.getMessage();
            flow = Flow.REVIEWING;
        }
    }

    /** The least-confident tile whose runner-up makes the tiles a legal hand, if any. */
    private Review.Suggestion suggest(MatchBook b) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < draft.tiles().size(); i++) order.add(i);
        order.sort(Comparator.comparingDouble(i -> draft.tiles().get(i).confidence()));
        for (int i : order.subList(0, Math.min(6, order.size()))) {
            HandReader.ReadTile t = draft.tiles().get(i);
            if (t.runnerUp() == null || t.runnerUp().equals(t.tile())) continue;
            try {
                WinDraft fixed = draft.withTile(i, t.runnerUp());
                b.handWon(fixed);
                b.requireComplete(fixed);
                return new Review.Suggestion(i, t.tile(), t.runnerUp(), "The camera was least sure of this tile, and as "
                        + t.runnerUp() + " the tiles make a legal hand.");
            } catch (RuntimeException ignored) {
                // not this one
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- buttons

    /** A press of a physical (or simulated) button: the same commands the phones send, keyed per press. */
    public void press(Button button) {
        String key = "button-" + button.wireName() + "-" + pressCounter.incrementAndGet() + "-" + UUID.randomUUID();
        try {
            switch (button.kind()) {
                case SEAT -> {
                    Wind seat = Wind.values()[button.seat()];
                    WinDraft d = currentDraft();
                    if (d == null) claimWin(key, seat);
                    else answer(key, Questions.HOW, List.of(seat == d.winner() ? Questions.SELF_DRAW : seat.name()));
                }
                case CONFIRM -> confirm(key);
                case UNDO -> {
                    if (currentDraft() != null) cancelReview(key);
                    else armUndo(key);
                }
            }
        } catch (TableException e) {
            LOG.info("button {}: {}", button, e.getMessage());
            lock.lock();
            TableView v;
            try {
                message = e.getMessage();
                v = publish();
            } finally {
                lock.unlock();
            }
            notifyListeners(v);
        }
    }

    private WinDraft currentDraft() {
        lock.lock();
        try {
            return draft;
        } finally {
            lock.unlock();
        }
    }

    private void armUndo(String key) {
        command(key, () -> {
            MatchBook b = running();
            if (undoArmed) {
                undoArmed = false;
                message = "Undo cancelled; nothing changed.";
                return Signal.READY;
            }
            List<HandRecord> h = b.state().history();
            if (h.isEmpty()) throw new TableException("There is nothing to undo yet.");
            undoArmed = true;
            message = "Press confirm to undo the last hand (" + h.get(h.size() - 1).summary() + "), or undo again to keep it.";
            return Signal.ASKING;
        });
    }

    // ---------------------------------------------------------------- camera and publishing

    private void watchCamera() {
        try {
            CameraStatus before = parts.camera().status();
            if (!before.working()) parts.camera().probe();
        } catch (RuntimeException e) {
            LOG.warn("camera probe failed: {}", e.toString());
        }
    }

    private void changed() {
        lock.lock();
        TableView v;
        try {
            v = publish();
        } finally {
            lock.unlock();
        }
        notifyListeners(v);
        if (!parts.camera().status().working()) parts.panel().signal(Signal.FAULT);
    }

    /** Sets the address phones use (known once the server listens). */
    public void dashboardUrl(String url) {
        this.dashboardUrl = url;
        changed();
    }

    /** Builds and publishes the snapshot; call with the lock held. */
    private TableView publish() {
        version++;
        CameraStatus cam = parts.camera().status();
        String camNote = parts.camera().simulated() ? "Simulated camera: " + parts.camera().description() + "." : null;
        HandReader.TileSet tiles = parts.reader().tileSet();
        DeviceStatus device = new DeviceStatus(parts.simulation(), cam.working(), cam.working() ? camNote : cam.message(), dashboardUrl,
                tiles.calibratedFaces(), tiles.notInSet(), tiles.calibratedAt() == null ? null : tiles.calibratedAt().toString(), tiles.problem(),
                tiles.layoutDoubts());
        Review review = null;
        if (draft != null && book != null) {
            review = views.review(book, draft, null, previewBreakdown, legal, problem, suggestion);
        }
        String msg = message != null ? message : nextStep();
        current = new TableView(version, parts.tableName(), flow, msg, device,
                book == null ? null : views.match(book), review, book == null ? List.of() : views.hands(book));
        return current;
    }

    /** What the table should do now, when nothing else needs saying. */
    private String nextStep() {
        if (draft != null && book != null) {
            return switch (flow) {
                case REVIEWING -> "Check the tiles: " + problem;
                case ASKING -> "Answer: " + String.join(" ", Questions.of(draft, book.system().id(), book.seats(), book::player).stream()
                        .filter(Review.Question::open).map(Review.Question::text).toList());
                case CONFIRMING -> "Press confirm to log " + book.player(draft.winner()) + "'s hand"
                        + (previewBreakdown != null && previewBreakdown.valueText() != null ? ": " + previewBreakdown.valueText() : "") + ".";
                default -> null;
            };
        }
        return parts.simulation() ? "Simulation: " + parts.simulationNote() + "." : null;
    }

    private void notifyListeners(TableView v) {
        for (Consumer<TableView> l : listeners) {
            try {
                l.accept(v);
            } catch (RuntimeException e) {
                LOG.warn("a dashboard listener failed: {}", e.toString());
            }
        }
    }

    /** The current match's book (tests and the export command). */
    public MatchBook book() {
        lock.lock();
        try {
            return book;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        cameraWatch.shutdownNow();
    }
}
