package tablescore.web.table;

import tablescore.engine.hand.Wind;

/**
 * A penalty paid by {@code seat}. {@code points} 0 means the rule system's standard penalty (chombo,
 * false win); {@code reason} is free text kept in the log.
 */
public record PenaltyInput(Wind seat, long points, String reason) {}
