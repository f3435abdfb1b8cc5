package tablescore.engine.rules;

import tablescore.engine.hand.TileSet;

/**
 * What every rule system provides: its tile set, its options (typed, with defaults), scoring of a win
 * from the arrangement that pays the winner most, with the settlement that follows, and the payments of
 * an exhaustive draw.
 *
 * @param <O> the system's options record
 */
public interface RuleSystem<O> {

    /** Short id used on the command line and in files: riichi, riichi-reform, zungjung, ningbo, fuzhou, malaysian. */
    String id();

    String englishName();

    /** The name in the seed's language: 中庸, 立直麻雀, 福州麻将 ... */
    String originalName();

    TileSet tileSet();

    OptionSet<O> options();

    /**
     * Scores a win. Bad input (tiles not in the set, wrong count, an impossible meld) throws
     * {@link tablescore.engine.hand.HandException}; a legal hand that may not win (no yaku, below the
     * minimum, not complete) comes back as a {@link Scoring} with a {@link Refusal} and, where the rules
     * make a false win pay, its settlement.
     */
    Scoring score(WinRequest request, O options);

    /** Payments of an exhaustive draw, given who was ready; zero for every seat unless the system pays draws. */
    default Settlement exhaustiveDraw(DrawRequest draw, O options) {
        return Settlement.none(tileSet().seats());
    }

    /** Scores with options parsed from NAME=VALUE text (the command line and the vector files). */
    default Scoring score(WinRequest request, java.util.Map<String, String> optionValues) {
        return score(request, options().parse(optionValues));
    }
}
