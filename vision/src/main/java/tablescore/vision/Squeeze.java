package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;

/**
 * Whether a photo's tiles look squeezed, as in a photo stretched to a square, and how much to widen
 * it back: their boxes wider than the spacing of their centres along a row, judged only when
 * they lie straight. {@link Recognizer} then also looks at the photo widened back; these
 * judgements are kept apart from it, each with the measurement behind its bound, so that they
 * can be read together and Recognizer, too large to read rule by rule with them in it, is
 * shorter.
 */
final class Squeeze {
  private Squeeze() {}

  /**
   * Tiles whose boxes are this many times wider than the spacing of their centres in a row may be
   * tiles of a photo squeezed sideways (a landscape photo stretched to a square by a data set or
   * an app): the network knows tiles of their own shape, and boxes such thin tiles up to twice too
   * wide. The photo is then also looked at widened by that ratio, and the look whose tiles the
   * network scores higher on average is read (with the third-cycle networks, on the held-out photos the data set did not turn,
   * 0.820 / 0.852 became 0.854 / 0.885; taking the look whose faces read surer after the second
   * look read about the same and costs a second look).
   */
  static final double SQUEEZED = 1.3;
  /**
   * Tiles lying turned this many degrees or more ({@link TileTurn#degrees}) leave a squeeze
   * unjudged: a turned tile's upright box is wider than the tile, so boxes in a row overlap however
   * the photo was taken, and the photo is not looked at widened. Of the 430 shared photos 87 were
   * looked at widened; the widened look won on 19, of which one lay turned 20 degrees or more (by
   * 0.013 of score, at 32 degrees; its faces the same), and lost on 68, of which 50 lay turned so
   * (median read 112 ms against 71 for a photo not widened: the tile network's look costs about
   * 32 ms, and a close-up's coarse look more).
   */
  static final double SQUEEZE_UNJUDGED = 20;
  /** Whether the tiles in these boxes lie straight enough for their {@link #squeeze} to tell ({@link #SQUEEZE_UNJUDGED}). */
  static boolean squeezeJudged(Mat image, List<Quad.Box> boxes) {
    return TileTurn.degrees(image, boxes) < SQUEEZE_UNJUDGED;
  }

  /** A photo is widened at most this much to undo a squeeze. */
  static final double MOST_WIDENING = 2.5;
  /** Row neighbours needed to judge a squeeze. */
  static final int ROW_PAIRS = 4;

  /**
   * How much wider the tiles' boxes are than the spacing of their centres along a row: the median,
   * over tiles with a row neighbour (centres level within 0.3 of a tile's height, 0.2 to 1.5 of a
   * tile's width apart), of the two boxes' mean width over the distance between their centres;
   * about 1 for touching tiles read right, 1 when there are too few such tiles to judge.
   */
  static double squeeze(List<Quad.Box> boxes) {
    List<Double> ratios = new ArrayList<>();
    for (Quad.Box a : boxes) {
      double ax = (a.x0() + a.x1()) / 2, ay = (a.y0() + a.y1()) / 2, aw = a.x1() - a.x0(), ah = a.y1() - a.y0();
      double nearest = Double.MAX_VALUE, widths = 0;
      for (Quad.Box b : boxes) {
        if (b == a) {
          continue;
        }
        double dx = Math.abs(ax - (b.x0() + b.x1()) / 2), dy = Math.abs(ay - (b.y0() + b.y1()) / 2);
        if (dy < 0.3 * ah && dx > 0.2 * aw && dx < 1.5 * aw && dx < nearest) {
          nearest = dx;
          widths = (aw + b.x1() - b.x0()) / 2;
        }
      }
      if (nearest < Double.MAX_VALUE) {
        ratios.add(widths / nearest);
      }
    }
    return ratios.size() < ROW_PAIRS ? 1 : Calibration.median(ratios.stream().mapToDouble(Double::doubleValue).toArray());
  }
}
