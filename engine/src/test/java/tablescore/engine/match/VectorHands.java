package tablescore.engine.match;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/** Hands taken from the shared vector files, so whole-match tests play hands the rules were checked on. */
final class VectorHands {
    private VectorHands() {}

    static JsonNode vector(String file, String id) {
        Path shared = Path.of(System.getProperty("tablescore.shared", "/work/shared"));
        try {
            JsonNode root = new ObjectMapper().readTree(shared.resolve("vectors").resolve(file).toFile());
            for (JsonNode v : root.get("vectors")) if (v.get("id").asText().equals(id)) return v;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
        }
        throw new IllegalStateException(file + " has no vector " + id);
    }

    /** A hand object of a vector file: concealed (winning tile included), melds, win_tile. */
    static Hand hand(JsonNode h, WinMethod method) {
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : h.path("melds")) {
            String kind = m.isArray() ? m.get(0).asText() : m.get("type").asText();
            String tiles = m.isArray() ? m.get(1).asText() : m.get("tiles").asText();
            boolean exposed = !m.isObject() || m.path("exposed").asBoolean(true);
            melds.add(new Meld(MeldKind.parse(kind, exposed), Notation.parse(tiles), null));
        }
        String win = h.has("win_tile") ? h.get("win_tile").asText() : null;
        List<Tile> concealed = Notation.parse(h.get("concealed").asText());
        if (win == null) return Hand.losing(concealed, melds);
        return new Hand(concealed, melds, Notation.parseTile(win), method, Set.of(), List.of(), null);
    }

    static List<Tile> tiles(JsonNode words) {
        List<Tile> out = new ArrayList<>();
        for (JsonNode w : words) out.addAll(Notation.parse(w.asText()));
        return out;
    }
}
