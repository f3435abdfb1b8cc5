package tablescore.vision;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.opencv.objdetect.HOGDescriptor;

/**
 * Turns a tile face into a feature vector: HOG of the grey face (shape of the ink) followed by a
 * coarse map of where red, green and blue ink sits (what tells 5m from red 0m, 6z from 1s).
 */
public final class FaceFeatures {
  /** Size the face is warped to before features are taken (portrait, 3:4 - ish). */
  public static final int W = 40, H = 56;

  private static final int COLOUR_GRID_X = 4, COLOUR_GRID_Y = 6;
  /** The red map's grid ({@link #redMap}): across, down. */
  public static final int RED_GRID_X = 8, RED_GRID_Y = 12;
  /** Trim this fraction from each edge: the tile's rounded border and the table behind it. */
  private static final double INSET = 0.06;

  private final HOGDescriptor hog;

  public FaceFeatures() {
    OpenCv.load();
    hog = new HOGDescriptor(new Size(W, H), new Size(16, 16), new Size(8, 8), new Size(8, 8), 9);
  }

  public int length() {
    return (int) hog.getDescriptorSize() + COLOUR_GRID_X * COLOUR_GRID_Y * 3;
  }

  /** Warps the quad (p0 = top-left of the face as read) out of the image into a W x H face. */
  public static Mat warp(Mat image, Quad q) {
    double ix = INSET;
    Point[] src = {
      inset(q, ix, ix), inset(q, 1 - ix, ix), inset(q, 1 - ix, 1 - ix), inset(q, ix, 1 - ix)
    };
    Mat m = Imgproc.getPerspectiveTransform(
        new MatOfPoint2f(src),
        new MatOfPoint2f(new Point(0, 0), new Point(W, 0), new Point(W, H), new Point(0, H)));
    Mat out = new Mat();
    Imgproc.warpPerspective(image, out, m, new Size(W, H), Imgproc.INTER_AREA, Core.BORDER_REPLICATE);
    return out;
  }

  /** Point at fractions (u across, v down) of the quad, bilinear between its corners. */
  private static Point inset(Quad q, double u, double v) {
    double x = (1 - u) * (1 - v) * q.p0().x + u * (1 - v) * q.p1().x + u * v * q.p2().x + (1 - u) * v * q.p3().x;
    double y = (1 - u) * (1 - v) * q.p0().y + u * (1 - v) * q.p1().y + u * v * q.p2().y + (1 - u) * v * q.p3().y;
    return new Point(x, y);
  }

  /** Features of a W x H BGR face as one row of floats. */
  public Mat of(Mat face) {
    Mat bgr = face;
    if (face.cols() != W || face.rows() != H) {
      bgr = new Mat();
      Imgproc.resize(face, bgr, new Size(W, H), 0, 0, Imgproc.INTER_AREA);
    }
    Mat gray = new Mat();
    Imgproc.cvtColor(bgr, gray, Imgproc.COLOR_BGR2GRAY);
    // Stretch contrast so dim light and glare give the same gradients.
    Core.normalize(gray, gray, 0, 255, Core.NORM_MINMAX);
    MatOfFloat hogValues = new MatOfFloat();
    hog.compute(gray, hogValues);
    float[] h = hogValues.toArray();
    float[] colour = colourMap(bgr);
    Mat row = new Mat(1, h.length + colour.length, CvType.CV_32F);
    row.put(0, 0, h);
    row.put(0, h.length, colour);
    return row;
  }

  /** Where a face's red ink is: its share of each cell of an 8 x 12 grid. */
  public static float[] redMap(Mat bgr) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    Mat red1 = new Mat(), red2 = new Mat();
    Core.inRange(hsv, new Scalar(0, 70, 50), new Scalar(12, 255, 255), red1);
    Core.inRange(hsv, new Scalar(160, 70, 50), new Scalar(180, 255, 255), red2);
    Core.bitwise_or(red1, red2, red1);
    Mat small = new Mat();
    Imgproc.resize(red1, small, new Size(RED_GRID_X, RED_GRID_Y), 0, 0, Imgproc.INTER_AREA);
    float[] out = new float[RED_GRID_X * RED_GRID_Y];
    for (int y = 0; y < RED_GRID_Y; y++) {
      for (int x = 0; x < RED_GRID_X; x++) {
        out[y * RED_GRID_X + x] = (float) (small.get(y, x)[0] / 255.0);
      }
    }
    return out;
  }

  /** Fraction of red, green and blue ink pixels in each cell of a coarse grid. */
  private static float[] colourMap(Mat bgr) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    Mat red1 = new Mat(), red2 = new Mat(), green = new Mat(), blue = new Mat();
    Core.inRange(hsv, new Scalar(0, 70, 50), new Scalar(12, 255, 255), red1);
    Core.inRange(hsv, new Scalar(160, 70, 50), new Scalar(180, 255, 255), red2);
    Core.bitwise_or(red1, red2, red1);
    Core.inRange(hsv, new Scalar(35, 50, 30), new Scalar(90, 255, 255), green);
    Core.inRange(hsv, new Scalar(90, 50, 30), new Scalar(140, 255, 255), blue);
    List<Mat> inks = List.of(red1, green, blue);
    float[] out = new float[COLOUR_GRID_X * COLOUR_GRID_Y * 3];
    int i = 0;
    for (Mat ink : inks) {
      Mat small = new Mat();
      Imgproc.resize(ink, small, new Size(COLOUR_GRID_X, COLOUR_GRID_Y), 0, 0, Imgproc.INTER_AREA);
      for (int y = 0; y < COLOUR_GRID_Y; y++) {
        for (int x = 0; x < COLOUR_GRID_X; x++) {
          // Scaled so a cell full of ink weighs about as much as a strong HOG block.
          out[i++] = (float) (small.get(y, x)[0] / 255.0 * 0.6);
        }
      }
    }
    return out;
  }
}
