package tablescore.engine.match;

import java.util.List;

/**
 * Riichi end-of-match adjustment. Each player's result is {@code points - returnPoints + uma[place]},
 * and first place also takes the oka: {@code (returnPoints - startingPoints) x players}. The uma are in
 * points by place (first to last) and sum to zero, so results sum to zero too.
 *
 * @param name          preset name (none, 5-10, 10-20, 10-30) or "custom"
 * @param uma           points added by place, first to last
 * @param returnPoints  the points each player gives back (返し); equal to the starting points means no oka
 */
public record UmaOka(String name, List<Integer> uma, int returnPoints) {

    public UmaOka {
        uma = List.copyOf(uma);
        int sum = 0;
        for (int u : uma) sum += u;
        if (sum != 0) throw new MatchException("uma " + uma + " must sum to zero, not " + sum);
        if (returnPoints < 0) throw new MatchException("return points cannot be negative");
    }

    /** No uma; {@code returnPoints} = starting points gives no oka. */
    public static UmaOka none(int startingPoints) { return new UmaOka("none", List.of(0, 0, 0, 0), startingPoints); }

    /** The usual presets by name (none, 5-10, 10-20, 10-30), with the given return points (oka). */
    public static UmaOka preset(String name, int startingPoints, int returnPoints) {
        List<Integer> u = switch (name.trim().toLowerCase()) {
            case "none", "0", "" -> List.of(0, 0, 0, 0);
            case "5-10" -> List.of(10_000, 5_000, -5_000, -10_000);
            case "10-20" -> List.of(20_000, 10_000, -10_000, -20_000);
            case "10-30" -> List.of(30_000, 10_000, -10_000, -30_000);
            default -> throw new MatchException("uma preset '" + name + "' is unknown; known: none, 5-10, 10-20, 10-30, or give custom values");
        };
        return new UmaOka(name.trim().toLowerCase().isEmpty() ? "none" : name.trim().toLowerCase(), u, returnPoints);
    }

    /** Custom uma by place in points, first to last. */
    public static UmaOka custom(List<Integer> uma, int returnPoints) { return new UmaOka("custom", uma, returnPoints); }

    /** The oka first place takes: the difference between return and starting points from every player. */
    public int oka(int startingPoints, int players) { return (returnPoints - startingPoints) * players; }
}
