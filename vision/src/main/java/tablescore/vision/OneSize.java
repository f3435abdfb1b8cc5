package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Point;

/**
 * The tiles of one set, photographed from one place, are one size; the network's box for a tile
 * is not always. In a grid of tiles on a rack or a row of tall, narrow tiles, a box now and then
 * spans a tile and a third, or falls short of one. So each tile whose quad is wider or taller
 * (along its own edges) than the median of the photo's tiles lying the same way (upright and
 * upside down, or sideways) by more than {@link #NEAR} (but less than {@link #ANOTHER_KIND},
 * which a box this far off is: a tile standing on a rack among tiles lying flat) is given the
 * median width or height about its own centre. Only with {@link #FEW} tiles or more lying that
 * way; the face read stays. Done after {@link TileTurn}, so a turned row is evened along its
 * tiles' own edges.
 *
 * <p>Measured (2026-11-26) as labelled boxes met at IoU 0.5: the held-out photos the data set did
 * not turn 308 to 317 of 331, all held-out photos 1141 to 1150 of 1509, the photos learnt from
 * 4474 to 4559 of 5557; KDE's and the made-up sets' hands, whose labels are the tiles' outlines,
 * the same or one more each. Before {@link TileTurn}: 316, 1147, 4518. Replacing only boxes 1.1
 * or 1.2 off read 315 / 310 of 331; the median of the six nearest tiles instead of the photo's
 * 317, but fewer on the photos learnt from; the median of each group of tiles lying together
 * ({@link FarGroups#groups}) read 1136 of the held-out photos' tiles right against 1138.
 */
final class OneSize {
  /** A box within this factor of the median size keeps its own. */
  static final double NEAR = 1.05;
  /** A box this many times the median size or more (or as many times under it) is another kind of tile. */
  static final double ANOTHER_KIND = 2;
  /** Tiles lying one way needed before their median size is trusted. */
  static final int FEW = 4;

  private OneSize() {}

  static List<TileReading> evened(List<TileReading> tiles) {
    List<TileReading> out = new ArrayList<>(tiles);
    evened(out, false);
    evened(out, true);
    return out;
  }

  private static void evened(List<TileReading> tiles, boolean sideways) {
    List<Integer> alike = new ArrayList<>();
    for (int i = 0; i < tiles.size(); i++) {
      if ((tiles.get(i).orientation() == Orientation.SIDEWAYS) == sideways) {
        alike.add(i);
      }
    }
    if (alike.size() < FEW) {
      return;
    }
    double[] widths = alike.stream().mapToDouble(i -> tiles.get(i).quad().width()).toArray();
    double[] heights = alike.stream().mapToDouble(i -> tiles.get(i).quad().height()).toArray();
    double width = Calibration.median(widths);
    double height = Calibration.median(heights);
    for (int k = 0; k < alike.size(); k++) {
      double sx = toward(widths[k], width);
      double sy = toward(heights[k], height);
      if (sx != 1 || sy != 1) {
        TileReading t = tiles.get(alike.get(k));
        tiles.set(alike.get(k), new TileReading(t.tile(), scaledAboutCentre(t.quad(), sx, sy), t.confidence(), t.runnerUp(), t.orientation()));
      }
    }
  }

  /** The factor that brings {@code size} to {@code median}, or 1 when it is near it or far off. */
  static double toward(double size, double median) {
    double r = size / median;
    boolean near = r <= NEAR && r >= 1 / NEAR;
    boolean anotherKind = r >= ANOTHER_KIND || r <= 1 / ANOTHER_KIND;
    return near || anotherKind || size <= 0 ? 1 : median / size;
  }

  /** The quad scaled about its centre along its own axes: {@code sx} along its top edge, {@code sy} along its side. */
  private static Quad scaledAboutCentre(Quad q, double sx, double sy) {
    Point c = q.center();
    Point u = unit(q.p1().x - q.p0().x + q.p2().x - q.p3().x, q.p1().y - q.p0().y + q.p2().y - q.p3().y);
    Point v = unit(q.p3().x - q.p0().x + q.p2().x - q.p1().x, q.p3().y - q.p0().y + q.p2().y - q.p1().y);
    return new Quad(about(q.p0(), c, u, v, sx, sy), about(q.p1(), c, u, v, sx, sy), about(q.p2(), c, u, v, sx, sy), about(q.p3(), c, u, v, sx, sy));
  }

  private static Point about(Point p, Point c, Point u, Point v, double sx, double sy) {
    double dx = p.x - c.x, dy = p.y - c.y;
    double along = (dx * u.x + dy * u.y) * (sx - 1), down = (dx * v.x + dy * v.y) * (sy - 1);
    return new Point(p.x + along * u.x + down * v.x, p.y + along * u.y + down * v.y);
  }

  private static Point unit(double x, double y) {
    double n = Math.hypot(x, y);
    return n == 0 ? new Point(0, 0) : new Point(x / n, y / n);
  }
}
