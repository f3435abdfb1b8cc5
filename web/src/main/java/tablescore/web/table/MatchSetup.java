package tablescore.web.table;

import java.util.Map;
import tablescore.engine.hand.Wind;

/**
 * A new match: players by seat, a rule system, a preset (or null) and options by name on top of it.
 * Values are as {@link RuleSystemInfo.Option#allowed()} lists them.
 */
public record MatchSetup(String ruleSystem, Map<Wind, String> players, String preset, Map<String, String> options) {
    public MatchSetup {
        players = players == null ? Map.of() : Map.copyOf(players);
        options = options == null ? Map.of() : Map.copyOf(options);
    }
}
