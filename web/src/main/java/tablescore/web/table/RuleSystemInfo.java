package tablescore.web.table;

import java.util.List;
import java.util.Map;

/** A rule system as the set-up form offers it (built from the engine's RuleSystem and OptionSet). */
public record RuleSystemInfo(String id, String englishName, String originalName, List<Option> options,
                             List<Preset> presets) {
    public RuleSystemInfo {
        options = List.copyOf(options);
        presets = presets == null ? List.of() : List.copyOf(presets);
    }

    /** {@code allowed} as in OptionSpec: true/false, "min..max", or the choice names. */
    public record Option(String name, String description, String defaultValue, List<String> allowed) {
        public Option {
            allowed = List.copyOf(allowed);
        }
    }

    /** A named set of option values ("EMA", "WRC", "uma 10-20"). */
    public record Preset(String name, String description, Map<String, String> options) {
        public Preset {
            options = Map.copyOf(options);
        }
    }
}
