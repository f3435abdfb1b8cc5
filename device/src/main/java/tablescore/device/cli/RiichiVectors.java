package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.riichi.Riichi;
import tablescore.engine.riichi.RiichiOptions;
import tablescore.engine.riichi.RiichiPayments;
import tablescore.engine.riichi.RiichiPoints;
import tablescore.engine.riichi.RiichiScore;
import tablescore.engine.riichi.Yaku;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * The riichi vector formats (shared/vectors/riichi): a line of reference.jsonl, or one element of
 * cases.json's hand_vectors, score_vectors or reform_vectors, told apart by their fields, each answered
 * in the shape of its {@code expected} (or {@code expected_reform}) object. Yaku are printed with the
 * reference's names ({@link #REFERENCE_NAMES}).
 */
public final class RiichiVectors implements VectorFormat {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The names the reference implementation prints for each yaku (MahjongRepository/mahjong). */
    static final Map<Yaku, String> REFERENCE_NAMES = new EnumMap<>(Yaku.class);

    static {
        Map<Yaku, String> m = REFERENCE_NAMES;
        m.put(Yaku.RIICHI, "Riichi");
        m.put(Yaku.DOUBLE_RIICHI, "Double Riichi");
        m.put(Yaku.IPPATSU, "Ippatsu");
        m.put(Yaku.MENZEN_TSUMO, "Menzen Tsumo");
        m.put(Yaku.PINFU, "Pinfu");
        m.put(Yaku.IIPEIKOU, "Iipeiko");
        m.put(Yaku.TANYAO, "Tanyao");
        m.put(Yaku.YAKUHAI_HAKU, "Yakuhai (haku)");
        m.put(Yaku.YAKUHAI_HATSU, "Yakuhai (hatsu)");
        m.put(Yaku.YAKUHAI_CHUN, "Yakuhai (chun)");
        m.put(Yaku.SEAT_WIND_EAST, "Yakuhai (seat wind east)");
        m.put(Yaku.SEAT_WIND_SOUTH, "Yakuhai (seat wind south)");
        m.put(Yaku.SEAT_WIND_WEST, "Yakuhai (seat wind west)");
        m.put(Yaku.SEAT_WIND_NORTH, "Yakuhai (seat wind north)");
        m.put(Yaku.ROUND_WIND_EAST, "Yakuhai (round wind east)");
        m.put(Yaku.ROUND_WIND_SOUTH, "Yakuhai (round wind south)");
        m.put(Yaku.ROUND_WIND_WEST, "Yakuhai (round wind west)");
        m.put(Yaku.ROUND_WIND_NORTH, "Yakuhai (round wind north)");
        m.put(Yaku.HAITEI, "Haitei Raoyue");
        m.put(Yaku.HOUTEI, "Houtei Raoyui");
        m.put(Yaku.RINSHAN, "Rinshan Kaihou");
        m.put(Yaku.CHANKAN, "Chankan");
        m.put(Yaku.CHIITOITSU, "Chiitoitsu");
        m.put(Yaku.CHANTA, "Chantai");
        m.put(Yaku.ITTSU, "Ittsu");
        m.put(Yaku.SANSHOKU, "Sanshoku Doujun");
        m.put(Yaku.SANSHOKU_DOUKOU, "Sanshoku Doukou");
        m.put(Yaku.SANKANTSU, "San Kantsu");
        m.put(Yaku.TOITOI, "Toitoi");
        m.put(Yaku.SANANKOU, "San Ankou");
        m.put(Yaku.SHOUSANGEN, "Shou Sangen");
        m.put(Yaku.HONROUTOU, "Honroutou");
        m.put(Yaku.RYANPEIKOU, "Ryanpeikou");
        m.put(Yaku.JUNCHAN, "Junchan");
        m.put(Yaku.HONITSU, "Honitsu");
        m.put(Yaku.CHINITSU, "Chinitsu");
        m.put(Yaku.RENHOU, "Renhou");
        m.put(Yaku.KOKUSHI, "Kokushi Musou");
        m.put(Yaku.KOKUSHI_13_SIDED, "Kokushi Musou Juusanmen Matchi");
        m.put(Yaku.SUUANKOU, "Suu Ankou");
        m.put(Yaku.SUUANKOU_TANKI, "Suu Ankou Tanki");
        m.put(Yaku.DAISANGEN, "Daisangen");
        m.put(Yaku.SHOUSUUSHII, "Shousuushii");
        m.put(Yaku.DAISUUSHII, "Dai Suushii");
        m.put(Yaku.TSUUIISOU, "Tsuu Iisou");
        m.put(Yaku.CHINROUTOU, "Chinroutou");
        m.put(Yaku.RYUUIISOU, "Ryuuiisou");
        m.put(Yaku.CHUUREN, "Chuuren Poutou");
        m.put(Yaku.JUNSEI_CHUUREN, "Daburu Chuuren Poutou");
        m.put(Yaku.SUUKANTSU, "Suu Kantsu");
        m.put(Yaku.TENHOU, "Tenhou");
        m.put(Yaku.CHIIHOU, "Chiihou");
        m.put(Yaku.RENHOU_YAKUMAN, "Renhou (yakuman)");
        m.put(Yaku.DAISHARIN, "Daisharin");
        m.put(Yaku.DAICHISEI, "Daichisei");
        for (Yaku y : Yaku.values()) {
            if (!m.containsKey(y)) throw new IllegalStateException("no reference name for yaku " + y);
        }
    }

