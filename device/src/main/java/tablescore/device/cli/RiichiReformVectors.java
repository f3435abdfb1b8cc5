package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;
import tablescore.engine.riichi.RiichiOptions;
import tablescore.engine.riichi.RiichiPayments;
import tablescore.engine.riichi.RiichiPoints;
import tablescore.engine.riichi.RiichiScore;
import tablescore.engine.riichi.reform.ReformItem;
import tablescore.engine.riichi.reform.ReformOptions;
import tablescore.engine.riichi.reform.ReformPoints;
import tablescore.engine.riichi.reform.ReformScore;
import tablescore.engine.riichi.reform.RiichiReform;
import tablescore.engine.riichi.reform.Thirds;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;

/**
 * The seed-002 reform ({@code riichi-reform}). A reform vector of cases.json (items in thirds of a han,
 * dealer, ron or tsumo) is answered in the shape of its {@code expected_reform}: the minimum and total
 * from the items, the limit and payments by the reform formula, and, when the vector gives standard han
 * and fu, {@code standard_rules_for_comparison} with the standard payments. A line with tiles (reference.jsonl
 * or a hand vector) is scored as a hand under the reform and answered in the same shape.
 */
public final class RiichiReformVectors implements VectorFormat {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Override
    public String system() { return RiichiReform.ID; }

    @Override
    public ObjectNode score(JsonNode line, Map<String, String> overrides) {
        if (line.has("expected_reform")) return scoreReformVector(line, overrides);
        WinRequest q;
        Map<String, String> options = new LinkedHashMap<>();
        if (line.has("concealed")) {
            q = RiichiVectors.referenceRequest(line);
            JsonNode rules = line.path("rules");
            if (rules.has("openTanyao")) options.put("kuitan", rules.get("openTanyao").asText());
            if (rules.has("akaDora")) options.put("aka_dora", rules.get("akaDora").asText());
            if (rules.has("doubleYakuman")) options.put("double_yakuman", rules.get("doubleYakuman").asText());
        } else if (line.has("hand")) {
            q = RiichiVectors.handVectorRequest(line);
            line.path("options").fields().forEachRemaining(e -> {
                String k = e.getKey();
                if (k.equals("kuitan") || k.equals("aka_dora") || k.equals("double_yakuman")) options.put(k, e.getValue().asText());
                if (k.equals("renhou_as_yakuman") && e.getValue().asBoolean()) options.put("renhou", "yakuman");
            });
        } else {
            throw new IllegalArgumentException("not a reform vector: expected 'expected_reform' (reform_vectors), "
                    + "'concealed' (reference.jsonl) or 'hand' (hand_vectors)");
        }
        options.putAll(overrides);
        Scoring s = RiichiReform.INSTANCE.score(q, options);
        ReformScore d = (ReformScore) s.detail();
        ObjectNode out = NODES.objectNode();
        if (d == null) {
            out.put("valid_win", false);
            out.put("error", RiichiVectors.errorCode(s));
            return out;
        }
        ArrayNode items = out.putArray("items");
        for (ReformItem i : d.items()) items.addArray().add(i.name()).add(Thirds.mixed(i.thirds())).add(i.kind());
        out.put("yaku_han_for_minimum", Thirds.improper(d.yakuThirds()));
        out.put("total_han", Thirds.improper(d.totalThirds()));
        out.put("valid_win", s.isWin());
        if (s.isWin()) {
            if (d.limit() == null) out.putNull("limit");
            else out.put("limit", d.limit());
            out.set("payment", reformPayment(d.payments()));
        } else {
            out.put("error", RiichiVectors.errorCode(s));
        }
        if (d.standard().isWin()) {
            RiichiScore std = (RiichiScore) d.standard().detail();
            ObjectNode cmp = out.putObject("standard_rules_for_comparison");
            cmp.put("han", std.han());
            cmp.put("fu", std.fu());
            cmp.set("payment", RiichiVectors.casePayment(std.payments()));
        }
        return out;
    }

    /** A reform vector: items given, the arithmetic of §2.2 applied. */
    static ObjectNode scoreReformVector(JsonNode v, Map<String, String> overrides) {
        ReformOptions o = RiichiReform.INSTANCE.options().parse(overrides);
        JsonNode expected = RiichiVectors.required(v, "expected_reform");
        boolean dealer = v.path("dealer").asBoolean(false);
        boolean tsumo = switch (RiichiVectors.text(v, "win")) {
            case "tsumo" -> true;
            case "ron" -> false;
            default -> throw new IllegalArgumentException("'win' is ron or tsumo, not '" + v.get("win").asText() + "'");
        };
        int yaku = 0, total = 0;
        ObjectNode out = NODES.objectNode();
        ArrayNode items = out.putArray("items");
        for (JsonNode item : RiichiVectors.required(expected, "items")) {
            if (!item.isArray() || item.size() != 3) {
                throw new IllegalArgumentException("a reform item is [name, han, kind], not " + item);
            }
            String kind = item.get(2).asText();
            if (!kind.equals(ReformItem.YAKU) && !kind.equals(ReformItem.KAN_BONUS) && !kind.equals(ReformItem.DORA)) {
                throw new IllegalArgumentException("item kind is yaku, kan_bonus or dora, not '" + kind + "'");
            }
            int thirds = Thirds.parse(item.get(1).asText());
            total += thirds;
            if (kind.equals(ReformItem.YAKU)) yaku += thirds;
            items.addArray().add(item.get(0).asText()).add(Thirds.mixed(thirds)).add(kind);
        }
        out.put("yaku_han_for_minimum", Thirds.improper(yaku));
        out.put("total_han", Thirds.improper(total));
        boolean valid = yaku >= 3;
        out.put("valid_win", valid);
        if (valid) {
            String limit = ReformPoints.limit(total, 0, o.kazoeThreshold());
            if (limit == null) out.putNull("limit");
            else out.put("limit", limit);
            int basic = ReformPoints.basic(total, 0, o.kazoeThreshold());
            out.set("payment", reformPayment(RiichiPayments.of(basic, dealer, tsumo, 0, o.honba().points(), 0)));
        }
        JsonNode std = v.get("standard_rules_for_comparison");
        if (std != null && std.has("han") && std.has("fu")) {
            RiichiOptions so = o.standard();
            int han = std.get("han").asInt(), fu = std.get("fu").asInt();
            RiichiPayments p = RiichiPayments.of(RiichiPoints.basic(han, fu, false, so), dealer, tsumo, 0, so.honbaPoints(), 0);
            ObjectNode cmp = out.putObject("standard_rules_for_comparison");
            cmp.put("han", han);
            cmp.put("fu", fu);
            cmp.set("payment", RiichiVectors.casePayment(p));
        }
        return out;
    }

    static ObjectNode reformPayment(RiichiPayments p) {
        ObjectNode pay = RiichiVectors.casePayment(p);
        pay.remove("riichi_sticks_collected");
        return pay;
    }
}
