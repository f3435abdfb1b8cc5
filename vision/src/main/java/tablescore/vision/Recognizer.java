package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * Finds and reads every tile in a photo.
 *
 * <p>Each found quad is read twice, as it stands and turned half round; the better reading gives
 * the face and tells upright from upside down. Which tiles lie sideways (called tiles) is decided
 * against the other tiles: most tiles of a hand share one long-axis direction, and a tile whose
 * long axis is across it lies sideways. A calibrated set, when given, is matched first.
 */
public final class Recognizer {
  /** Above this "not a tile" probability (on both readings) a found quad is dropped. */
  static final double NONE_DROP = 0.3;
  /** A calibrated match this sure keeps a tile the model would drop. */
  static final double CALIBRATED_KEEP = 0.9;

  private final TileFinder finder = new TileFinder();
  private final FaceFeatures features = new FaceFeatures();
  private final TileModel model;
  private final Calibration calibration;

  public Recognizer(TileModel model, Calibration calibration) {
    this.model = model;
    this.calibration = calibration;
  }

  /** The built-in model, no calibration. */
  public static Recognizer builtIn() {
    return new Recognizer(TileModel.builtIn(), null);
  }

  public Recognizer withCalibration(Calibration c) {
    return new Recognizer(model, c);
  }

  public List<TileReading> read(Path image) {
    return read(OpenCv.readImage(image));
  }

  public List<TileReading> read(Mat image) {
    if (image.empty()) {
      throw new VisionException("empty image");
    }
    List<Quad> quads = finder.find(image);
    Point down = dominantDown(quads);
    List<TileReading> out = new ArrayList<>();
    for (Quad q : quads) {
      Point qd = downOf(q);
      boolean sideways = Math.abs(dot(qd, down)) < Math.cos(Math.toRadians(45));
      Quad asIs = dot(qd, down) >= 0 || sideways ? q : q.rotateCorners(2);
      Quad turned = asIs.rotateCorners(2);
      TileReading r = readQuad(image, asIs, turned, sideways);
      if (r != null) {
        out.add(r);
      }
    }
    return out;
  }

  /** Reads one tile whose two half-turn readings are given; null when it is not a tile face. */
  TileReading readQuad(Mat image, Quad asIs, Quad turned, boolean sideways) {
    Mat fa = features.of(FaceFeatures.warp(image, asIs));
    Mat fb = features.of(FaceFeatures.warp(image, turned));
    FaceScores a = FaceScores.of(model.classes(), model.probabilities(fa));
    FaceScores b = FaceScores.of(model.classes(), model.probabilities(fb));
    boolean notATile = a.noneProbability() > NONE_DROP && b.noneProbability() > NONE_DROP;
    if (calibration != null) {
      FaceScores ca = calibration.match(fa);
      FaceScores cb = calibration.match(fb);
      if (ca != null && cb != null) {
        a = ca;
        b = cb;
        // The table's own set knows faces the model never saw (a near-blank Fly looks like "none").
        notATile = notATile && Math.max(ca.confidence(), cb.confidence()) < CALIBRATED_KEEP;
      }
    }
    if (notATile) {
      return null;
    }
    boolean useTurned = b.confidence() > a.confidence() && !Faces.isPointSymmetric(b.best());
    FaceScores s = useTurned ? b : a;
    Orientation o = sideways ? Orientation.SIDEWAYS : useTurned ? Orientation.UPSIDE_DOWN : Orientation.UPRIGHT;
    return new TileReading(s.best(), useTurned ? turned : asIs, round(s.confidence()), s.runnerUp(), o);
  }

  /**
   * The "down" direction of most tiles: the long-axis direction shared by the most quads,
   * pointing down the image (or right, when the axis is level).
   */
  static Point dominantDown(List<Quad> quads) {
    if (quads.isEmpty()) {
      return new Point(0, 1);
    }
    int bins = 36;
    double[] hist = new double[bins];
    for (Quad q : quads) {
      Point d = downOf(q);
      double angle = Math.toDegrees(Math.atan2(d.y, d.x));
      int bin = (int) Math.floor(Math.floorMod((int) Math.round(angle), 180) / 5.0) % bins;
      for (int k = -2; k <= 2; k++) {
        hist[Math.floorMod(bin + k, bins)] += 3 - Math.abs(k);
      }
    }
    int best = 0;
    for (int i = 1; i < bins; i++) {
      if (hist[i] > hist[best]) {
        best = i;
      }
    }
    double a = Math.toRadians(best * 5 + 2.5);
    Point d = new Point(Math.cos(a), Math.sin(a));
    if (d.y < -1e-9 || (Math.abs(d.y) < 0.2 && d.x < 0)) {
      d = new Point(-d.x, -d.y);
    }
    return d;
  }

  /** Unit vector from the middle of the top edge to the middle of the bottom edge. */
  static Point downOf(Quad q) {
    double dx = (q.p3().x + q.p2().x - q.p0().x - q.p1().x) / 2;
    double dy = (q.p3().y + q.p2().y - q.p0().y - q.p1().y) / 2;
    double n = Math.hypot(dx, dy);
    return n == 0 ? new Point(0, 1) : new Point(dx / n, dy / n);
  }

  private static double dot(Point a, Point b) {
    return a.x * b.x + a.y * b.y;
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }
}
