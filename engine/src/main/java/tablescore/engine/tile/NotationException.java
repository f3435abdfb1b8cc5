package tablescore.engine.tile;

/** Text that is not in the tile notation; the message names the character and its position (1-based). */
public final class NotationException extends IllegalArgumentException {
    private final String input;
    private final int position;

    public NotationException(String input, int position, String problem) {
        super(problem + " at position " + position + " in \"" + input + "\"");
        this.input = input;
        this.position = position;
    }

    public String input() { return input; }

    /** 1-based position of the offending character. */
    public int position() { return position; }
}
