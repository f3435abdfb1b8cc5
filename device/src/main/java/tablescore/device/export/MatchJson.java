package tablescore.device.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import tablescore.engine.hand.Hand;
import tablescore.engine.match.AbortiveDraw;
import tablescore.engine.match.Correction;
import tablescore.engine.match.DealerRule;
import tablescore.engine.match.EndCondition;
import tablescore.engine.match.ExhaustiveDraw;
import tablescore.engine.match.FlowRules;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.HandWon;
import tablescore.engine.match.Match;
import tablescore.engine.match.MatchEvent;
import tablescore.engine.match.MatchSetup;
import tablescore.engine.match.MatchState;
import tablescore.engine.match.Outcome;
import tablescore.engine.match.Penalty;
import tablescore.engine.match.Place;
import tablescore.engine.match.Transfer;
import tablescore.engine.match.UmaOka;
import tablescore.engine.match.Undo;
import tablescore.engine.match.Win;
import tablescore.engine.rules.Declaration;
import tablescore.engine.tile.Notation;

/**
 * A match as JSON: the setup and the events (everything needed to replay it), and the derived state,
 * hands and standings (for readers that do not replay). {@link #read} takes the setup and events back
 * and replays them; the derived parts are ignored on reading, so they can never disagree with the log.
 */
public final class MatchJson {
    public static final String FORMAT = "tablescore-match/1";
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private MatchJson() {}

    /** The match as indented JSON text. */
    public static String toText(Match m) {
        try {
            return MAPPER.writeValueAsString(write(m));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("could not write the match as JSON: " + e.getMessage(), e);
        }
    }

