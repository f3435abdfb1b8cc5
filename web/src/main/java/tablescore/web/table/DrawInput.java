package tablescore.web.table;

import java.util.Set;
import tablescore.engine.hand.Wind;

/** An exhaustive draw; {@code ready} are the seats that were ready (tenpai). */
public record DrawInput(Set<Wind> ready) {
    public DrawInput {
        ready = ready == null ? Set.of() : Set.copyOf(ready);
    }
}
