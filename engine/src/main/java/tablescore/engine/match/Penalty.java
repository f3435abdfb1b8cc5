package tablescore.engine.match;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tablescore.engine.rules.Declaration;

/**
 * A false win (诈胡) or a chombo: the offender pays, and the same dealer deals the hand again with the same
 * honba. The payments are, in order of preference: the {@code payments} given by the table; else the
 * rule system's penalty for the {@code attempted} hand (Malaysian 诈胡: the limit to each opponent); else
 * riichi's reversed mangan (8000, a dealer 12000).
 *
 * @param offender  seat that declared the false win or made the chombo
 * @param kind      false win or chombo
 * @param payments  each seat's point change, summing to zero; empty to let the rules decide
 * @param attempted the hand declared as a win, scored by the system to find its penalty; may be null
 */
public record Penalty(int offender, Kind kind, Map<Integer, Integer> payments, Win attempted) implements Outcome {

    public enum Kind { FALSE_WIN, CHOMBO }

    public Penalty {
        if (kind == null) kind = Kind.FALSE_WIN;
        payments = payments == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(payments));
        int sum = 0;
        for (int p : payments.values()) sum += p;
        if (sum != 0) throw new MatchException("penalty payments " + payments + " sum to " + sum + ", not zero");
        if (attempted != null && attempted.winner() != offender) {
            throw new MatchException("the attempted win is seat " + attempted.winner() + "'s but the offender is seat " + offender);
        }
    }

    public static Penalty chombo(int offender) { return new Penalty(offender, Kind.CHOMBO, Map.of(), null); }

    public static Penalty falseWin(Win attempted) { return new Penalty(attempted.winner(), Kind.FALSE_WIN, Map.of(), attempted); }

    public static Penalty paying(int offender, Kind kind, Map<Integer, Integer> payments) {
        return new Penalty(offender, kind, payments, null);
    }

    /** A penalty puts no deposits down. */
    @Override
    public Map<Integer, Set<Declaration>> declarations() { return Map.of(); }

    @Override
    public String label() { return kind == Kind.CHOMBO ? "chombo" : "false win"; }
}
