package tablescore.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;
import tablescore.web.table.Breakdown;
import tablescore.web.table.DeviceStatus;
import tablescore.web.table.DrawInput;
import tablescore.web.table.Export;
import tablescore.web.table.Flow;
import tablescore.web.table.HandCorrection;
import tablescore.web.table.HandRecord;
import tablescore.web.table.MatchSetup;
import tablescore.web.table.MatchView;
import tablescore.web.table.PenaltyInput;
import tablescore.web.table.Photo;
import tablescore.web.table.Review;
import tablescore.web.table.RuleSystemInfo;
import tablescore.web.table.TableException;
import tablescore.web.table.TableService;
import tablescore.web.table.TableView;

/**
 * A whole table in memory for the dashboard's tests: matches, a review flow, a log replayed after every
 * change. Its "camera" serves labelled photos from the shared vision data (the labels are the recognised
 * tiles, one of them deliberately misread with low confidence so a correction has something to fix).
 * Its rules are a small flat system so that the standings are easy to check by hand:
 * a win is worth 1 fan, +1 for self-draw, +1 per flower; each fan is worth {@code points-per-fan};
 * on self-draw every other seat pays that, on a discard the discarder pays it three times.
 * The dealer keeps the deal on a win and honba grows; otherwise the deal passes.
 */
final class MemoryTable implements TableService {

    static final String SYSTEM = "flat";
    private static final String HOW = "how";
    private static final String SELF_DRAW = "self-draw";

    /** A shot the simulated camera returns: photo file, its size and labelled tiles. */
    record Shot(Path photo, int width, int height, List<Review.RecognisedTile> tiles) {}

    private record Win(String id, Wind winner, String photoId, List<Review.RecognisedTile> tiles,
                       Map<String, List<String>> answers, boolean corrected, boolean struck) {}

    private record Draw(String id, Set<Wind> ready) {}

    private record Penalty(String id, Wind seat, long points, String reason) {}

    private final String pin;
    private final List<Shot> camera;
    private final List<Consumer<TableView>> listeners = new CopyOnWriteArrayList<>();
    private final Set<String> appliedKeys = new HashSet<>();
    private final Map<String, Shot> photos = new LinkedHashMap<>();
    private long version = 1;
    private int shots;
    private int nextId = 1;
    private String message;
    /** The photo the table's own set was learned from ("camera" or the uploaded type), null before. */
    private String calibratedFrom;

    private String matchId;
    private Map<Wind, String> players;
    private long pointsPerFan;
    private long startPoints;
    private boolean running;
    private final List<Object> events = new ArrayList<>();

    private Wind reviewWinner;
    private String reviewPhoto;
    private String reviewHandId;
    private List<Review.RecognisedTile> reviewTiles;
    private Map<String, List<String>> reviewAnswers;

    MemoryTable(String pin, List<Shot> camera) {
        this.pin = pin;
        this.camera = List.copyOf(camera);
    }

    /** The faces the match's set holds, as the view reports them: the flat rules' 34 faces and 8 flowers. */
    private List<String> tiles = flatTiles();

    private static List<String> flatTiles() {
        List<String> t = new ArrayList<>();
        for (String suit : List.of("m", "p", "s")) for (int n = 1; n <= 9; n++) t.add(n + suit);
        for (int n = 1; n <= 7; n++) t.add(n + "z");
        for (int n = 1; n <= 8; n++) t.add(n + "f");
        return List.copyOf(t);
    }

    synchronized void setTiles(List<String> faces) {
        tiles = List.copyOf(faces);
    }

    // ---- the camera: photos and YOLO labels from ../shared/vision/photos ----

    private static final String[] CLASSES = {"bs1", "sc1", "sd1", "sb1", "hwe", "bs2", "sc2", "sd2", "sb2", "hws",
        "bs3", "sc3", "sd3", "sb3", "hww", "bs4", "sc4", "sd4", "sb4", "hwn", "bf1", "sc5", "sd5", "sb5", "hdw",
        "bf2", "sc6", "sd6", "sb6", "hdg", "bf3", "sc7", "sd7", "sb7", "hdr", "bf4", "sc8", "sd8", "sb8", "sc9",
        "sd9", "sb9"};

