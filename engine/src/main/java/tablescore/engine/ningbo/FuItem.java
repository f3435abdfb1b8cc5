package tablescore.engine.ningbo;

import tablescore.engine.rules.PatternScore;

/**
 * One line of a hand's score: fu (副) added, or fan (番) doubling the hand.
 *
 * @param code        a stable key: set, value_set, value_pair, or a {@link WinnerPattern} name in lower case
 * @param description what the line is, with its tiles ("555p exposed middle pung")
 * @param original    the Chinese term (明刻, 番牌, 嵌張和 ...)
 */
public record FuItem(String code, String description, String original, int value) {

    PatternScore toScore(String unit) {
        return new PatternScore(code, description, original, value, unit);
    }
}
