package tablescore.engine.zungjung;

import java.util.List;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * What a Zung Jung table chooses (rules.md §1.5).
 *
 * @param scheme            the payoff scheme of seed 000 (default the competition scheme)
 * @param par               the competition scheme's par score: 25 since v3.3, 30 before
 * @param fivePointMinimum  the official variant: a chicken hand is a false win
 * @param limit             the 320 limit (counted and listed); off pays the plain sum
 * @param sevenPairsFourAsTwoPairs four identical tiles not declared as a kong count as two pairs
 */
public record ZungJungOptions(PayoffScheme scheme, int par, boolean fivePointMinimum, boolean limit,
                              boolean sevenPairsFourAsTwoPairs) {

    public static final ZungJungOptions DEFAULTS = new ZungJungOptions(PayoffScheme.ZJ_COMPETITION, 25, false, true, true);

    public ZungJungOptions withScheme(PayoffScheme s) { return new ZungJungOptions(s, par, fivePointMinimum, limit, sevenPairsFourAsTwoPairs); }
    public ZungJungOptions withPar(int p) { return new ZungJungOptions(scheme, p, fivePointMinimum, limit, sevenPairsFourAsTwoPairs); }
    public ZungJungOptions withFivePointMinimum(boolean m) { return new ZungJungOptions(scheme, par, m, limit, sevenPairsFourAsTwoPairs); }
    public ZungJungOptions withLimit(boolean l) { return new ZungJungOptions(scheme, par, fivePointMinimum, l, sevenPairsFourAsTwoPairs); }
    public ZungJungOptions withSevenPairsFourAsTwoPairs(boolean f) { return new ZungJungOptions(scheme, par, fivePointMinimum, limit, f); }

    static OptionSet<ZungJungOptions> optionSet() {
        return new OptionSet<>(DEFAULTS, List.of(
                OptionSpec.choice("scheme", "payoff scheme of seed 000", PayoffScheme.class,
                        ZungJungOptions::scheme, ZungJungOptions::withScheme),
                OptionSpec.number("par", "par score of the competition scheme (25 since v3.3, 30 before)", 1, 1000,
                        ZungJungOptions::par, ZungJungOptions::withPar),
                OptionSpec.flag("five_point_minimum", "official variant: a chicken hand is a false win",
                        ZungJungOptions::fivePointMinimum, ZungJungOptions::withFivePointMinimum),
                OptionSpec.flag("limit", "limit 320: a sum of 320 or more pays 320, a pattern of 320 or more is paid alone",
                        ZungJungOptions::limit, ZungJungOptions::withLimit),
                OptionSpec.flag("seven_pairs_four_as_two_pairs", "in Seven Pairs four identical tiles (not a kong) count as two pairs",
                        ZungJungOptions::sevenPairsFourAsTwoPairs, ZungJungOptions::withSevenPairsFourAsTwoPairs)));
    }
}