    /** Reads a labelled photo; {@code misread} (a tile code) replaces the first tile of that face, uncertain. */
    static Shot shot(Path shared, String name, String misreadFrom, String misreadTo) {
        Path dir = shared.resolve("vision/photos/roboflow-chinese-mahjong-v4-train");
        Path photo = dir.resolve("images/" + name + ".jpg");
        List<Review.RecognisedTile> tiles = new ArrayList<>();
        boolean misread = misreadFrom == null;
        try {
            List<String> lines = Files.readAllLines(dir.resolve("labels/" + name + ".txt"));
            List<String[]> rows = new ArrayList<>();
            for (String l : lines) if (!l.isBlank()) rows.add(l.trim().split("\\s+"));
            // left to right, as a hand is laid out
            rows.sort((a, b) -> Double.compare(Double.parseDouble(a[1]), Double.parseDouble(b[1])));
            int pos = 0;
            for (String[] r : rows) {
                String code = code(CLASSES[Integer.parseInt(r[0])]);
                double cx = Double.parseDouble(r[1]) * 640, cy = Double.parseDouble(r[2]) * 640;
                double w = Double.parseDouble(r[3]) * 640, h = Double.parseDouble(r[4]) * 640;
                List<Review.Point> quad = List.of(new Review.Point(cx - w / 2, cy - h / 2), new Review.Point(cx + w / 2, cy - h / 2),
                        new Review.Point(cx + w / 2, cy + h / 2), new Review.Point(cx - w / 2, cy + h / 2));
                String group = code.endsWith("f") ? "bonus" : "concealed";
                if (!misread && code.equals(misreadFrom)) {
                    misread = true;
                    tiles.add(new Review.RecognisedTile(pos++, misreadTo, group, quad, 0.41, misreadFrom, true));
                } else {
                    double conf = 0.90 + (pos % 5) * 0.02;
                    tiles.add(new Review.RecognisedTile(pos++, code, group, quad, conf, null, false));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the labelled photo " + name + " under " + dir, e);
        }
        return new Shot(photo, 640, 640, tiles);
    }

    private static String code(String cls) {
        String suit = switch (cls.substring(0, 2)) {
            case "sc" -> "m";
            case "sd" -> "p";
            case "sb" -> "s";
            default -> null;
        };
        if (suit != null) return cls.charAt(2) + suit;
        return switch (cls) {
            case "hwe" -> "1z"; case "hws" -> "2z"; case "hww" -> "3z"; case "hwn" -> "4z";
            case "hdw" -> "5z"; case "hdg" -> "6z"; case "hdr" -> "7z";
            default -> cls.startsWith("bf") ? cls.charAt(2) + "f" : (cls.charAt(2) - '0' + 4) + "f";
        };
    }

    // ---- reading ----

    @Override
    public synchronized TableView view() {
        Replay r = replay();
        MatchView match = matchId == null ? null : new MatchView(matchId, SYSTEM, "Flat test rules", "平和測試",
                Map.of("points-per-fan", String.valueOf(pointsPerFan), "start-points", String.valueOf(startPoints)),
                running, r.seats(), r.round(), r.history, List.of(), List.of("json", "csv"), tiles);
        Review review = reviewWinner == null ? null
                : review(reviewHandId, reviewWinner, reviewPhoto, reviewTiles, reviewAnswers, r.dealer);
        Flow flow = review == null ? Flow.IDLE
                : !review.legal() ? Flow.REVIEWING
                : review.questions().stream().anyMatch(Review.Question::open) ? Flow.ASKING : Flow.CONFIRMING;
        return new TableView(version, "Test table", flow, message,
                new DeviceStatus(true, true, null, null, calibratedFrom == null ? 0 : CALIBRATED_FACES,
                        calibratedFrom == null ? List.of() : NOT_IN_SET,
                        calibratedFrom == null ? null : "2026-11-24T21:30:00Z", null,
                        calibratedFrom == null ? List.of() : LAYOUT_DOUBTS), match, review, r.records);
    }

    @Override
    public synchronized long version() {
        return version;
    }

    @Override
    public AutoCloseable onChange(Consumer<TableView> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    @Override
    public boolean checkPin(String candidate) {
        return candidate != null && MessageDigest.isEqual(pin.getBytes(StandardCharsets.UTF_8),
                candidate.trim().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public synchronized Optional<Photo> photo(String photoId) {
        Shot s = photos.get(photoId);
        if (s == null) return Optional.empty();
        try {
            return Optional.of(new Photo("image/jpeg", Files.readAllBytes(s.photo())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public List<RuleSystemInfo> ruleSystems() {
        return List.of(new RuleSystemInfo(SYSTEM, "Flat test rules", "平和測試", List.of(
                new RuleSystemInfo.Option("points-per-fan", "Points each fan is worth", "1000", List.of("100..10000")),
                new RuleSystemInfo.Option("start-points", "Points every player starts with", "25000", List.of("0..100000"))),
                List.of(new RuleSystemInfo.Preset("Club", "1000 a fan from 25000", Map.of("points-per-fan", "1000", "start-points", "25000")),
                        new RuleSystemInfo.Preset("Quick", "100 a fan from 3000", Map.of("points-per-fan", "100", "start-points", "3000")))));
    }

    @Override
    public synchronized Export exportMatch(String id, String format) {
        if (!id.equals(matchId)) throw new TableException("There is no match " + id + " on this table.");
        TableView v = view();
        switch (format) {
            case "csv" -> {
                StringBuilder b = new StringBuilder("hand,kind,label,E,S,W,N\n");
                for (HandRecord h : v.hands()) {
                    b.append(h.number()).append(',').append(h.kind()).append(',').append(h.label());
                    for (Wind w : Wind.values()) {
                        long d = h.breakdown().payments().stream().filter(p -> p.seat() == w).mapToLong(Breakdown.Payment::delta).sum();
                        b.append(',').append(d);
                    }
                    b.append('\n');
                }
                return new Export(id + ".csv", "text/csv", b.toString().getBytes(StandardCharsets.UTF_8));
            }
            case "json" -> {
                try {
                    return new Export(id + ".json", "application/json", new ObjectMapper().writeValueAsBytes(v));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            default -> throw new TableException("This table exports json or csv, not '" + format + "'.");
        }
    }

    // ---- commands ----

    private interface Change {
        void apply();
    }

    private TableView change(String key, Change c) {
        TableView v;
        synchronized (this) {
            if (!appliedKeys.contains(key)) {
                c.apply();
                appliedKeys.add(key);
                message = null;
                version++;
            }
            v = view();
        }
        for (Consumer<TableView> l : listeners) l.accept(v);
        return v;
    }

    @Override
    public TableView setUpMatch(String key, MatchSetup setup) {
        return change(key, () -> {
            if (!SYSTEM.equals(setup.ruleSystem())) {
                throw new TableException("This table knows the rule system '" + SYSTEM + "', not '" + setup.ruleSystem() + "'.");
            }
            Map<String, String> o = new LinkedHashMap<>();
            if (setup.preset() != null) {
                ruleSystems().get(0).presets().stream().filter(p -> p.name().equals(setup.preset())).findFirst()
                        .ifPresentOrElse(p -> o.putAll(p.options()),
                                () -> { throw new TableException("There is no preset called '" + setup.preset() + "'."); });
            }
            o.putAll(setup.options());
            long ppf = number(o.getOrDefault("points-per-fan", "1000"), "points-per-fan", 100, 10000);
            long start = number(o.getOrDefault("start-points", "25000"), "start-points", 0, 100000);
            Map<Wind, String> p = new EnumMap<>(Wind.class);
            for (Wind w : Wind.values()) {
                String n = setup.players().get(w);
                p.put(w, n == null || n.isBlank() ? w.english() : n.trim());
            }
            matchId = "m" + (nextId++);
            players = p;
            pointsPerFan = ppf;
            startPoints = start;
            running = true;
            events.clear();
            clearReview();
        });
    }

    private static long number(String v, String name, long min, long max) {
        try {
            long n = Long.parseLong(v.trim());
            if (n < min || n > max) throw new TableException("The option " + name + " must be between " + min + " and " + max + ".");
            return n;
        } catch (NumberFormatException e) {
            throw new TableException("The option " + name + " takes a whole number, not '" + v + "'.");
        }
    }

    @Override
    public TableView endMatch(String key) {
        return change(key, () -> {
            needMatch();
            running = false;
            clearReview();
        });
    }

    @Override
    public TableView claimWin(String key, Wind winner) {
        return change(key, () -> {
            needMatch();
            if (reviewWinner != null) throw new TableException("A hand is already under review; confirm or cancel it first.");
            if (camera.isEmpty()) throw new TableException("The camera has no photo to take.");
            Shot s = camera.get(shots++ % camera.size());
            String photoId = "photo" + shots;
            photos.put(photoId, s);
            reviewWinner = winner;
            reviewPhoto = photoId;
            reviewTiles = s.tiles();
            reviewAnswers = new LinkedHashMap<>();
            reviewHandId = null;
        });
    }

    @Override
    public TableView claimWinTyped(String key, Wind winner, String hand) {
        return change(key, () -> {
            needMatch();
            if (reviewWinner != null) throw new TableException("A hand is already under review; confirm or cancel it first.");
            List<Review.RecognisedTile> tiles = new ArrayList<>();
            for (var t : tablescore.web.table.TypedHand.parse(hand).tiles()) {
                tiles.add(new Review.RecognisedTile(tiles.size(), t.tile(), t.group(), List.of(), 1.0, null, false));
            }
            reviewWinner = winner;
            reviewPhoto = null;
            reviewTiles = tiles;
            reviewAnswers = new LinkedHashMap<>();
            reviewHandId = null;
        });
    }

    @Override
    public TableView answer(String key, String questionId, List<String> values) {
        return change(key, () -> {
            needReview();
            reviewAnswers.put(questionId, checkAnswer(questionId, values, reviewWinner));
        });
    }

    private List<String> checkAnswer(String questionId, List<String> values, Wind winner) {
        if (!HOW.equals(questionId)) throw new TableException("There is no question '" + questionId + "' for this hand.");
        if (values.size() != 1) throw new TableException("Choose one answer: self-draw or the seat that discarded.");
        String v = values.get(0);
        if (!v.equals(SELF_DRAW)) {
            Wind w;
            try {
                w = Wind.parse(v);
            } catch (IllegalArgumentException e) {
                throw new TableException("'" + v + "' is neither self-draw nor a seat.");
            }
            if (w == winner) throw new TableException("The winner cannot have discarded their own winning tile.");
        }
        return List.of(v);
    }

    @Override
    public TableView replaceTile(String key, int position, String tile) {
        return change(key, () -> {
            needReview();
            reviewTiles = replaced(reviewTiles, position, tile);
        });
    }

    private static List<Review.RecognisedTile> replaced(List<Review.RecognisedTile> tiles, int position, String tile) {
        Tile t;
        try {
            t = Notation.parseTile(tile);
        } catch (RuntimeException e) {
            throw new TableException("'" + tile + "' is not a tile (write it like 5p, 7z or 1f).");
        }
        if (position < 0 || position >= tiles.size()) {
            throw new TableException("There is no tile at position " + position + "; the hand has " + tiles.size() + ".");
        }
        List<Review.RecognisedTile> out = new ArrayList<>(tiles);
        Review.RecognisedTile old = out.get(position);
        String code = Notation.format(List.of(t));
        out.set(position, new Review.RecognisedTile(position, code, t.isBonus() ? "bonus" : "concealed", old.quad(),
                1.0, null, false));
        return out;
    }

    @Override
    public TableView confirm(String key) {
        return change(key, () -> {
            needReview();
            Review r = review(null, reviewWinner, reviewPhoto, reviewTiles, reviewAnswers, Wind.E);
            if (!r.legal()) throw new TableException("The hand is not a winning hand yet: " + r.problem());
            if (r.questions().stream().anyMatch(Review.Question::open)) {
                throw new TableException("Answer who discarded (or self-draw) before confirming.");
            }
            events.add(new Win("h" + (nextId++), reviewWinner, reviewPhoto, reviewTiles, Map.copyOf(reviewAnswers), false, false));
            clearReview();
        });
    }

    @Override
    public TableView cancelReview(String key) {
        return change(key, () -> {
            needReview();
            clearReview();
        });
    }

    @Override
    public TableView undo(String key) {
        return change(key, () -> {
            needMatch();
            if (events.isEmpty()) throw new TableException("There is nothing to undo in this match.");
            events.remove(events.size() - 1);
        });
    }

    @Override
    public TableView correctHand(String key, String handId, HandCorrection c) {
        return change(key, () -> {
            needMatch();
            int i = indexOf(handId);
            if (!(events.get(i) instanceof Win w)) throw new TableException("Only a won hand can be corrected here; undo draws and penalties.");
            if (c.delete()) {
                events.set(i, new Win(w.id(), w.winner(), w.photoId(), w.tiles(), w.answers(), true, true));
                return;
            }
            Wind winner = c.winner() == null ? w.winner() : c.winner();
            List<Review.RecognisedTile> tiles = w.tiles();
            for (HandCorrection.TileChange t : c.tiles()) tiles = replaced(tiles, t.position(), t.tile());
            Map<String, List<String>> answers = new LinkedHashMap<>(w.answers());
            for (Map.Entry<String, List<String>> a : c.answers().entrySet()) answers.put(a.getKey(), checkAnswer(a.getKey(), a.getValue(), winner));
            Review r = review(w.id(), winner, w.photoId(), tiles, answers, Wind.E);
            if (!r.legal()) throw new TableException("Hand " + (i + 1) + " would not be a winning hand after that change: " + r.problem());
            if (r.questions().stream().anyMatch(Review.Question::open)) {
                throw new TableException("Hand " + (i + 1) + " needs to say who discarded (or self-draw).");
            }
            events.set(i, new Win(w.id(), winner, w.photoId(), tiles, Map.copyOf(answers), true, false));
        });
    }

    @Override
    public TableView declareDraw(String key, DrawInput draw) {
        return change(key, () -> {
            needMatch();
            if (reviewWinner != null) throw new TableException("A hand is under review; confirm or cancel it first.");
            events.add(new Draw("h" + (nextId++), draw.ready()));
        });
    }

    /** Faces the test table's set was learnt with: the layout's 52 (34, 3 red fives, 8 bonus, 4 animals, 2 heads, the Fly) but its red fives. */
    static final int CALIBRATED_FACES = 49;
    /** The faces the test table's set lacks, as a set laid out without red fives reports them. */
    static final List<String> NOT_IN_SET = List.of("0m", "0p", "0s");
    static final List<DeviceStatus.LayoutDoubt> LAYOUT_DOUBTS = List.of(new DeviceStatus.LayoutDoubt("7m", "3s", true));

    /** The sheet is a PNG's signature and nothing else: the web layer only passes its bytes on. */
    static final byte[] SHEET = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    @Override
    public Photo layoutSheet() {
        return new Photo("image/png", SHEET.clone());
    }

    /** Learns nothing: records where the photo came from; an upload must start like a JPEG or PNG. */
    @Override
    public TableView calibrate(String key, Photo photo) {
        return change(key, () -> {
            if (reviewWinner != null) throw new TableException("A hand is under review; confirm or cancel it first.");
            if (photo == null) {
                if (camera.isEmpty()) throw new TableException("The camera did not give a photo.");
                calibratedFrom = "camera";
            } else {
                boolean jpeg = photo.bytes().length > 2 && (photo.bytes()[0] & 0xff) == 0xff && (photo.bytes()[1] & 0xff) == 0xd8;
                boolean png = photo.bytes().length > 8 && photo.bytes()[1] == 'P' && photo.bytes()[2] == 'N';
                if (!jpeg && !png) throw new TableException("The photo could not be read.");
                calibratedFrom = photo.contentType();
            }
        });
    }

    String calibratedFrom() {
        return calibratedFrom;
    }

    @Override
    public TableView penalty(String key, PenaltyInput p) {
        return change(key, () -> {
            needMatch();
            if (p.seat() == null) throw new TableException("Say which seat pays the penalty.");
            if (p.points() < 0) throw new TableException("A penalty cannot be negative.");
            events.add(new Penalty("h" + (nextId++), p.seat(), p.points() == 0 ? 3 * pointsPerFan : p.points(), p.reason()));
        });
    }

    private int indexOf(String handId) {
        for (int i = 0; i < events.size(); i++) {
            String id = events.get(i) instanceof Win w ? w.id() : events.get(i) instanceof Draw d ? d.id() : ((Penalty) events.get(i)).id();
            if (id.equals(handId)) return i;
        }
        throw new TableException("There is no hand " + handId + " in this match.");
    }

    private void needMatch() {
        if (matchId == null || !running) throw new TableException("No match is running; set one up first.");
    }

    private void needReview() {
        if (reviewWinner == null) throw new TableException("No hand is under review; a winner presses their seat first.");
    }

    private void clearReview() {
        reviewWinner = null;
        reviewPhoto = null;
        reviewTiles = null;
        reviewAnswers = null;
        reviewHandId = null;
    }

    // ---- the rules: legality, suggestion, scoring ----

    private static boolean complete(List<Review.RecognisedTile> tiles) {
        int[] counts = new int[Tile.FACES];
        int n = 0;
        for (Review.RecognisedTile t : tiles) {
            Tile tile = Notation.parseTile(t.tile()).plain();
            if (tile.isBonus()) continue;
            if (!tile.isPlaying()) return false;
            if (++counts[tile.index()] > 4) return false;
            n++;
        }
        return n == 14 && new Decomposer().isRegularComplete(counts, 0, 4);
    }

    private static Review.Suggestion suggest(List<Review.RecognisedTile> tiles) {
        List<Review.RecognisedTile> byConfidence = new ArrayList<>(tiles);
        byConfidence.sort((a, b) -> Double.compare(a.confidence(), b.confidence()));
        for (Review.RecognisedTile t : byConfidence) {
            if (t.group().equals("bonus")) continue;
            List<String> candidates = new ArrayList<>();
            if (t.runnerUp() != null) candidates.add(t.runnerUp());
            for (int i = 0; i < Tile.FACES; i++) candidates.add(Notation.format(List.of(Tile.ofIndex(i))));
            for (String c : candidates) {
                if (c.equals(t.tile())) continue;
                if (complete(replaced(tiles, t.position(), c))) {
                    return new Review.Suggestion(t.position(), t.tile(), c,
                            "Reading tile " + (t.position() + 1) + " as " + c + " instead of " + t.tile() + " makes a winning hand.");
                }
            }
        }
        return null;
    }

    private Review review(String handId, Wind winner, String photoId, List<Review.RecognisedTile> tiles,
                          Map<String, List<String>> answers, Wind dealer) {
        boolean legal = complete(tiles);
        String problem = legal ? null : "the tiles do not make four sets and a pair";
        List<Review.Choice> choices = new ArrayList<>();
        choices.add(new Review.Choice(SELF_DRAW, "Self-draw"));
        for (Wind w : Wind.values()) if (w != winner) choices.add(new Review.Choice(w.name(), players.get(w)));
        List<String> how = answers.getOrDefault(HOW, List.of());
        Review.Question q = new Review.Question(HOW, "Who discarded the winning tile?", choices, false, how, how.isEmpty());
        Breakdown b = legal && !how.isEmpty() ? score(winner, tiles, how.get(0)) : null;
        Shot s = photos.get(photoId);
        return new Review(handId, winner, photoId, s == null ? 0 : s.width(), s == null ? 0 : s.height(), tiles, legal,
                problem, legal ? null : suggest(tiles), List.of(q), b);
    }

    private Breakdown score(Wind winner, List<Review.RecognisedTile> tiles, String how) {
        List<Breakdown.Line> lines = new ArrayList<>();
        lines.add(new Breakdown.Line("win", "Winning hand", "和牌", "1 fan"));
        int fan = 1;
        boolean selfDraw = how.equals(SELF_DRAW);
        if (selfDraw) {
            lines.add(new Breakdown.Line("self", "Self-drawn", "自摸", "1 fan"));
            fan++;
        }
        long flowers = tiles.stream().filter(t -> t.group().equals("bonus")).count();
        if (flowers > 0) {
            lines.add(new Breakdown.Line("flower", "Flowers", "花牌", flowers + " fan"));
            fan += (int) flowers;
        }
        long value = fan * pointsPerFan;
        Map<Wind, Long> d = new EnumMap<>(Wind.class);
        for (Wind w : Wind.values()) d.put(w, 0L);
        if (selfDraw) {
            for (Wind w : Wind.values()) if (w != winner) { d.put(w, -value); d.merge(winner, value, Long::sum); }
        } else {
            Wind from = Wind.parse(how);
            d.put(from, -3 * value);
            d.put(winner, 3 * value);
        }
        return new Breakdown(null, lines, fan + " fan, " + (selfDraw ? value + " from each" : 3 * value + " from the discarder"),
                null, payments(d));
    }

    private List<Breakdown.Payment> payments(Map<Wind, Long> d) {
        List<Breakdown.Payment> out = new ArrayList<>();
        for (Wind w : Wind.values()) out.add(new Breakdown.Payment(w, players.get(w), d.getOrDefault(w, 0L)));
        return out;
    }

    // ---- replay: standings are a function of the events ----

    private final class Replay {
        final Map<Wind, Long> points = new EnumMap<>(Wind.class);
        final Map<Wind, Long> last = new EnumMap<>(Wind.class);
        final List<MatchView.PointsAfter> history = new ArrayList<>();
        final List<HandRecord> records = new ArrayList<>();
        Wind dealer = Wind.E;
        int dealerPasses;
        int honba;

        List<MatchView.SeatView> seats() {
            List<MatchView.SeatView> out = new ArrayList<>();
            for (Wind w : Wind.values()) {
                int rank = 1;
                for (Wind o : Wind.values()) {
                    if (points.get(o) > points.get(w) || (points.get(o).equals(points.get(w)) && o.ordinal() < w.ordinal())) rank++;
                }
                Wind now = Wind.values()[Math.floorMod(w.ordinal() - dealer.ordinal(), 4)];
                out.add(new MatchView.SeatView(w, players.get(w), now, points.get(w), rank, last.getOrDefault(w, 0L), w == dealer));
            }
            return out;
        }

        MatchView.RoundView round() {
            Wind roundWind = Wind.values()[(dealerPasses / 4) % 4];
            int hand = dealerPasses % 4 + 1;
            return new MatchView.RoundView(roundWind, hand, dealer, honba, 0,
                    roundWind.english() + " " + hand + (honba > 0 ? ", honba " + honba : ""));
        }

        String label() {
            return round().label();
        }

        void apply(Map<Wind, Long> d, boolean dealerKeeps) {
            for (Wind w : Wind.values()) {
                points.merge(w, d.getOrDefault(w, 0L), Long::sum);
                last.put(w, d.getOrDefault(w, 0L));
            }
            if (dealerKeeps) {
                honba++;
            } else {
                honba = 0;
                dealerPasses++;
                dealer = dealer.next(1, 4);
            }
        }
    }

    private Replay replay() {
        Replay r = new Replay();
        if (matchId == null) return r;
        for (Wind w : Wind.values()) r.points.put(w, startPoints);
        r.history.add(new MatchView.PointsAfter("start", r.points));
        int n = 0;
        for (Object e : events) {
            n++;
            String label = r.label();
            if (e instanceof Win w) {
                if (w.struck()) continue;
                Review rev = review(w.id(), w.winner(), w.photoId(), w.tiles(), w.answers(), r.dealer);
                Map<Wind, Long> d = new EnumMap<>(Wind.class);
                for (Breakdown.Payment p : rev.breakdown().payments()) d.put(p.seat(), p.delta());
                String how = w.answers().get(HOW).get(0);
                r.records.add(new HandRecord(w.id(), n, HandRecord.Kind.WIN, label, w.winner(),
                        how.equals(SELF_DRAW) ? null : Wind.parse(how), rev, rev.breakdown(), w.corrected()));
                r.apply(d, w.winner() == r.dealer);
            } else if (e instanceof Draw dr) {
                Map<Wind, Long> d = new EnumMap<>(Wind.class);
                int ready = dr.ready().size();
                if (ready > 0 && ready < 4) {
                    long pot = 3 * pointsPerFan;
                    for (Wind w : Wind.values()) d.put(w, dr.ready().contains(w) ? pot / ready : -pot / (4 - ready));
                }
                r.records.add(new HandRecord(dr.id(), n, HandRecord.Kind.DRAW, label, null, null, null,
                        new Breakdown(null, List.of(), "Exhaustive draw, " + ready + " ready", null, payments(d)), false));
                r.apply(d, dr.ready().contains(r.dealer));
            } else if (e instanceof Penalty p) {
                Map<Wind, Long> d = new EnumMap<>(Wind.class);
                long share = p.points() / 3;
                for (Wind w : Wind.values()) d.put(w, w == p.seat() ? -3 * share : share);
                r.records.add(new HandRecord(p.id(), n, HandRecord.Kind.PENALTY, label, null, null, null,
                        new Breakdown(null, List.of(new Breakdown.Line("penalty", "Penalty" + (p.reason() == null ? "" : ": " + p.reason()), "罰符", p.points() + " points")),
                                "Penalty of " + p.points(), null, payments(d)), false));
                for (Wind w : Wind.values()) {
                    r.points.merge(w, d.getOrDefault(w, 0L), Long::sum);
                    r.last.put(w, d.getOrDefault(w, 0L));
                }
            }
            r.history.add(new MatchView.PointsAfter("#" + n, r.points));
        }
        return r;
    }
}
