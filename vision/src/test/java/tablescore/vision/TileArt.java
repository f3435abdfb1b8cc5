package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.VisionException;

/** Renders one artwork entry as an opaque BGR tile face, 150 x 200 pixels. */
public final class TileArt {
  public static final int W = 150, H = 200;

  private TileArt() {}

  public static Mat render(ArtCatalog.Art art) {
    OpenCv.load();
    Mat face = Imgcodecs.imread(art.png().toString(), Imgcodecs.IMREAD_UNCHANGED);
    if (face.empty()) {
      throw new VisionException("cannot read artwork " + art.png());
    }
    // The artwork is up to 800x600 and its blending works in floats: its Mats are released here,
    // not left for the collector, which a test's small heap seldom calls (GBs of native memory).
    if (art.body() == null) {
      Mat bgr = toBgr(face);
      Mat out = new Mat();
      Imgproc.resize(bgr, out, new Size(W, H), 0, 0, Imgproc.INTER_AREA);
      bgr.release();
      face.release();
      return out;
    }
    Mat body = Imgcodecs.imread(art.body().toString(), Imgcodecs.IMREAD_UNCHANGED);
    Mat canvas = new Mat();
    Mat flat = flatten(body, new Scalar(235, 240, 243));
    Mat flatBgr = toBgr(flat);
    Imgproc.resize(flatBgr, canvas, new Size(W, H), 0, 0, Imgproc.INTER_AREA);
    flatBgr.release();
    flat.release();
    body.release();
    // Art covers most of the face, with a margin like a real tile's border.
    int mw = (int) (W * 0.08), mh = (int) (H * 0.07);
    Mat region = canvas.submat(mh, H - mh, mw, W - mw);
    Mat sized = new Mat();
    Imgproc.resize(face, sized, region.size(), 0, 0, Imgproc.INTER_AREA);
    blend(region, sized);
    sized.release();
    face.release();
    return canvas;
  }

  /** Alpha-blends a BGRA (or opaque) image onto a BGR region in place. */
  static void blend(Mat region, Mat overlay) {
    if (overlay.channels() < 4) {
      toBgr(overlay).copyTo(region);
      return;
    }
    List<Mat> ch = new ArrayList<>();
    Core.split(overlay, ch);
    Mat alpha = new Mat();
    ch.get(3).convertTo(alpha, CvType.CV_32F, 1 / 255.0);
    Mat alpha3 = new Mat();
    Core.merge(List.of(alpha, alpha, alpha), alpha3);
    Mat fg = new Mat(), bg = new Mat();
    Core.merge(ch.subList(0, 3), fg);
    fg.convertTo(fg, CvType.CV_32FC3);
    region.convertTo(bg, CvType.CV_32FC3);
    Mat inv = new Mat();
    Mat ones = new Mat(alpha3.size(), CvType.CV_32FC3, new Scalar(1, 1, 1));
    Core.subtract(ones, alpha3, inv);
    Core.multiply(fg, alpha3, fg);
    Core.multiply(bg, inv, bg);
    Core.add(fg, bg, fg);
    fg.convertTo(region, region.type());
    for (Mat m : List.of(alpha, alpha3, fg, bg, inv, ones)) {
      m.release();
    }
    ch.forEach(Mat::release);
  }

  private static Mat flatten(Mat img, Scalar background) {
    if (img.channels() < 4) {
      return img;
    }
    Mat bg = new Mat(img.size(), CvType.CV_8UC3, background);
    blend(bg, img);
    return bg;
  }

  static Mat toBgr(Mat m) {
    Mat out = new Mat();
    switch (m.channels()) {
      case 1 -> Imgproc.cvtColor(m, out, Imgproc.COLOR_GRAY2BGR);
      case 4 -> {
        out = new Mat(m.size(), CvType.CV_8UC3, new Scalar(255, 255, 255));
        blend(out, m);
      }
      default -> out = m;
    }
    return out;
  }
}
