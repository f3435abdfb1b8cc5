package tablescore.web.table;

/** The state of the table's flow, as the state machine in the device has it. */
public enum Flow {
    /** No match running, or a match waiting for the next hand. */
    IDLE,
    /** A win was claimed; the photo is being taken and read. */
    CAPTURING,
    /** The tiles are shown; some may be uncertain or the hand not legal. */
    REVIEWING,
    /** The tiles are fine; questions about the win context are open. */
    ASKING,
    /** Scored; waiting for confirm. */
    CONFIRMING,
    /** Something went wrong (camera, recognition); {@code message} says what. */
    ERROR
}
