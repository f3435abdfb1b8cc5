package tablescore.engine.match;

import java.util.List;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;

/**
 * One deal as replayed: where it stood in the match, what the table recorded (as corrected), and what
 * it did to the points.
 *
 * @param eventId        id of the event that recorded the deal
 * @param correctedBy    id of the correction in effect, or null
 * @param outcome        the deal's content in effect (the correction's, if any)
 * @param roundWind      the prevailing wind of the deal
 * @param dealNumber     the deal's number within its round (East 1, East 2, ...)
 * @param honba          counters on the table during the deal
 * @param dealer         the dealer's seat
 * @param seatWinds      each seat's wind during the deal, by seat
 * @param depositsBefore deposits on the table when the deal began
 * @param depositsAfter  deposits on the table when it ended
 * @param deltas         each seat's net point change (deposits put down and collected included), by seat
 * @param pointsAfter    each seat's points after the deal, by seat
 * @param scorings       the scored wins (one per winner; the refused hand for a false win), in winner order
 * @param drawSettlement the payments of an exhaustive draw, by wind; null otherwise
 * @param summary        the deal in words: "East 2, 1 honba: Bob won on Carol's discard, 3 han 30 fu"
 */
public record HandRecord(int eventId, Integer correctedBy, Outcome outcome, Wind roundWind, int dealNumber, int honba,
                         int dealer, List<Wind> seatWinds, int depositsBefore, int depositsAfter, List<Integer> deltas,
                         List<Integer> pointsAfter, List<Scoring> scorings, Settlement drawSettlement, String summary) {

    public HandRecord {
        seatWinds = List.copyOf(seatWinds);
        deltas = List.copyOf(deltas);
        pointsAfter = List.copyOf(pointsAfter);
        scorings = List.copyOf(scorings);
    }

    /** "East 1", "South 4": how players name the deal (honba aside). */
    public String dealName() { return roundWind.english() + " " + dealNumber; }
}
