package tablescore.engine.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The table ranked by points, best first, with each player's result. At the end of a match the deposits
 * still on the table are handed out first (riichi: to first place; elsewhere back to whoever put them down).
 * Riichi results carry uma and oka ({@link UmaOka}); ties are broken by seat order, the seat nearer the
 * first dealer ranking higher.
 *
 * @param places  best first
 * @param isFinal true once the match has ended
 */
public record Standings(List<Place> places, boolean isFinal) {

    public Standings {
        places = List.copyOf(places);
    }

    /** The place of a seat. */
    public Place ofSeat(int seat) {
        for (Place p : places) if (p.seat() == seat) return p;
        throw new MatchException("no player sits in seat " + seat);
    }

    /** Results by seat, in seat order. */
    public List<Integer> resultsBySeat() {
        List<Integer> r = new ArrayList<>();
        for (int s = 0; s < places.size(); s++) r.add(ofSeat(s).result());
        return r;
    }

    /** Who pays whom to settle the results, in the fewest transfers. */
    public List<Transfer> settleUp() { return SettleUp.fewestTransfers(resultsBySeat()); }

    static Standings of(MatchSetup setup, List<Integer> points, List<Integer> depositsBySeat, boolean finished) {
        int n = setup.seats();
        int[] held = new int[n];
        for (int s = 0; s < n; s++) held[s] = points.get(s);
        int deposits = 0;
        for (int d : depositsBySeat) deposits += d;
        if (finished && deposits > 0 && setup.flow().leftoverDeposits() == FlowRules.LeftoverDeposits.RETURN) {
            for (int s = 0; s < n; s++) held[s] += depositsBySeat.get(s);
        }
        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < n; s++) order.add(s);
        order.sort(Comparator.<Integer>comparingInt(s -> -held[s]).thenComparingInt(s -> s));
        if (finished && deposits > 0 && setup.flow().leftoverDeposits() == FlowRules.LeftoverDeposits.TO_FIRST_PLACE) {
            held[order.get(0)] += deposits;
        }
        UmaOka uo = setup.umaOka();
        boolean hasUma = uo.uma().stream().anyMatch(u -> u != 0) || uo.returnPoints() != setup.startingPoints();
        List<Place> places = new ArrayList<>();
        for (int rank = 0; rank < n; rank++) {
            int s = order.get(rank);
            int result;
            if (hasUma) {
                result = held[s] - uo.returnPoints() + (uo.uma().size() == n ? uo.uma().get(rank) : 0)
                        + (rank == 0 ? uo.oka(setup.startingPoints(), n) : 0);
            } else {
                result = held[s] - setup.startingPoints();
            }
            places.add(new Place(rank + 1, s, setup.players().get(s), held[s], result));
        }
        return new Standings(places, finished);
    }
}
