package tablescore.device.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Wind;
import tablescore.engine.match.Correction;
import tablescore.engine.match.ExhaustiveDraw;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.HandWon;
import tablescore.engine.match.Match;
import tablescore.engine.match.MatchEvent;
import tablescore.engine.match.MatchException;
import tablescore.engine.match.MatchSetup;
import tablescore.engine.match.MatchState;
import tablescore.engine.match.Outcome;
import tablescore.engine.match.Penalty;
import tablescore.engine.match.UmaOka;
import tablescore.engine.match.Undo;
import tablescore.engine.match.Win;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.tile.Tile;
import tablescore.web.table.DrawInput;
import tablescore.web.table.PenaltyInput;

/**
 * One match as the device keeps it: the engine's {@link Match} (setup, events, replayed state) and, for
 * every match event, the table-level payload it was logged with (the reviewed tiles and answers of a win,
 * the ready seats of a draw, ...). The game log stores those payloads; the engine events are rebuilt from
 * them, so the log does not depend on the engine's internal types. Physical seat = seat index =
 * {@code Wind.ordinal()} of the seat's wind at the start of the match.
 */
public final class MatchBook {

    /** Log kinds. */
    public static final String STARTED = "match_started", ENDED = "match_ended", WON = "hand_won", DRAW = "draw",
            PENALTY = "penalty", CORRECTION = "correction", UNDO = "undo";

    private final String id;
    private final tablescore.web.table.MatchSetup asSetUp;
    private final RuleSystem<?> system;
    private final Match match;
    /** Payload of each match event by event id (1-based), as logged. */
    private final List<ObjectNode> payloads;
    private final boolean running;

    private MatchBook(String id, tablescore.web.table.MatchSetup asSetUp, RuleSystem<?> system, Match match,
                      List<ObjectNode> payloads, boolean running) {
        this.id = id;
        this.asSetUp = asSetUp;
        this.system = system;
        this.match = match;
        this.payloads = List.copyOf(payloads);
        this.running = running;
    }

    /** A new match from the set-up form; throws MatchException or OptionException with a sentence. */
    public static MatchBook start(String id, tablescore.web.table.MatchSetup s, RuleSystem<?> system) {
        return new MatchBook(id, s, system, Match.start(engineSetup(s, system), system), List.of(), true);
    }

