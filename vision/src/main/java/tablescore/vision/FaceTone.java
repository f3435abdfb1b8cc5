package tablescore.vision;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfDouble;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * How a tile's face and ink lie in a photo, told from pixels alone: light ink on a dark face (read
 * with light and dark swapped), a face with no ink (a blank white dragon), a face of a colour no
 * tile is. {@link Recognizer} asks; the networks read.
 */
final class FaceTone {
  private FaceTone() {}

  /**
   * Whether the tiles' faces, swapped, are of a colour no tile face is (a jade face swapped is
   * cyan, magenta or orange): the median over the spots of their middles' median saturation (0.1
   * in from each side) is over {@link #COLOURED_FACE}. Such a look is read in grey, its hues being
   * no set's: KDE jade hands swapped 0.373 / 0.369, in grey 0.465 / 0.470 (faces' saturation
   * 122), rows of gleitz's faces drawn light on dark green ({@code LightOnDarkTest}) 70 to 81 of
   * 112; gleitz's inverted faces swapped back are ivory (saturation 22-33) and read best in their
   * colours (in grey 73 of 112 against 97), fluffystuff's black faces swapped are grey (0).
   */
  static boolean colouredFaces(Mat swapped, List<TileNet.Spot> found) {
    if (swapped.channels() != 3 || found.isEmpty()) {
      return false;
    }
    Mat hsv = new Mat();
    Imgproc.cvtColor(swapped, hsv, Imgproc.COLOR_BGR2HSV);
    double[] medians = new double[found.size()];
    for (int i = 0; i < found.size(); i++) {
      medians[i] = saturationMedian(hsv, found.get(i).box());
    }
    hsv.release();
    return Calibration.median(medians) > COLOURED_FACE;
  }

  static final double COLOURED_FACE = 60;

  private static int saturationMedian(Mat hsv, Quad.Box b) {
    Rect middle = inset(hsv, b, 0.1);
    if (middle == null) {
      return 0;
    }
    Mat saturation = new Mat();
    Core.extractChannel(hsv.submat(middle), saturation, 1);
    byte[] values = new byte[(int) saturation.total()];
    saturation.get(0, 0, values);
    saturation.release();
    int[] histogram = new int[256];
    for (byte v : values) {
      histogram[v & 0xff]++;
    }
    return median(histogram, values.length);
  }

  /**
   * Whether the tile in the box is drawn in light ink on a dark face (as jade-like sets are): in
   * the middle of the box most pixels are dark and a bright minority, the ink, lifts the mean
   * grey at least {@link #LIGHT_INK_LIFT} above the median. No set the networks learnt from is
   * drawn that way but one (fluffystuff's black set), and they read such a tile better with its
   * light and dark swapped: KDE jade crops 0.191 / 0.225 to 0.444 / 0.500, gleitz's faces
   * inverted 10 to 32 of 42 (`LightOnDarkTest`); fluffystuff's black faces 36 to 35 of 37 (a 9 of
   * characters read as a 7). Reading both ways and keeping the surer reading kept that one but
   * read jade 0.400 / 0.450 and gleitz inverted 28, for two runs more. On an ivory face with dark
   * ink the median stands at or above the mean; over the held-out crops, even dim ones, the mean
   * stood at most 27 above.
   */
  static boolean lightOnDark(Mat image, Quad.Box b) {
    byte[] grey = middleGrey(image, b);
    if (grey.length == 0) {
      return false;
    }
    int[] histogram = new int[256];
    double sum = 0;
    for (byte g : grey) {
      histogram[g & 0xff]++;
      sum += g & 0xff;
    }
    return sum / grey.length - median(histogram, grey.length) >= LIGHT_INK_LIFT;
  }

  /**
   * Whether the middle of the box is without ink: its grey spreads (standard deviation) at most
   * {@link #INKLESS_SPREAD}. The middles of the blank faces the network found only below its
   * threshold on the shared photos spread 1.5-2.6; of the other white spots it found there
   * (a patch of wood, a table's edge, two framed white dragons' frames) 14-49.
   */
  static boolean inkless(Mat image, Quad.Box b) {
    byte[] grey = middleGrey(image, b);
    if (grey.length == 0) {
      return false;
    }
    double sum = 0, squares = 0;
    for (byte g : grey) {
      sum += g & 0xff;
      squares += (g & 0xff) * (g & 0xff);
    }
    double mean = sum / grey.length;
    return Math.sqrt(Math.max(0, squares / grey.length - mean * mean)) <= INKLESS_SPREAD;
  }

  static final double INKLESS_SPREAD = 10;

  /**
   * Whether the ink in the middle of the box is lighter than the tile's face: the face's grey is
   * the median of a ring between {@link #FACE_RING} and twice that in from the box's sides (inside
   * the tile, outside its picture), and of the middle's pixels more than {@link #INK_STEP} from it
   * the lighter outnumber the darker and cover at least {@link #LEAST_INK} of it. Unlike
   * {@link #lightOnDark}, a face whose dark ink covers most of its middle (a 9 of dots, close)
   * does not count.
   */
  static boolean inkLighterThanFace(Mat image, Quad.Box b) {
    // One grey cut of the box less the ring's outer margin; ring and middle are parts of it.
    Rect outer = inset(image, b, FACE_RING), inner = inset(image, b, 2 * FACE_RING), middle = inset(image, b, MIDDLE_MARGIN);
    if (outer == null || inner == null || middle == null) {
      return false;
    }
    byte[] grey = greyOf(image, outer);
    int face = ringMedian(grey, outer, inner);
    if (face < 0) {
      return false;
    }
    int lighter = 0, darker = 0;
    for (int y = middle.y - outer.y; y < middle.y - outer.y + middle.height; y++) {
      for (int x = middle.x - outer.x; x < middle.x - outer.x + middle.width; x++) {
        int v = grey[y * outer.width + x] & 0xff;
        if (v > face + INK_STEP) {
          lighter++;
        } else if (v < face - INK_STEP) {
          darker++;
        }
      }
    }
    return lighter > darker && lighter >= LEAST_INK * middle.area();
  }

