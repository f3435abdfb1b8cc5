package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * Which places of a calibration layout are bare: a set without red fives, animals, heads or the
 * Fly (most sets; riichi sets have no flowers) leaves their places empty, and those faces are not
 * in the set. A place is bare when the second look sees no tile face there and most of it is the
 * table's own colour, the colour round the photo's edges: either alone is not enough, since a place
 * the rows were placed over wrongly may cut a tile in half, which the second look calls no face.
 */
final class EmptyCells {
  /** "No face" at least this sure (empty places of KDE's layouts 0.96; tiles 0.00-0.43). */
  static final double NO_FACE = 0.8;
  /** At least this share of the place's middle is the table's colour... */
  static final double TABLE_SHARE = 0.8;
  /** ...within this distance in 8-bit Lab of the colour round the photo's edges. */
  static final double TABLE_NEAR = 30;
  /** The share of the photo's side, at each edge, whose colour is the table's. */
  private static final double EDGE = 0.03;

  private final Mat photo;
  private final TileFace second;
  private double[] table;

  EmptyCells(Mat photo, TileFace second) {
    this.photo = photo;
    this.second = second;
  }

  /** Whether {@code cell} shows no tile (never, without a second look to ask). */
  boolean empty(Quad.Box cell) {
    if (second == null || second.read(photo, List.of(cell))[0][TileFace.NONE] < NO_FACE) {
      return false;
    }
    if (table == null) {
      table = tableColour();
    }
    Rect middle = clipped(cell.x0() + 0.1 * (cell.x1() - cell.x0()), cell.y0() + 0.1 * (cell.y1() - cell.y0()),
        cell.x1() - 0.1 * (cell.x1() - cell.x0()), cell.y1() - 0.1 * (cell.y1() - cell.y0()));
    if (middle == null) {
      return false;
    }
    byte[] lab = lab(middle);
    int near = 0, n = lab.length / 3;
    for (int i = 0; i < n; i++) {
      double dl = (lab[3 * i] & 0xff) - table[0], da = (lab[3 * i + 1] & 0xff) - table[1], db = (lab[3 * i + 2] & 0xff) - table[2];
      near += dl * dl + da * da + db * db <= TABLE_NEAR * TABLE_NEAR ? 1 : 0;
    }
    return n > 0 && near >= TABLE_SHARE * n;
  }

  /** The median Lab colour of the photo's edges. */
  private double[] tableColour() {
    int w = photo.cols(), h = photo.rows();
    int ew = Math.max(1, (int) (EDGE * w)), eh = Math.max(1, (int) (EDGE * h));
    List<byte[]> strips = new ArrayList<>();
    for (Rect r : List.of(new Rect(0, 0, w, eh), new Rect(0, h - eh, w, eh), new Rect(0, 0, ew, h), new Rect(w - ew, 0, ew, h))) {
      strips.add(lab(r));
    }
    double[] median = new double[3];
    for (int c = 0; c < 3; c++) {
      int[] counts = new int[256];
      int total = 0;
      for (byte[] s : strips) {
        for (int i = c; i < s.length; i += 3) {
          counts[s[i] & 0xff]++;
          total++;
        }
      }
      int seen = 0, v = 0;
      while (v < 255 && (seen += counts[v]) < total / 2) {
        v++;
      }
      median[c] = v;
    }
    return median;
  }

  private byte[] lab(Rect r) {
    Mat part = photo.submat(r);
    Mat bgr = part.channels() == 3 ? part : new Mat();
    Mat lab = new Mat();
    try {
      if (part.channels() != 3) { // a grey or BGRA photo, as a caller may pass
        Imgproc.cvtColor(part, bgr, part.channels() == 4 ? Imgproc.COLOR_BGRA2BGR : Imgproc.COLOR_GRAY2BGR);
      }
      Imgproc.cvtColor(bgr, lab, Imgproc.COLOR_BGR2Lab);
      byte[] out = new byte[(int) lab.total() * 3];
      lab.get(0, 0, out);
      return out;
    } finally {
      OpenCv.releaseCopy(bgr, part);
      part.release();
      lab.release();
    }
  }

  private Rect clipped(double x0, double y0, double x1, double y1) {
    int a = (int) Math.max(0, Math.round(x0)), b = (int) Math.max(0, Math.round(y0));
    int c = (int) Math.min(photo.cols(), Math.round(x1)), d = (int) Math.min(photo.rows(), Math.round(y1));
    return c > a && d > b ? new Rect(a, b, c - a, d - b) : null;
  }
}