    @Override
    public String system() { return Riichi.ID; }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        if (line.has("expected_reform")) return RiichiReformVectors.scoreReformVector(line, overrides);
        if (line.has("concealed")) return scoreReferenceLine(line, overrides);
        if (line.has("hand")) return scoreHandVector(line, overrides);
        if (line.has("han") && line.has("fu")) return scoreTableVector(line, overrides);
        throw new IllegalArgumentException("not a riichi vector: expected 'concealed' (reference.jsonl), 'hand' "
                + "(hand_vectors), 'han' and 'fu' (score_vectors) or 'expected_reform' (reform_vectors)");
    }

    // ---- reference.jsonl

    static WinRequest referenceRequest(JsonNode line) {
        JsonNode c = required(line, "conditions");
        boolean tsumo = c.path("tsumo").asBoolean(false);
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : line.path("melds")) {
            String type = text(m, "type");
            melds.add(new Meld(MeldKind.parse(type, m.path("open").asBoolean(!type.equals("kan"))),
                    Notation.parse(text(m, "tiles")), null));
        }
        Set<Incidental> inc = incidentals(c);
        WinMethod method = winMethod(tsumo, c);
        Hand hand = new Hand(Notation.parse(text(line, "concealed")), melds, Notation.parseTile(text(line, "win")),
                method, inc, List.of(), null);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        if (c.path("riichi").asBoolean(false)) decl.add(Declaration.RIICHI);
        if (c.path("doubleRiichi").asBoolean(false)) decl.add(Declaration.DOUBLE_RIICHI);
        if (c.path("ippatsu").asBoolean(false)) decl.add(Declaration.IPPATSU);
        Wind winner = Wind.parse(text(c, "seatWind"));
        List<Tile> dora = new ArrayList<>();
        for (JsonNode d : c.path("doraIndicators")) dora.addAll(Notation.parse(d.asText()));
        List<Tile> ura = new ArrayList<>();
        for (JsonNode d : c.path("uraDoraIndicators")) ura.addAll(Notation.parse(d.asText()));
        return WinRequest.of(winner, hand).discarder(tsumo ? null : winner.next(-1, 4))
                .roundWind(Wind.parse(text(c, "roundWind"))).honba(c.path("honba").asInt(0))
                .depositsOnTable(1000 * c.path("riichiSticks").asInt(0)).declarations(decl).dora(dora).uraDora(ura).build();
    }

    static Map<String, String> referenceOptions(JsonNode line, Map<String, String> overrides) {
        Map<String, String> o = new LinkedHashMap<>();
        JsonNode rules = line.path("rules");
        if (rules.has("openTanyao")) o.put("kuitan", rules.get("openTanyao").asText());
        if (rules.has("akaDora")) o.put("aka_dora", rules.get("akaDora").asText());
        if (rules.has("doubleYakuman")) o.put("double_yakuman", rules.get("doubleYakuman").asText());
        if (rules.has("kazoe")) o.put("kazoe_limit", rules.get("kazoe").asText());
        if (rules.has("kiriageMangan")) o.put("kiriage_mangan", rules.get("kiriageMangan").asText());
        if (rules.path("renhouAsYakuman").asBoolean(false)) o.put("renhou", "yakuman");
        o.putAll(overrides);
        return o;
    }

    private ObjectNode scoreReferenceLine(JsonNode line, Map<String, String> overrides) {
        Scoring s = Riichi.INSTANCE.score(referenceRequest(line), referenceOptions(line, overrides));
        ObjectNode out = NODES.objectNode();
        if (!s.isWin()) {
            out.put("error", errorCode(s));
            return out;
        }
        RiichiScore d = (RiichiScore) s.detail();
        out.put("han", d.han());
        out.put("fu", d.fu());
        ArrayNode yaku = out.putArray("yaku");
        for (RiichiScore.YakuHan y : d.yaku()) yaku.add(REFERENCE_NAMES.get(y.yaku()));
        if (d.akaDora() > 0) yaku.add("Aka Dora " + d.akaDora());
        if (d.dora() > 0) yaku.add("Dora " + d.dora());
        if (d.uraDora() > 0) yaku.add("Ura Dora " + d.uraDora());
        RiichiPayments p = d.payments();
        ObjectNode pay = out.putObject("payments");
        pay.put("main", p.main());
        pay.put("mainBonus", p.mainBonus());
        pay.put("additional", p.additional());
        pay.put("additionalBonus", p.additionalBonus());
        pay.put("riichiSticksBonus", p.riichiSticksBonus());
        pay.put("total", p.total());
        return out;
    }

    static String errorCode(Scoring s) {
        return s.refusal().code().equals("not_complete") ? "hand_not_winning" : s.refusal().code();
    }

    // ---- cases.json hand_vectors

    static WinRequest handVectorRequest(JsonNode v) {
        JsonNode c = v.path("conditions");
        boolean tsumo = switch (text(v, "win")) {
            case "tsumo" -> true;
            case "ron" -> false;
            default -> throw new IllegalArgumentException("'win' is ron or tsumo, not '" + v.get("win").asText() + "'");
        };
        List<Meld> melds = new ArrayList<>();
        for (JsonNode m : v.path("melds")) {
            String type = text(m, "type");
            melds.add(new Meld(MeldKind.parse(type, !type.equals("ankan")), Notation.parse(text(m, "tiles")), null));
        }
        Set<Incidental> inc = incidentals(c);
        WinMethod method = winMethod(tsumo, c);
        Hand hand = new Hand(Notation.parse(text(v, "hand")), melds, Notation.parseTile(text(v, "win_tile")), method,
                inc, List.of(), null);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        if (c.path("riichi").asBoolean(false)) decl.add(Declaration.RIICHI);
        if (c.path("double_riichi").asBoolean(false)) decl.add(Declaration.DOUBLE_RIICHI);
        if (c.path("ippatsu").asBoolean(false)) decl.add(Declaration.IPPATSU);
        Wind winner = Wind.parse(text(v, "seat_wind"));
        return WinRequest.of(winner, hand).discarder(tsumo ? null : winner.next(-1, 4))
                .roundWind(Wind.parse(text(v, "round_wind"))).honba(c.path("honba").asInt(0))
                .depositsOnTable(1000 * c.path("riichi_sticks_on_table").asInt(0)).declarations(decl)
                .dora(Notation.parse(v.path("dora_indicators").asText("")))
                .uraDora(Notation.parse(v.path("ura_dora_indicators").asText(""))).build();
    }

    static Map<String, String> caseOptions(JsonNode options, Map<String, String> overrides) {
        Map<String, String> o = new LinkedHashMap<>();
        options.fields().forEachRemaining(e -> {
            if (e.getKey().equals("renhou_as_yakuman")) {
                if (e.getValue().asBoolean()) o.put("renhou", "yakuman");
            } else {
                o.put(e.getKey(), e.getValue().asText());
            }
        });
        o.putAll(overrides);
        return o;
    }

    private ObjectNode scoreHandVector(JsonNode v, Map<String, String> overrides) {
        WinRequest q = handVectorRequest(v);
        Scoring s = Riichi.INSTANCE.score(q, caseOptions(v.path("options"), overrides));
        ObjectNode out = NODES.objectNode();
        if (!s.isWin()) {
            out.put("valid", false);
            out.put("error", errorCode(s));
            return out;
        }
        RiichiScore d = (RiichiScore) s.detail();
        out.put("valid", true);
        out.put("han", d.han());
        out.put("fu", d.fu());
        ArrayNode yaku = out.putArray("yaku");
        for (RiichiScore.YakuHan y : d.yaku()) yaku.addArray().add(REFERENCE_NAMES.get(y.yaku())).add(y.han());
        if (d.dora() > 0) yaku.addArray().add("Dora").add(d.dora());
        if (d.akaDora() > 0) yaku.addArray().add("Aka Dora").add(d.akaDora());
        if (d.uraDora() > 0) yaku.addArray().add("Ura Dora").add(d.uraDora());
        if (d.limitLabel() == null) out.putNull("limit");
        else out.put("limit", d.limitLabel());
        out.set("payment", casePayment(d.payments()));
        return out;
    }

    static ObjectNode casePayment(RiichiPayments p) {
        ObjectNode pay = NODES.objectNode();
        if (!p.tsumo()) {
            pay.put("ron_from_discarder", p.payment(false));
        } else if (p.dealer()) {
            pay.put("tsumo_each_nondealer_pays", p.payment(false));
        } else {
            pay.put("tsumo_dealer_pays", p.payment(true));
            pay.put("tsumo_each_nondealer_pays", p.payment(false));
        }
        pay.put("riichi_sticks_collected", p.riichiSticksBonus());
        pay.put("winner_total_gain", p.total());
        return pay;
    }

    // ---- cases.json score_vectors: han and fu to payments

    private ObjectNode scoreTableVector(JsonNode v, Map<String, String> overrides) {
        RiichiOptions o = Riichi.INSTANCE.options().parse(caseOptions(v.path("options"), overrides));
        int han = v.get("han").asInt(), fu = v.get("fu").asInt();
        if (han < 1) throw new IllegalArgumentException("han must be at least 1, not " + han);
        boolean dealer = v.path("dealer").asBoolean(false);
        boolean tsumo = "tsumo".equals(text(v, "win"));
        int basic = RiichiPoints.basic(han, fu, false, o);
        int multiple = RiichiPoints.yakumanMultiple(han, false, o);
        String limit = multiple > 0 ? tablescore.engine.riichi.Limit.YAKUMAN.label(multiple)
                : RiichiPoints.limit(han, fu, false, o).label(0);
        RiichiPayments p = RiichiPayments.of(basic, dealer, tsumo, v.path("honba").asInt(0), o.honbaPoints(),
                1000 * v.path("riichi_sticks_on_table").asInt(0));
        ObjectNode out = NODES.objectNode();
        if (limit == null) out.putNull("limit");
        else out.put("limit", limit);
        out.setAll(casePayment(p));
        return out;
    }

    // ---- helpers

    /** The riichi conditions that are incidentals of the win; both vector shapes use the same names. */
    private static Set<Incidental> incidentals(JsonNode c) {
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        if (c.path("haitei").asBoolean(false)) inc.add(Incidental.FINAL_DRAW);
        if (c.path("houtei").asBoolean(false)) inc.add(Incidental.FINAL_DISCARD);
        if (c.path("rinshan").asBoolean(false)) inc.add(Incidental.WIN_ON_KONG);
        if (c.path("tenhou").asBoolean(false)) inc.add(Incidental.BLESSING_OF_HEAVEN);
        if (c.path("chiihou").asBoolean(false) || c.path("renhou").asBoolean(false)) inc.add(Incidental.BLESSING_OF_EARTH);
        return inc;
    }

    private static WinMethod winMethod(boolean tsumo, JsonNode c) {
        if (tsumo) return WinMethod.SELF_DRAW;
        return c.path("chankan").asBoolean(false) ? WinMethod.ROBBING_A_KONG : WinMethod.DISCARD;
    }

    static JsonNode required(JsonNode node, String field) {
        JsonNode n = node.get(field);
        if (n == null || n.isNull()) throw new IllegalArgumentException("the vector has no '" + field + "'");
        return n;
    }

    static String text(JsonNode node, String field) {
        return required(node, field).asText();
    }
}
