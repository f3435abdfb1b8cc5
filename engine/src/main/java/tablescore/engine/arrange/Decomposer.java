package tablescore.engine.arrange;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tablescore.engine.tile.Tile;

/**
 * The one arrangement search every rule system uses. It works on face counts (int[34]) of the concealed
 * tiles that are not wild, plus a number of wild tiles (Fuzhou golds, Malaysian Flies), and finds every
 * way to read them as sets and a pair, seven pairs or thirteen orphans, with the wilds placed in every
 * position that changes what the hand is. Lowest tile first: the lowest real tile left must belong to a
 * block, so only the blocks containing it are tried. An instance is not thread-safe; it is cheap.
 */
public final class Decomposer {

    private static final int[] ORPHANS = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

    private final boolean[] wildFaces;
    private final boolean[] allWildFaces;
    private int[] counts;
    private Block[] stack;
    private int depth;
    private List<Arrangement> out;
    private Set<List<Block>> seen;
    private boolean stopAtFirst;
    private boolean found;

    /** @param wildFaces the faces a wild tile may stand for (the rule system's playing faces); null for all 34 */
    public Decomposer(boolean[] wildFaces) {
        this(wildFaces, null);
    }

    /**
     * @param wildFaces    the faces a wild tile may stand for; null for all 34
     * @param allWildFaces the faces a block made only of wilds may take (its lowest face for a chow); null for every
     *                     face in {@code wildFaces}. A rule system whose scoring cannot tell such blocks apart passes
     *                     one representative face (Fuzhou), or none where the rules forbid them (Malaysian Flies):
     *                     the search then skips the copies that differ only in that face.
     */
    public Decomposer(boolean[] wildFaces, boolean[] allWildFaces) {
        if (wildFaces == null) {
            wildFaces = new boolean[Tile.FACES];
            Arrays.fill(wildFaces, true);
        }
        this.wildFaces = wildFaces.clone();
        this.allWildFaces = new boolean[Tile.FACES];
        for (int f = 0; f < Tile.FACES; f++) this.allWildFaces[f] = this.wildFaces[f] && (allWildFaces == null || allWildFaces[f]);
    }

    public Decomposer() { this(null); }

    /** Every regular arrangement: {@code sets} sets and one pair from the counts and the wilds. */
    public List<Arrangement> regular(int[] faceCounts, int wilds, int sets) {
        List<Arrangement> result = new ArrayList<>(4);
        if (!sizeFits(faceCounts, wilds, sets * 3 + 2)) return result;
        start(faceCounts, sets + 1, result, wilds > 0, false);
        search(0, 0, wilds, sets, true);
        return result;
    }

    /** True when the tiles form sets and a pair in at least one way. */
    public boolean isRegularComplete(int[] faceCounts, int wilds, int sets) {
        if (!sizeFits(faceCounts, wilds, sets * 3 + 2)) return false;
        start(faceCounts, sets + 1, null, false, true);
        search(0, 0, wilds, sets, true);
        return found;
    }

    /**
     * Seven pairs. With {@code fourAsTwoPairs} four identical tiles count as two pairs (Zung Jung);
     * otherwise the seven pairs must be of different faces (riichi).
     */
    public List<Arrangement> sevenPairs(int[] faceCounts, int wilds, boolean fourAsTwoPairs) {
        List<Arrangement> result = new ArrayList<>(1);
        if (!sizeFits(faceCounts, wilds, 14)) return result;
        List<Block> pairs = new ArrayList<>(7);
        int needWild = 0;
        for (int f = 0; f < Tile.FACES; f++) {
            int c = faceCounts[f];
            if (c == 0) continue;
            if (c > 2 && !fourAsTwoPairs) return result;
            if (c > 4) return result;
            for (int k = 0; k < c / 2; k++) pairs.add(new Block(BlockKind.PAIR, f, 0));
            if (c % 2 == 1) {
                pairs.add(new Block(BlockKind.PAIR, f, 0b10));
                needWild++;
            }
        }
        int spare = wilds - needWild;
        if (spare < 0 || spare % 2 != 0) return result;
        // spare wilds make whole pairs of any face the hand does not already pair (or any face, if four may pair twice)
        addWildPairs(result, pairs, spare / 2, 0, fourAsTwoPairs);
        return result;
    }

    private void addWildPairs(List<Arrangement> result, List<Block> pairs, int left, int fromFace, boolean repeat) {
        if (left == 0) {
            List<Block> sorted = new ArrayList<>(pairs);
            sorted.sort(null);
            result.add(new Arrangement(Shape.SEVEN_PAIRS, sorted));
            return;
        }
        for (int f = fromFace; f < Tile.FACES; f++) {
            if (!allWildFaces[f]) continue;
            if (!repeat && containsFace(pairs, f)) continue;
            pairs.add(new Block(BlockKind.PAIR, f, 0b11));
            addWildPairs(result, pairs, left - 1, repeat ? f : f + 1, repeat);
            pairs.remove(pairs.size() - 1);
        }
    }