    /** A match from JSON text written by {@link #toText}: setup and events, replayed. */
    public static Match fromText(String text) {
        try {
            return read(MAPPER.readTree(text));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("the match file is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static ObjectNode write(Match m) {
        ObjectNode o = F.objectNode();
        o.put("format", FORMAT);
        o.set("setup", writeSetup(m.setup()));
        ArrayNode events = o.putArray("events");
        for (int i = 0; i < m.events().size(); i++) {
            ObjectNode e = writeEvent(m.events().get(i));
            ObjectNode withId = F.objectNode();
            withId.put("id", i + 1);
            withId.setAll(e);
            events.add(withId);
        }
        MatchState s = m.state();
        ObjectNode state = o.putObject("state");
        state.put("finished", s.finished());
        if (s.finishReason() != null) state.put("finish_reason", s.finishReason());
        state.set("points", ints(s.points()));
        state.put("deposits", s.deposits());
        state.put("next_dealer", s.dealer());
        state.put("next_deal", s.nextDealName());
        state.put("round_wind", s.roundWind().name());
        state.put("honba", s.honba());
        state.put("hands_played", s.handsPlayed());
        ArrayNode winds = state.putArray("seat_winds");
        s.seatWinds().forEach(w -> winds.add(w.name()));
        ArrayNode hands = o.putArray("hands");
        for (HandRecord h : s.history()) {
            ObjectNode ho = hands.addObject();
            ho.put("event_id", h.eventId());
            if (h.correctedBy() != null) ho.put("corrected_by", h.correctedBy());
            ho.put("deal", h.dealName());
            ho.put("honba", h.honba());
            ho.put("dealer", h.dealer());
            ho.put("outcome", h.outcome().label());
            ho.put("summary", h.summary());
            ho.set("deltas", ints(h.deltas()));
            ho.set("points_after", ints(h.pointsAfter()));
            ho.put("deposits_after", h.depositsAfter());
        }
        ArrayNode standings = o.putArray("standings");
        for (Place p : s.standings().places()) {
            ObjectNode po = standings.addObject();
            po.put("rank", p.rank());
            po.put("seat", p.seat());
            po.put("name", p.name());
            po.put("points", p.points());
            po.put("result", p.result());
        }
        ArrayNode settle = o.putArray("settle_up");
        for (Transfer t : s.standings().settleUp()) {
            ObjectNode to = settle.addObject();
            to.put("from", t.from());
            to.put("to", t.to());
            to.put("amount", t.amount());
        }
        return o;
    }

    public static Match read(JsonNode o) {
        if (o == null || !o.isObject()) throw new IllegalArgumentException("a match file is a JSON object with a setup and events");
        if (o.has("format") && !FORMAT.equals(o.get("format").asText())) {
            throw new IllegalArgumentException("match format '" + o.get("format").asText() + "' is not " + FORMAT);
        }
        MatchSetup setup = readSetup(o.get("setup"));
        List<MatchEvent> events = new ArrayList<>();
        JsonNode es = o.get("events");
        if (es != null) {
            int i = 0;
            for (JsonNode e : es) {
                i++;
                if (e.has("id") && e.get("id").asInt() != i) {
                    throw new IllegalArgumentException("event " + i + " has id " + e.get("id").asInt() + ": ids are positions in the log, 1, 2, 3...");
                }
                events.add(readEvent(e, "event #" + i));
            }
        }
        return Match.of(setup, events);
    }

    public static ObjectNode writeSetup(MatchSetup s) {
        ObjectNode o = F.objectNode();
        o.put("system", s.system());
        ObjectNode opts = o.putObject("options");
        s.options().forEach(opts::put);
        ArrayNode players = o.putArray("players");
        s.players().forEach(players::add);
        o.put("starting_points", s.startingPoints());
        ObjectNode end = o.putObject("end");
        end.put("rounds", s.end().rounds());
        end.put("hands", s.end().hands());
        end.put("end_on_bust", s.end().endOnBust());
        ObjectNode uma = o.putObject("uma_oka");
        uma.put("name", s.umaOka().name());
        uma.set("uma", ints(s.umaOka().uma()));
        uma.put("return_points", s.umaOka().returnPoints());
        FlowRules f = s.flow();
        ObjectNode flow = o.putObject("flow");
        flow.put("dealer_rule", f.dealerRule().name().toLowerCase());
        flow.put("honba", f.honba());
        flow.put("declaration_deposit", f.declarationDeposit());
        flow.put("max_winners", f.maxWinners());
        flow.put("draw_deposits", f.drawDeposits().name().toLowerCase());
        flow.put("leftover_deposits", f.leftoverDeposits().name().toLowerCase());
        flow.put("chombo_mangan", f.chomboMangan());
        flow.put("deposit_needs_points", f.depositNeedsPoints());
        flow.put("last_dealer_stops", f.lastDealerStops());
        return o;
    }

    public static MatchSetup readSetup(JsonNode o) {
        if (o == null || !o.isObject()) throw new IllegalArgumentException("the match has no setup");
        String system = need(o, "system", "setup").asText();
        Map<String, String> options = new LinkedHashMap<>();
        JsonNode opts = o.get("options");
        if (opts != null) opts.fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
        List<String> players = new ArrayList<>();
        for (JsonNode p : need(o, "players", "setup")) players.add(p.asText());
        MatchSetup d = MatchSetup.defaults(system, players);
        int start = o.has("starting_points") ? o.get("starting_points").asInt() : d.startingPoints();
        EndCondition end = d.end();
        if (o.has("end")) {
            JsonNode e = o.get("end");
            end = new EndCondition(e.path("rounds").asInt(0), e.path("hands").asInt(0), e.path("end_on_bust").asBoolean(false));
        }
        UmaOka uma = UmaOka.none(start);
        if (o.has("uma_oka")) {
            JsonNode u = o.get("uma_oka");
            List<Integer> values = new ArrayList<>();
            for (JsonNode v : u.path("uma")) values.add(v.asInt());
            uma = new UmaOka(u.path("name").asText("custom"), values, u.path("return_points").asInt(start));
        }
        FlowRules flow = d.flow();
        if (o.has("flow")) {
            JsonNode f = o.get("flow");
            flow = new FlowRules(
                    DealerRule.valueOf(f.path("dealer_rule").asText(flow.dealerRule().name()).toUpperCase()),
                    f.path("honba").asBoolean(flow.honba()),
                    f.path("declaration_deposit").asInt(flow.declarationDeposit()),
                    f.path("max_winners").asInt(flow.maxWinners()),
                    FlowRules.DrawDeposits.valueOf(f.path("draw_deposits").asText(flow.drawDeposits().name()).toUpperCase()),
                    FlowRules.LeftoverDeposits.valueOf(f.path("leftover_deposits").asText(flow.leftoverDeposits().name()).toUpperCase()),
                    f.path("chombo_mangan").asBoolean(flow.chomboMangan()),
                    f.path("deposit_needs_points").asBoolean(flow.depositNeedsPoints()),
                    f.path("last_dealer_stops").asBoolean(flow.lastDealerStops()));
        }
        return new MatchSetup(system, options, players, start, end, uma, flow);
    }

    public static ObjectNode writeEvent(MatchEvent e) {
        ObjectNode o = F.objectNode();
        if (e instanceof Undo) {
            o.put("type", "undo");
        } else if (e instanceof Correction c) {
            o.put("type", "correction");
            o.put("target", c.target());
            if (c.isStrike()) o.put("strike", true);
            else o.set("replacement", writeEvent(c.replacement()));
        } else if (e instanceof HandWon w) {
            o.put("type", "hand_won");
            ArrayNode wins = o.putArray("wins");
            for (Win win : w.wins()) wins.add(writeWin(win));
            declarations(o, w.declarations());
            if (!w.dora().isEmpty()) o.put("dora", Notation.format(w.dora()));
            if (!w.uraDora().isEmpty()) o.put("ura_dora", Notation.format(w.uraDora()));
        } else if (e instanceof ExhaustiveDraw d) {
            o.put("type", "exhaustive_draw");
            o.set("ready", ints(new ArrayList<>(d.ready())));
            if (!d.shownHands().isEmpty()) o.set("shown_hands", hands(d.shownHands()));
            declarations(o, d.declarations());
            if (d.lastDrawer() != null) o.put("last_drawer", d.lastDrawer());
        } else if (e instanceof AbortiveDraw a) {
            o.put("type", "abortive_draw");
            o.put("reason", a.reason());
            declarations(o, a.declarations());
        } else if (e instanceof Penalty p) {
            o.put("type", "penalty");
            o.put("offender", p.offender());
            o.put("kind", p.kind().name().toLowerCase());
            if (!p.payments().isEmpty()) {
                ObjectNode pay = o.putObject("payments");
                p.payments().forEach((seat, pts) -> pay.put(String.valueOf(seat), pts));
            }
            if (p.attempted() != null) o.set("attempted", writeWin(p.attempted()));
        }
        return o;
    }

    public static MatchEvent readEvent(JsonNode o, String where) {
        String type = need(o, "type", where).asText();
        switch (type) {
            case "undo":
                return new Undo();
            case "correction": {
                if (o.path("strike").asBoolean(false)) return Correction.strike(need(o, "target", where).asInt());
                MatchEvent r = readEvent(need(o, "replacement", where), where + " replacement");
                if (!(r instanceof Outcome out)) throw new IllegalArgumentException(where + ": a correction replaces a deal, not a " + r.label());
                return new Correction(need(o, "target", where).asInt(), out);
            }
            case "hand_won": {
                List<Win> wins = new ArrayList<>();
                for (JsonNode w : need(o, "wins", where)) wins.add(readWin(w, where));
                return new HandWon(wins, readDeclarations(o, where),
                        o.has("dora") ? Notation.parse(o.get("dora").asText()) : List.of(),
                        o.has("ura_dora") ? Notation.parse(o.get("ura_dora").asText()) : List.of());
            }
            case "exhaustive_draw": {
                Set<Integer> ready = new TreeSet<>();
                for (JsonNode r : o.path("ready")) ready.add(r.asInt());
                return new ExhaustiveDraw(ready, readHands(o.get("shown_hands"), where), readDeclarations(o, where),
                        o.has("last_drawer") && !o.get("last_drawer").isNull() ? o.get("last_drawer").asInt() : null);
            }
            case "abortive_draw":
                return new AbortiveDraw(o.path("reason").asText(null), readDeclarations(o, where));
            case "penalty": {
                Map<Integer, Integer> pay = new TreeMap<>();
                JsonNode p = o.get("payments");
                if (p != null) p.fields().forEachRemaining(e -> pay.put(Integer.parseInt(e.getKey()), e.getValue().asInt()));
                Penalty.Kind kind = Penalty.Kind.valueOf(o.path("kind").asText("false_win").toUpperCase());
                Win attempted = o.has("attempted") ? readWin(o.get("attempted"), where) : null;
                return new Penalty(need(o, "offender", where).asInt(), kind, pay, attempted);
            }
            default:
                throw new IllegalArgumentException(where + ": unknown event type '" + type
                        + "' (hand_won, exhaustive_draw, abortive_draw, penalty, correction, undo)");
        }
    }

    private static ObjectNode writeWin(Win w) {
        ObjectNode o = F.objectNode();
        o.put("winner", w.winner());
        o.set("hand", HandJson.write(w.hand()));
        if (w.discarder() != null) o.put("discarder", w.discarder());
        if (w.liable() != null) o.put("liable", w.liable());
        if (!w.otherHands().isEmpty()) o.set("other_hands", hands(w.otherHands()));
        return o;
    }

    private static Win readWin(JsonNode o, String where) {
        int winner = need(o, "winner", where).asInt();
        Hand hand = HandJson.read(o.get("hand"), where + " (seat " + winner + "'s hand)");
        Integer discarder = o.has("discarder") && !o.get("discarder").isNull() ? o.get("discarder").asInt() : null;
        Integer liable = o.has("liable") && !o.get("liable").isNull() ? o.get("liable").asInt() : null;
        return new Win(winner, hand, discarder, liable, readHands(o.get("other_hands"), where));
    }

    private static ObjectNode hands(Map<Integer, Hand> hands) {
        ObjectNode o = F.objectNode();
        hands.forEach((seat, h) -> o.set(String.valueOf(seat), HandJson.write(h)));
        return o;
    }

    private static Map<Integer, Hand> readHands(JsonNode o, String where) {
        Map<Integer, Hand> m = new HashMap<>();
        if (o == null) return m;
        o.fields().forEachRemaining(e -> m.put(seat(e.getKey(), where), HandJson.read(e.getValue(), where + " (seat " + e.getKey() + ")")));
        return m;
    }

    private static void declarations(ObjectNode o, Map<Integer, Set<Declaration>> d) {
        if (d.isEmpty()) return;
        ObjectNode dn = o.putObject("declarations");
        d.forEach((seat, set) -> {
            ArrayNode a = dn.putArray(String.valueOf(seat));
            for (Declaration x : EnumSet.copyOf(set)) a.add(x.name().toLowerCase());
        });
    }

    private static Map<Integer, Set<Declaration>> readDeclarations(JsonNode o, String where) {
        Map<Integer, Set<Declaration>> m = new HashMap<>();
        JsonNode d = o.get("declarations");
        if (d == null) return m;
        d.fields().forEachRemaining(e -> {
            Set<Declaration> set = EnumSet.noneOf(Declaration.class);
            for (JsonNode x : e.getValue()) {
                try {
                    set.add(Declaration.valueOf(x.asText().toUpperCase()));
                } catch (IllegalArgumentException bad) {
                    throw new IllegalArgumentException(where + ": '" + x.asText() + "' is not a declaration (riichi, double_riichi, ippatsu, ready)");
                }
            }
            m.put(seat(e.getKey(), where), set);
        });
        return m;
    }

    private static int seat(String key, String where) {
        try {
            return Integer.parseInt(key.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": '" + key + "' is not a seat number");
        }
    }

    private static JsonNode need(JsonNode o, String field, String where) {
        JsonNode v = o.get(field);
        if (v == null || v.isNull()) throw new IllegalArgumentException(where + ": '" + field + "' is missing");
        return v;
    }

    static ArrayNode ints(List<Integer> values) {
        ArrayNode a = F.arrayNode();
        values.forEach(a::add);
        return a;
    }
}
