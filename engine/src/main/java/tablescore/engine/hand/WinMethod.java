package tablescore.engine.hand;

/** How the winning tile came: drawn from the wall, claimed from a discard, or taken from a kong being made. */
public enum WinMethod {
    SELF_DRAW("self_draw"), DISCARD("discard"), ROBBING_A_KONG("robbing_a_kong");

    private final String wireName;

    WinMethod(String wireName) { this.wireName = wireName; }

    public String wireName() { return wireName; }

    /** Robbing a kong is paid as a discard by the player making the kong. */
    public boolean isSelfDraw() { return this == SELF_DRAW; }

    public static WinMethod parse(String s) {
        if (s == null) throw new IllegalArgumentException("no way to win given (self_draw, discard, robbing_a_kong)");
        String n = s.trim().toLowerCase();
        return switch (n) {
            case "self_draw", "tsumo", "selfdraw", "self-draw" -> SELF_DRAW;
            case "discard", "ron" -> DISCARD;
            case "robbing_a_kong", "chankan", "robbed_kong" -> ROBBING_A_KONG;
            default -> throw new IllegalArgumentException("'" + s + "' is not a way to win (self_draw, discard, robbing_a_kong)");
        };
    }
}
