package tablescore.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.stream.IntStream;

/**
 * Tiles laid side by side in a row stand a tile's width apart; the network's box for one of them
 * now and then does not: on a set it never saw, it lies part on a neighbour, overlapping that
 * neighbour's box, and the second look and the glyph reader then read half of each (a made-up
 * hand's 四 冬, boxed 12 of its 56 pixels onto the 中 beside it, read as the 秋 of the season
 * three). So a box that lies {@link #OFF} of its width or more from where the nearest boxes of
 * its row put it, and overlaps the neighbour it leans towards, is moved there, its size kept.
 * Where they put it is a straight line through their centres by their places in the row, the box
 * itself left out: near enough for a row seen at a slant, whose tiles shrink with distance, while
 * a box off by part of a tile moves its neighbours' lines a quarter as much. The box furthest off
 * is moved first, each box once. Only the built-in reading is evened: a calibrated one finds each
 * face by its own search.
 *
 * <p>A row is {@link #FEW} boxes or more, level with each other (centres within {@link #LEVEL} of
 * a height: the rows of a set laid out at a slant, whose boxes step up or down, are not rows), of
 * about one size ({@link #ONE_SIZE}), each next one's centre within {@link #TOUCHING} widths. A
 * tile set apart (a hand's last tile) overlaps none and stays; a tile boxed twice ({@link #APART})
 * or cut off by the photo's edge ({@link #FRAME}) ends a row. Columns of tiles, one above the
 * other, are evened the same way.
 *
 * <p>Measured (2026-11-27, {@code recognize --eval}): made-up sets never learnt, hands 1283 to
 * 1288 of 1344; KDE hands default, traditional, jade 160 / 147 / 155 to 160 / 148 / 157 of 168;
 * crops, KDE crops and the held-out photos the same. Over the 430 shared photos, 38 read
 * otherwise, and one tile fewer was met right at its label (on a photo the data set turned, whose
 * labels sit off the tiles). Tried before the level and frame bounds: interior boxes moved
 * without overlapping a neighbour, made-up hands 1292 but held-out photos 1137; from 0.15 or 0.2
 * of a width, 1287; levels within 0.3 of a height, 65 shared photos read otherwise and 3 tiles
 * fewer were met right, a set laid out at a slant among them.
 *
 * <p>The second rule: the network now and then boxes one tile of a set it never saw as two
 * halves, each box a third of a tile off its centre (a 4 of bamboo's two columns of sticks, a 6
 * of dots' two columns), and both halves were read as tiles. In a row of faces lying flat, whose
 * step is at least {@link #LYING_FLAT} of its boxes' widths, two neighbours closer than {@link
 * #APART} of the step and level with each other ({@link #TWINS_LEVEL}) are one tile when their
 * boxes' mean stands a step from the neighbours each side ({@link #SLOT}): a row with room for
 * one tile there. The step is the median of the row's steps, the short ones (under {@link #APART}
 * of the first median) left out; the row is chained level within {@link #CHAIN_LEVEL} of a height
 * and of any width, as a half may be boxed narrower and higher than a whole tile. A row's end
 * tile has a neighbour one side only and is left alone: at a row's start KDE jade's boxes lay
 * four on three tiles, two of them joined wrong. Measured (2026-11-28, {@code recognize --eval}):
 * made-up hands 1310 right of 1345 read to 1312 of 1343, KDE jade hands 157 of 174 to 159 of
 * 170, Symbola and FreeSerif hands the same right and one read fewer; the held-out photos and
 * the 430 shared photos the same right, two of them with one extra read fewer; crops and melds
 * the same. Without the row's step against its widths, tiles standing in a rack seen from the
 * side were joined: held-out photos 1142 to 981. Only twins whose looks agree on the face: jade
 * 158. Row ends joined too: made-up hands 1311, jade 158.
 */
