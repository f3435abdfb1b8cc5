package tablescore.engine.riichi;

import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.tile.Tile;

/**
 * One way to read a complete hand, as the yaku and fu rules look at it: the four sets (declared melds
 * first, then the concealed sets of the arrangement), the pair, the shape, and how the winning tile
 * completed it, beside the facts of the win that do not depend on the reading. One instance is refilled
 * for every reading of a hand, so scoring allocates nothing per reading.
 */
public final class Reading {

    public static final int CHOW = 0, PUNG = 1, KAN = 2;

    // facts of the win, the same for every reading
    final int[] all = new int[Tile.FACES];       // every tile of the hand, kongs as four
    final int[] concealedCounts = new int[Tile.FACES];
    int winFace;
    boolean tsumo, menzen, dealer;
    int seatFace, roundFace;
    boolean riichi, doubleRiichi, ippatsu, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou;
    // tile facts of the whole hand, computed once by tally()
    int tileCount, honourTiles, terminalTiles, greenTiles, suits;
    boolean allSimples, allOutside;

    // this reading
    Shape shape;
    int sets;
    final int[] kind = new int[4];
    final int[] face = new int[4];
    /** True for a concealed pung or kong: not declared open, and not a pung completed by the ron tile. */
    final boolean[] concealed = new boolean[4];
    /** True for a declared chow, pung or open kong. */
    final boolean[] open = new boolean[4];
    int pair = -1;
    WaitShape wait;

    public Shape shape() { return shape; }
    public int sets() { return sets; }
    public int kind(int i) { return kind[i]; }
    public int face(int i) { return face[i]; }
    public boolean isConcealed(int i) { return concealed[i]; }
    public boolean isOpen(int i) { return open[i]; }
    public int pair() { return pair; }
    public WaitShape waitShape() { return wait; }
    public boolean isMenzen() { return menzen; }
    public boolean isTsumo() { return tsumo; }

    boolean regular() { return shape == Shape.REGULAR; }

    int chows() {
        int n = 0;
        for (int i = 0; i < sets; i++) if (kind[i] == CHOW) n++;
        return n;
    }

    int kans() {
        int n = 0;
        for (int i = 0; i < sets; i++) if (kind[i] == KAN) n++;
        return n;
    }

    int concealedPungs() {
        int n = 0;
        for (int i = 0; i < sets; i++) if (kind[i] != CHOW && concealed[i]) n++;
        return n;
    }

    boolean hasPungOf(int f) {
        for (int i = 0; i < sets; i++) if (kind[i] != CHOW && face[i] == f) return true;
        return false;
    }

    int pungsIn(int fromFace, int toFace) {
        int n = 0;
        for (int i = 0; i < sets; i++) if (kind[i] != CHOW && face[i] >= fromFace && face[i] <= toFace) n++;
        return n;
    }

    boolean hasChow(int f) {
        for (int i = 0; i < sets; i++) if (kind[i] == CHOW && face[i] == f) return true;
        return false;
    }

    /** Pairs of identical chows among the concealed sets: 1 for iipeikou, 2 for ryanpeikou. */
    int identicalChowPairs() {
        int pairs = 0;
        int used = 0;
        for (int i = 0; i < sets; i++) {
            if (kind[i] != CHOW || (used >> i & 1) != 0) continue;
            for (int j = i + 1; j < sets; j++) {
                if (kind[j] == CHOW && (used >> j & 1) == 0 && face[j] == face[i]) {
                    used |= 1 << i | 1 << j;
                    pairs++;
                    break;
                }
            }
        }
        return pairs;
    }

    /** Tiles of the hand within [from, to] face indices. */
    int tilesIn(int from, int to) {
        int n = 0;
        for (int f = from; f <= to; f++) n += all[f];
        return n;
    }

    /** Counts the facts of the whole hand that no reading changes. */
    void tally() {
        tileCount = 0;
        honourTiles = 0;
        terminalTiles = 0;
        suits = 0;
        allSimples = true;
        allOutside = true;
        for (int f = 0; f < Tile.FACES; f++) {
            int c = all[f];
            if (c == 0) continue;
            tileCount += c;
            suits |= 1 << Math.min(f / 9, 3);
            if (f >= 27) honourTiles += c;
            else if (f % 9 == 0 || f % 9 == 8) terminalTiles += c;
            if (isSimple(f)) allOutside = false;
            else allSimples = false;
        }
        greenTiles = all[19] + all[20] + all[21] + all[23] + all[25] + all[Tile.GREEN];
    }

    int tiles() { return tileCount; }

    boolean allSimples() { return allSimples; }

    boolean allTerminalsOrHonours() { return allOutside; }

    /** The suits present as a bit set: m=1 p=2 s=4, honours 8. */
    int suitMask() { return suits; }

    /** Every set and the pair hold a terminal or honour; {@code honours} says whether honours may (must) appear. */
    boolean everyBlockOutside(boolean honoursAllowed) {
        if (!regular()) return false;
        for (int i = 0; i < sets; i++) {
            int f = face[i];
            boolean outside = kind[i] == CHOW ? (f % 9 == 0 || f % 9 == 6) : !isSimple(f);
            if (!outside) return false;
            if (!honoursAllowed && f >= 27) return false;
        }
        if (isSimple(pair)) return false;
        return honoursAllowed || pair < 27;
    }

    boolean isValueTile(int f) {
        return f >= Tile.WHITE || f == seatFace || f == roundFace;
    }

    static boolean isSimple(int f) { return f < 27 && f % 9 != 0 && f % 9 != 8; }
    static boolean isTerminalOrHonour(int f) { return !isSimple(f); }
}
