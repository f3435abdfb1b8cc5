package tablescore.vision.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.OpenCv;

/**
 * How far a labelled data set's own augmentation turned or sheared a photo, read from the dark
 * wedges it filled the corners with (the same measure as {@code photo_turn} in
 * vision/train/tilenet.py). It matters for measuring: on a turned photo the data set's label is
 * the upright box of the turned label box, a box around the tile rather than the tile's own, so a
 * reader that boxes the tile itself is marked wrong there. Photos it did not turn carry labels as a
 * person draws them on a photo of a table.
 */
public final class DataSetTurn {
  /** |sin 2a| under which a photo counts as unturned: about 7 degrees. */
  public static final double MOST_TURN = 0.25;

  private DataSetTurn() {}

  /** |sin 2a| of the wedges' edges, weighted by their length; empty when no corner holds a wedge. */
  public static OptionalDouble turn(Mat bgr) {
    int h = bgr.rows(), w = bgr.cols();
    Mat dark = Mat.zeros(h, w, CvType.CV_8UC1);
    int[][] corners = {{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}};
    for (int[] c : corners) {
      Mat mask = Mat.zeros(h + 2, w + 2, CvType.CV_8UC1);
      Imgproc.floodFill(bgr, mask, // MASK_ONLY: the photo itself is left as it is
          new Point(c[0], c[1]), new Scalar(0, 0, 0), null,
          new Scalar(3, 3, 3), new Scalar(3, 3, 3),
          Imgproc.FLOODFILL_FIXED_RANGE | Imgproc.FLOODFILL_MASK_ONLY | (255 << 8));
      Core.bitwise_or(dark, mask.submat(1, h + 1, 1, w + 1), dark);
      mask.release();
    }
    Mat parts = new Mat(), stats = new Mat(), centroids = new Mat();
    int n = Imgproc.connectedComponentsWithStats(dark, parts, stats, centroids, 8, CvType.CV_32S);
    double sum = 0, weights = 0;
    for (int i = 1; i < n; i++) {
      int x = (int) stats.get(i, Imgproc.CC_STAT_LEFT)[0], y = (int) stats.get(i, Imgproc.CC_STAT_TOP)[0];
      int bw = (int) stats.get(i, Imgproc.CC_STAT_WIDTH)[0], bh = (int) stats.get(i, Imgproc.CC_STAT_HEIGHT)[0];
      int area = (int) stats.get(i, Imgproc.CC_STAT_AREA)[0];
      int sides = (x == 0 ? 1 : 0) + (y == 0 ? 1 : 0) + (x + bw == w ? 1 : 0) + (y + bh == h ? 1 : 0);
      if (area < 0.002 * h * w || sides < 2) {
        continue; // a wedge fills a corner: it is sizeable and touches two sides
      }
      Mat part = new Mat();
      Core.compare(parts, new Scalar(i), part, Core.CMP_EQ);
      List<MatOfPoint> contours = new ArrayList<>();
      Imgproc.findContours(part, contours, new Mat(), Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_NONE);
      part.release();
      List<Point> inner = new ArrayList<>();
      for (MatOfPoint contour : contours) {
        for (Point p : contour.toArray()) {
          if (p.x > 1 && p.x < w - 2 && p.y > 1 && p.y < h - 2) {
            inner.add(p); // the wedge's edge inside the photo, not the photo's own border
          }
        }
      }
      if (inner.size() < 20) {
        continue;
      }
      Mat line = new Mat();
      Imgproc.fitLine(new MatOfPoint2f(inner.toArray(new Point[0])), line, Imgproc.DIST_HUBER, 0, 0.01, 0.01);
      double angle = Math.atan2(line.get(1, 0)[0], line.get(0, 0)[0]);
      sum += Math.abs(Math.sin(2 * angle)) * inner.size();
      weights += inner.size();
    }
    for (Mat m : List.of(dark, parts, stats, centroids)) {
      m.release();
    }
    return weights == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / weights);
  }

  /** Whether the data set left this photo's labels the tiles' own (unturned, or under ~7 degrees). */
  public static boolean isUnturned(Path image) {
    Mat photo = OpenCv.readImage(image);
    OptionalDouble t = turn(photo);
    photo.release();
    return t.isEmpty() || t.getAsDouble() < MOST_TURN;
  }

  /**
   * Whether the data set's augmentation left this photo straight: no fill wedge at all, as a
   * table's own photos come (a photo turned even a few degrees has its labels shifted a little).
   */
  public static boolean isStraight(Path image) {
    Mat photo = OpenCv.readImage(image);
    boolean straight = isStraight(photo);
    photo.release();
    return straight;
  }

  static boolean isStraight(Mat bgr) {
    return turn(bgr).isEmpty();
  }
}
