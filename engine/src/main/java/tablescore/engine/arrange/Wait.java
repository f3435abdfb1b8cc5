package tablescore.engine.arrange;

/**
 * One reading of the wait: which block of the arrangement the winning tile completed (its index in
 * {@link Arrangement#blocks()}), the shape of that wait, and the position of the winning tile in the block.
 */
public record Wait(int blockIndex, Block block, WaitShape shape, int position) {

    /** True when the winning tile itself is a wild standing in at this position. */
    public boolean winningTileIsWild() { return block.isWildAt(position); }
}