final class EvenRows {
  /** A box this share of its width from its place in the row, or more, is moved. */
  static final double OFF = 0.1;
  /** A next box in a row has its centre within this many widths. */
  static final double TOUCHING = 1.4;
  /** Two boxes of a row closer than this many widths (or of the row's step) box one tile twice. */
  static final double APART = 0.8;
  /** A row of faces lying flat steps at least this many of its boxes' widths (tiles seen from the side or at a slant overlap). */
  static final double LYING_FLAT = 1.1;
  /** A tile's two boxes, joined, lie within this share of a step of where their neighbours each side put a tile. */
  static final double SLOT = 0.25;
  /** A tile's two boxes are level within this share of a height... */
  static final double TWINS_LEVEL = 0.2;
  /** ...and the boxes of a chain that may hold them within this share (the halves of a tile may be boxed higher or lower). */
  static final double CHAIN_LEVEL = 0.3;
  /** A box this near the photo's end, in pixels, may be cut off by it. */
  static final double FRAME = 2;
  /** Boxes level with each other have centres within this share of a height. */
  static final double LEVEL = 0.15;
  /** Boxes in a row are within this factor of each other's size. */
  static final double ONE_SIZE = 1.3;
  /** Boxes a row needs before its places are trusted. */
  static final int FEW = 4;
  /** The boxes each side of a box whose line says where it belongs. */
  static final int NEAREST = 2;

  private EvenRows() {}

  /** The spots of a photo {@code width} by {@code height} pixels, their boxes evened along rows and columns. */
  static List<TileNet.Spot> evened(List<TileNet.Spot> spots, int width, int height) {
    List<TileNet.Spot> out = new ArrayList<>(spots);
    evened(out, width, false);
    evened(out, height, true);
    return out;
  }

  /**
   * The spots with each tile the network boxed twice in a row (or column) of faces lying flat
   * boxed once ({@link EvenRows}' second rule): the two boxes' mean, their faces and turns
   * averaged. The closest twins are joined first, each box once.
   */
  static List<TileNet.Spot> twiceBoxedJoined(List<TileNet.Spot> spots) {
    return joinedAlong(joinedAlong(spots, false), true);
  }

  private static List<TileNet.Spot> joinedAlong(List<TileNet.Spot> spots, boolean down) {
    record Twins(int a, int b, double apart) {}
    List<Quad.Box> boxes = spots.stream().map(s -> down ? transposed(s.box()) : s.box()).toList();
    List<Twins> twins = new ArrayList<>();
    for (List<Integer> row : chains(boxes)) {
      double[] c = row.stream().mapToDouble(i -> boxes.get(i).centreX()).toArray();
      double[] steps = IntStream.range(0, c.length - 1).mapToDouble(k -> c[k + 1] - c[k]).toArray();
      // a tile's two halves make short steps, left out of the row's step
      double rough = Calibration.median(steps);
      double step = Calibration.median(Arrays.stream(steps).filter(d -> d >= APART * rough).toArray());
      double width = Calibration.median(row.stream().mapToDouble(i -> boxes.get(i).x1() - boxes.get(i).x0()).toArray());
      if (step < LYING_FLAT * width) {
        continue;
      }
      for (int k = 1; k + 2 < c.length; k++) {
        Quad.Box a = boxes.get(row.get(k)), b = boxes.get(row.get(k + 1));
        double mid = (c[k] + c[k + 1]) / 2;
        boolean inOnePlace = Math.abs(mid - c[k - 1] - step) <= SLOT * step && Math.abs(c[k + 2] - mid - step) <= SLOT * step;
        boolean level = Math.abs(a.centreY() - b.centreY()) <= TWINS_LEVEL * (a.y1() - a.y0() + b.y1() - b.y0()) / 2;
        if (steps[k] < APART * step && inOnePlace && level) {
          twins.add(new Twins(row.get(k), row.get(k + 1), steps[k] / step));
        }
      }
    }
    if (twins.isEmpty()) {
      return spots;
    }
    twins.sort(Comparator.comparingDouble(Twins::apart));
    boolean[] joined = new boolean[spots.size()];
    List<TileNet.Spot> out = new ArrayList<>();
    for (Twins t : twins) {
      if (!joined[t.a()] && !joined[t.b()]) {
        joined[t.a()] = joined[t.b()] = true;
        out.add(joined(spots.get(t.a()), spots.get(t.b())));
      }
    }
    for (int i = 0; i < spots.size(); i++) {
      if (!joined[i]) {
        out.add(spots.get(i));
      }
    }
    return out;
  }

