package tablescore.engine.match;

import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;

/** A rule system with its options parsed once, for a whole match. */
final class BoundRules<O> {
    private final RuleSystem<O> system;
    private final O options;

    private BoundRules(RuleSystem<O> system, O options) {
        this.system = system;
        this.options = options;
    }

    static <O> BoundRules<O> bind(RuleSystem<O> system, java.util.Map<String, String> values) {
        return new BoundRules<>(system, system.options().parse(values));
    }

    RuleSystem<O> system() { return system; }

    /** Every option's value by name, as the system describes them. */
    java.util.Map<String, String> describe() { return system.options().describe(options); }

    Scoring score(WinRequest request) { return system.score(request, options); }

    Settlement exhaustiveDraw(DrawRequest draw) { return system.exhaustiveDraw(draw, options); }
}
