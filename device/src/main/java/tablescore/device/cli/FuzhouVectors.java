package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.fuzhou.Fuzhou;
import tablescore.engine.fuzhou.FuzhouDetail;
import tablescore.engine.fuzhou.FuzhouOptions;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * The format of ../shared/vectors/fuzhou.json: one element of {@code vectors} (a win) or of
 * {@code exhaustive_draw_vectors} (told apart by its {@code tenpai} field) per line. Players A B C D sit
 * as E S W N (A deals, which only 抢金 notices).
 */
public final class FuzhouVectors implements VectorFormat {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final String PLAYERS = "ABCD";
    private final Fuzhou fuzhou = new Fuzhou();

    @Override
    public String system() { return fuzhou.id(); }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        FuzhouOptions o = fuzhou.options().parse(overrides);
        if (line.has("tenpai")) return draw(line, o);
        if (!line.has("hand")) throw new IllegalArgumentException("a Fuzhou line needs a hand (a win) or tenpai (an exhaustive draw)");
        JsonNode handNode = line.get("hand");
        JsonNode win = required(line, "win");
        Wind winner = seat(required(win, "winner").asText(), "win.winner");
        WinMethod method = WinMethod.parse(required(win, "type").asText());
        Wind discarder = win.hasNonNull("discarder") ? seat(win.get("discarder").asText(), "win.discarder") : null;
        Wind liable = win.hasNonNull("tile_discarder") ? seat(win.get("tile_discarder").asText(), "win.tile_discarder") : null;
        Set<Incidental> incidentals = VectorFields.incidentals(win.get("incidental"));
        List<Meld> melds = VectorFields.pairMelds(handNode.get("melds"));
        List<Tile> concealed = Notation.parse(required(handNode, "concealed").asText());
        Tile winTile = Notation.parseTile(required(handNode, "win_tile").asText());
        Tile gold = Notation.parseTile(required(line, "gold_face").asText());
        Hand hand = new Hand(concealed, melds, winTile, method, incidentals, List.of(), gold);

        Map<Wind, Integer> deposits = new EnumMap<>(Wind.class);
        int onTable = 0;
        if (line.has("declared_ting_deposits")) {
            Iterator<Map.Entry<String, JsonNode>> it = line.get("declared_ting_deposits").fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                int points = e.getValue().asInt();
                deposits.put(seat(e.getKey(), "declared_ting_deposits"), points);
                onTable += points;
            }
        }
        Fuzhou.readyDeposits(deposits.keySet(), o); // at most max_declarers may declare
        Set<Declaration> declarations = deposits.containsKey(winner) ? Set.of(Declaration.READY) : Set.of();
        WinRequest request = WinRequest.of(winner, hand).discarder(discarder).liable(liable).depositsOnTable(onTable)
                .declarations(declarations).seats(4).build();
        Scoring s = fuzhou.score(request, o);
        ObjectNode out = F.objectNode();
        if (!s.isWin()) {
            out.put("error", s.refusal().code());
            out.put("reason", s.refusal().reason());
            return out;
        }
        FuzhouDetail d = (FuzhouDetail) s.detail();
        ArrayNode fans = out.putArray("fans");
        for (PatternScore p : d.fans()) fans.add(F.arrayNode().add(p.original() + " " + p.english()).add(p.value()));
        out.put("fan_total", d.fanTotal());
        out.put("fan_capped", d.fanCapped());
        out.put("kong_bonus_points", d.kongBonusPoints());
        out.put("regular_points_per_payer", d.regularPointsPerPayer());
        if (d.bigHand() == null) out.putNull("fixed_hand");
        else out.set("fixed_hand", F.arrayNode().add(d.bigHand().label()).add(d.bigHandPoints()));
        out.put("scoring_used", d.scoringUsed());
        out.put("points_per_payer", d.pointsPerPayer());
        out.set("settlement_from_players", players(s.settlement(), Map.of()));
        out.put("deposits_collected", d.depositsCollected());
        out.set("net_change_including_own_deposits", players(s.settlement(), deposits));
        return out;
    }

    private ObjectNode draw(JsonNode line, FuzhouOptions o) {
        Set<Wind> ready = EnumSet.noneOf(Wind.class);
        for (JsonNode p : line.get("tenpai")) ready.add(seat(p.asText(), "tenpai"));
        // optional: the 报听 deposits on the table by declarer (they come back under deposits_on_draw=return)
        Map<Wind, Integer> deposits = new EnumMap<>(Wind.class);
        if (line.has("declared_ting_deposits")) {
            line.get("declared_ting_deposits").fields().forEachRemaining(e ->
                    deposits.put(seat(e.getKey(), "declared_ting_deposits"), e.getValue().asInt()));
        }
        Settlement s = fuzhou.exhaustiveDraw(new DrawRequest(ready, Map.of(), 4), deposits, o);
        ObjectNode out = F.objectNode();
        out.set("deltas", players(s, Map.of()));
        return out;
    }

    private static ObjectNode players(Settlement s, Map<Wind, Integer> ownDeposits) {
        ObjectNode n = F.objectNode();
        for (int i = 0; i < 4; i++) {
            Wind w = Wind.values()[i];
            n.put(String.valueOf(PLAYERS.charAt(i)), s.of(w) - ownDeposits.getOrDefault(w, 0));
        }
        return n;
    }

    static Wind seat(String player, String field) {
        int i = PLAYERS.indexOf(player.trim().toUpperCase());
        if (player.trim().length() != 1 || i < 0) throw new IllegalArgumentException(field + ": '" + player + "' is not a player (A, B, C or D)");
        return Wind.values()[i];
    }

    static JsonNode required(JsonNode node, String field) {
        return VectorFields.required(node, field);
    }
}
