package tablescore.engine.rules;

/**
 * Why a legal hand may not win: a stable code for tools ({@code no_yaku}, {@code below_minimum},
 * {@code not_complete}) and the reason in words for players.
 */
public record Refusal(String code, String reason) {
    public static final String NO_YAKU = "no_yaku";
    public static final String NOT_COMPLETE = "not_complete";
    public static final String BELOW_MINIMUM = "below_minimum";

    public static Refusal notComplete() {
        return new Refusal(NOT_COMPLETE, "the tiles do not make a complete hand");
    }
}
