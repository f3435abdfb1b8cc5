package tablescore.engine.match;

import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.rules.Declaration;
import tablescore.engine.tile.Tile;

/**
 * A deal won by one player, or by several on one discard where the flow allows it (riichi double ron).
 *
 * @param wins          the winners; several only on the same discard
 * @param declarations  what each seat declared this deal (riichi sticks and 报听 deposits go down on replay)
 * @param dora          riichi dora indicators, kan dora included
 * @param uraDora       riichi ura dora indicators
 */
public record HandWon(List<Win> wins, Map<Integer, Set<Declaration>> declarations, List<Tile> dora,
                      List<Tile> uraDora) implements Outcome {

    public HandWon {
        if (wins == null || wins.isEmpty()) throw new MatchException("a won hand needs a winner");
        wins = List.copyOf(wins);
        if (wins.size() > 1) {
            Integer discarder = wins.get(0).discarder();
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (Win w : wins) {
                if (w.discarder() == null || !w.discarder().equals(discarder)) {
                    throw new MatchException("several winners are possible only on one discard by the same seat");
                }
                if (!seen.add(w.winner())) throw new MatchException("seat " + w.winner() + " is named twice as a winner");
            }
        }
        declarations = Outcome.copyDeclarations(declarations);
        dora = dora == null ? List.of() : List.copyOf(dora);
        uraDora = uraDora == null ? List.of() : List.copyOf(uraDora);
    }

    public static HandWon of(Win win) { return new HandWon(List.of(win), Map.of(), List.of(), List.of()); }

    public HandWon withDeclarations(Map<Integer, Set<Declaration>> d) { return new HandWon(wins, d, dora, uraDora); }

    public HandWon withDora(List<Tile> indicators, List<Tile> ura) { return new HandWon(wins, declarations, indicators, ura); }

    @Override
    public String label() { return "hand won"; }
}
