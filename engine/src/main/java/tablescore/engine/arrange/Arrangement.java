package tablescore.engine.arrange;

import java.util.List;

/**
 * One way to read the concealed tiles of a complete hand: the concealed sets and the pair (declared melds
 * are not repeated here). Seven pairs lists seven pair blocks; thirteen orphans lists only its pair.
 */
public record Arrangement(Shape shape, List<Block> blocks) {

    public Arrangement {
        blocks = List.copyOf(blocks);
    }

    /** The pair of a regular or thirteen-orphans hand; the first pair of seven pairs. */
    public Block pair() {
        for (Block b : blocks) if (b.isPair()) return b;
        return null;
    }

    public int wilds() {
        int n = 0;
        for (Block b : blocks) n += b.wilds();
        return n;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(shape == Shape.REGULAR ? "" : shape.name().toLowerCase() + " ");
        for (int i = 0; i < blocks.size(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(blocks.get(i));
        }
        return sb.toString();
    }
}
