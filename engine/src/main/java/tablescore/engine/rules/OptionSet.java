package tablescore.engine.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A rule system's options: the defaults and every option's spec. Options themselves are plain records. */
public record OptionSet<O>(O defaults, List<OptionSpec<O>> specs) {

    public OptionSet {
        specs = List.copyOf(specs);
    }

    /** The defaults with the given NAME=VALUE pairs applied; unknown names and bad values are refused. */
    public O parse(Map<String, String> values) {
        O o = defaults;
        for (Map.Entry<String, String> e : values.entrySet()) o = apply(o, e.getKey(), e.getValue());
        return o;
    }

    public O apply(O options, String name, String value) {
        if (name == null) throw new OptionException("an option without a name; known: " + specs.stream().map(OptionSpec::name).toList());
        if (value == null) throw new OptionException("option " + name + " has no value");
        for (OptionSpec<O> s : specs) {
            if (s.name().equalsIgnoreCase(name.trim())) return s.apply().apply(options, value);
        }
        throw new OptionException("unknown option '" + name + "'; known: "
                + specs.stream().map(OptionSpec::name).toList());
    }

    /** Every option's current value, by name, in declaration order. */
    public Map<String, String> describe(O options) {
        Map<String, String> m = new LinkedHashMap<>();
        for (OptionSpec<O> s : specs) m.put(s.name(), s.read().apply(options));
        return m;
    }
}