    private static boolean containsFace(List<Block> blocks, int f) {
        for (Block b : blocks) if (b.face() == f) return true;
        return false;
    }

    /** Thirteen orphans: one of each terminal and honour and a second of one of them; wilds fill gaps. */
    public List<Arrangement> thirteenOrphans(int[] faceCounts, int wilds) {
        List<Arrangement> result = new ArrayList<>(1);
        if (!sizeFits(faceCounts, wilds, 14)) return result;
        int pairFace = -1;
        int missing = 0;
        int inOrphans = 0;
        for (int f : ORPHANS) {
            int c = faceCounts[f];
            inOrphans += c;
            if (c == 0) missing++;
            else if (c == 2) {
                if (pairFace >= 0) return result;
                pairFace = f;
            } else if (c > 2) return result;
        }
        int total = 0;
        for (int c : faceCounts) total += c;
        if (total != inOrphans) return result;
        if (pairFace >= 0) {
            if (wilds == missing) result.add(new Arrangement(Shape.THIRTEEN_ORPHANS, List.of(new Block(BlockKind.PAIR, pairFace, 0))));
            return result;
        }
        if (wilds != missing + 1) return result;
        for (int f : ORPHANS) {
            int mask = faceCounts[f] == 1 ? 0b10 : 0b11;
            result.add(new Arrangement(Shape.THIRTEEN_ORPHANS, List.of(new Block(BlockKind.PAIR, f, mask))));
        }
        return result;
    }

    /**
     * The faces that would complete a hand one tile short (a ready hand): regular shape with {@code sets}
     * sets, plus seven pairs and thirteen orphans when asked. {@code maxCopies} caps a face at the copies
     * a set has (a hand holding all four 5p is not waiting on a fifth).
     */
    public List<Tile> readyFaces(int[] faceCounts, int wilds, int sets, boolean sevenPairs, boolean thirteenOrphans,
                                 int[] maxCopies) {
        List<Tile> ready = new ArrayList<>();
        int[] trial = faceCounts.clone();
        for (int f = 0; f < Tile.FACES; f++) {
            if (!wildFaces[f]) continue;
            if (maxCopies != null && trial[f] >= maxCopies[f]) continue;
            trial[f]++;
            boolean complete = isRegularComplete(trial, wilds, sets)
                    || (sevenPairs && !sevenPairs(trial, wilds, true).isEmpty())
                    || (thirteenOrphans && !thirteenOrphans(trial, wilds).isEmpty());
            trial[f]--;
            if (complete) ready.add(Tile.ofIndex(f));
        }
        return ready;
    }

    private static boolean sizeFits(int[] faceCounts, int wilds, int size) {
        int total = wilds;
        for (int c : faceCounts) total += c;
        return total == size;
    }

    private void start(int[] faceCounts, int blocks, List<Arrangement> result, boolean dedupe, boolean existsOnly) {
        counts = Arrays.copyOf(faceCounts, Tile.FACES);
        stack = new Block[blocks];
        depth = 0;
        out = result;
        seen = dedupe ? new HashSet<>() : null;
        stopAtFirst = existsOnly;
        found = false;
    }

    private void push(BlockKind kind, int face, int mask) { stack[depth++] = new Block(kind, face, mask); }

    /**
     * Places the lowest real tile left. Blocks taken at one tile are taken in a fixed order of choice
     * (pair, pungs, chows) so each multiset of blocks is reached once; {@code minChoice} carries that order.
     */
    private void search(int from, int minChoice, int wilds, int setsLeft, boolean pairLeft) {
        if (found && stopAtFirst) return;
        int i = from;
        while (i < Tile.FACES && counts[i] == 0) i++;
        if (i != from) minChoice = 0;
        if (i == Tile.FACES) {
            finishWithWilds(wilds, setsLeft, pairLeft, 0);
            return;
        }
        int c = counts[i];
        if (pairLeft) {
            if (c >= 2 && minChoice <= 0) {
                counts[i] -= 2; push(BlockKind.PAIR, i, 0);
                search(i, 0, wilds, setsLeft, false);
                depth--; counts[i] += 2;
            }
            if (wilds >= 1 && minChoice <= 1) {
                counts[i] -= 1; push(BlockKind.PAIR, i, 0b10);
                search(i, 1, wilds - 1, setsLeft, false);
                depth--; counts[i] += 1;
            }
        }
        if (setsLeft == 0) return;
        for (int real = Math.min(3, c); real >= 1; real--) {
            int wild = 3 - real;
            int choice = 5 - real; // 2, 3, 4
            if (wild > wilds) break;
            if (choice < minChoice) continue;
            counts[i] -= real; push(BlockKind.PUNG, i, (0b111 << real) & 0b111);
            search(i, choice, wilds - wild, setsLeft - 1, pairLeft);
            depth--; counts[i] += real;
        }
        if (i >= 27) return;
        int number = i % 9; // 0-based number within the suit
        for (int k0 = 0; k0 <= 2; k0++) {
            int start = number - k0;
            int choice = 5 + k0;
            if (start < 0 || start + 2 > 8 || choice < minChoice) continue;
            if (k0 > wilds) break; // positions below the lowest real tile must be wild
            int face = i - k0;
            counts[i]--;
            chowAbove(face, k0 + 1, (1 << k0) - 1, wilds - k0, setsLeft, pairLeft, i, choice);
            counts[i]++;
        }
    }

