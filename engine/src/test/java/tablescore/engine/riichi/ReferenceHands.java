package tablescore.engine.riichi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/** The riichi vector files read for engine tests and the benchmark (shared/vectors/riichi). */
public final class ReferenceHands {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One reference hand: the win, the table's options, and the reference's answer. */
    public record Line(String id, WinRequest request, RiichiOptions options, JsonNode expected) {}

    private ReferenceHands() {}

    /** The shared folder: the tablescore.shared property, else the nearest shared/ above the working directory. */
    public static Path shared() {
        String p = System.getProperty("tablescore.shared");
        if (p != null && !p.isBlank() && !p.contains("${")) return Path.of(p);
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve("shared/vectors"))) return d.resolve("shared");
        }
        throw new IllegalStateException("no shared/vectors folder found; set -Dtablescore.shared");
    }

    public static JsonNode cases() {
        try {
            return JSON.readTree(shared().resolve("vectors/riichi/cases.json").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<Line> reference() {
        try {
            List<Line> out = new ArrayList<>(3000);
            for (String text : Files.readAllLines(shared().resolve("vectors/riichi/reference.jsonl"), StandardCharsets.UTF_8)) {
                if (text.isBlank()) continue;
                JsonNode line = JSON.readTree(text);
                out.add(new Line(line.get("id").asText(), request(line), options(line.get("rules")), line.get("expected")));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static WinRequest request(JsonNode line) {
        JsonNode c = line.get("conditions");
        boolean tsumo = c.path("tsumo").asBoolean();
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : line.get("melds")) {
            melds.add(new Meld(MeldKind.parse(m.get("type").asText(), m.get("open").asBoolean()), Notation.parse(m.get("tiles").asText()), null));
        }
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        if (c.path("haitei").asBoolean()) inc.add(Incidental.FINAL_DRAW);
        if (c.path("houtei").asBoolean()) inc.add(Incidental.FINAL_DISCARD);
        if (c.path("rinshan").asBoolean()) inc.add(Incidental.WIN_ON_KONG);
        Hand hand = new Hand(Notation.parse(line.get("concealed").asText()), melds, Notation.parseTile(line.get("win").asText()),
                tsumo ? WinMethod.SELF_DRAW : WinMethod.DISCARD, inc, List.of(), null);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        if (c.path("riichi").asBoolean()) decl.add(Declaration.RIICHI);
        if (c.path("doubleRiichi").asBoolean()) decl.add(Declaration.DOUBLE_RIICHI);
        if (c.path("ippatsu").asBoolean()) decl.add(Declaration.IPPATSU);
        Wind winner = Wind.parse(c.get("seatWind").asText());
        List<Tile> dora = new ArrayList<>();
        for (JsonNode d : c.path("doraIndicators")) dora.addAll(Notation.parse(d.asText()));
        return WinRequest.of(winner, hand).discarder(tsumo ? null : winner.next(-1, 4)).roundWind(Wind.parse(c.get("roundWind").asText()))
                .honba(c.path("honba").asInt()).depositsOnTable(1000 * c.path("riichiSticks").asInt()).declarations(decl).dora(dora).build();
    }

    /** A hand vector of cases.json as a win; {@code win} ("ron"/"tsumo") replaces the vector's own when not null. */
    public static WinRequest caseRequest(JsonNode v, String win) {
        JsonNode c = v.path("conditions");
        boolean tsumo = (win != null ? win : v.get("win").asText()).equals("tsumo");
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : v.get("melds")) {
            String type = m.get("type").asText();
            melds.add(new Meld(MeldKind.parse(type, !type.equals("ankan")), Notation.parse(m.get("tiles").asText()), null));
        }
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        if (c.path("haitei").asBoolean()) inc.add(Incidental.FINAL_DRAW);
        if (c.path("houtei").asBoolean()) inc.add(Incidental.FINAL_DISCARD);
        if (c.path("rinshan").asBoolean()) inc.add(Incidental.WIN_ON_KONG);
        if (c.path("tenhou").asBoolean()) inc.add(Incidental.BLESSING_OF_HEAVEN);
        if (c.path("chiihou").asBoolean() || c.path("renhou").asBoolean()) inc.add(Incidental.BLESSING_OF_EARTH);
        WinMethod method = tsumo ? WinMethod.SELF_DRAW : c.path("chankan").asBoolean() ? WinMethod.ROBBING_A_KONG : WinMethod.DISCARD;
        Hand hand = new Hand(Notation.parse(v.get("hand").asText()), melds, Notation.parseTile(v.get("win_tile").asText()), method,
                inc, List.of(), null);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        if (c.path("riichi").asBoolean()) decl.add(Declaration.RIICHI);
        if (c.path("double_riichi").asBoolean()) decl.add(Declaration.DOUBLE_RIICHI);
        if (c.path("ippatsu").asBoolean()) decl.add(Declaration.IPPATSU);
        Wind winner = Wind.parse(v.get("seat_wind").asText());
        return WinRequest.of(winner, hand).discarder(tsumo ? null : winner.next(-1, 4)).roundWind(Wind.parse(v.get("round_wind").asText()))
                .honba(c.path("honba").asInt()).depositsOnTable(1000 * c.path("riichi_sticks_on_table").asInt()).declarations(decl)
                .dora(Notation.parse(v.path("dora_indicators").asText(""))).uraDora(Notation.parse(v.path("ura_dora_indicators").asText("")))
                .build();
    }

    static RiichiOptions options(JsonNode rules) {
        Map<String, String> o = new HashMap<>();
        o.put("kuitan", rules.get("openTanyao").asText());
        o.put("aka_dora", rules.get("akaDora").asText());
        o.put("double_yakuman", rules.get("doubleYakuman").asText());
        o.put("kazoe_limit", rules.get("kazoe").asText());
        o.put("kiriage_mangan", rules.get("kiriageMangan").asText());
        return RiichiOptions.OPTIONS.parse(o);
    }
}
