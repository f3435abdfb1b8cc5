package tablescore.engine.arrange;

/** The three shapes a complete hand can take. */
public enum Shape {
    /** Sets and a pair: 4 + 1, or 5 + 1 for 17-tile hands. */
    REGULAR,
    /** Seven pairs (七對子). */
    SEVEN_PAIRS,
    /** One of each terminal and honour plus one more (十三么九 / kokushi musou). */
    THIRTEEN_ORPHANS
}
