package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.malaysian.Malaysian;
import tablescore.engine.malaysian.MalaysianDetail;
import tablescore.engine.malaysian.MalaysianOptions;
import tablescore.engine.malaysian.PaymentTable;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * The format of ../shared/vectors/malaysian.json: one element of {@code vectors} per line. Seats are E S W;
 * the winner is {@code seat_wind}. The deltas are named for the payment table used.
 */
public final class MalaysianVectors implements VectorFormat {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    static final String FALSE_WIN = "false_win (诈胡): declarer pays each opponent the limit amount";
    private final Malaysian malaysian = new Malaysian();

    @Override
    public String system() { return malaysian.id(); }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        MalaysianOptions o = malaysian.options().parse(overrides);
        JsonNode handNode = FuzhouVectors.required(line, "hand");
        JsonNode win = FuzhouVectors.required(line, "win");
        Wind winner = seat(FuzhouVectors.required(line, "seat_wind").asText(), "seat_wind");
        if (line.hasNonNull("dealer") && seat(line.get("dealer").asText(), "dealer") != Wind.E) {
            throw new IllegalArgumentException("dealer: the dealer sits East (seats are named by their wind in the deal)");
        }
        WinMethod method = WinMethod.parse(FuzhouVectors.required(win, "type").asText());
        Wind discarder = win.hasNonNull("discarder") ? seat(win.get("discarder").asText(), "win.discarder") : null;
        Set<Incidental> incidentals = VectorFields.incidentals(win.get("incidental"));
        List<Meld> melds = VectorFields.pairMelds(handNode.get("melds"));
        List<Tile> bonus = new ArrayList<>();
        if (line.has("bonus_tiles")) for (JsonNode b : line.get("bonus_tiles")) bonus.add(Notation.parseTile(b.asText()));
        Hand hand = new Hand(Notation.parse(FuzhouVectors.required(handNode, "concealed").asText()), melds,
                Notation.parseTile(FuzhouVectors.required(handNode, "win_tile").asText()), method, incidentals, bonus, null);
        WinRequest request = WinRequest.of(winner, hand).discarder(discarder).seats(3).build();
        Scoring s = malaysian.score(request, o);
        ObjectNode out = F.objectNode();
        if (s.detail() == null) {
            out.put("error", s.refusal().code());
            out.put("reason", s.refusal().reason());
            return out;
        }
        MalaysianDetail d = (MalaysianDetail) s.detail();
        ArrayNode fans = out.putArray("fans");
        for (PatternScore p : d.fans()) fans.add(F.arrayNode().add(p.original() + " " + p.english()).add(p.value()));
        out.put("fan_total", d.fanTotal());
        out.put("fan_capped", d.fanCapped());
        out.put("valid_win", d.validWin());
        out.put("result", d.validWin() ? "win" : FALSE_WIN);
        if (!d.validWin() && !Refusal.BELOW_MINIMUM.equals(s.refusal().code())) throw new IllegalStateException("unexpected refusal " + s.refusal());
        ObjectNode deltas = out.putObject(o.paymentTable() == PaymentTable.LINEAR ? "deltas_linear_1_unit_per_fan" : "deltas");
        for (Wind w : List.of(Wind.E, Wind.S, Wind.W)) deltas.put(w.name(), s.settlement().of(w));
        return out;
    }

    private static Wind seat(String text, String field) {
        Wind w;
        try {
            w = Wind.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage());
        }
        if (w == Wind.N) throw new IllegalArgumentException(field + ": Malaysian three-player has no North seat");
        return w;
    }
}
