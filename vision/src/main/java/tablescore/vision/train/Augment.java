package tablescore.vision.train;

import java.util.Random;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.FaceFeatures;
import tablescore.vision.Quad;

/**
 * Makes a clean face look photographed: set on a table colour, cut out by a slightly wrong quad
 * (as the tile finder would), then blurred, lit unevenly, tinted, noised, sometimes grey.
 */
public final class Augment {
  private Augment() {}

  public static Mat photographed(Mat face, Random rnd) {
    int pad = face.cols() / 4;
    Mat canvas = new Mat(face.rows() + 2 * pad, face.cols() + 2 * pad, CvType.CV_8UC3, randomTable(rnd));
    face.copyTo(canvas.submat(pad, pad + face.rows(), pad, pad + face.cols()));
    double jx = face.cols() * 0.05, jy = face.rows() * 0.05;
    Quad q = new Quad(
        jitter(new Point(pad, pad), jx, jy, rnd),
        jitter(new Point(pad + face.cols(), pad), jx, jy, rnd),
        jitter(new Point(pad + face.cols(), pad + face.rows()), jx, jy, rnd),
        jitter(new Point(pad, pad + face.rows()), jx, jy, rnd));
    Mat small = FaceFeatures.warp(canvas, q);
    return photometric(small, rnd);
  }

  /** Light, blur, tint, glare and noise on a face already at feature size. */
  public static Mat photometric(Mat face, Random rnd) {
    Mat out = new Mat();
    double contrast = 0.6 + rnd.nextDouble() * 0.6;
    double bright = -40 + rnd.nextDouble() * 60;
    face.convertTo(out, -1, contrast, bright);
    if (rnd.nextDouble() < 0.5) {
      Scalar tint = new Scalar(rnd.nextGaussian() * 12, rnd.nextGaussian() * 12, rnd.nextGaussian() * 12);
      Core.add(out, tint, out);
    }
    if (rnd.nextDouble() < 0.6) {
      double sigma = 0.3 + rnd.nextDouble() * 1.0;
      Imgproc.GaussianBlur(out, out, new Size(0, 0), sigma);
    }
    if (rnd.nextDouble() < 0.25) {
      // Glare: a bright soft spot somewhere on the face.
      Mat glare = Mat.zeros(out.size(), CvType.CV_8UC3);
      Point c = new Point(rnd.nextDouble() * out.cols(), rnd.nextDouble() * out.rows());
      Imgproc.circle(glare, c, (int) (out.cols() * (0.2 + rnd.nextDouble() * 0.3)), new Scalar(90, 90, 90), -1);
      Imgproc.GaussianBlur(glare, glare, new Size(0, 0), out.cols() * 0.15);
      Core.add(out, glare, out);
    }
    if (rnd.nextDouble() < 0.15) {
      Mat g = new Mat();
      Imgproc.cvtColor(out, g, Imgproc.COLOR_BGR2GRAY);
      Imgproc.cvtColor(g, out, Imgproc.COLOR_GRAY2BGR);
    }
    Mat noise = new Mat(out.size(), CvType.CV_16SC3);
    Core.randn(noise, 0, 2 + rnd.nextDouble() * 5);
    Mat wide = new Mat();
    out.convertTo(wide, CvType.CV_16SC3);
    Core.add(wide, noise, wide);
    wide.convertTo(out, CvType.CV_8UC3);
    return out;
  }

  public static Scalar randomTable(Random rnd) {
    return switch (rnd.nextInt(5)) {
      case 0 -> new Scalar(40 + rnd.nextInt(40), 110 + rnd.nextInt(60), 30 + rnd.nextInt(40)); // green felt
      case 1 -> new Scalar(110 + rnd.nextInt(60), 60 + rnd.nextInt(40), 20 + rnd.nextInt(30)); // blue felt
      case 2 -> new Scalar(40 + rnd.nextInt(40), 90 + rnd.nextInt(50), 140 + rnd.nextInt(60)); // wood
      case 3 -> new Scalar(20 + rnd.nextInt(40), 20 + rnd.nextInt(40), 20 + rnd.nextInt(40)); // dark
      default -> new Scalar(rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256));
    };
  }

  private static Point jitter(Point p, double jx, double jy, Random rnd) {
    return new Point(p.x + rnd.nextGaussian() * jx, p.y + rnd.nextGaussian() * jy);
  }
}
