package tablescore.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds tile faces in a photo of a table as quadrilaterals.
 *
 * <p>Tile faces are light and low in colour against felt or wood, so a "whiteness" map (value
 * minus saturation), thresholded per image with Otsu, marks face pixels; the ink on a face leaves
 * holes, so only outer contours are kept and filled. A blob much longer than a tile is a row of
 * touching tiles: it is cut into tiles of the expected aspect, each cut moved to the darkest seam
 * near it. A block of touching tiles (a grid) is first cut into rows at seams that run its whole
 * length, and into columns when those line up too. Nothing larger than a close-up tile is kept.
 *
 * <p>Quads come out with the long side as height when the blob is a single tile; whether the face
 * is upright, upside down or sideways is decided by the recognizer, which tries both readings.
 */
public final class TileFinder {
  /** Face width over height of a tile lying flat (real sets are 0.70 - 0.80). */
  static final double FACE_ASPECT = 0.75;

  private final int workSize;
  private final boolean touching;
  static final int SEAM_KERNEL = 9;
  /** A blob filling this much of its rotated rectangle is taken as one row of tiles. */
  static final double ROW_FILL = 0.88;
  static final int CLOSE = 9;
  /** Smallest tile face, as a share of the (working-size) image. */
  static final double MIN_AREA = 0.0012;
  /**
   * Largest tile face, as a share of the image: the closest labelled close-ups stay under 0.14
   * (99th percentile of the labelled boxes); anything larger is table, cloth or an uncut block.
   */
  static final double MAX_AREA = 0.16;
  static final double SAT_WEIGHT = 2;
  /** Seams are cut in the mask already; a blob this squat is one tile (sideways: 1.33-1.43). */
  static final double SINGLE_MAX_RATIO = 1.6;
  static final double SEAM_DEPTH = 25;

  /** Works on the photo scaled to 640 pixels on its long side: fast enough for the Pi. */
  public TileFinder() {
    this(640, true);
  }

  /**
   * Works at {@code workSize} pixels on the long side (calibration uses more, for small tiles);
   * with {@code touching} false every blob is one tile (a calibration layout keeps them apart).
   */
  public TileFinder(int workSize, boolean touching) {
    OpenCv.load();
    this.workSize = workSize;
    this.touching = touching;
  }

