package tablescore.engine.rules;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One option of a rule system: its name, what it means, its default, the values it takes, how to read it
 * from the options record and how to set it.
 */
public record OptionSpec<O>(String name, String description, List<String> allowed,
                            Function<O, String> read, BiFunction<O, String, O> apply) {

    /** A yes/no option. */
    public static <O> OptionSpec<O> flag(String name, String description, Function<O, Boolean> get, BiFunction<O, Boolean, O> set) {
        return new OptionSpec<>(name, description, List.of("true", "false"), o -> String.valueOf(get.apply(o)),
                (o, v) -> set.apply(o, parseBoolean(name, v)));
    }

    /** A whole-number option within [min, max]. */
    public static <O> OptionSpec<O> number(String name, String description, int min, int max,
                                           Function<O, Integer> get, BiFunction<O, Integer, O> set) {
        return new OptionSpec<>(name, description, List.of(min + ".." + max), o -> String.valueOf(get.apply(o)), (o, v) -> {
            int n;
            try {
                n = Integer.parseInt(v.trim());
            } catch (NumberFormatException e) {
                throw new OptionException("option " + name + " takes a whole number, not '" + v + "'");
            }
            if (n < min || n > max) throw new OptionException("option " + name + " must be between " + min + " and " + max + ", not " + n);
            return set.apply(o, n);
        });
    }

    /** An option naming one constant of an enum; values are the constants' names in lower case. */
    public static <O, E extends Enum<E>> OptionSpec<O> choice(String name, String description, Class<E> type,
                                                              Function<O, E> get, BiFunction<O, E, O> set) {
        List<String> names = java.util.Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase()).toList();
        return new OptionSpec<>(name, description, names, o -> get.apply(o).name().toLowerCase(), (o, v) -> {
            for (E e : type.getEnumConstants()) {
                if (e.name().equalsIgnoreCase(v.trim().replace('-', '_'))) return set.apply(o, e);
            }
            throw new OptionException("option " + name + " takes one of " + names + ", not '" + v + "'");
        });
    }

    private static boolean parseBoolean(String name, String v) {
        return switch (v.trim().toLowerCase()) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new OptionException("option " + name + " takes true or false, not '" + v + "'");
        };
    }
}
