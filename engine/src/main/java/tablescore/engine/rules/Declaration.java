package tablescore.engine.rules;

/** What the winner declared before winning, which the tiles cannot show. */
public enum Declaration {
    /** Riichi 立直. */
    RIICHI,
    /** Double riichi ダブル立直, on the first uninterrupted turn. */
    DOUBLE_RIICHI,
    /** Won within one go-around of riichi, no call in between (一発). */
    IPPATSU,
    /** Fuzhou 报听: declared ready, hand frozen, deposit on the table. */
    READY
}