  /**
   * Chains of boxes, each the next of the one before ({@link #nextInRow}, {@link #levelAndTallAlike}), of {@link #FEW} or
   * more; a box with two boxes before it is in the first chain that reaches it.
   */
  private static List<List<Integer>> chains(List<Quad.Box> boxes) {
    int n = boxes.size();
    int[] next = new int[n];
    boolean[] hasPrevious = new boolean[n];
    for (int i = 0; i < n; i++) {
      next[i] = nextInRow(boxes, i, EvenRows::levelAndTallAlike);
      if (next[i] >= 0) {
        hasPrevious[next[i]] = true;
      }
    }
    List<List<Integer>> rows = new ArrayList<>();
    boolean[] taken = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (hasPrevious[i]) {
        continue;
      }
      List<Integer> row = new ArrayList<>();
      for (int j = i; j >= 0 && !taken[j]; j = next[j]) {
        taken[j] = true;
        row.add(j);
      }
      if (row.size() >= FEW) {
        rows.add(row);
      }
    }
    return rows;
  }

  private static TileNet.Spot joined(TileNet.Spot a, TileNet.Spot b) {
    Quad.Box p = a.box(), q = b.box();
    Quad.Box box = new Quad.Box((p.x0() + q.x0()) / 2, (p.y0() + q.y0()) / 2, (p.x1() + q.x1()) / 2, (p.y1() + q.y1()) / 2);
    return new TileNet.Spot(box, Math.max(a.score(), b.score()), mean(a.faces(), b.faces()), mean(a.turns(), b.turns()));
  }

  private static double[] mean(double[] a, double[] b) {
    return IntStream.range(0, a.length).mapToDouble(i -> (a[i] + b[i]) / 2).toArray();
  }

  /** The boxes in {@code spots} evened along rows {@code length} pixels long, or along columns when {@code down}. */
  private static void evened(List<TileNet.Spot> spots, int length, boolean down) {
    List<Quad.Box> boxes = spots.stream().map(s -> down ? transposed(s.box()) : s.box()).toList();
    for (List<Integer> row : rows(boxes, length)) {
      for (var moved : moves(row.stream().map(boxes::get).toList()).entrySet()) {
        int i = row.get(moved.getKey());
        Quad.Box b = moved.getValue();
        TileNet.Spot s = spots.get(i);
        spots.set(i, new TileNet.Spot(down ? transposed(b) : b, s.score(), s.faces(), s.turns()));
      }
    }
  }

  /** The rows among {@code boxes}, as indices from left to right, of {@link #FEW} or more. */
  private static List<List<Integer>> rows(List<Quad.Box> boxes, int length) {
    int n = boxes.size();
    int[] next = new int[n], previous = new int[n];
    Arrays.fill(next, -1);
    Arrays.fill(previous, -1);
    boolean[] unplaced = new boolean[n];
    for (int i = 0; i < n; i++) {
      next[i] = nextInRow(boxes, i, EvenRows::levelAndAlike);
      unplaced[i] = doubled(boxes, i) || cutOff(boxes.get(i), length);
    }
    boolean[] shared = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (next[i] >= 0 && (unplaced[i] || unplaced[next[i]])) {
        next[i] = -1; // a tile boxed twice, or cut off by the frame: not the row's to place
      }
      if (next[i] >= 0) {
        shared[next[i]] |= previous[next[i]] >= 0; // two boxes with one next: a box twice, no row through it
        previous[next[i]] = i;
      }
    }
    List<List<Integer>> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (previous[i] >= 0 && !shared[i]) {
        continue; // not a row's first box
      }
      List<Integer> row = new ArrayList<>(List.of(i));
      for (int j = next[i]; j >= 0 && !shared[j]; j = next[j]) {
        row.add(j);
      }
      if (row.size() >= FEW) {
        rows.add(row);
      }
    }
    return rows;
  }

  /** The nearest box right of box {@code i} and {@code alike} it (level, of its size), within {@link #TOUCHING} widths; -1 if none. */
  private static int nextInRow(List<Quad.Box> boxes, int i, BiPredicate<Quad.Box, Quad.Box> alike) {
    Quad.Box a = boxes.get(i);
    int best = -1;
    for (int j = 0; j < boxes.size(); j++) {
      Quad.Box b = boxes.get(j);
      double dx = b.centreX() - a.centreX();
      if (j != i && dx > 0 && dx <= TOUCHING * meanWidth(a, b) && alike.test(a, b)
          && (best < 0 || dx < boxes.get(best).centreX() - a.centreX())) {
        best = j;
      }
    }
    return best;
  }

  /** Whether another box level with box {@code i} and of its size lies less than {@link #APART} widths from it. */
  private static boolean doubled(List<Quad.Box> boxes, int i) {
    Quad.Box a = boxes.get(i);
    for (int j = 0; j < boxes.size(); j++) {
      Quad.Box b = boxes.get(j);
      if (j != i && Math.abs(b.centreX() - a.centreX()) < APART * meanWidth(a, b) && levelAndAlike(a, b)) {
        return true;
      }
    }
    return false;
  }

  private static double meanWidth(Quad.Box a, Quad.Box b) {
    return (a.x1() - a.x0() + b.x1() - b.x0()) / 2;
  }

  /** Whether box {@code b} is level with {@code a} ({@link #LEVEL}) and of its size ({@link #ONE_SIZE}). */
  private static boolean levelAndAlike(Quad.Box a, Quad.Box b) {
    double h = a.y1() - a.y0();
    return Math.abs(b.centreY() - a.centreY()) <= LEVEL * h && within(a.x1() - a.x0(), b.x1() - b.x0()) && within(h, b.y1() - b.y0());
  }

  /**
   * Whether box {@code b} is level with {@code a} within {@link #CHAIN_LEVEL} and of its height
   * ({@link #ONE_SIZE}), of any width: a tile's two halves may each be boxed narrower, and higher
   * or lower, than a whole tile.
   */
  private static boolean levelAndTallAlike(Quad.Box a, Quad.Box b) {
    double h = a.y1() - a.y0();
    return Math.abs(b.centreY() - a.centreY()) <= CHAIN_LEVEL * h && within(h, b.y1() - b.y0());
  }

  /** Whether a box reaches the photo's end ({@link #FRAME} pixels): the frame cuts the tile, and the box's centre is not the tile's. */
  private static boolean cutOff(Quad.Box b, int length) {
    return b.x0() <= FRAME || b.x1() >= length - FRAME;
  }

  private static boolean within(double a, double b) {
    return a <= ONE_SIZE * b && b <= ONE_SIZE * a;
  }

  /** The boxes of one row moved to their places, by their place in the row. */
  private static Map<Integer, Quad.Box> moves(List<Quad.Box> row) {
    int n = row.size();
    double[] centre = row.stream().mapToDouble(Quad.Box::centreX).toArray();
    boolean[] moved = new boolean[n];
    Map<Integer, Quad.Box> out = new TreeMap<>();
    for (int round = 0; round < n; round++) {
      int worst = -1;
      double worstOff = 0, worstPlace = 0;
      for (int i = 0; i < n; i++) {
        Quad.Box b = row.get(i);
        double place = placeOf(centre, i);
        double off = (centre[i] - place) / (b.x1() - b.x0());
        // it leans towards the neighbour it overlaps
        int towards = off > 0 ? i + 1 : i - 1;
        boolean overlaps = towards >= 0 && towards < n && overlapAcross(shifted(b, centre[i]), shifted(row.get(towards), centre[towards]));
        if (!moved[i] && overlaps && Math.abs(off) >= OFF && Math.abs(off) > Math.abs(worstOff)) {
          worst = i;
          worstOff = off;
          worstPlace = place;
        }
      }
      if (worst < 0) {
        break;
      }
      moved[worst] = true;
      centre[worst] = worstPlace;
      out.put(worst, shifted(row.get(worst), worstPlace));
    }
    return out;
  }

  /** Where the line through the centres of up to {@link #NEAREST} boxes each side of box {@code i} puts it. */
  private static double placeOf(double[] centre, int i) {
    int from = Math.max(0, Math.min(i - NEAREST, centre.length - 1 - 2 * NEAREST));
    int to = Math.min(centre.length - 1, from + 2 * NEAREST);
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    int k = 0;
    for (int j = from; j <= to; j++) {
      if (j != i) {
        sx += j;
        sy += centre[j];
        sxx += (double) j * j;
        sxy += j * centre[j];
        k++;
      }
    }
    double slope = (k * sxy - sx * sy) / (k * sxx - sx * sx);
    return (sy - slope * sx) / k + slope * i;
  }

  private static boolean overlapAcross(Quad.Box a, Quad.Box b) {
    return Math.min(a.x1(), b.x1()) > Math.max(a.x0(), b.x0());
  }

  private static Quad.Box shifted(Quad.Box b, double centreX) {
    double d = centreX - b.centreX();
    return new Quad.Box(b.x0() + d, b.y0(), b.x1() + d, b.y1());
  }

  private static Quad.Box transposed(Quad.Box b) {
    return new Quad.Box(b.y0(), b.x0(), b.y1(), b.x1());
  }
}
