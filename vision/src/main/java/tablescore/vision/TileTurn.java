package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Turns each tile's quad as far as the tiles lie turned in the photo (a hand photographed with the
 * phone held at a slant, a row laid at an angle), so the quad outlines the tile rather than an
 * upright box around it. The turn is read from the tiles themselves: a tile's edges and strokes
 * run along its own two axes, so the gradient directions inside the boxes, taken modulo a quarter
 * turn, agree on the row's angle. The network's box of a turned tile is sometimes the upright box
 * around it and sometimes about the tile's own size; which, the photo's tile edges decide.
 */
final class TileTurn {
  /**
   * Below this agreement of the gradient directions (0 none, 1 all one way) the tiles show no
   * common turn (loose tiles every which way, a blurred photo) and the quads stay upright.
   */
  static final double MIN_AGREEMENT = 0.05;
  /**
   * A turn under this many degrees is taken for none: a face's strokes pull the estimate a degree
   * or two off on a straight row (1.8 on a drawn one), and an upright quad is then the truer.
   */
  static final double LEAST_DEGREES = 3;
  /**
   * Sizes tried between the tile that just fits in its box (0) and the box's own size, turned
   * (1): the one whose edges lie along the strongest gradients in the photo is taken.
   */
  private static final double[] SIZES = {0, 0.25, 0.5, 0.75, 1};
  /** Points sampled along each edge of a quad when weighing how well it lies on the tile's edges. */
  private static final int EDGE_SAMPLES = 12;

  private TileTurn() {}

  /**
   * A photo whose one tile covers at least {@link Recognizer#FILLS_THE_PHOTO} of it is a crop or
   * a close-up of that tile: its quad is the photo's frame, and turning it would take its
   * corners out of the photo. On the unturned held-out photos' tiles cut out at their labels,
   * 5 small crops (36 pixels tall) had their gradients agree on 40-45 degrees and were turned so,
   * their quads' bounds then meeting the crop at IoU under 0.5.
   */
  private static boolean aCropOfOneTile(Mat image, List<TileReading> readings) {
    return readings.size() == 1
        && readings.get(0).quad().bounds().area() >= Recognizer.FILLS_THE_PHOTO * image.cols() * image.rows();
  }

  /** The readings with their quads turned as the photo's tiles lie. */
  static List<TileReading> turned(Mat image, List<TileReading> readings) {
    if (readings.isEmpty() || aCropOfOneTile(image, readings)) {
      return readings;
    }
    List<Quad.Box> boxes = readings.stream().map(r -> r.quad().bounds()).toList();
    Gradients g = Gradients.around(image, boxes);
    double angle = angle(g, boxes);
    if (Math.abs(Math.toDegrees(angle)) < LEAST_DEGREES) {
      return readings;
    }
    double bestSize = 1, bestSupport = -1;
    for (double size : SIZES) {
      double support = 0;
      for (TileReading r : readings) {
        support += edgeSupport(g, turned(r.quad(), angle, size));
      }
      if (support > bestSupport) {
        bestSupport = support;
        bestSize = size;
      }
    }
    List<TileReading> out = new ArrayList<>();
    for (TileReading r : readings) {
      out.add(new TileReading(r.tile(), turned(r.quad(), angle, bestSize), r.confidence(), r.runnerUp(), r.orientation()));
    }
    return out;
  }

  /** How many degrees the tiles in these boxes lie turned, 0 to 45 ({@link #angle}). */
  static double degrees(Mat image, List<Quad.Box> boxes) {
    return boxes.isEmpty() ? 0 : Math.abs(Math.toDegrees(angle(Gradients.around(image, boxes), boxes)));
  }

  /**
   * The tiles' common turn in radians, within an eighth of a turn either way (0 when they show
   * none): the mean of the gradient directions inside the boxes, each taken four times round so
   * that the two axes of a tile, and up and down, count alike, weighted by gradient strength.
   */
  static double angle(Gradients g, List<Quad.Box> boxes) {
    double cos = 0, sin = 0, weight = 0;
    double k = g.scale();
    for (Quad.Box b : boxes) {
      int x0 = (int) Math.floor(b.x0() * k), y0 = (int) Math.floor(b.y0() * k);
      int x1 = (int) Math.ceil(b.x1() * k), y1 = (int) Math.ceil(b.y1() * k);
      for (int py = y0; py < y1; py++) {
        for (int px = x0; px < x1; px++) {
          int i = g.index(px, py);
          if (i < 0) {
            continue;
          }
          double x = g.dx()[i], y = g.dy()[i], r2 = x * x + y * y;
          if (r2 < 1e-6) {
            continue;
          }
          double cos2 = (x * x - y * y) / r2, sin2 = 2 * x * y / r2, strength = Math.sqrt(r2);
          cos += strength * (cos2 * cos2 - sin2 * sin2);
          sin += strength * 2 * sin2 * cos2;
          weight += strength;
        }
      }
    }
    if (weight == 0 || Math.hypot(cos, sin) / weight < MIN_AGREEMENT) {
      return 0;
    }
    return Math.atan2(sin, cos) / 4;
  }