    /** Fills chow positions above the lowest real tile with a real tile or a wild, each way. */
    private void chowAbove(int face, int k, int mask, int wilds, int setsLeft, boolean pairLeft, int from, int choice) {
        if (k == 3) {
            push(BlockKind.CHOW, face, mask);
            search(from, choice, wilds, setsLeft - 1, pairLeft);
            depth--;
            return;
        }
        int f = face + k;
        if (counts[f] > 0) {
            counts[f]--;
            chowAbove(face, k + 1, mask, wilds, setsLeft, pairLeft, from, choice);
            counts[f]++;
        }
        if (wilds > 0 && wildFaces[f]) chowAbove(face, k + 1, mask | 1 << k, wilds - 1, setsLeft, pairLeft, from, choice);
    }

    /** All real tiles are placed: the remaining wilds must make whole blocks on their own. */
    private void finishWithWilds(int wilds, int setsLeft, boolean pairLeft, int fromSet) {
        if (wilds != setsLeft * 3 + (pairLeft ? 2 : 0)) return;
        if (pairLeft) {
            for (int f = 0; f < Tile.FACES; f++) {
                if (!allWildFaces[f]) continue;
                push(BlockKind.PAIR, f, 0b11);
                finishWithWilds(wilds - 2, setsLeft, false, 0);
                depth--;
                if (found && stopAtFirst) return;
            }
            return;
        }
        if (setsLeft == 0) {
            emit();
            return;
        }
        // wild-only sets in a fixed order (pungs by face, then chows by face) so each multiset comes once
        for (int s = fromSet; s < 2 * Tile.FACES; s++) {
            boolean chow = s >= Tile.FACES;
            int f = chow ? s - Tile.FACES : s;
            if (chow && (f >= 27 || f % 9 > 6 || !wildFaces[f + 1] || !wildFaces[f + 2])) continue;
            if (!allWildFaces[f]) continue;
            push(chow ? BlockKind.CHOW : BlockKind.PUNG, f, 0b111);
            finishWithWilds(wilds - 3, setsLeft - 1, false, s);
            depth--;
            if (found && stopAtFirst) return;
        }
    }

    private void emit() {
        found = true;
        if (out == null) return;
        Block[] blocks = Arrays.copyOf(stack, depth);
        Arrays.sort(blocks);
        List<Block> list = Arrays.asList(blocks);
        if (seen != null && !seen.add(list)) return;
        out.add(new Arrangement(Shape.REGULAR, list));
    }

    /** Every reading of the wait: each block position the winning tile can occupy. */
    public static List<Wait> waits(Arrangement a, Tile winningTile, boolean winningTileIsWild) {
        List<Wait> waits = new ArrayList<>(2);
        List<Block> blocks = a.blocks();
        int w = winningTile.index();
        for (int bi = 0; bi < blocks.size(); bi++) {
            Block b = blocks.get(bi);
            int size = b.kind().size();
            for (int k = 0; k < size; k++) {
                boolean fits = winningTileIsWild ? b.isWildAt(k) : (!b.isWildAt(k) && b.faceAt(k) == w);
                if (!fits) continue;
                WaitShape shape = switch (b.kind()) {
                    case PAIR -> WaitShape.SINGLE;
                    case PUNG -> WaitShape.DOUBLE_PUNG;
                    case CHOW -> {
                        int n = b.face() % 9 + 1; // number of the chow's lowest tile
                        if (k == 1) yield WaitShape.CLOSED;
                        if (k == 0) yield n == 7 ? WaitShape.EDGE : WaitShape.TWO_SIDED;
                        yield n == 1 ? WaitShape.EDGE : WaitShape.TWO_SIDED;
                    }
                };
                waits.add(new Wait(bi, b, shape, k));
                // identical positions in a pung or pair give the same reading once
                if (b.kind() != BlockKind.CHOW) break;
            }
        }
        return waits;
    }
}
