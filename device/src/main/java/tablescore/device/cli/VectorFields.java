package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.tile.Notation;

/** Field readers the vector formats share, so every file's bad input is named the same way. */
final class VectorFields {

    private VectorFields() {}

    static JsonNode required(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) throw new IllegalArgumentException("the line has no '" + field + "'");
        return v;
    }

    /** Melds written as [type, tiles]: chow, pung, kong (exposed) or ankan / concealed_kong. */
    static List<Meld> pairMelds(JsonNode melds) {
        List<Meld> out = new ArrayList<>();
        if (melds == null) return out;
        for (JsonNode m : melds) {
            if (!m.isArray() || m.size() != 2) throw new IllegalArgumentException("a meld is [type, tiles], not " + m);
            String type = m.get(0).asText();
            boolean exposed = !type.equalsIgnoreCase("ankan") && !type.equalsIgnoreCase("concealed_kong");
            out.add(new Meld(MeldKind.parse(type, exposed), Notation.parse(m.get(1).asText()), null));
        }
        return out;
    }

    /** The incidental win conditions in the one vocabulary of the vector files. */
    static Set<Incidental> incidentals(JsonNode list) {
        Set<Incidental> out = EnumSet.noneOf(Incidental.class);
        if (list != null) for (JsonNode i : list) out.add(Incidental.parse(i.asText()));
        return out;
    }
}
