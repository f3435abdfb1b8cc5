package tablescore.engine.match;

import java.util.Map;
import java.util.Set;
import tablescore.engine.rules.Declaration;

/**
 * How one deal ended at the table: the inputs, never the computed points. Replay scores them with the
 * state at that point of the match (dealer, winds, honba, deposits), so a corrected early hand changes
 * everything after it.
 */
public sealed interface Outcome extends MatchEvent permits HandWon, ExhaustiveDraw, AbortiveDraw, Penalty {

    /**
     * What each seat declared during this deal. A riichi (or double riichi) or a Fuzhou 报听 (READY) puts the
     * system's deposit on the table when the deal is replayed; IPPATSU only matters to the winner's score.
     */
    Map<Integer, Set<Declaration>> declarations();

    /** Copies a seat-to-declarations map, refusing a null entry. */
    static Map<Integer, Set<Declaration>> copyDeclarations(Map<Integer, Set<Declaration>> d) {
        if (d == null) return Map.of();
        java.util.TreeMap<Integer, Set<Declaration>> m = new java.util.TreeMap<>();
        for (Map.Entry<Integer, Set<Declaration>> e : d.entrySet()) {
            if (e.getKey() == null || e.getValue() == null) throw new MatchException("declarations need a seat and a set of declarations");
            if (!e.getValue().isEmpty()) m.put(e.getKey(), Set.copyOf(e.getValue()));
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    /** True when the seat put a deposit down: riichi, double riichi or 报听. */
    static boolean isDepositDeclaration(Declaration d) {
        return d == Declaration.RIICHI || d == Declaration.DOUBLE_RIICHI || d == Declaration.READY;
    }
}
