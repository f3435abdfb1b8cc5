package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;

/** Limits, payments, honba, riichi sticks, noten payments and liability of rules.md §2.1. */
class PaymentTest {

    private static final RiichiOptions STD = RiichiOptions.DEFAULTS;

    private static RiichiOptions with(String name, String value) {
        return RiichiOptions.OPTIONS.parse(Map.of(name, value));
    }

    @Test
    void basicPointsAreFuTimesTwoToTheHanPlusTwo() {
        assertEquals(30 * 16, RiichiPoints.basic(2, 30, false, STD));
        assertEquals(1920, RiichiPoints.basic(4, 30, false, STD));
    }

    @Test
    void manganFromFourHanFortyFuThreeHanSeventyFuOrFiveHan() {
        assertEquals(Limit.MANGAN, RiichiPoints.limit(4, 40, false, STD));
        assertEquals(Limit.MANGAN, RiichiPoints.limit(3, 70, false, STD));
        assertEquals(Limit.NONE, RiichiPoints.limit(3, 60, false, STD));
        assertEquals(Limit.MANGAN, RiichiPoints.limit(5, 30, false, STD));
        assertEquals(2000, RiichiPoints.basic(4, 40, false, STD));
    }

    @Test
    void hanemanBaimanSanbaimanByHan() {
        assertEquals(3000, RiichiPoints.basic(7, 30, false, STD));
        assertEquals(4000, RiichiPoints.basic(10, 30, false, STD));
        assertEquals(6000, RiichiPoints.basic(12, 30, false, STD));
    }

    @Test
    void kazoeIsYakumanSanbaimanOrCountedByOption() {
        assertEquals(8000, RiichiPoints.basic(28, 30, false, STD));
        assertEquals(6000, RiichiPoints.basic(13, 30, false, with("kazoe_limit", "sanbaiman")));
        assertEquals(16000, RiichiPoints.basic(26, 30, false, with("kazoe_limit", "none")));
    }

    @Test
    void kiriageManganIsAnOption() {
        assertEquals(1920, RiichiPoints.basic(4, 30, false, STD));
        assertEquals(Limit.KIRIAGE_MANGAN, RiichiPoints.limit(3, 60, false, with("kiriage_mangan", "true")));
        assertEquals(2000, RiichiPoints.basic(4, 30, false, with("kiriage_mangan", "true")));
    }

    @Test
    void multipleYakumanStack() {
        Win w = Win.tsumo("19m19p19s12345677z", "7z").dealer().on(tablescore.engine.hand.Incidental.BLESSING_OF_HEAVEN);
        assertEquals(3, w.detail().yakumanMultiple());
        assertEquals(144000, w.detail().payments().total());
    }

    @Test
    void eachPaymentIsRoundedUpToHundredSeparately() {
        RiichiPayments p = RiichiPayments.of(240, false, true, 0, 300, 0);
        assertEquals(500, p.main());
        assertEquals(300, p.additional());
        assertEquals(1100, p.total());
    }

    @Test
    void dealerRonIsSixTimesAndNonDealerRonFourTimes() {
        assertEquals(11600, RiichiPayments.of(1920, true, false, 0, 300, 0).main());
        assertEquals(7700, RiichiPayments.of(1920, false, false, 0, 300, 0).main());
    }

    @Test
    void honbaAddsThreeHundredOnRonAndOneHundredFromEachOnTsumo() {
        assertEquals(900, RiichiPayments.of(240, false, false, 3, 300, 0).mainBonus());
        RiichiPayments t = RiichiPayments.of(240, false, true, 3, 300, 0);
        assertEquals(300, t.mainBonus());
        assertEquals(300, t.additionalBonus());
    }

    @Test
    void riichiSticksGoToTheWinnerFromTheTable() {
        Scoring s = Win.tsumo("234456m66p123444s", "4s").sticks(2).score();
        assertEquals(2000, ((RiichiScore) s.detail()).payments().riichiSticksBonus());
        assertEquals(2000, s.settlement().fromTable());
    }