  /**
   * The upright quad turned by {@code angle} about its centre, its size {@code size} of the way
   * from the tile that just fits in the upright box, turned, to the box's own size turned.
   * The quad's corners keep their order, so its first corner is still the face's top-left.
   */
  static Quad turned(Quad upright, double angle, double size) {
    Quad.Box b = upright.bounds();
    double bw = b.x1() - b.x0(), bh = b.y1() - b.y0();
    double c = Math.abs(Math.cos(angle)), s = Math.abs(Math.sin(angle)), det = c * c - s * s;
    double fitW = (bw * c - bh * s) / det, fitH = (bh * c - bw * s) / det;
    if (det < 0.2 || fitW < 0.3 * bw || fitH < 0.3 * bh) {
      fitW = bw; // near an eighth of a turn, or a box no turned tile fits: the box's size
      fitH = bh;
    }
    double sx = (fitW + size * (bw - fitW)) / bw, sy = (fitH + size * (bh - fitH)) / bh;
    Point centre = upright.center();
    double cosA = Math.cos(angle), sinA = Math.sin(angle);
    Point[] p = upright.points().stream().map(q -> {
      double x = (q.x - centre.x) * sx, y = (q.y - centre.y) * sy;
      return new Point(centre.x + x * cosA - y * sinA, centre.y + x * sinA + y * cosA);
    }).toArray(Point[]::new);
    return new Quad(p[0], p[1], p[2], p[3]);
  }

  /** How strongly the photo's gradients cross the quad's edges: the mean over points along them. */
  static double edgeSupport(Gradients g, Quad q) {
    double scale = g.scale();
    List<Point> ps = q.points().stream().map(p -> new Point(p.x * scale, p.y * scale)).toList();
    double sum = 0;
    int n = 0;
    for (int e = 0; e < 4; e++) {
      Point u = ps.get(e), v = ps.get((e + 1) % 4);
      double length = Math.hypot(v.x - u.x, v.y - u.y);
      if (length < 1) {
        continue;
      }
      double nx = -(v.y - u.y) / length, ny = (v.x - u.x) / length;
      for (int k = 1; k < EDGE_SAMPLES; k++) {
        double x = u.x + (v.x - u.x) * k / EDGE_SAMPLES, y = u.y + (v.y - u.y) * k / EDGE_SAMPLES;
        double best = 0;
        for (int d = -1; d <= 1; d++) { // a pixel either side: the edge is seldom exactly on the line
          int i = g.index((int) Math.round(x + nx * d), (int) Math.round(y + ny * d));
          if (i < 0) {
            continue;
          }
          best = Math.max(best, Math.abs(g.dx()[i] * nx + g.dy()[i] * ny));
        }
        sum += best;
        n++;
      }
    }
    return n == 0 ? 0 : sum / n;
  }

  /**
   * The grey gradients across (dx) and down (dy) of the part of the photo at {@code x0, y0} of
   * {@code width x height}, row by row, read out of OpenCV once; taken on the photo scaled by
   * {@code scale} (1 but for a part over {@link #MOST_PIXELS}), in whose pixels these are.
   */
  record Gradients(float[] dx, float[] dy, int x0, int y0, int width, int height, double scale) {
    /**
     * A part larger than this is scaled down first: one tile filling a 12-megapixel close-up took
     * two 36 MB arrays, more than the service's whole heap. A turn reads as well from a tile 1400
     * pixels tall; every tile of a 1920x1080 camera frame fits under it unscaled.
     */
    static final int MOST_PIXELS = 2_100_000;

    /** Of the whole photo (grey or colour). */
    static Gradients of(Mat image) {
      return of(image, new Rect(0, 0, image.cols(), image.rows()));
    }

    /** Of the part of the photo (grey or colour) the boxes cover, with room for a quad turned a little beyond them. */
    static Gradients around(Mat image, List<Quad.Box> boxes) {
      double margin = boxes.stream().mapToDouble(Quad.Box::longerSide).max().orElse(0) / 2;
      Quad.Box part = Quad.Box.around(boxes, margin).within(image.cols(), image.rows());
      int x0 = (int) part.x0(), y0 = (int) part.y0();
      int x1 = (int) Math.ceil(part.x1()), y1 = (int) Math.ceil(part.y1());
      return x1 - x0 < 3 || y1 - y0 < 3 ? of(image) : of(image, new Rect(x0, y0, x1 - x0, y1 - y0));
    }

    private static Gradients of(Mat image, Rect part) {
      Mat gx = new Mat(), gy = new Mat();
      Mat area = image.submat(part);
      if (image.channels() != 1) {
        Mat grey = new Mat();
        Imgproc.cvtColor(area, grey, Imgproc.COLOR_BGR2GRAY);
        area.release();
        area = grey;
      }
      double scale = Math.min(1, Math.sqrt((double) MOST_PIXELS / ((double) part.width * part.height)));
      int x0 = part.x, y0 = part.y, width = part.width, height = part.height;
      if (scale < 1) {
        x0 = (int) Math.round(part.x * scale);
        y0 = (int) Math.round(part.y * scale);
        width = Math.max(1, (int) Math.round(part.width * scale));
        height = Math.max(1, (int) Math.round(part.height * scale));
        Mat smaller = new Mat();
        Imgproc.resize(area, smaller, new Size(width, height), 0, 0, Imgproc.INTER_AREA);
        area.release();
        area = smaller;
      }
      Imgproc.Sobel(area, gx, CvType.CV_32F, 1, 0, 3);
      Imgproc.Sobel(area, gy, CvType.CV_32F, 0, 1, 3);
      float[] dx = new float[width * height], dy = new float[dx.length];
      gx.get(0, 0, dx);
      gy.get(0, 0, dy);
      gx.release();
      gy.release();
      area.release();
      return new Gradients(dx, dy, x0, y0, width, height, scale);
    }

    /** Where pixel (x, y) of the photo as scaled ({@link #scale}) is in the arrays, or -1 outside the part. */
    int index(int x, int y) {
      int cx = x - x0, cy = y - y0;
      return cx < 0 || cy < 0 || cx >= width || cy >= height ? -1 : cy * width + cx;
    }
  }
}
