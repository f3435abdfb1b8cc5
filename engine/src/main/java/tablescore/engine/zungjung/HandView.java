package tablescore.engine.zungjung;

import java.util.List;
import java.util.Set;
import tablescore.engine.arrange.Shape;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.tile.Tile;

/**
 * One reading of a winning hand that the patterns look at: its shape, its sets (declared melds and the
 * concealed sets of one arrangement), its pairs (the eye; seven for Seven Pairs), every tile by face, and
 * the circumstances of the win.
 *
 * @param counts          every tile of the hand by face (a kong counts four)
 * @param concealedHand   no set was claimed (concealed kongs allowed)
 * @param beforeWin       the concealed tiles by face without the winning tile (Nine Gates)
 * @param seatWind        the winner's seat wind face
 */
record HandView(Shape shape, List<ZjSet> sets, List<Integer> pairs, int[] counts, boolean concealedHand,
                int[] beforeWin, int seatWind, boolean dealer, WinMethod method, Set<Incidental> incidentals) {

    boolean regular() { return shape == Shape.REGULAR; }

    long chows() { return sets.stream().filter(ZjSet::chow).count(); }

    List<ZjSet> triplets() { return sets.stream().filter(ZjSet::isTriplet).toList(); }

    int eye() { return pairs.isEmpty() ? -1 : pairs.get(0); }

    /** Number suits present (m, p, s as 0, 1, 2) as a bit mask. */
    int suitMask() {
        int m = 0;
        for (int f = 0; f < 27; f++) if (counts[f] > 0) m |= 1 << (f / 9);
        return m;
    }

    boolean hasHonours() {
        for (int f = 27; f < Tile.FACES; f++) if (counts[f] > 0) return true;
        return false;
    }

    boolean all(java.util.function.IntPredicate faceTest) {
        for (int f = 0; f < Tile.FACES; f++) if (counts[f] > 0 && !faceTest.test(f)) return false;
        return true;
    }

    boolean has(Incidental i) { return incidentals.contains(i); }

    boolean selfDrawn() { return method == WinMethod.SELF_DRAW; }
}
