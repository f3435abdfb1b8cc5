package tablescore.engine.match;

import java.util.List;
import tablescore.engine.hand.Wind;

/**
 * Where a match stands after replaying its log: a pure function of the setup and the events.
 *
 * @param setup          the setup the match started from
 * @param points         each player's points, by seat (deposits on the table not included)
 * @param depositsBySeat deposits on the table by who put them down (riichi sticks, 报听), by seat
 * @param deposits       all deposits on the table
 * @param dealer         the seat that deals next
 * @param roundWind      the prevailing wind of the next deal
 * @param roundIndex     rounds of winds completed (0 during East)
 * @param dealNumber     the next deal's number within its round (East 1, East 2, ...)
 * @param honba          counters for the next deal (riichi; 0 elsewhere)
 * @param seatWinds      each seat's wind in the next deal, by seat (the dealer is East)
 * @param handsPlayed    deals that ran to a win or an exhaustive draw (abortive draws and penalties are redealt)
 * @param finished       true once the end condition is met; no more deals are taken
 * @param finishReason   why it ended ("2 rounds of winds played", "Dan is below zero"), or null
 * @param history        every deal in effect, in order
 * @param eventCount     how many events the log holds (corrections and undos included)
 */
public record MatchState(MatchSetup setup, List<Integer> points, List<Integer> depositsBySeat, int deposits, int dealer,
                         Wind roundWind, int roundIndex, int dealNumber, int honba, List<Wind> seatWinds,
                         int handsPlayed, boolean finished, String finishReason, List<HandRecord> history,
                         int eventCount) {

    public MatchState {
        points = List.copyOf(points);
        depositsBySeat = List.copyOf(depositsBySeat);
        seatWinds = List.copyOf(seatWinds);
        history = List.copyOf(history);
    }

    /** The standings now; at the end of the match, with leftover deposits handed out and uma/oka applied. */
    public Standings standings() { return Standings.of(setup, points, depositsBySeat, finished); }

    public String playerName(int seat) { return setup.players().get(seat); }

    /** The seat sitting at the given wind in the next deal. */
    public int seatOf(Wind wind) {
        for (int s = 0; s < seatWinds.size(); s++) if (seatWinds.get(s) == wind) return s;
        throw new MatchException("nobody sits " + wind.english() + " in a " + seatWinds.size() + "-player deal");
    }

    /** Points held plus deposits on the table: always the starting total. */
    public int total() {
        int t = deposits;
        for (int p : points) t += p;
        return t;
    }

    /** "East 1", "South 4": the next deal's name. */
    public String nextDealName() { return roundWind.english() + " " + dealNumber; }
}