  /** Candidate tile faces in pixels of {@code image}. */
  public List<Quad> find(Mat image) {
    double scale = Math.min(1.0, workSize / (double) Math.max(image.cols(), image.rows()));
    Mat work = new Mat();
    if (scale < 1.0) {
      Imgproc.resize(image, work, new Size(), scale, scale, Imgproc.INTER_AREA);
    } else {
      work = image;
    }
    Mat gray = new Mat();
    Imgproc.cvtColor(work, gray, Imgproc.COLOR_BGR2GRAY);
    Mat white = whiteness(work);
    Mat faces = threshold(white, (int) Math.round(CLOSE * workSize / 640.0));
    Mat whole = fill(faces);
    Mat cut = fill(cutSeams(faces, white));
    double imageArea = work.rows() * (double) work.cols();
    List<MatOfPoint> blobs = touching ? joinRowPieces(contours(whole)) : contours(whole);
    // A typical single tile: the median area of the squat blobs.
    List<Double> squat = new ArrayList<>();
    for (MatOfPoint c : blobs) {
      RotatedRect rr = Imgproc.minAreaRect(new MatOfPoint2f(c.toArray()));
      if (ratio(rr) < SINGLE_MAX_RATIO && rr.size.area() > imageArea * MIN_AREA) {
        squat.add(rr.size.area());
      }
    }
    squat.sort(Double::compare);
    double typical = squat.isEmpty() ? Double.MAX_VALUE : squat.get(squat.size() / 2);
    List<Quad> quads = new ArrayList<>();
    for (MatOfPoint c : blobs) {
      double area = Imgproc.contourArea(c);
      if (area < imageArea * MIN_AREA) {
        continue;
      }
      RotatedRect rr = Imgproc.minAreaRect(new MatOfPoint2f(c.toArray()));
      double fill = area / Math.max(1, rr.size.area());
      if (!touching) {
        quads.add(single(rr));
        continue;
      }
      if (ratio(rr) < SINGLE_MAX_RATIO && area < typical * 1.6 && fill >= 0.6) {
        // Squat, but it may still be a block of tiles (a grid is often the only blob).
        quads.addAll(splitGrid(rr, gray));
        continue;
      }
      if (fill >= ROW_FILL) {
        // A clean rectangle: rows of touching tiles (one row, or a grid); cut it at its seams.
        quads.addAll(splitGrid(rr, gray));
        continue;
      }
      // Touching tiles in some other shape (rows side by side, an L): cut along the seams.
      Mat blobMask = Mat.zeros(whole.size(), CvType.CV_8U);
      Imgproc.drawContours(blobMask, List.of(c), -1, new Scalar(255), -1);
      Core.bitwise_and(blobMask, cut, blobMask);
      for (MatOfPoint piece : contours(blobMask)) {
        double pa = Imgproc.contourArea(piece);
        if (pa < imageArea * MIN_AREA) {
          continue;
        }
        RotatedRect pr = Imgproc.minAreaRect(new MatOfPoint2f(piece.toArray()));
        if (pa / Math.max(1, pr.size.area()) < 0.6) {
          continue; // not rectangle-like: a hand, a shadow shape, a cloth fold
        }
        quads.addAll(splitGrid(pr, gray));
      }
    }
    List<Quad> out = new ArrayList<>();
    for (Quad q : quads) {
      double ratio = Math.max(q.width(), q.height()) / Math.max(1, Math.min(q.width(), q.height()));
      if (q.area() < imageArea * MIN_AREA || q.area() > imageArea * MAX_AREA || ratio > 2.2) {
        continue;
      }
      out.add(q.scaled(1 / scale));
    }
    out.sort(Comparator.comparingDouble((Quad q) -> q.center().y).thenComparingDouble(q -> q.center().x));
    return out;
  }

  /**
   * A face busy with coloured ink (the peacock 1s, 9p) can break a row's mask in two. Pieces that
   * continue each other (same direction, same thickness, end to end) are joined back.
   */
  static List<MatOfPoint> joinRowPieces(List<MatOfPoint> blobs) {
    List<MatOfPoint> out = new ArrayList<>(blobs);
    boolean joined = true;
    while (joined) {
      joined = false;
      for (int i = 0; i < out.size() && !joined; i++) {
        for (int j = i + 1; j < out.size() && !joined; j++) {
          if (continues(out.get(i), out.get(j))) {
            List<Point> pts = new ArrayList<>(out.get(i).toList());
            pts.addAll(out.get(j).toList());
            MatOfPoint union = new MatOfPoint();
            union.fromList(pts);
            MatOfInt idx = new MatOfInt();
            Imgproc.convexHull(union, idx);
            List<Point> hull = new ArrayList<>();
            for (int k : idx.toArray()) {
              hull.add(pts.get(k));
            }
            MatOfPoint h = new MatOfPoint();
            h.fromList(hull);
            out.set(i, h);
            out.remove(j);
            joined = true;
          }
        }
      }
    }
    return out;
  }

  private static boolean continues(MatOfPoint p, MatOfPoint q) {
    RotatedRect a = Imgproc.minAreaRect(new MatOfPoint2f(p.toArray()));
    RotatedRect b = Imgproc.minAreaRect(new MatOfPoint2f(q.toArray()));
    double sa = Math.min(a.size.width, a.size.height), sb = Math.min(b.size.width, b.size.height);
    if (sa < 8 || sb < 8 || Math.abs(sa - sb) > 0.15 * Math.max(sa, sb)) {
      return false;
    }
    // Long-axis directions (only meaningful for pieces longer than wide; a piece of one tile
    // can join with either orientation of its rectangle, so test the row's axis).
    double[] axisA = axis(a), axisB = axis(b);
    double dx = b.center.x - a.center.x, dy = b.center.y - a.center.y;
    double dist = Math.hypot(dx, dy);
    if (dist == 0) {
      return false;
    }
    double[] row = ratio(a) >= ratio(b) ? axisA : axisB;
    double along = Math.abs(dx * row[0] + dy * row[1]);
    double across = Math.abs(-dx * row[1] + dy * row[0]);
    if (across > 0.2 * Math.max(sa, sb)) {
      return false;
    }
    double halfA = extentAlong(a, row), halfB = extentAlong(b, row);
    double gap = along - halfA - halfB;
    return gap < 0.3 * Math.max(sa, sb) && gap > -0.5 * Math.max(sa, sb);
  }

