package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * Finds and reads every tile in a photo with the {@link TileNet}.
 *
 * <p>The network gives each tile its box, the built-in faces' probabilities and which way up the
 * face lies (turned a quarter either way: sideways, a called tile; half round: upside down). A
 * calibrated set, when given, reads the face instead: the table's own set is what is on the
 * table, and it knows faces that have no public artwork (animals, heads, the Fly).
 */
public final class Recognizer {
  /**
   * Below this similarity to every calibrated sample a tile is not of the calibrated set (or not
   * a face the layout had), and the built-in reading stands.
   */
  static final double CALIBRATED_NEAR = 0.6;

  private final TileNet net;
  private final Calibration calibration;

  public Recognizer(TileNet net, Calibration calibration) {
    this.net = net;
    this.calibration = calibration;
  }

  /** The built-in model, no calibration. */
  public static Recognizer builtIn() {
    return new Recognizer(TileNet.builtIn(), null);
  }

  public Recognizer withCalibration(Calibration c) {
    return new Recognizer(net, c);
  }

  public List<TileReading> read(Path image) {
    return read(OpenCv.readImage(image));
  }

  public List<TileReading> read(Mat image) {
    List<TileReading> out = new ArrayList<>();
    for (TileNet.Spot s : net.find(image)) {
      out.add(reading(s));
    }
    return out;
  }

  private TileReading reading(TileNet.Spot s) {
    FaceScores face = FaceScores.of(TileNet.FACES, s.faces());
    if (calibration != null && calibration.closeness(s.embedding()) >= CALIBRATED_NEAR) {
      face = calibration.match(s.embedding());
    }
    double[] t = s.turns();
    int turn = 0;
    for (int k = 1; k < t.length; k++) {
      if (t[k] > t[turn]) {
        turn = k;
      }
    }
    // A face that looks the same both ways up cannot be upside down.
    if (turn == 2 && Faces.isPointSymmetric(face.best())) {
      turn = 0;
    } else if (turn == 3 && Faces.isPointSymmetric(face.best())) {
      turn = 1;
    }
    Orientation o = switch (turn) {
      case 0 -> Orientation.UPRIGHT;
      case 2 -> Orientation.UPSIDE_DOWN;
      default -> Orientation.SIDEWAYS;
    };
    return new TileReading(face.best(), quadOf(s.box(), turn), round(face.confidence()), face.runnerUp(), o);
  }

  /**
   * The box as a quad whose first corner is the face's own top-left: a face turned {@code turn}
   * quarter turns clockwise has its top edge on the box's right side (1), bottom (2) or left (3).
   */
  static Quad quadOf(Quad.Box b, int turn) {
    Quad upright = new Quad(new Point(b.x0(), b.y0()), new Point(b.x1(), b.y0()),
        new Point(b.x1(), b.y1()), new Point(b.x0(), b.y1()));
    return upright.rotateCorners(turn);
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }
}
