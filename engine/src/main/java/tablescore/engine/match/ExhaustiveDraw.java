package tablescore.engine.match;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import tablescore.engine.hand.Hand;
import tablescore.engine.rules.Declaration;

/**
 * The wall ran out with no win. Draw payments come from the rule system ({@code exhaustiveDraw}).
 *
 * @param ready        seats that were ready (tenpai / 听牌)
 * @param shownHands   hands shown at the draw, by seat, where the system checks them
 * @param declarations what each seat declared this deal
 * @param lastDrawer   the seat that drew the last tile (Malaysian: deals next); null where it does not matter
 */
public record ExhaustiveDraw(Set<Integer> ready, Map<Integer, Hand> shownHands,
                             Map<Integer, Set<Declaration>> declarations, Integer lastDrawer) implements Outcome {

    public ExhaustiveDraw {
        ready = ready == null ? Set.of() : java.util.Collections.unmodifiableSet(new TreeSet<>(ready));
        shownHands = shownHands == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(shownHands));
        declarations = Outcome.copyDeclarations(declarations);
    }

    public static ExhaustiveDraw of(Set<Integer> ready) { return new ExhaustiveDraw(ready, Map.of(), Map.of(), null); }

    public ExhaustiveDraw withDeclarations(Map<Integer, Set<Declaration>> d) { return new ExhaustiveDraw(ready, shownHands, d, lastDrawer); }

    public ExhaustiveDraw withLastDrawer(Integer seat) { return new ExhaustiveDraw(ready, shownHands, declarations, seat); }

    @Override
    public String label() { return "exhaustive draw"; }
}
