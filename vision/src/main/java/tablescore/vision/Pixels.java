package tablescore.vision;

import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * A part of a photo copied out of OpenCV as BGR bytes, so that the many cuts a calibrated search
 * takes of one tile are sampled in Java rather than by a few calls into OpenCV each (the calls,
 * not the arithmetic, were most of their cost). Sampling outside it repeats its edge pixels, as
 * OpenCV's BORDER_REPLICATE does at the photo's edge: take it to cover everything that will be
 * sampled ({@link #covering}).
 */
public final class Pixels {
  private final byte[] bgr;
  private final int x0, y0, width, height;

  private Pixels(byte[] bgr, int x0, int y0, int width, int height) {
    this.bgr = bgr;
    this.x0 = x0;
    this.y0 = y0;
    this.width = width;
    this.height = height;
  }

  /** The whole image. */
  public static Pixels of(Mat image) {
    return part(image, new Rect(0, 0, image.cols(), image.rows()));
  }

  /** The part of the image the quads cover (with a pixel round them for bilinear sampling). */
  public static Pixels covering(Mat image, List<Quad> quads) {
    if (quads.isEmpty()) {
      return of(image);
    }
    double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
    for (Quad q : quads) {
      for (var p : List.of(q.p0(), q.p1(), q.p2(), q.p3())) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
    }
    int ax = clamp((int) Math.floor(minX) - 2, 0, image.cols() - 1);
    int ay = clamp((int) Math.floor(minY) - 2, 0, image.rows() - 1);
    int bx = clamp((int) Math.ceil(maxX) + 3, ax + 1, image.cols());
    int by = clamp((int) Math.ceil(maxY) + 3, ay + 1, image.rows());
    return part(image, new Rect(ax, ay, bx - ax, by - ay));
  }

  private static Pixels part(Mat image, Rect r) {
    Mat bgr = image;
    if (image.type() != CvType.CV_8UC3) {
      bgr = new Mat();
      if (image.channels() == 1) {
        Imgproc.cvtColor(image, bgr, Imgproc.COLOR_GRAY2BGR);
      } else if (image.channels() == 4) {
        Imgproc.cvtColor(image, bgr, Imgproc.COLOR_BGRA2BGR);
      } else {
        throw new VisionException("cannot read an image of OpenCV type " + CvType.typeToString(image.type())
            + "; expected 8-bit colour or grey");
      }
    }
    Mat sub = bgr.submat(r).clone();
    byte[] bytes = new byte[r.width * r.height * 3];
    sub.get(0, 0, bytes);
    sub.release();
    OpenCv.releaseCopy(bgr, image);
    return new Pixels(bytes, r.x, r.y, r.width, r.height);
  }

  /**
   * Math.floor as a whole number, the same for every value a photo's coordinates take; without a
   * call into StrictMath, which the service's C1-only compiler makes for Math.floor (a tenth of
   * the calibrated search's sampling, by a profile).
   */
  static long floor(double v) {
    long f = (long) v;
    return v < f ? f - 1 : f;
  }

  private static int clamp(int v, int lo, int hi) {
    return Math.max(lo, Math.min(hi, v));
  }

  /** Bilinear positions are rounded to 1/32 of a pixel, as OpenCV's warps round them. */
  private static final int SUBPIXEL_BITS = 5, SUBPIXELS = 1 << SUBPIXEL_BITS;

  /**
   * Samples the quad into a {@code w x h} BGR picture (p0 to its top-left corner, p1 top-right, p2
   * bottom-right, p3 bottom-left): pixel (x, y) is taken bilinearly at the point x / w across and
   * y / h down the quad, as OpenCV's warpPerspective maps a rectangle's quad (a parallelogram) onto
   * a rectangle.
   */
  byte[] sample(Quad q, int w, int h) {
    byte[] out = new byte[w * h * 3];
    int o = 0;
    int row = width * 3;
    for (int y = 0; y < h; y++) {
      double v0 = (double) y / h;
      double lx = q.p0().x + (q.p3().x - q.p0().x) * v0 - x0, ly = q.p0().y + (q.p3().y - q.p0().y) * v0 - y0;
      double rx = q.p1().x + (q.p2().x - q.p1().x) * v0 - x0, ry = q.p1().y + (q.p2().y - q.p1().y) * v0 - y0;
      double stepX = (rx - lx) / w * SUBPIXELS, stepY = (ry - ly) / w * SUBPIXELS;
      for (int x = 0; x < w; x++) {
        long fx = floor(lx * SUBPIXELS + stepX * x + 0.5), fy = floor(ly * SUBPIXELS + stepY * x + 0.5);
        int ix = (int) (fx >> SUBPIXEL_BITS), iy = (int) (fy >> SUBPIXEL_BITS);
        float u = (float) (fx & (SUBPIXELS - 1)) / SUBPIXELS, v = (float) (fy & (SUBPIXELS - 1)) / SUBPIXELS;
        int xa, xb, ya, yb;
        if (ix >= 0 && iy >= 0 && ix + 1 < width && iy + 1 < height) {
          xa = ix;
          xb = ix + 1;
          ya = iy;
          yb = iy + 1;
        } else {
          xa = clamp(ix, 0, width - 1);
          xb = clamp(ix + 1, 0, width - 1);
          ya = clamp(iy, 0, height - 1);
          yb = clamp(iy + 1, 0, height - 1);
        }
        int p00 = ya * row + xa * 3, p01 = ya * row + xb * 3, p10 = yb * row + xa * 3, p11 = yb * row + xb * 3;
        float w00 = (1 - u) * (1 - v), w01 = u * (1 - v), w10 = (1 - u) * v, w11 = u * v;
        for (int c = 0; c < 3; c++) {
          float value = (bgr[p00 + c] & 0xff) * w00 + (bgr[p01 + c] & 0xff) * w01
              + (bgr[p10 + c] & 0xff) * w10 + (bgr[p11 + c] & 0xff) * w11;
          out[o++] = (byte) (int) (value + 0.5f);
        }
      }
    }
    return out;
  }
}