  /** The median grey of {@code grey} (of {@code outer}, row by row) outside {@code inner}; -1 if none lies there. */
  private static int ringMedian(byte[] grey, Rect outer, Rect inner) {
    int[] histogram = new int[256];
    int ring = 0;
    for (int y = 0; y < outer.height; y++) {
      for (int x = 0; x < outer.width; x++) {
        int ix = outer.x + x - inner.x, iy = outer.y + y - inner.y;
        if (ix < 0 || iy < 0 || ix >= inner.width || iy >= inner.height) {
          histogram[grey[y * outer.width + x] & 0xff]++;
          ring++;
        }
      }
    }
    return ring == 0 ? -1 : median(histogram, ring);
  }

  /**
   * The grey of a tile's face: the median of the ring between {@link #FACE_RING} and twice that
   * in from the box's sides (inside the tile, outside its picture); -1 if the box is too small.
   */
  static int faceGrey(Mat image, Quad.Box b) {
    Rect outer = inset(image, b, FACE_RING), inner = inset(image, b, 2 * FACE_RING);
    return outer == null || inner == null ? -1 : ringMedian(greyOf(image, outer), outer, inner);
  }

  /**
   * Whether the box's middle ({@link #MIDDLE_MARGIN} in from each side) is light, its mean HSV
   * value over {@link #FACE_LIGHT}, and pale, its mean saturation under {@link #FACE_PALE}, as a
   * tile's face is (not felt, a mat or a dark set's face).
   */
  static boolean lightAndPale(Mat image, Quad.Box b) {
    Rect middle = inset(image, b, MIDDLE_MARGIN);
    if (middle == null) {
      return false;
    }
    double[] mean = hsvMeanAndSpread(image.submat(middle))[0];
    return mean[2] > FACE_LIGHT && mean[1] < FACE_PALE;
  }

  static final double FACE_LIGHT = 150;
  static final double FACE_PALE = 80;

  /** The mean and standard deviation of each HSV channel (OpenCV's: hue 0-180, saturation and value 0-255) of a BGR part of a photo. */
  static double[][] hsvMeanAndSpread(Mat bgr) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    MatOfDouble mean = new MatOfDouble(), spread = new MatOfDouble();
    Core.meanStdDev(hsv, mean, spread);
    hsv.release();
    return new double[][] {mean.toArray(), spread.toArray()};
  }

  /** The mean grey of the box's middle ({@link #MIDDLE_MARGIN} in from each side); -1 if nothing is left. */
  static double middleMean(Mat image, Quad.Box b) {
    byte[] grey = middleGrey(image, b);
    double sum = 0;
    for (byte g : grey) {
      sum += g & 0xff;
    }
    return grey.length == 0 ? -1 : sum / grey.length;
  }

  static final double FACE_RING = 0.08;
  static final int INK_STEP = 40;
  static final double LEAST_INK = 0.03;

  /** The grey of the box's middle ({@link #MIDDLE_MARGIN} in from each side), row by row. */
  private static byte[] middleGrey(Mat image, Quad.Box b) {
    Rect middle = inset(image, b, MIDDLE_MARGIN);
    return middle == null ? new byte[0] : greyOf(image, middle);
  }

  /** The grey of the part of the image, row by row. */
  private static byte[] greyOf(Mat image, Rect inside) {
    Mat grey = new Mat();
    Mat part = image.submat(inside);
    OpenCv.toGrey(part, grey);
    byte[] out = new byte[(int) grey.total()];
    grey.get(0, 0, out);
    grey.release();
    return out;
  }

  /**
   * The middle of a box whose grey {@link #lightOnDark} and {@link #inkless} weigh, and whose
   * colour {@link #lightAndPale} does: a fifth of it in from each side.
   */
  private static final double MIDDLE_MARGIN = 0.2;
  /** How far light ink must lift the mean grey of a face's middle above its median (of 255). */
  static final double LIGHT_INK_LIFT = 30;

  /** The box less {@code margin} of its size on each side, within the image; null if nothing is left. */
  private static Rect inset(Mat image, Quad.Box b, double margin) {
    double w = b.x1() - b.x0(), h = b.y1() - b.y0();
    int x0 = (int) Math.max(0, b.x0() + margin * w), y0 = (int) Math.max(0, b.y0() + margin * h);
    int x1 = (int) Math.min(image.cols(), b.x1() - margin * w), y1 = (int) Math.min(image.rows(), b.y1() - margin * h);
    return x1 <= x0 || y1 <= y0 ? null : new Rect(x0, y0, x1 - x0, y1 - y0);
  }

  /** The median of {@code count} values counted in a 256-bin histogram. */
  private static int median(int[] histogram, int count) {
    int median = 0;
    for (int seen = 0; seen + histogram[median] <= count / 2; median++) {
      seen += histogram[median];
    }
    return median;
  }
}