    @Test
    void theSettlementMovesTheSamePointsTheWinnerReceives() {
        Scoring s = Win.tsumo("234456m66p123444s", "4s").seat(Wind.W).honba(1).score();
        Settlement st = s.settlement();
        RiichiPayments p = ((RiichiScore) s.detail()).payments();
        assertEquals(p.total(), st.of(Wind.W));
        assertEquals(-(p.main() + p.mainBonus()), st.of(Wind.E));
        assertEquals(-(p.additional() + p.additionalBonus()), st.of(Wind.S));
    }

    @Test
    void everyScoreTableVectorOfTheLibraryAgrees() {
        List<String> wrong = new ArrayList<>();
        for (JsonNode v : ReferenceHands.cases().get("score_vectors")) {
            Map<String, String> o = new HashMap<>();
            v.get("options").fields().forEachRemaining(e -> o.put(e.getKey(), e.getValue().asText()));
            RiichiOptions opt = RiichiOptions.OPTIONS.parse(o);
            int han = v.get("han").asInt(), fu = v.get("fu").asInt();
            RiichiPayments p = RiichiPayments.of(RiichiPoints.basic(han, fu, false, opt), v.get("dealer").asBoolean(),
                    v.get("win").asText().equals("tsumo"), v.get("honba").asInt(), opt.honbaPoints(), 1000 * v.get("riichi_sticks_on_table").asInt());
            if (p.total() != v.get("expected").get("winner_total_gain").asInt()) wrong.add(han + " han " + fu + " fu: " + p);
        }
        assertTrue(wrong.isEmpty(), wrong.toString());
    }

    @Test
    void notenPaymentsAreThreeThousandSharedBetweenTheTenpaiSeats() {
        Riichi r = Riichi.INSTANCE;
        Settlement one = r.exhaustiveDraw(new DrawRequest(Set.of(Wind.S), Map.of(), 4), STD);
        assertEquals(3000, one.of(Wind.S));
        assertEquals(-1000, one.of(Wind.E));
        Settlement two = r.exhaustiveDraw(new DrawRequest(Set.of(Wind.S, Wind.N), Map.of(), 4), STD);
        assertEquals(1500, two.of(Wind.N));
        assertEquals(-1500, two.of(Wind.W));
        Settlement three = r.exhaustiveDraw(new DrawRequest(Set.of(Wind.S, Wind.N, Wind.E), Map.of(), 4), STD);
        assertEquals(-3000, three.of(Wind.W));
        assertEquals(1000, three.of(Wind.E));
        assertEquals(0, r.exhaustiveDraw(new DrawRequest(Set.of(), Map.of(), 4), STD).of(Wind.E));
    }

    @Test
    void paoMakesTheFeederOfDaisangenPayTheWholeTsumo() {
        Scoring s = Win.tsumo("123m99p555666z", "9p").meld("pon:777z").liable(Wind.N).score();
        assertEquals(-32000, s.settlement().of(Wind.N));
        assertEquals(0, s.settlement().of(Wind.E));
    }

    @Test
    void paoOnARonByAnotherDiscarderSplitsTheYakumanInHalf() {
        Scoring s = Win.ron("123m99p555666z", "9p").meld("pon:777z").discarder(Wind.W).liable(Wind.N).score();
        assertEquals(-16000, s.settlement().of(Wind.N));
        assertEquals(-16000, s.settlement().of(Wind.W));
    }

    @Test
    void optionDefaultsAreThoseOfTheVectorFiles() {
        assertTrue(STD.kuitan() && !STD.akaDora() && STD.doubleYakuman() && !STD.kiriageMangan() && STD.openPinfu30Fu());
        assertEquals(RiichiOptions.KazoeLimit.YAKUMAN, STD.kazoeLimit());
        assertEquals(300, STD.honbaPoints());
    }
}