    static MatchSetup engineSetup(tablescore.web.table.MatchSetup s, RuleSystem<?> system) {
        int seats = system.tileSet().seats();
        List<String> players = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            String name = s.players().get(Wind.values()[i]);
            players.add(name == null || name.isBlank() ? Wind.values()[i].english() : name.trim());
        }
        Map<String, String> options = new LinkedHashMap<>(s.options());
        system.options().parse(options); // refuses a bad option with a sentence before anything is logged
        MatchSetup setup = MatchSetup.defaults(system.id(), players).withOptions(options);
        String preset = s.preset() == null ? "" : s.preset().trim();
        if (!preset.isEmpty()) {
            if (!Questions.isRiichi(system.id()) || !preset.startsWith("uma ")) {
                throw new MatchException("'" + preset + "' is not a preset of " + system.englishName());
            }
            int start = setup.startingPoints();
            String uma = preset.substring(4).trim();
            setup = setup.withUmaOka(uma.equals("none") ? UmaOka.none(start) : UmaOka.preset(uma, start, start + 5000));
        }
        return setup;
    }

    /** The presets the set-up form offers for a system. */
    static List<tablescore.web.table.RuleSystemInfo.Preset> presets(RuleSystem<?> system) {
        if (!Questions.isRiichi(system.id())) return List.of();
        List<tablescore.web.table.RuleSystemInfo.Preset> p = new ArrayList<>();
        p.add(new tablescore.web.table.RuleSystemInfo.Preset("uma none", "no uma, no oka", Map.of()));
        for (String u : List.of("5-10", "10-20", "10-30")) {
            p.add(new tablescore.web.table.RuleSystemInfo.Preset("uma " + u, "uma " + u + " with 30,000 returned (oka 20,000)", Map.of()));
        }
        return p;
    }

    public String id() { return id; }

    public tablescore.web.table.MatchSetup asSetUp() { return asSetUp; }

    public RuleSystem<?> system() { return system; }

    public Match match() { return match; }

    public MatchState state() { return match.state(); }

    public boolean running() { return running && !match.state().finished(); }

    public boolean ended() { return !running; }

    public List<ObjectNode> payloads() { return payloads; }

    public Wind seat(int i) { return Wind.values()[i]; }

    public List<Wind> seats() { return List.of(Wind.values()).subList(0, match.setup().seats()); }

    public String player(Wind seat) { return match.setup().players().get(seat.ordinal()); }

    /**
     * This match with one more logged event (kind + payload), or MatchException/IllegalArgumentException
     * with a sentence when the match cannot take it; this book is unchanged either way.
     */
    public MatchBook with(String kind, ObjectNode payload, ObjectMapper json) {
        if (kind.equals(ENDED)) return new MatchBook(id, asSetUp, system, match, payloads, false);
        if (!running()) throw new MatchException("The match has ended; set up a new one to play on.");
        MatchEvent e = event(kind, payload, json);
        List<ObjectNode> p = new ArrayList<>(payloads);
        p.add(payload.deepCopy().put("kind", kind));
        return new MatchBook(id, asSetUp, system, match.append(e), p, running);
    }

    /** The engine event of a logged payload. */
    MatchEvent event(String kind, JsonNode payload, ObjectMapper json) {
        try {
            return switch (kind) {
                case WON, DRAW, PENALTY -> outcome(kind, payload, json);
                case CORRECTION -> payload.path("as").asText().equals("struck")
                        ? Correction.strike(payload.get("target").asInt()) // recorded by mistake: it never happened
                        : new Correction(payload.get("target").asInt(), outcome(payload.get("as").asText(), payload.get("content"), json));
                case UNDO -> new Undo();
                default -> throw new IllegalArgumentException("the game log has an event of unknown kind '" + kind + "'");
            };
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("a logged " + kind + " could not be read: " + e.getOriginalMessage(), e);
        }
    }

    private Outcome outcome(String kind, JsonNode payload, ObjectMapper json) throws com.fasterxml.jackson.core.JsonProcessingException {
        return switch (kind) {
            case WON -> handWon(json.treeToValue(payload, WinDraft.class));
            case DRAW -> {
                DrawInput d = json.treeToValue(payload, DrawInput.class);
                Set<Integer> ready = new java.util.TreeSet<>();
                for (Wind w : d.ready()) ready.add(seatIndex(w));
                yield ExhaustiveDraw.of(ready).withLastDrawer(d.lastDrawer() == null ? null : seatIndex(d.lastDrawer()));
            }
            case PENALTY -> penalty(json.treeToValue(payload, PenaltyInput.class));
            default -> throw new IllegalArgumentException("a correction cannot replace a hand with '" + kind + "'");
        };
    }

    private int seatIndex(Wind w) {
        if (w == null || w.ordinal() >= match.setup().seats()) {
            throw new IllegalArgumentException("There is no seat " + w + " at this " + match.setup().seats() + "-player table.");
        }
        return w.ordinal();
    }

    /** The engine's win for a reviewed draft. */
    public HandWon handWon(WinDraft d) {
        Wind discarder = d.discarder();
        Win win = new Win(seatIndex(d.winner()), d.hand(system.tileSet()), discarder == null ? null : seatIndex(discarder), null, Map.of());
        Map<Integer, Set<Declaration>> decl = new HashMap<>();
        d.declarations().forEach((w, s) -> decl.put(seatIndex(w), EnumSet.copyOf(s)));
        List<Tile> ura = d.uraDora();
        return new HandWon(List.of(win), decl, d.dora(), ura);
    }

    /**
     * Throws with a sentence when the tiles are not a complete winning hand under this system, whatever
     * the answers turn out to be (scored as a self-draw only to ask the rules about the shape).
     */
    public void requireComplete(WinDraft d) {
        var hand = d.withAnswer(Questions.HOW, List.of(Questions.SELF_DRAW)).hand(system.tileSet());
        var req = tablescore.engine.rules.WinRequest.of(Wind.E, hand).seats(match.setup().seats()).build();
        var s = system.score(req, match.setup().options());
        if (s.refusal() != null && tablescore.engine.rules.Refusal.NOT_COMPLETE.equals(s.refusal().code())) {
            throw new IllegalArgumentException("The tiles are not a complete hand: " + s.refusal().reason());
        }
    }

    private Penalty penalty(PenaltyInput p) {
        int offender = seatIndex(p.seat());
        if (p.points() < 0) throw new IllegalArgumentException("A penalty is a positive number of points, or 0 for the standard one.");
        if (p.points() == 0) return Penalty.chombo(offender);
        int others = match.setup().seats() - 1;
        if (p.points() % others != 0) {
            throw new IllegalArgumentException("A penalty of " + p.points() + " cannot be shared equally by " + others + " players; use a multiple of " + others + ".");
        }
        Map<Integer, Integer> pay = new HashMap<>();
        for (int s = 0; s < match.setup().seats(); s++) pay.put(s, s == offender ? (int) -p.points() : (int) (p.points() / others));
        return Penalty.paying(offender, Penalty.Kind.CHOMBO, pay);
    }

    /** The table-level payload in effect for a deal (the correction's content, if corrected). */
    public ObjectNode payloadInEffect(HandRecord rec) {
        int id = rec.correctedBy() != null ? rec.correctedBy() : rec.eventId();
        ObjectNode p = payloads.get(id - 1);
        if (p.path("kind").asText().equals(CORRECTION)) {
            ObjectNode c = ((ObjectNode) p.get("content")).deepCopy();
            c.put("kind", p.path("as").asText());
            return c;
        }
        return p;
    }

    /** Points by seat as a Wind map. */
    public Map<Wind, Long> pointsBySeat(List<Integer> points) {
        Map<Wind, Long> m = new EnumMap<>(Wind.class);
        for (int s = 0; s < points.size(); s++) m.put(seat(s), (long) points.get(s));
        return m;
    }
}
