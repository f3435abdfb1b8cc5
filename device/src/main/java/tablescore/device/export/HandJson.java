package tablescore.device.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * A hand as JSON, tiles in the shared notation: {@code {"concealed":"123m456p789s234s11z","melds":[{"kind":"pung",
 * "tiles":"222s","from":"W"}],"winning_tile":"2s","win":"self_draw","incidentals":["final_draw"],
 * "bonus":"1f","gold":"5p"}} (empty fields left out).
 */
public final class HandJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private HandJson() {}

    public static ObjectNode write(Hand h) {
        ObjectNode o = F.objectNode();
        o.put("concealed", Notation.format(h.concealed()));
        if (!h.melds().isEmpty()) {
            ArrayNode melds = o.putArray("melds");
            for (Meld m : h.melds()) {
                ObjectNode mo = melds.addObject();
                mo.put("kind", m.kind().wireName());
                mo.put("tiles", m.notation());
                if (m.claimedFrom() != null) mo.put("from", m.claimedFrom().name());
            }
        }
        if (h.winningTile() != null) o.put("winning_tile", h.winningTile().code());
        if (h.winMethod() != null) o.put("win", h.winMethod().wireName());
        if (!h.incidentals().isEmpty()) {
            ArrayNode inc = o.putArray("incidentals");
            for (Incidental i : EnumSet.copyOf(h.incidentals())) inc.add(i.wireName());
        }
        if (!h.bonusTiles().isEmpty()) o.put("bonus", Notation.format(h.bonusTiles()));
        if (h.gold() != null) o.put("gold", h.gold().code());
        return o;
    }

    public static Hand read(JsonNode o, String where) {
        if (o == null || !o.isObject()) throw new IllegalArgumentException(where + ": a hand must be an object with its concealed tiles");
        String concealed = text(o, "concealed", where);
        if (concealed == null) throw new IllegalArgumentException(where + ": the hand has no concealed tiles");
        List<Meld> melds = new ArrayList<>();
        JsonNode ms = o.get("melds");
        if (ms != null) {
            for (JsonNode m : ms) {
                String kind = text(m, "kind", where + " meld");
                String tiles = text(m, "tiles", where + " meld");
                if (kind == null || tiles == null) throw new IllegalArgumentException(where + ": a meld needs a kind and tiles");
                MeldKind k = MeldKind.parse(kind, !kind.equals("concealed_kong"));
                String from = text(m, "from", where + " meld");
                melds.add(new Meld(k, Notation.parse(tiles), from == null ? null : Wind.parse(from)));
            }
        }
        String win = text(o, "win", where);
        String winning = text(o, "winning_tile", where);
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        JsonNode is = o.get("incidentals");
        if (is != null) for (JsonNode i : is) inc.add(Incidental.parse(i.asText()));
        String bonus = text(o, "bonus", where);
        String gold = text(o, "gold", where);
        List<Tile> bonusTiles = bonus == null ? List.of() : Notation.parse(bonus);
        return new Hand(Notation.parse(concealed), melds, winning == null ? null : Notation.parseTile(winning),
                win == null ? null : WinMethod.parse(win), inc, bonusTiles, gold == null ? null : Notation.parseTile(gold));
    }

    static String text(JsonNode o, String field, String where) {
        JsonNode v = o.get(field);
        if (v == null || v.isNull()) return null;
        if (!v.isTextual()) throw new IllegalArgumentException(where + ": '" + field + "' must be text, not " + v);
        return v.asText();
    }
}
