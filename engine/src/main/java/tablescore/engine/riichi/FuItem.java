package tablescore.engine.riichi;

/** One line of a fu breakdown: the rule and the fu it gave. */
public record FuItem(FuRule rule, int fu) {}
