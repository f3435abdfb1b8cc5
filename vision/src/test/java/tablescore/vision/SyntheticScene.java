package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/** Renders test photos: tile faces placed on a coloured table, then the whole view tilted. */
final class SyntheticScene {
  static final Path SHARED = Path.of(System.getProperty("tablescore.shared", "../../shared"));

  /** A tile placed in the scene: its face, centre, and how far it is turned (degrees). */
  record Placed(String face, Point center, double angle) {}

  private final Mat canvas;
  private final List<Placed> placed = new ArrayList<>();
  private final int tileH;

  SyntheticScene(int width, int height, Scalar table, int tileH) {
    OpenCv.load();
    this.canvas = new Mat(height, width, CvType.CV_8UC3, table);
    this.tileH = tileH;
  }

  int tileW() {
    return (int) Math.round(tileH * 0.75);
  }

  int tileH() {
    return tileH;
  }

  /** Draws a face at {@code center}, turned by {@code angle} degrees (90 = lying sideways). */
  void place(String face, Mat art, Point center, double angle) {
    Mat tile = new Mat();
    Imgproc.resize(art, tile, new Size(tileW(), tileH), 0, 0, Imgproc.INTER_AREA);
    // The tile's rounded edge shows as a thin grey line where two tiles touch.
    Imgproc.rectangle(tile, new Point(0, 0), new Point(tileW() - 1, tileH - 1), new Scalar(150, 155, 160), 2);
    Mat m = Imgproc.getRotationMatrix2D(new Point(tileW() / 2.0, tileH / 2.0), -angle, 1.0);
    m.put(0, 2, m.get(0, 2)[0] + center.x - tileW() / 2.0);
    m.put(1, 2, m.get(1, 2)[0] + center.y - tileH / 2.0);
    Mat mask = new Mat(tile.size(), CvType.CV_8U, new Scalar(255));
    Mat warped = new Mat(), warpedMask = new Mat();
    Imgproc.warpAffine(tile, warped, m, canvas.size(), Imgproc.INTER_LINEAR);
    Imgproc.warpAffine(mask, warpedMask, m, canvas.size(), Imgproc.INTER_NEAREST);
    warped.copyTo(canvas, warpedMask);
    placed.add(new Placed(face, center, angle));
  }

  /** The table before the camera sees it, to draw things that are not tiles on. */
  Mat canvas() {
    return canvas;
  }

  List<Placed> placed() {
    return placed;
  }

  /** The scene seen from a slightly tilted camera, plus where each tile centre ended up. */
  Photo photo(double tilt) {
    int w = canvas.cols(), h = canvas.rows();
    MatOfPoint2f src = new MatOfPoint2f(new Point(0, 0), new Point(w, 0), new Point(w, h), new Point(0, h));
    MatOfPoint2f dst = new MatOfPoint2f(new Point(w * tilt, h * tilt * 0.5), new Point(w * (1 - tilt), 0),
        new Point(w, h), new Point(0, h * (1 - tilt * 0.3)));
    Mat hm = Imgproc.getPerspectiveTransform(src, dst);
    Mat out = new Mat();
    Imgproc.warpPerspective(canvas, out, hm, canvas.size(), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, canvas.get(0, 0) == null ? new Scalar(0) : new Scalar(canvas.get(0, 0)));
    List<Placed> moved = new ArrayList<>();
    for (Placed p : placed) {
      MatOfPoint2f c = new MatOfPoint2f(p.center());
      MatOfPoint2f t = new MatOfPoint2f();
      Core.perspectiveTransform(c, t, hm);
      moved.add(new Placed(p.face(), t.toArray()[0], p.angle()));
    }
    return new Photo(out, moved);
  }

  record Photo(Mat image, List<Placed> tiles) {}

  /** Artwork of one style by face, rendered as tiles. */
  static Map<String, Mat> style(String style) {
    Map<String, Mat> out = new HashMap<>();
    for (ArtCatalog.Art a : ArtCatalog.load(SHARED)) {
      if (a.style().equals(style)) {
        out.put(a.face(), TileArt.render(a));
      }
    }
    return out;
  }

  /**
   * A table's whole set for calibration in one art style: the style's own faces; a red five it
   * lacks is its five with a red dot (as many sets mark it); any other face it lacks (animals,
   * heads, the Fly, flowers in some styles) made-up art.
   */
  static Map<String, Mat> tableSet(String style, List<String> faces) {
    Map<String, Mat> art = style(style);
    Map<String, Mat> set = new HashMap<>();
    for (String f : faces) {
      Mat m = art.get(f);
      String five = Faces.redFivePartner(f);
      if (m == null && f.startsWith("0") && five != null && art.containsKey(five)) {
        m = art.get(five).clone();
        Imgproc.circle(m, new Point(120, 30), 14, new Scalar(20, 20, 220), -1);
      }
      set.put(f, m != null ? m : inventedArt(f, 1));
    }
    return set;
  }

  /** Made-up art for faces with no public artwork (animals, heads, Fly): a symbol and a mark. */
  static Mat inventedArt(String face, int seed) {
    Mat m = new Mat(TileArt.H, TileArt.W, CvType.CV_8UC3, new Scalar(236, 241, 244));
    java.util.Random r = new java.util.Random(seed * 31L + face.hashCode());
    Scalar ink = new Scalar(r.nextInt(160), r.nextInt(160), r.nextInt(160));
    for (int i = 0; i < 3; i++) {
      Point c = new Point(30 + r.nextInt(90), 40 + r.nextInt(120));
      switch (r.nextInt(3)) {
        case 0 -> Imgproc.circle(m, c, 12 + r.nextInt(20), ink, 4 + r.nextInt(6));
        case 1 -> Imgproc.rectangle(m, c, new Point(c.x + 20 + r.nextInt(30), c.y + 15 + r.nextInt(40)), ink, -1);
        default -> Imgproc.line(m, c, new Point(r.nextInt(150), r.nextInt(200)), ink, 6);
      }
    }
    Imgproc.putText(m, face, new Point(20, 190), Imgproc.FONT_HERSHEY_SIMPLEX, 1.5, ink, 4);
    return m;
  }
}
