package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.opencv.objdetect.HOGDescriptor;

/**
 * The face features are computed in Java for speed, but must be the ones OpenCV gives: a
 * calibration saved earlier holds features OpenCV computed, and a hand's cuts are compared with
 * them. Each part is checked against OpenCV's own call on cuts of real photos, turned every way.
 */
class FaceFeaturesTest {
  private static final Path PHOTOS = SyntheticScene.SHARED.resolve("vision/photos/roboflow-chinese-mahjong-v4-train/images");

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  /** Windows across a few real photos: tile-sized rectangles at odd places and sizes, every way up, some over the edge. */
  private static List<Quad> windows(Mat photo) {
    List<Quad> out = new java.util.ArrayList<>();
    java.util.Random random = new java.util.Random(photo.cols() * 31L + photo.rows());
    for (int i = 0; i < 12; i++) {
      double w = 20 + random.nextDouble() * 60, h = w * (1.2 + random.nextDouble() * 0.3);
      double x = random.nextDouble() * photo.cols() - w / 4, y = random.nextDouble() * photo.rows() - h / 4;
      out.add(Recognizer.quadOf(new Quad.Box(x, y, x + w, y + h), i % 4));
    }
    return out;
  }

  private static List<Mat> photos() throws Exception {
    try (Stream<Path> files = Files.list(PHOTOS)) {
      return files.sorted().limit(6).map(p -> OpenCv.readImage(p)).toList();
    }
  }

