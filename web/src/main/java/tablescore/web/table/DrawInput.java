package tablescore.web.table;

import java.util.Set;
import tablescore.engine.hand.Wind;

/**
 * An exhaustive draw; {@code ready} are the seats that were ready (tenpai); {@code lastDrawer} the seat
 * that drew the last tile, where the rules need it (Malaysian: that player deals next), else null.
 */
public record DrawInput(Set<Wind> ready, Wind lastDrawer) {
    public DrawInput {
        ready = ready == null ? Set.of() : Set.copyOf(ready);
    }

    public DrawInput(Set<Wind> ready) {
        this(ready, null);
    }
}
