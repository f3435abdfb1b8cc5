package tablescore.engine.arrange;

/** How the winning tile completed its block. */
public enum WaitShape {
    /** 12 waiting on 3, or 89 on 7 (penchan, 邊張). */
    EDGE,
    /** 46 waiting on 5 (kanchan, 嵌張). */
    CLOSED,
    /** A lone tile waiting for its pair (tanki, 單釣). */
    SINGLE,
    /** 45 waiting on 3 or 6 (ryanmen). */
    TWO_SIDED,
    /** Two pairs, either becoming the pung (shanpon, 雙碰). */
    DOUBLE_PUNG
}
