package tablescore.engine.match;

/** Who deals the next hand, one rule per family of systems. */
public enum DealerRule {
    /** Riichi 連荘: the dealer keeps the deal on a win of his own or when ready at an exhaustive draw. */
    RENCHAN_ON_DEALER_WIN_OR_READY,
    /** Fuzhou 连庄 and Ningbo: the dealer keeps the deal only by winning; a draw passes it (荒牌不連莊). */
    STAYS_ON_DEALER_WIN,
    /** Zung Jung: the deal passes after every hand, whoever wins (no dealer repeats, no dealer bonus). */
    PASSES_EVERY_HAND,
    /** Malaysian: the self-drawer deals next; on a discard win the discarder; after a draw the last drawer. */
    WINNER_OR_DISCARDER_OR_LAST_DRAWER
}
