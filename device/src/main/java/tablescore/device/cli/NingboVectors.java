package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.ningbo.FuItem;
import tablescore.engine.ningbo.Ningbo;
import tablescore.engine.ningbo.NingboDetail;
import tablescore.engine.ningbo.NingboOptions;
import tablescore.engine.ningbo.SeatScore;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/**
 * The format of ../shared/vectors/ningbo.json, one deal (an element of {@code vectors}) per line. The
 * answer has the shape of what the line expects:
 * <pre>
 * {"hands": {"E": {"fu_items": [[description, fu]...], "fu_total", "fan_items": [[description, fan]...],
 *                  "fan_total", "raw" (null for a limit hand), "score", "capped", "limit_pattern" (limit hands only)},
 *            "S": ..., "W": ..., "N": ...},
 *  "settlement": {"E": delta, "S": ..., "W": ..., "N": ...},     (the line's expected_settlement)
 *  "liable_for_payment": seat or null}
 * </pre>
 * Descriptions are the engine's own words; the fu and fan values are what a check compares.
 */
public final class NingboVectors implements VectorFormat {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Ningbo system = new Ningbo();

    @Override public String system() { return Ningbo.ID; }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        JsonNode dealer = line.get("dealer");
        if (dealer != null && !dealer.isNull() && Wind.parse(dealer.asText()) != Wind.E) {
            throw new IllegalArgumentException("seats are named by their wind in the deal, so East is always the dealer, not " + dealer.asText());
        }
        Wind winner = Wind.parse(ZungJungVectors.text(line, "winner"));
        JsonNode hands = line.get("hands");
        if (hands == null || !hands.isObject()) throw new IllegalArgumentException("a Ningbo deal needs 'hands': the four seats' tiles");
        JsonNode winnerNode = hands.get(winner.name());
        if (winnerNode == null) throw new IllegalArgumentException("no hand for the winner " + winner);
        JsonNode win = winnerNode.get("win");
        if (win == null) throw new IllegalArgumentException("the winner's hand has no 'win' (type, tile)");

        String type = ZungJungVectors.text(win, "type");
        WinMethod method = type.equals("robbing_kong") ? WinMethod.ROBBING_A_KONG : WinMethod.parse(type);
        Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
        for (JsonNode i : win.path("incidental")) incidentals.add(Incidental.parse(i.asText()));
        JsonNode t = tiles(winnerNode, winner);
        Hand hand = new Hand(Notation.parse(ZungJungVectors.text(t, "concealed")), melds(t),
                Notation.parseTile(ZungJungVectors.text(win, "tile")), method, incidentals, List.of(), null);
        Wind discarder = ZungJungVectors.seat(win.has("discarder") ? win.get("discarder") : line.get("discarder"));

        Map<Wind, Hand> others = new EnumMap<>(Wind.class);
        for (Wind w : Wind.values()) {
            if (w == winner) continue;
            JsonNode seat = hands.get(w.name());
            if (seat == null) throw new IllegalArgumentException("no hand for " + w + ": Ningbo scores all four hands");
            JsonNode st = tiles(seat, w);
            others.put(w, Hand.losing(Notation.parse(ZungJungVectors.text(st, "concealed")), melds(st)));
        }
        WinRequest request = WinRequest.of(winner, hand).discarder(method.isSelfDraw() ? null : discarder)
                .liable(ZungJungVectors.seat(line.get("liable_for_payment"))).otherHands(others).build();
        NingboOptions options = system.options().parse(overrides);
        Scoring s = system.score(request, options);
        ObjectNode out = JSON.createObjectNode();
        if (!s.isWin()) {
            out.put("error", s.refusal().code());
            return out;
        }
        NingboDetail d = (NingboDetail) s.detail();
        ObjectNode seats = out.putObject("hands");
        for (Wind w : Wind.values()) seats.set(w.name(), seat(d.of(w)));
        out.set("settlement", ZungJungVectors.deltas(s.settlement()));
        if (d.liable() == null) out.putNull("liable_for_payment");
        else out.put("liable_for_payment", d.liable().name());
        return out;
    }

    private static ObjectNode seat(SeatScore s) {
        ObjectNode o = JSON.createObjectNode();
        o.set("fu_items", items(s.fu()));
        o.put("fu_total", s.fuTotal());
        o.set("fan_items", items(s.fan()));
        o.put("fan_total", s.fanTotal());
        if (s.raw() == null) o.putNull("raw");
        else o.put("raw", s.raw());
        o.put("score", s.score());
        o.put("capped", s.capped());
        if (s.limitHand() != null) o.put("limit_pattern", s.limitHand().title());
        return o;
    }

    private static ArrayNode items(List<FuItem> list) {
        ArrayNode a = JSON.createArrayNode();
        for (FuItem i : list) a.addArray().add(i.description()).add(i.value());
        return a;
    }

    private static JsonNode tiles(JsonNode seat, Wind w) {
        JsonNode t = seat.get("tiles");
        if (t == null || !t.isObject()) throw new IllegalArgumentException("the hand of " + w + " has no 'tiles'");
        return t;
    }

    /** Melds as [type, tiles]: pung, chow, kong (exposed) or ankan (concealed kong). */
    private static List<Meld> melds(JsonNode tiles) {
        return VectorFields.pairMelds(tiles.get("melds"));
    }
}