  @Test
  void cutsAreSampledAsOpenCvWarpsThem() throws Exception {
    int differing = 0, values = 0;
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad q : windows(photo)) {
        byte[] ours = FaceFeatures.warp(pixels, q), theirs = bytes(openCvWarp(photo, q));
        for (int i = 0; i < ours.length; i++) {
          int d = Math.abs((ours[i] & 0xff) - (theirs[i] & 0xff));
          assertTrue(d <= 2, "pixel value " + i + " differs by " + d);
          differing += d > 0 ? 1 : 0;
          values++;
        }
      }
    }
    assertTrue(differing < values / 20, differing + " of " + values + " values differ by one or two");
  }

  @Test
  void shapeAndInkFeaturesAreOpenCvs() throws Exception {
    HOGDescriptor hog = new HOGDescriptor(new Size(FaceFeatures.W, FaceFeatures.H), new Size(16, 16), new Size(8, 8), new Size(8, 8), 9);
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad q : windows(photo)) {
        // The same cut into both, so only the features are compared.
        byte[] cut = FaceFeatures.warp(pixels, q);
        float[] ours = FaceFeatures.of(cut);
        Mat face = new Mat(FaceFeatures.H, FaceFeatures.W, org.opencv.core.CvType.CV_8UC3);
        face.put(0, 0, cut);
        Mat gray = new Mat();
        Imgproc.cvtColor(face, gray, Imgproc.COLOR_BGR2GRAY);
        Core.normalize(gray, gray, 0, 255, Core.NORM_MINMAX);
        MatOfFloat values = new MatOfFloat();
        hog.compute(gray, values);
        float[] theirs = values.toArray();
        float most = 0;
        for (int i = 0; i < theirs.length; i++) {
          most = Math.max(most, Math.abs(ours[i] - theirs[i]));
        }
        assertTrue(most < 0.01, "HOG values differ by up to " + most);
        assertTrue(cosine(ours, theirs, theirs.length) > 0.99999 || most == 0, "HOG cosine " + cosine(ours, theirs, theirs.length));
        float[] inks = java.util.Arrays.copyOfRange(ours, FaceFeatures.HOG_LENGTH, ours.length);
        assertArrayEquals(openCvInkMap(face, gray), inks, 0.8f / 255 + 1e-6f, "ink map");
      }
    }
  }

  @Test
  void redInkMapIsOpenCvs() throws Exception {
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad q : windows(photo)) {
        Mat face = new Mat(FaceFeatures.H, FaceFeatures.W, org.opencv.core.CvType.CV_8UC3);
        face.put(0, 0, FaceFeatures.warp(pixels, q));
        assertArrayEquals(openCvRedMap(face), FaceFeatures.redMap(pixels, q), 1f / 255 + 1e-6f);
      }
    }
  }

  @Test
  void inkOfAnyColourIsTheFacesSmallerSideDarkOnLightOrLightOnDark() {
    byte[] darkOnIvory = sticks(2, 2, 40, 230), lightOnNavy = sticks(2, 2, 230, 60);
    // Equal but for rounding: the light side's share is rounded, the dark side's is one less it.
    assertArrayEquals(anyInk(FaceFeatures.of(darkOnIvory)), anyInk(FaceFeatures.of(lightOnNavy)), FaceFeatures.ANY_INK_SCALE / 255 + 1e-6f);
  }

  @Test
  void theInkMapTellsSixSticksFromFour() {
    float[] four = FaceFeatures.of(sticks(2, 2, 40, 230)), six = FaceFeatures.of(sticks(3, 2, 40, 230));
    double ratio = sum(anyInk(six)) / sum(anyInk(four));
    assertTrue(Math.abs(ratio - 1.5) < 0.1, "six sticks' ink over four's: " + ratio);
  }

  /** A W x H face of {@code across} x {@code rows} upright sticks, grey {@code ink} on grey {@code ground}. */
  private static byte[] sticks(int across, int rows, int ink, int ground) {
    Mat face = new Mat(FaceFeatures.H, FaceFeatures.W, org.opencv.core.CvType.CV_8UC3, new Scalar(ground, ground, ground));
    for (int c = 0; c < across; c++) {
      for (int r = 0; r < rows; r++) {
        int x = 8 + c * 24 / Math.max(1, across - 1) - 1, y = 6 + r * 24;
        Imgproc.rectangle(face, new Point(x, y), new Point(x + 2, y + 19), new Scalar(ink, ink, ink), -1);
      }
    }
    byte[] out = new byte[FaceFeatures.W * FaceFeatures.H * 3];
    face.get(0, 0, out);
    return out;
  }

  /** The ink map's cells of ink of any colour: the last of the features. */
  private static float[] anyInk(float[] features) {
    return java.util.Arrays.copyOfRange(features, features.length - FaceFeatures.INK_MAP_CELLS, features.length);
  }

  private static double sum(float[] v) {
    double s = 0;
    for (float f : v) {
      s += f;
    }
    return s;
  }

  @Test
  void aFaceTurnedHalfRoundHasItsFeaturesInReverseOrder() throws Exception {
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad q : windows(photo)) {
        byte[] cut = FaceFeatures.warp(pixels, q);
        Mat face = new Mat(FaceFeatures.H, FaceFeatures.W, org.opencv.core.CvType.CV_8UC3);
        face.put(0, 0, cut);
        Core.rotate(face, face, Core.ROTATE_180);
        byte[] turned = new byte[cut.length];
        face.get(0, 0, turned);
        // Near but not equal: OpenCV centres a block's Gaussian weights half a pixel off its middle
        // (measured 0.988-0.997; the features themselves, not turned, 0.00-0.71).
        float[] turnedFace = FaceFeatures.of(turned), halfTurned = FaceFeatures.halfTurned(FaceFeatures.of(cut));
        if (cosine(turnedFace, turnedFace, turnedFace.length) > 0) { // not a window of one flat grey
          double c = cosine(turnedFace, halfTurned, turnedFace.length);
          assertTrue(c > 0.98, "cosine " + c);
        }
      }
    }
  }

  @Test
  void aPartOfThePhotoSamplesAsTheWholePhoto() throws Exception {
    for (Mat photo : photos()) {
      Pixels whole = Pixels.of(photo);
      for (Quad q : windows(photo)) {
        assertArrayEquals(FaceFeatures.warp(whole, q), FaceFeatures.warp(Pixels.covering(photo, List.of(q)), q));
      }
    }
  }

  private static double cosine(float[] a, float[] b, int n) {
    double ab = 0, aa = 0, bb = 0;
    for (int i = 0; i < n; i++) {
      ab += a[i] * b[i];
      aa += a[i] * a[i];
      bb += b[i] * b[i];
    }
    return ab / Math.sqrt(aa * bb + 1e-12);
  }

  private static byte[] bytes(Mat m) {
    byte[] b = new byte[(int) m.total() * m.channels()];
    m.get(0, 0, b);
    return b;
  }

  private static Point inset(Quad q, double u, double v) {
    double x = (1 - u) * (1 - v) * q.p0().x + u * (1 - v) * q.p1().x + u * v * q.p2().x + (1 - u) * v * q.p3().x;
    double y = (1 - u) * (1 - v) * q.p0().y + u * (1 - v) * q.p1().y + u * v * q.p2().y + (1 - u) * v * q.p3().y;
    return new Point(x, y);
  }

  /** How the features were cut before they were computed in Java. */
  private static Mat openCvWarp(Mat image, Quad q) {
    double ix = 0.06;
    Point[] src = {inset(q, ix, ix), inset(q, 1 - ix, ix), inset(q, 1 - ix, 1 - ix), inset(q, ix, 1 - ix)};
    int w = FaceFeatures.W, h = FaceFeatures.H;
    Mat m = Imgproc.getPerspectiveTransform(new MatOfPoint2f(src),
        new MatOfPoint2f(new Point(0, 0), new Point(w, 0), new Point(w, h), new Point(0, h)));
    Mat out = new Mat();
    Imgproc.warpPerspective(image, out, m, new Size(w, h), Imgproc.INTER_AREA, Core.BORDER_REPLICATE);
    return out;
  }

  private static Mat red(Mat hsv) {
    Mat red1 = new Mat(), red2 = new Mat();
    Core.inRange(hsv, new Scalar(0, 70, 50), new Scalar(12, 255, 255), red1);
    Core.inRange(hsv, new Scalar(160, 70, 50), new Scalar(180, 255, 255), red2);
    Core.bitwise_or(red1, red2, red1);
    return red1;
  }

  private static float[] shares(Mat mask, int gx, int gy, double scale) {
    Mat small = new Mat();
    Imgproc.resize(mask, small, new Size(gx, gy), 0, 0, Imgproc.INTER_AREA);
    float[] out = new float[gx * gy];
    for (int y = 0; y < gy; y++) {
      for (int x = 0; x < gx; x++) {
        out[y * gx + x] = (float) (small.get(y, x)[0] / 255.0 * scale);
      }
    }
    return out;
  }

  /** Red, green and blue ink, then ink of any colour: the smaller side of Otsu's split of the stretched grey. */
  private static float[] openCvInkMap(Mat bgr, Mat stretchedGray) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    Mat green = new Mat(), blue = new Mat(), anyInk = new Mat();
    Core.inRange(hsv, new Scalar(35, 50, 30), new Scalar(90, 255, 255), green);
    Core.inRange(hsv, new Scalar(90, 50, 30), new Scalar(140, 255, 255), blue);
    Imgproc.threshold(stretchedGray, anyInk, 0, 255, Imgproc.THRESH_BINARY | Imgproc.THRESH_OTSU);
    if (2 * Core.countNonZero(anyInk) >= anyInk.total()) {
      Core.bitwise_not(anyInk, anyInk);
    }
    float[] out = new float[4 * FaceFeatures.INK_MAP_CELLS];
    int i = 0;
    for (Mat ink : List.of(red(hsv), green, blue)) {
      for (float f : shares(ink, 4, 6, 0.6)) {
        out[i++] = f;
      }
    }
    for (float f : shares(anyInk, 4, 6, 0.8)) {
      out[i++] = f;
    }
    return out;
  }

  private static float[] openCvRedMap(Mat bgr) {
    Mat hsv = new Mat();
    Imgproc.cvtColor(bgr, hsv, Imgproc.COLOR_BGR2HSV);
    return shares(red(hsv), FaceFeatures.RED_GRID_X, FaceFeatures.RED_GRID_Y, 1);
  }
}
