package tablescore.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Every rule system Tablescore scores, by id. */
public final class RuleSystems {

    private static final List<RuleSystem<?>> ALL = new ArrayList<>();

    static {
        // one line per rule system package
        ALL.add(tablescore.engine.riichi.Riichi.INSTANCE);
        ALL.add(tablescore.engine.riichi.reform.RiichiReform.INSTANCE);
        ALL.add(new tablescore.engine.zungjung.ZungJung());
        ALL.add(new tablescore.engine.ningbo.Ningbo());
        ALL.add(new tablescore.engine.fuzhou.Fuzhou());
        ALL.add(new tablescore.engine.malaysian.Malaysian());
    }

    private RuleSystems() {}

    public static List<RuleSystem<?>> all() {
        return List.copyOf(ALL);
    }

    public static RuleSystem<?> byId(String id) {
        if (id == null) {
            throw new OptionException("no rule system given; known: " + ALL.stream().map(RuleSystem::id).collect(Collectors.joining(", ")));
        }
        for (RuleSystem<?> r : ALL) {
            if (r.id().equalsIgnoreCase(id.trim())) return r;
        }
        throw new OptionException("unknown rule system '" + id + "'; known: "
                + ALL.stream().map(RuleSystem::id).collect(Collectors.joining(", ")));
    }
}