  private static double[] axis(RotatedRect r) {
    double ang = Math.toRadians(r.angle);
    double[] w = {Math.cos(ang), Math.sin(ang)};
    return r.size.width >= r.size.height ? w : new double[] {-w[1], w[0]};
  }

  /** Half the rectangle's extent along a unit direction. */
  private static double extentAlong(RotatedRect r, double[] dir) {
    Point[] pts = new Point[4];
    r.points(pts);
    double max = 0;
    for (Point p : pts) {
      max = Math.max(max, Math.abs((p.x - r.center.x) * dir[0] + (p.y - r.center.y) * dir[1]));
    }
    return max;
  }

  private static double ratio(RotatedRect rr) {
    return Math.max(rr.size.width, rr.size.height) / Math.max(1, Math.min(rr.size.width, rr.size.height));
  }

  /** Light, colourless pixels score high: value minus twice the saturation. */
  static Mat whiteness(Mat bgr) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    List<Mat> ch = new ArrayList<>();
    Core.split(hsv, ch);
    Mat white = new Mat();
    // Ivory faces stay high; light wood and felt drop out.
    Mat sat2 = new Mat();
    Core.multiply(ch.get(1), new Scalar(SAT_WEIGHT), sat2);
    Core.subtract(ch.get(2), sat2, white);
    Imgproc.GaussianBlur(white, white, new Size(5, 5), 0);
    return white;
  }

  static Mat threshold(Mat white, int close) {
    Mat mask = new Mat();
    double otsu = Imgproc.threshold(white, mask, 0, 255, Imgproc.THRESH_BINARY | Imgproc.THRESH_OTSU);
    if (otsu < 90) {
      // A light table: Otsu split the table from the dark; ask for properly white pixels instead.
      Imgproc.threshold(white, mask, 150, 255, Imgproc.THRESH_BINARY);
    }
    Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_OPEN, Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3)));
    // Bridge ink strokes that cut a small face in pieces; tiles set apart stay apart.
    Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_CLOSE, Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(close, close)));
    return mask;
  }

  /**
   * Seams between touching tiles are thin dark lines that run from edge to edge of a blob; ink
   * strokes are dark too but sit inside a face. Cut along everything thin and dark; the fill
   * that follows brings enclosed ink back, while seams that reach the outside stay cut.
   */
  private static Mat cutSeams(Mat mask, Mat white) {
    Mat seams = new Mat();
    Imgproc.morphologyEx(white, seams, Imgproc.MORPH_BLACKHAT,
        Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(SEAM_KERNEL, SEAM_KERNEL)));
    Imgproc.threshold(seams, seams, SEAM_DEPTH, 255, Imgproc.THRESH_BINARY);
    Core.bitwise_not(seams, seams);
    Mat out = new Mat();
    Core.bitwise_and(mask, seams, out);
    Imgproc.erode(out, out, Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3)));
    return out;
  }

  /**
   * Outer contours filled as convex hulls (a face is convex, and ink reaching the edge must not
   * open it), then grown back by the erosion's pixel.
   */
  static Mat fill(Mat mask) {
    Mat filled = Mat.zeros(mask.size(), CvType.CV_8U);
    List<MatOfPoint> hulls = new ArrayList<>();
    for (MatOfPoint c : contours(mask)) {
      MatOfInt idx = new MatOfInt();
      Imgproc.convexHull(c, idx);
      Point[] pts = c.toArray();
      int[] ids = idx.toArray();
      Point[] hull = new Point[ids.length];
      for (int i = 0; i < ids.length; i++) {
        hull[i] = pts[ids[i]];
      }
      hulls.add(new MatOfPoint(hull));
    }
    Imgproc.drawContours(filled, hulls, -1, new Scalar(255), -1);
    Imgproc.dilate(filled, filled, Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3)));
    return filled;
  }

  private static List<MatOfPoint> contours(Mat mask) {
    List<MatOfPoint> contours = new ArrayList<>();
    Imgproc.findContours(mask.clone(), contours, new Mat(), Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
    return contours;
  }

  /** The seam-cut mask of tile faces, for looking at (tests, tuning). */
  static Mat faceMask(Mat bgr) {
    Mat white = whiteness(bgr);
    return fill(cutSeams(threshold(white, CLOSE), white));
  }

  /**
   * Cuts a row of {@code n} tiles; each cut is looked for a fifth of a tile either side of where
   * spreading what is left evenly puts it, and stays there when no seam is near. Returns how many
   * cuts found a seam.
   */
  private static int rowCuts(double[] profile, int n, double[] cuts) {
    int samples = profile.length;
    double step = (samples - 1) / (double) n;
    int found = 0;
    cuts[0] = 0;
    cuts[n] = 1;
    double prev = 0;
    for (int i = 1; i < n; i++) {
      double expected = prev + ((samples - 1) - prev) / (n - i + 1);
      int center = (int) Math.round(expected);
      int window = Math.max(1, (int) Math.round(step * 0.2));
      int best = center;
      for (int j = Math.max(1, center - window); j <= Math.min(samples - 2, center + window); j++) {
        if (profile[j] < profile[best]) {
          best = j;
        }
      }
      if (isSeam(profile, best, seamReach(step))) {
        found++;
      } else {
        best = center;
      }
      cuts[i] = best / (double) (samples - 1);
      prev = best;
    }
    return found;
  }

  /** Rows this long (in tiles, by the usual aspect) may be re-counted by their seams. */
  static final int ROW_COUNT_MIN_TILES = 4;

  /** Most rows of tiles looked for across one rectangle of touching tiles. */
  static final int MAX_ROWS = 6;
  static final int MAX_COLUMNS = 10;
  /** A seam's half-width as a share of the tile's length across it. */
  static final double SEAM_REACH = 0.06;
  /** A seam between tiles or rows is dark nearly all along: judged by its bright end. */
  static final double SEAM_PERCENTILE = 0.95;
  /**
   * A seam between columns of a grid crosses every row (and the row seams, and a little
   * perspective drift), so it is judged by its median brightness.
   */
  static final double COLUMN_SEAM_PERCENTILE = 0.5;

  /**
   * Tiles laid out in a grid fill one rectangle. Rows are cut first, at seams that run the whole
   * length of the rectangle; each row is then cut into tiles by {@link #splitRow}. The most rows
   * for which every evenly spaced cut finds a seam wins (ink rarely lines up across a whole row).
   */
  static List<Quad> splitGrid(RotatedRect rr, Mat gray) {
    Point[] pts = new Point[4];
    rr.points(pts);
    Point a = pts[0], b = pts[1], c = pts[2], d = pts[3];
    if (Quad.dist(a, b) < Quad.dist(b, c)) {
      Point t = a;
      a = b;
      b = c;
      c = d;
      d = t;
    }
    double shortSide = Quad.dist(b, c);
    int samples = Math.max(16, (int) Math.round(shortSide));
    double[] profile = seamProfile(gray, a, d, b, samples, SEAM_PERCENTILE);
    double[] rowCuts = null;
    for (int m = MAX_ROWS; m >= 2; m--) {
      double[] cuts = evenSeams(profile, m);
      if (cuts != null) {
        rowCuts = cuts;
        break;
      }
    }
    if (rowCuts == null) {
      return splitRow(rr, gray);
    }
    // Columns of a grid line up too: cut them the same way when they do, else row by row.
    double longSide = Quad.dist(a, b);
    double[] colCuts = null;
    int colSamples = Math.max(16, (int) Math.round(longSide));
    double[] colProfile = seamProfile(gray, a, b, d, colSamples, COLUMN_SEAM_PERCENTILE);
    for (int n = MAX_COLUMNS; n >= 2; n--) {
      double[] cuts = evenSeams(colProfile, n);
      if (cuts != null) {
        colCuts = cuts;
        break;
      }
    }
    List<Quad> out = new ArrayList<>();
    for (int i = 0; i + 1 < rowCuts.length; i++) {
      Point s0 = lerp(a, d, rowCuts[i]), s1 = lerp(b, c, rowCuts[i]);
      Point e0 = lerp(a, d, rowCuts[i + 1]), e1 = lerp(b, c, rowCuts[i + 1]);
      if (colCuts == null) {
        out.addAll(splitRow(Imgproc.minAreaRect(new MatOfPoint2f(s0, s1, e1, e0)), gray));
        continue;
      }
      for (int j = 0; j + 1 < colCuts.length; j++) {
        out.add(single(lerp(s0, s1, colCuts[j]), lerp(s0, s1, colCuts[j + 1]),
            lerp(e0, e1, colCuts[j + 1]), lerp(e0, e1, colCuts[j])));
      }
    }
    return out;
  }

  /**
   * Cuts (0..1, ends included) into {@code m} even parts, each at a seam near it; null if any
   * is missing.
   */
  private static double[] evenSeams(double[] profile, int m) {
    int samples = profile.length;
    double step = (samples - 1) / (double) m;
    int window = Math.max(1, (int) Math.round(step * 0.2));
    double[] cuts = new double[m + 1];
    cuts[m] = 1;
    for (int i = 1; i < m; i++) {
      int center = (int) Math.round(step * i);
      int best = center;
      for (int j = Math.max(1, center - window); j <= Math.min(samples - 2, center + window); j++) {
        if (profile[j] < profile[best]) {
          best = j;
        }
      }
      if (!isSeam(profile, best, seamReach(step))) {
        return null;
      }
      cuts[i] = best / (double) (samples - 1);
    }
    return cuts;
  }

  /**
   * Cuts a rotated rectangle that holds {@code n} touching tiles along its long side. A single
   * tile lying sideways (ratio 1.33) and two upright tiles (1.5) are told apart by the seam.
   */
  static List<Quad> splitRow(RotatedRect rr, Mat gray) {
    Point[] pts = new Point[4];
    rr.points(pts);
    // Order so that a->b is the long side: corners a, b, c, d around the rectangle.
    Point a = pts[0], b = pts[1], c = pts[2], d = pts[3];
    if (Quad.dist(a, b) < Quad.dist(b, c)) {
      Point t = a;
      a = b;
      b = c;
      c = d;
      d = t;
    }
    double longSide = Quad.dist(a, b);
    double shortSide = Quad.dist(b, c);
    double ratio = longSide / Math.max(1, shortSide);
    int n = (int) Math.round(ratio / FACE_ASPECT);
    if (n <= 1 || ratio < 1.2) {
      return List.of(single(a, b, c, d));
    }
    // One profile sample per pixel of the row.
    int samples = Math.max(16, (int) Math.round(longSide));
    double[] profile = seamProfile(gray, a, b, d, samples, SEAM_PERCENTILE);
    // Real faces are 0.6 - 0.8 wide for their height and photos squeeze them: the count from
    // the usual aspect may be off by a tile on a long row. Of the counts a tile either way, the
    // one whose cuts land on the most seams wins (ties to the usual count); halving is out of
    // reach, so cuts at every other seam cannot win.
    int reach = n >= ROW_COUNT_MIN_TILES ? 1 : 0;
    double[] cuts = new double[n + 1];
    int seams = rowCuts(profile, n, cuts);
    for (int k = Math.max(2, n - reach); k <= n + reach; k++) {
      double[] tryCuts = new double[k + 1];
      int found = rowCuts(profile, k, tryCuts);
      int bestK = cuts.length - 1;
      // Share of cuts on a seam, found / (k - 1), compared without division.
      if (k != n && found * (bestK - 1) > seams * (k - 1)) {
        cuts = tryCuts;
        seams = found;
      }
    }
    n = cuts.length - 1;
    boolean anySeam = seams > 0;
    if (n == 2 && ratio < SINGLE_MAX_RATIO && !anySeam) {
      // One tile lying sideways (1.33) or two upright tiles (1.5): only a seam says two.
      return List.of(single(a, b, c, d));
    }
    List<Quad> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Point s0 = lerp(a, b, cuts[i]), s1 = lerp(a, b, cuts[i + 1]);
      Point e0 = lerp(d, c, cuts[i]), e1 = lerp(d, c, cuts[i + 1]);
      out.add(single(s0, s1, e1, e0));
    }
    return out;
  }

  /**
   * Brightness across the row at {@code samples} positions along a->b (d is across from a): a
   * high percentile of the samples across, so only a line dark all the way across (a seam, not
   * a stroke of ink) makes a dip.
   */
  private static double[] seamProfile(Mat gray, Point a, Point b, Point d, int samples,
      double percentile) {
    double[] p = new double[samples];
    int across = 16;
    for (int i = 0; i < samples; i++) {
      double t = i / (double) (samples - 1);
      Point top = lerp(a, b, t);
      Point bottom = new Point(top.x + (d.x - a.x), top.y + (d.y - a.y));
      double[] values = new double[across - 1];
      int count = 0;
      for (int j = 1; j < across; j++) {
        Point q = lerp(top, bottom, j / (double) across);
        int x = (int) Math.round(q.x), y = (int) Math.round(q.y);
        if (x >= 0 && y >= 0 && x < gray.cols() && y < gray.rows()) {
          values[count++] = gray.get(y, x)[0];
        }
      }
      double[] v = java.util.Arrays.copyOf(values, count);
      java.util.Arrays.sort(v);
      p[i] = count == 0 ? 0 : v[Math.min(count - 1, (int) (count * percentile))];
    }
    return p;
  }

  /** How far either side of a seam the face is bright again: seams widen with the tile. */
  private static int seamReach(double tileSamples) {
    return Math.max(3, (int) Math.round(tileSamples * SEAM_REACH));
  }

  private static boolean isSeam(double[] profile, int at, int reach) {
    double[] sorted = profile.clone();
    java.util.Arrays.sort(sorted);
    double median = sorted[sorted.length / 2];
    // Dark across the whole width of the row, and narrow: brighter a few samples either side.
    double left = profile[Math.max(0, at - reach)];
    double right = profile[Math.min(profile.length - 1, at + reach)];
    return profile[at] < median - 20 && left > profile[at] + 8 && right > profile[at] + 8;
  }

  private static Quad single(RotatedRect rr) {
    Point[] p = new Point[4];
    rr.points(p);
    return single(p[0], p[1], p[2], p[3]);
  }

  /** A quad for one tile from rectangle corners a, b, c, d; the longer side becomes the height. */
  private static Quad single(Point a, Point b, Point c, Point d) {
    Quad q = new Quad(a, b, c, d);
    if (signedArea(q) < 0) {
      q = new Quad(a, d, c, b); // keep corners clockwise on screen so the warp never mirrors
    }
    if (q.width() > q.height()) {
      q = q.rotateCorners(1);
    }
    return uprightish(q);
  }

  /** Of the two readings of a portrait quad, pick the one whose top edge is higher in the image. */
  private static Quad uprightish(Quad q) {
    Quad flipped = q.rotateCorners(2);
    double top = (q.p0().y + q.p1().y) / 2;
    double flippedTop = (flipped.p0().y + flipped.p1().y) / 2;
    return flippedTop < top ? flipped : q;
  }

  private static double signedArea(Quad q) {
    List<Point> ps = q.points();
    double s = 0;
    for (int i = 0; i < 4; i++) {
      Point u = ps.get(i), v = ps.get((i + 1) % 4);
      s += u.x * v.y - v.x * u.y;
    }
    return s;
  }

  private static Point lerp(Point u, Point v, double t) {
    return new Point(u.x + (v.x - u.x) * t, u.y + (v.y - u.y) * t);
  }
}
