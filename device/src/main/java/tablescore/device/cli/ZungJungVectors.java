package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.zungjung.PayoffScheme;
import tablescore.engine.zungjung.ZungJung;
import tablescore.engine.zungjung.ZungJungDetail;
import tablescore.engine.zungjung.ZungJungOptions;

/**
 * The format of ../shared/vectors/zungjung.json, one element of either list per line.
 *
 * <ul>
 * <li>A hand vector (it has {@code hand}) answers like its {@code expected}: {@code patterns_present} and
 * {@code patterns_counted} as [number, name, points], {@code raw_sum}, {@code limit} (null, chicken,
 * counted_limit, listed_limit), {@code value}, and {@code payment_<scheme>} = {winner, discarder, deltas}
 * under the table's scheme (competition par 25 unless --option says otherwise: the key names the scheme
 * used, e.g. payment_zj_competition_par25, payment_zj_uniform). A refused win answers {@code error} with
 * the refusal code (below_minimum, not_complete).</li>
 * <li>A payment vector (it has {@code value} and no {@code hand}) answers {@code deltas}: the seat deltas
 * of that value under every payoff scheme, keyed as in the file (zj_competition_par25,
 * zj_competition_par30, zj_uniform, ..., japanese_full_liability).</li>
 * </ul>
 */
public final class ZungJungVectors implements VectorFormat {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int[] PARS = {25, 30};
    private final ZungJung system = new ZungJung();

    @Override public String system() { return ZungJung.ID; }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        if (line.has("hand")) return scoreHand(line, overrides);
        if (line.has("value")) return payments(line);
        throw new IllegalArgumentException("a Zung Jung vector has either a 'hand' (a hand vector) or a 'value' (a payment vector)");
    }

    private ObjectNode scoreHand(JsonNode line, Map<String, String> overrides) {
        JsonNode h = line.get("hand");
        checkDealer(h);
        Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
        boolean robbed = false;
        for (JsonNode i : h.path("incidental")) {
            if (i.asText().equals("robbing_a_kong")) robbed = true;
            else incidentals.add(Incidental.parse(i.asText()));
        }
        String win = text(h, "win");
        WinMethod method = robbed ? WinMethod.ROBBING_A_KONG : WinMethod.parse(win);
        if (robbed && win.equals("self_draw")) throw new IllegalArgumentException("robbing a kong is a win on the kong declarer's tile, not a self-draw");
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : h.path("melds")) {
            melds.add(new Meld(MeldKind.parse(text(m, "type"), m.path("exposed").asBoolean(true)), Notation.parse(text(m, "tiles")), null));
        }
        Hand hand = new Hand(Notation.parse(text(h, "concealed")), melds, Notation.parseTile(text(h, "win_tile")), method,
                incidentals, List.of(), null);
        Wind winner = Wind.parse(text(h, "seat_wind"));
        Wind discarder = seat(h.get("discarder"));
        if (method == WinMethod.SELF_DRAW && discarder != null) throw new IllegalArgumentException("a self-drawn win has no discarder");
        ZungJungOptions options = system.options().parse(overrides);
        Scoring s = system.score(WinRequest.of(winner, hand).discarder(discarder).build(), options);

        ObjectNode out = JSON.createObjectNode();
        if (!s.isWin()) {
            out.put("error", s.refusal().code());
            return out;
        }
        ZungJungDetail d = (ZungJungDetail) s.detail();
        out.set("patterns_present", patterns(d.present()));
        out.set("patterns_counted", patterns(s.patterns()));
        out.put("raw_sum", d.rawSum());
        if (s.limit() == null) out.putNull("limit");
        else out.put("limit", s.limit());
        out.put("value", s.value());
        ObjectNode pay = out.putObject("payment_" + d.scheme().key(d.par()));
        pay.put("winner", winner.name());
        if (discarder == null) pay.putNull("discarder");
        else pay.put("discarder", discarder.name());
        pay.set("deltas", deltas(s.settlement()));
        return out;
    }

    private ObjectNode payments(JsonNode line) {
        checkDealer(line);
        JsonNode v = line.get("value");
        if (!v.canConvertToInt() || v.asInt() < 1) throw new IllegalArgumentException("'value' must be a hand value of 1 or more, not " + v);
        Wind winner = Wind.parse(text(line, "winner"));
        WinMethod method = WinMethod.parse(text(line, "win"));
        Wind discarder = seat(line.get("discarder"));
        if (method.isSelfDraw() != (discarder == null)) {
            throw new IllegalArgumentException("a win on a discard names its discarder, a self-draw has none");
        }
        if (discarder == winner) throw new IllegalArgumentException("the winner cannot be the discarder");
        ObjectNode out = JSON.createObjectNode();
        out.put("value", v.asInt());
        ObjectNode all = out.putObject("deltas");
        for (PayoffScheme scheme : PayoffScheme.values()) {
            int[] pars = scheme == PayoffScheme.ZJ_COMPETITION ? PARS : new int[] {25};
            for (int par : pars) all.set(scheme.key(par), deltas(scheme.settle(v.asInt(), par, winner, discarder)));
        }
        return out;
    }

    private static void checkDealer(JsonNode n) {
        JsonNode dealer = n.get("dealer");
        if (dealer != null && !dealer.isNull() && Wind.parse(dealer.asText()) != Wind.E) {
            throw new IllegalArgumentException("seats are named by their wind in the deal, so East is always the dealer, not " + dealer.asText());
        }
    }

    static ArrayNode patterns(List<PatternScore> list) {
        ArrayNode a = JSON.createArrayNode();
        for (PatternScore p : list) a.addArray().add(p.code()).add(p.english()).add(p.value());
        return a;
    }

    static ObjectNode deltas(Settlement s) {
        ObjectNode o = JSON.createObjectNode();
        for (Wind w : Wind.values()) o.put(w.name(), s.of(w));
        return o;
    }

    static Wind seat(JsonNode n) {
        return n == null || n.isNull() ? null : Wind.parse(n.asText());
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull() || !v.isTextual()) throw new IllegalArgumentException("missing text field '" + field + "'");
        return v.asText();
    }
}
