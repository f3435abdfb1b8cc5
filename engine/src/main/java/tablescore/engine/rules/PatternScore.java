package tablescore.engine.rules;

/**
 * One scoring item of a hand as a player checks it on the printed table: its code in the official list
 * (Zung Jung "3.1", or a yaku key), English and original names, and its value in the system's unit
 * (han, fu, fan, points; riichi reform thirds are written as a fraction in {@code display}).
 */
public record PatternScore(String code, String english, String original, int value, String unit, String display) {

    public PatternScore(String code, String english, String original, int value, String unit) {
        this(code, english, original, value, unit, value + " " + unit);
    }
}
