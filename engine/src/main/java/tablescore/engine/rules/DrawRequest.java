package tablescore.engine.rules;

import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Wind;

/** An exhaustive draw: who was ready (tenpai), and their shown hands where the system checks them. */
public record DrawRequest(Set<Wind> ready, Map<Wind, Hand> shownHands, int seats) {
    public DrawRequest {
        ready = Set.copyOf(ready);
        shownHands = Map.copyOf(shownHands);
    }
}
