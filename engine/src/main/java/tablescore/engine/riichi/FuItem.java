package tablescore.engine.riichi;

/** One line of a fu breakdown: the rule and the fu it gave. */
public record FuItem(FuRule rule, int fu) {

    private static final FuItem[][] SHARED = new FuItem[FuRule.values().length][33];

    static {
        for (FuRule r : FuRule.values()) for (int f = 0; f < 33; f++) SHARED[r.ordinal()][f] = new FuItem(r, f);
    }

    /** The item, shared when the fu is one the rules give (0-32), so a breakdown allocates no items. */
    public static FuItem of(FuRule rule, int fu) {
        return fu >= 0 && fu < 33 ? SHARED[rule.ordinal()][fu] : new FuItem(rule, fu);
    }
}
