package tablescore.engine.arrange;

/** What a group of concealed tiles forms in an arrangement. */
public enum BlockKind {
    CHOW(3), PUNG(3), PAIR(2);

    private final int size;

    BlockKind(int size) { this.size = size; }

    public int size() { return size; }
}
