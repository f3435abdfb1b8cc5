package tablescore.device.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tablescore.engine.hand.Wind;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.HandWon;
import tablescore.engine.match.MatchState;
import tablescore.engine.match.Penalty;
import tablescore.engine.match.Standings;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Scoring;
import tablescore.web.table.Breakdown;
import tablescore.web.table.MatchView;
import tablescore.web.table.Review;

/** Turns the match and the draft under review into the records the dashboard shows. */
final class ViewBuilder {

    static final List<String> EXPORT_FORMATS = List.of("json", "csv", "tenhou", "jsonl");

    private final ObjectMapper json;
    private final double uncertainBelow;

    ViewBuilder(ObjectMapper json, double uncertainBelow) {
        this.json = json;
        this.uncertainBelow = uncertainBelow;
    }

    MatchView match(MatchBook b) {
        MatchState s = b.state();
        Standings st = s.standings();
        List<HandRecord> history = s.history();
        List<Integer> last = history.isEmpty() ? null : history.get(history.size() - 1).deltas();
        List<MatchView.SeatView> seats = new ArrayList<>();
        for (int i = 0; i < b.match().setup().seats(); i++) {
            seats.add(new MatchView.SeatView(b.seat(i), b.player(b.seat(i)), s.seatWinds().get(i), s.points().get(i),
                    st.ofSeat(i).rank(), last == null ? 0 : last.get(i), s.dealer() == i));
        }
        String label = s.finished() ? "Finished: " + s.finishReason()
                : s.nextDealName() + (s.honba() > 0 ? ", " + s.honba() + " honba" : "");
        MatchView.RoundView round = new MatchView.RoundView(s.roundWind(), s.dealNumber(), b.seat(s.dealer()), s.honba(), s.deposits(), label);
        List<MatchView.PointsAfter> hist = new ArrayList<>();
        List<Integer> start = new ArrayList<>();
        for (int i = 0; i < b.match().setup().seats(); i++) start.add(b.match().setup().startingPoints());
        hist.add(new MatchView.PointsAfter("start", b.pointsBySeat(start)));
        for (HandRecord r : history) hist.add(new MatchView.PointsAfter(r.dealName() + " " + r.outcome().label(), b.pointsBySeat(r.pointsAfter())));
        List<MatchView.Transfer> settle = new ArrayList<>();
        if (s.finished() || b.ended()) {
            for (var t : st.settleUp()) settle.add(new MatchView.Transfer(b.seat(t.from()), b.seat(t.to()), t.amount()));
        }
        var system = b.system();
        return new MatchView(b.id(), system.id(), system.englishName(), system.originalName(), b.match().setup().options(),
                b.running(), seats, round, hist, settle,
                Questions.isRiichi(system.id()) ? EXPORT_FORMATS : EXPORT_FORMATS.stream().filter(f -> !f.equals("tenhou")).toList(),
                List.copyOf(TableFaces.of(system.tileSet())));
    }

    List<tablescore.web.table.HandRecord> hands(MatchBook b) {
        List<tablescore.web.table.HandRecord> out = new ArrayList<>();
        int n = 0;
        for (HandRecord r : b.state().history()) {
            n++;
            ObjectNode p = b.payloadInEffect(r);
            String kind = p.path("kind").asText();
            Breakdown breakdown = breakdown(b, r.scorings().isEmpty() ? null : r.scorings().get(0), r.deltas());
            Review review = null;
            Wind winner = null, discarder = null;
            if (r.outcome() instanceof HandWon hw && !hw.wins().isEmpty()) {
                winner = b.seat(hw.wins().get(0).winner());
                Integer d = hw.wins().get(0).discarder();
                discarder = d == null ? null : b.seat(d);
            }
            if (kind.equals(MatchBook.WON)) {
                try {
                    WinDraft draft = json.treeToValue(p, WinDraft.class);
                    review = review(b, draft, String.valueOf(r.eventId()), breakdown, true, null);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    review = null; // the breakdown still shows; the tiles could not be read back
                }
            }
            tablescore.web.table.HandRecord.Kind k = r.outcome() instanceof HandWon ? tablescore.web.table.HandRecord.Kind.WIN
                    : r.outcome() instanceof Penalty ? tablescore.web.table.HandRecord.Kind.PENALTY : tablescore.web.table.HandRecord.Kind.DRAW;
            out.add(new tablescore.web.table.HandRecord(String.valueOf(r.eventId()), n, k, r.summary(), winner, discarder,
                    review, breakdown, r.correctedBy() != null));
        }
        return out;
    }

    Breakdown breakdown(MatchBook b, Scoring s, List<Integer> deltas) {
        List<Breakdown.Line> lines = new ArrayList<>();
        String refusal = null, valueText = null, limit = null;
        if (s != null) {
            for (PatternScore p : s.patterns()) lines.add(new Breakdown.Line(p.code(), p.english(), p.original(), p.display()));
            refusal = s.refusal() == null ? null : s.refusal().reason();
            valueText = s.valueText();
            limit = s.limit();
        }
        List<Breakdown.Payment> pay = new ArrayList<>();
        for (int i = 0; i < deltas.size(); i++) pay.add(new Breakdown.Payment(b.seat(i), b.player(b.seat(i)), deltas.get(i)));
        return new Breakdown(refusal, lines, valueText, limit, pay);
    }

    Review review(MatchBook b, WinDraft d, String handId, Breakdown breakdown, boolean legal, String problem) {
        return review(b, d, handId, breakdown, legal, problem, null);
    }

    Review review(MatchBook b, WinDraft d, String handId, Breakdown breakdown, boolean legal, String problem, Review.Suggestion suggestion) {
        return new Review(handId, d.winner(), d.photoFile(), d.width(), d.height(), d.reviewTiles(uncertainBelow), legal, problem,
                suggestion, Questions.of(d, b.system().id(), b.seats(), b::player), breakdown);
    }

    static Map<String, String> none() { return Map.of(); }
}
