package tablescore.engine.fuzhou;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.BlockKind;
import tablescore.engine.arrange.Shape;
import tablescore.engine.tile.Tile;

/**
 * The slow, obvious search the wild-tile scoring is checked against: every face for every wild tile, then
 * every plain reading of the resulting natural tiles into sets and a pair, then every choice of which tiles
 * of each face were the wild ones. Shares no code with the Decomposer.
 */
public final class WildBruteForce {

    private WildBruteForce() {}

    /** Every regular arrangement of {@code counts} plus {@code wilds} wild tiles, wild positions marked. */
    public static Set<Arrangement> arrangements(int[] counts, int wilds, int sets, boolean[] faces) {
        Set<Arrangement> out = new LinkedHashSet<>();
        assign(counts.clone(), new int[Tile.FACES], wilds, 0, sets, faces, out);
        return out;
    }

    private static void assign(int[] natural, int[] assigned, int left, int from, int sets, boolean[] faces, Set<Arrangement> out) {
        if (left == 0) {
            List<List<Block>> plain = new ArrayList<>();
            decompose(natural.clone(), sets, true, new ArrayList<>(), plain, faces);
            for (List<Block> blocks : plain) mark(blocks, assigned.clone(), 0, 0, new int[blocks.size()], out);
            return;
        }
        for (int f = from; f < Tile.FACES; f++) {
            if (!faces[f]) continue;
            natural[f]++;
            assigned[f]++;
            assign(natural, assigned, left - 1, f, sets, faces, out);
            natural[f]--;
            assigned[f]--;
        }
    }

    /** Plain decomposition of natural tiles: take the lowest tile into a pair, a pung or a chow. */
    private static void decompose(int[] c, int sets, boolean pairLeft, List<Block> chosen, List<List<Block>> out, boolean[] faces) {
        int i = 0;
        while (i < Tile.FACES && c[i] == 0) i++;
        if (i == Tile.FACES) {
            if (sets == 0 && !pairLeft) out.add(new ArrayList<>(chosen));
            return;
        }
        if (pairLeft && c[i] >= 2) {
            c[i] -= 2; chosen.add(new Block(BlockKind.PAIR, i, 0));
            decompose(c, sets, false, chosen, out, faces);
            chosen.remove(chosen.size() - 1); c[i] += 2;
        }
        if (sets > 0 && c[i] >= 3) {
            c[i] -= 3; chosen.add(new Block(BlockKind.PUNG, i, 0));
            decompose(c, sets - 1, pairLeft, chosen, out, faces);
            chosen.remove(chosen.size() - 1); c[i] += 3;
        }
        if (sets > 0 && i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
            c[i]--; c[i + 1]--; c[i + 2]--; chosen.add(new Block(BlockKind.CHOW, i, 0));
            decompose(c, sets - 1, pairLeft, chosen, out, faces);
            chosen.remove(chosen.size() - 1); c[i]++; c[i + 1]++; c[i + 2]++;
        }
    }

    /** Every way to say which positions hold the wild tiles, {@code left[f]} of them among the positions of face f. */
    private static void mark(List<Block> blocks, int[] left, int bi, int k, int[] masks, Set<Arrangement> out) {
        if (bi == blocks.size()) {
            for (int n : left) if (n != 0) return;
            List<Block> marked = new ArrayList<>();
            for (int j = 0; j < blocks.size(); j++) marked.add(new Block(blocks.get(j).kind(), blocks.get(j).face(), masks[j]));
            marked.sort(null);
            out.add(new Arrangement(Shape.REGULAR, marked));
            return;
        }
        Block b = blocks.get(bi);
        if (k == b.kind().size()) {
            mark(blocks, left, bi + 1, 0, masks, out);
            return;
        }
        int f = b.faceAt(k);
        mark(blocks, left, bi, k + 1, masks, out);
        if (left[f] > 0) {
            left[f]--;
            masks[bi] |= 1 << k;
            mark(blocks, left, bi, k + 1, masks, out);
            masks[bi] &= ~(1 << k);
            left[f]++;
        }
    }

    /** The counts of a notation string's tiles, for tests. */
    public static int[] counts(List<Tile> tiles) {
        int[] c = new int[Tile.FACES];
        for (Tile t : tiles) c[t.index()]++;
        return c;
    }

    static String describe(int[] counts) { return Arrays.toString(counts); }
}
