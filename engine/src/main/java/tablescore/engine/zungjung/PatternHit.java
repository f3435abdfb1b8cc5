package tablescore.engine.zungjung;

import tablescore.engine.rules.PatternScore;

/** A pattern found in a hand; Value Honor names its set ("Green Dragon", "seat wind West"). */
public record PatternHit(Pattern pattern, String qualifier) {

    public static final String CHICKEN_CODE = "chicken";

    public String english() {
        return qualifier == null ? pattern.english() : pattern.english() + " (" + qualifier + ")";
    }

    public int points() { return pattern.points(); }

    public PatternScore toScore() {
        return new PatternScore(pattern.number(), english(), pattern.chinese(), pattern.points(), "points");
    }

    /** The chicken hand: no pattern at all, paid 1 point (it is not on the list of 44). */
    public static PatternScore chicken() {
        return new PatternScore(CHICKEN_CODE, "Chicken Hand (no pattern)", "雞和", 1, "point");
    }
}
