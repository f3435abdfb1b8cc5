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
    FaceFeatures features = calibration == null ? null : new FaceFeatures();
    List<TileNet.Spot> spots = net.find(image);
    Calibration.TileSize size = spots.isEmpty() ? null : Calibration.TileSize.of(spots);
    for (TileNet.Spot s : spots) {
      out.add(reading(image, s, size, features));
    }
    return out;
  }

  private TileReading reading(Mat image, TileNet.Spot s, Calibration.TileSize size, FaceFeatures features) {
    FaceScores face = FaceScores.of(TileNet.FACES, s.faces());
    int turn = turnOf(s);
    if (calibration != null) {
      Calibrated c = calibrated(image, s, turn, size, features);
      if (c.closeness() >= CALIBRATED_NEAR) {
        turn = c.turn();
        face = calibration.match(c.look());
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

  /** A box this much longer one way than the other shows which way the tile lies. */
  static final double CLEARLY_LONGER = 1.15;

  /**
   * The quarter turns the network gives the face, kept to those that agree with the box: a tile
   * whose box stands clearly upright is not sideways, and one lying clearly flat is.
   */
  static int turnOf(TileNet.Spot s) {
    double[] t = s.turns();
    int turn = -1;
    for (int k = 0; k < t.length; k++) {
      if (agrees(s, k) && (turn < 0 || t[k] > t[turn])) {
        turn = k;
      }
    }
    return turn;
  }

  private static boolean agrees(TileNet.Spot s, int turn) {
    double w = s.box().x1() - s.box().x0(), h = s.box().y1() - s.box().y0();
    boolean standing = h > w * CLEARLY_LONGER, lying = w > h * CLEARLY_LONGER;
    return (!standing || turn % 2 == 0) && (!lying || turn % 2 == 1);
  }

  /** A face cut out where it is nearest the table's own samples. */
  private record Calibrated(Calibration.Look look, int turn, double closeness) {}

  /** Shifts tried around a spot's centre, in fractions of a tile: the network's centres wander. */
  private static final double[] SHIFTS = {0, -0.12, 0.12};
  /** Sizes tried, as fractions of the median box: the network's boxes are looser or tighter per photo. */
  private static final double[] SCALES = {1, 0.87, 1.15};

  /**
   * The face cut out at the tile's size around the spot, shifted a little and taken each way up
   * the box allows (the network may mix up and down, or upright and sideways, on a face it has
   * never seen, an animal or the Fly; the table's own samples do not): whichever is nearest to a
   * sample of the table's set.
   */
  private Calibrated calibrated(Mat image, TileNet.Spot s, int turn, Calibration.TileSize size, FaceFeatures features) {
    Calibrated best = new Calibrated(null, turn, -2);
    for (int t = 0; t < 4; t++) {
      if (!agrees(s, t)) {
        continue;
      }
      for (double scale : SCALES) {
        for (double dx : SHIFTS) {
          for (double dy : SHIFTS) {
            Calibration.Look f = Calibration.look(features, image, size, s.box(), t, dx, dy, scale);
            double near = calibration.closeness(f);
            if (near > best.closeness()) {
              best = new Calibrated(f, t, near);
            }
          }
        }
      }
    }
    return best;
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
