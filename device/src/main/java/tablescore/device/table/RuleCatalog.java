package tablescore.device.table;

import java.util.List;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.RuleSystems;

/** The rule systems a table can play: the engine's registry, or a given list (tests, a club's own build). */
public interface RuleCatalog {

    List<RuleSystem<?>> all();

    default RuleSystem<?> byId(String id) {
        if (id == null || id.isBlank()) throw new IllegalArgumentException("Choose a rule system.");
        for (RuleSystem<?> r : all()) if (r.id().equalsIgnoreCase(id.trim())) return r;
        throw new IllegalArgumentException("There is no rule system '" + id + "'"
                + (all().isEmpty() ? "; this build has none registered." : "; choose one of "
                + String.join(", ", all().stream().map(RuleSystem::id).toList()) + "."));
    }

    static RuleCatalog engine() { return RuleSystems::all; }

    static RuleCatalog of(List<RuleSystem<?>> systems) { return () -> systems; }
}
