package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * The calibrated search ranks a tile's shifted cuts by features shared between them; they must
 * be the features each cut has alone, but for its edge and rounding, on real photos every way up.
 */
class ShiftedFacesTest {
  private static final Path PHOTOS = SyntheticScene.SHARED.resolve("vision/photos/roboflow-chinese-mahjong-v4-train/images");
  private static final int[] ACROSS = {0, -5, 5, -11, 11}, DOWN = {0, -8, 8};

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  private static List<Mat> photos() throws Exception {
    try (Stream<Path> files = Files.list(PHOTOS)) {
      return files.sorted().limit(4).map(OpenCv::readImage).toList();
    }
  }

  /** Tile-sized windows inside the photo, every way up. */
  private static List<Quad> windows(Mat photo) {
    List<Quad> out = new ArrayList<>();
    Random random = new Random(photo.cols() * 17L + photo.rows());
    for (int i = 0; i < 10; i++) {
      double w = 30 + random.nextDouble() * 40, h = w * 1.3;
      double x = 60 + random.nextDouble() * (photo.cols() - 200), y = 60 + random.nextDouble() * (photo.rows() - 200);
      out.add(Recognizer.quadOf(new Quad.Box(x, y, x + w, y + h), i % 4));
    }
    return out;
  }

  private static Quad movedBy(Quad q, Point d) {
    return new Quad(new Point(q.p0().x + d.x, q.p0().y + d.y), new Point(q.p1().x + d.x, q.p1().y + d.y),
        new Point(q.p2().x + d.x, q.p2().y + d.y), new Point(q.p3().x + d.x, q.p3().y + d.y));
  }

  private static double cosine(float[] a, float[] b) {
    double ab = 0, aa = 0, bb = 0;
    for (int i = 0; i < a.length; i++) {
      ab += a[i] * b[i];
      aa += a[i] * a[i];
      bb += b[i] * b[i];
    }
    return ab / Math.sqrt(aa * bb + 1e-12);
  }

  @Test
  void aShiftedCutHasTheFeaturesItHasAlone() throws Exception {
    double worst = 1, sum = 0;
    int n = 0;
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad window : windows(photo)) {
        ShiftedFaces shifted = new ShiftedFaces(pixels, window, 11, 8);
        for (int across : ACROSS) {
          for (int down : DOWN) {
            float[] alone = FaceFeatures.of(pixels, movedBy(window, shifted.moved(across, down)));
            float[] shared = shifted.features(across, down);
            // A window about half ink (these lie anywhere in the photo, most not on a tile) may take
            // either side of its split for the ink, alone and shifted: its shape and colours count.
            int compared = nearlyHalfInk(alone) || nearlyHalfInk(shared) ? ANY_INK_MAP : alone.length;
            double c = cosine(Arrays.copyOf(shared, compared), Arrays.copyOf(alone, compared));
            worst = Math.min(worst, c);
            sum += c;
            n++;
          }
        }
      }
    }
    // The edge pixels' gradients differ most for the farthest shifts (measured: mean 0.998, worst
    // 0.965); the same cut alone moved one pixel across measures 0.990 on average, two 0.966. The
    // ink map's split is the unshifted window's: a shift that brings a dark corner in would split
    // its own ink elsewhere (with the map, mean 0.998, worst 0.940, a window on no tile).
    assertTrue(sum / n > 0.985, "mean cosine " + sum / n);
    assertTrue(worst > 0.93, "worst cosine " + worst);
  }

  /** Where the ink map's cells of ink of any colour begin: the last of the features. */
  private static final int ANY_INK_MAP = FaceFeatures.LENGTH - FaceFeatures.INK_MAP_CELLS;

  /** Whether ink of any colour covers 35-65 % of the face. */
  private static boolean nearlyHalfInk(float[] features) {
    double share = 0;
    for (int i = ANY_INK_MAP; i < features.length; i++) {
      share += features[i] / FaceFeatures.ANY_INK_SCALE;
    }
    share /= features.length - ANY_INK_MAP;
    return share > 0.35 && share < 0.65;
  }

  @Test
  void withoutRoomToShiftTheCutIsTakenAsItIsAlone() throws Exception {
    for (Mat photo : photos()) {
      Pixels pixels = Pixels.of(photo);
      for (Quad window : windows(photo)) {
        // No margin: the edge is mirrored as a cut alone has it; only the stretch's rounding differs,
        // most on windows of plain felt, whose contrast is stretched tenfold (measured: 0.9966 and up).
        float[] shared = new ShiftedFaces(pixels, window, 0, 0).features(0, 0);
        double c = cosine(shared, FaceFeatures.of(pixels, window));
        assertTrue(c > 0.995, "cosine " + c);
      }
    }
  }

  @Test
  void aShiftMovesTheWindowByWholePixelsOfTheFace() throws Exception {
    Mat photo = photos().get(0);
    Quad upright = Recognizer.quadOf(new Quad.Box(100, 100, 140, 152), 0);
    ShiftedFaces shifted = new ShiftedFaces(Pixels.of(photo), upright, 11, 8);
    // The features' face is the window less 6 % a side: 40 pixels across 35.2, 56 down 45.76.
    Point moved = shifted.moved(10, 8);
    assertArrayEquals(new double[] {10 * 35.2 / FaceFeatures.W, 8 * 45.76 / FaceFeatures.H},
        new double[] {moved.x, moved.y}, 1e-9);
    // Turned a quarter clockwise, the face's "across" runs down the photo.
    Quad sideways = Recognizer.quadOf(new Quad.Box(100, 100, 152, 140), 1);
    Point down = new ShiftedFaces(Pixels.of(photo), sideways, 11, 8).moved(10, 0);
    assertEquals(0, down.x, 1e-9);
    assertEquals(10 * 35.2 / FaceFeatures.W, down.y, 1e-9);
  }

  @Test
  void aShiftBeyondTheRoomLeftIsRefused() throws Exception {
    ShiftedFaces shifted = new ShiftedFaces(Pixels.of(photos().get(0)), Recognizer.quadOf(new Quad.Box(100, 100, 140, 152), 0), 5, 8);
    assertThrows(IllegalArgumentException.class, () -> shifted.features(11, 0));
  }
}
