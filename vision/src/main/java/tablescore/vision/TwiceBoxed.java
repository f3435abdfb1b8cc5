package tablescore.vision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * One tile boxed twice is one tile. The network now and then boxes a tile turned off a quarter
 * turn twice, a quarter of a tile apart (or once whole and once about half of it), and both
 * boxes are read, as its face or as a face of part of it (two of a 4 of dots' dots read as a 2);
 * the boxes overlap at IoU 0.4-0.65, under the network's own bar for one tile seen twice ({@link
 * TileNet#SAME_TILE_IOU}, 0.7), which tiles touching in a turned or sheared row need. Two tiles
 * cannot both show their faces at one place: touching, their centres lie a tile's width apart
 * however the row is turned. So of two readings (turned to the tile's edges, {@link TileTurn},
 * and evened in size, {@link OneSize}) whose centres lie within {@link Recognizer#SAME_PLACE}
 * (half) of the shorter side of the larger quad, and nearer each other than {@link
 * #OF_THE_SPACING} of the spacing of the other tiles read (the median of each one's distance to
 * its nearest), the less sure goes. A row of thin standing tiles photographed slantwise may be boxed twice as wide as
 * its tiles, each quad over its neighbours' centres: there tiles lie as near each other as the
 * other tiles do, and stay. With fewer than two other tiles there is no spacing to judge by (a
 * close-up of two or three tiles): there only one face read twice at one place is one tile.
 *
 * <p>Measured (2026-12-02, sixty-second session, {@code recognize --eval} against the session's
 * first jar): the held-out photos read 1,493 to 1,489 tiles, 1,462 counted right as before
 * (precision 0.979 to 0.982: two 4s of bamboo boxed twice, two 2s of dots read in half a 4 and a
 * 6 of dots); all 430 shared photos 7,039 to 7,029 read, counted 6,788 to 6,787 (a tile of a
 * whole set laid out in a dense grid lost); the held-out photos as a worse camera takes them
 * 22,306 to 22,237 read, 21,529 to 21,524 counted; close-ups of 2-4 tiles 3,886 to 3,853 read,
 * 3,307 to 3,305 counted; crops 1,751 to 1,748 read, melds a tile apart 3,526 to 3,524; hands
 * and hands at 0.63 of their size the same. One face read twice alone, within 0.4 of a side:
 * the held-out photos 1,491 read, the worse camera 22,276 and 21,528, close-ups 3,864 and 3,307.
 *
 * <p>One face read twice with no spacing to judge by (2026-12-02, sixty-fifth session, against
 * the session's first jar): close-ups of 2-4 tiles of 18 sets never learnt 3,853 to 3,838 read,
 * 3,319 counted right as before (precision 0.861 to 0.865); crops 875 to 873 read, 792 counted as
 * before; the held-out photos the same. Any two faces at one place so (the surer kept): 3,830
 * read but 3,315 counted, a wrong read surer than the right one beside it.
 */
final class TwiceBoxed {
  /**
   * Two readings within {@link Recognizer#SAME_PLACE} of a tile's shorter side (the bar the
   * calibrated search judges its twins by) are one tile read twice when they also lie nearer each
   * other than this share of the other tiles' spacing.
   */
  static final double OF_THE_SPACING = 0.5;

  private TwiceBoxed() {}

  static List<TileReading> without(List<TileReading> tiles) {
    List<TileReading> surestFirst = new ArrayList<>(tiles);
    surestFirst.sort(Comparator.comparingDouble(TileReading::confidence).reversed());
    // by identity: two readings alike in every field are still two
    Set<TileReading> kept = Collections.newSetFromMap(new IdentityHashMap<>());
    for (TileReading r : surestFirst) {
      if (kept.stream().noneMatch(k -> oneTile(k, r, tiles))) {
        kept.add(r);
      }
    }
    if (kept.size() == tiles.size()) {
      return tiles;
    }
    // in the order read
    return tiles.stream().filter(kept::contains).toList();
  }

  /**
   * Whether two readings are one tile: at one place and nearer each other than the other tiles'
   * spacing allows, or, with no spacing to judge by, read as one face.
   */
  private static boolean oneTile(TileReading a, TileReading b, List<TileReading> tiles) {
    if (!atOnePlace(a, b)) {
      return false;
    }
    double spacing = spacingOfOthers(a, b, tiles);
    return spacing == Double.POSITIVE_INFINITY ? a.tile().equals(b.tile()) : apart(a, b) < OF_THE_SPACING * spacing;
  }

  /** Whether two readings lie at one place ({@link Recognizer#SAME_PLACE}). */
  static boolean atOnePlace(TileReading a, TileReading b) {
    double side = Math.max(shorterSide(a.quad()), shorterSide(b.quad()));
    return apart(a, b) < Recognizer.SAME_PLACE * side;
  }

  /**
   * The median distance of each tile of {@code tiles} but the two to its nearest such; with fewer
   * than two such, infinite: no spacing to judge by.
   */
  static double spacingOfOthers(TileReading a, TileReading b, List<TileReading> tiles) {
    List<TileReading> others = tiles.stream().filter(t -> t != a && t != b).toList();
    if (others.size() < 2) {
      return Double.POSITIVE_INFINITY;
    }
    double[] nearest = others.stream()
        .mapToDouble(t -> others.stream().filter(o -> o != t).mapToDouble(o -> apart(t, o)).min().orElseThrow())
        .toArray();
    return Calibration.median(nearest);
  }

  private static double apart(TileReading a, TileReading b) {
    return Quad.dist(a.quad().center(), b.quad().center());
  }

  private static double shorterSide(Quad q) {
    return Math.min(q.width(), q.height());
  }
}
