package tablescore.engine.riichi.reform;

/** Han in thirds, as the reform counts them: written "2 1/3" (mixed) or "7/3" (improper), as the vectors do. */
public final class Thirds {

    private Thirds() {}

    /** "2/3", "1", "2 1/3", "0". */
    public static String mixed(int thirds) {
        int whole = thirds / 3, rest = thirds % 3;
        if (rest == 0) return Integer.toString(whole);
        return whole == 0 ? rest + "/3" : whole + " " + rest + "/3";
    }

    /** "2/3", "1", "7/3", "0". */
    public static String improper(int thirds) {
        return thirds % 3 == 0 ? Integer.toString(thirds / 3) : thirds + "/3";
    }

    /** Reads "2", "2/3", "7/3" or "2 1/3" into thirds; anything else is refused with the text quoted. */
    public static int parse(String text) {
        String t = text.trim();
        try {
            int whole = 0;
            int space = t.indexOf(' ');
            if (space > 0) {
                whole = Integer.parseInt(t.substring(0, space));
                t = t.substring(space + 1).trim();
            }
            int slash = t.indexOf('/');
            if (slash < 0) return 3 * (whole + Integer.parseInt(t));
            int num = Integer.parseInt(t.substring(0, slash).trim());
            int den = Integer.parseInt(t.substring(slash + 1).trim());
            if (den != 3 && den != 1) throw new IllegalArgumentException("han are counted in thirds, not '" + text + "'");
            return 3 * whole + (den == 1 ? 3 * num : num);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a han value like 1, 2/3, 7/3 or 2 1/3");
        }
    }
}
