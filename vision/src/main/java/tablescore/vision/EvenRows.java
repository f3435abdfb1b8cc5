package tablescore.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
 */
final class EvenRows {
  /** A box this share of its width from its place in the row, or more, is moved. */
  static final double OFF = 0.1;
  /** A next box in a row has its centre within this many widths. */
  static final double TOUCHING = 1.4;
  /** Two boxes of a row closer than this many widths box one tile twice. */
  static final double APART = 0.8;
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
      next[i] = nextInRow(boxes, i);
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

  /** The nearest box right of box {@code i}, level with it and of its size, within {@link #TOUCHING} widths; -1 if none. */
  private static int nextInRow(List<Quad.Box> boxes, int i) {
    Quad.Box a = boxes.get(i);
    int best = -1;
    for (int j = 0; j < boxes.size(); j++) {
      Quad.Box b = boxes.get(j);
      double dx = b.centreX() - a.centreX();
      if (j != i && dx > 0 && dx <= TOUCHING * meanWidth(a, b) && levelAndAlike(a, b)
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
