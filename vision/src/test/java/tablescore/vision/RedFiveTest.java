package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A calibrated five and its red five have one shape; red ink where the red five's mark is tells
 * them apart. Here a set of bamboo whose plain 5 has a red middle stick and whose red 5 is red in
 * every stick, on the red map's 8 x 12 grid.
 */
class RedFiveTest {
  @BeforeAll
  static void natives() {
    OpenCv.load();
  }

  /** One shape for both faces: the red ink alone decides. */
  private static final float[] SHAPE = shape();

  private static float[] shape() {
    float[] f = new float[FaceFeatures.LENGTH];
    for (int i = 0; i < f.length; i++) {
      f[i] = (float) Math.sin(i * 0.37) + 1.1f;
    }
    return Calibration.unit(f);
  }

  /** A red map with these columns red from row 2 to row 9. */
  private static float[] redColumns(int... columns) {
    float[] red = new float[FaceFeatures.RED_GRID_X * FaceFeatures.RED_GRID_Y];
    for (int y = 2; y < 10; y++) {
      for (int x : columns) {
        red[y * FaceFeatures.RED_GRID_X + x] = 0.8f;
      }
    }
    return red;
  }

  private static final float[] MIDDLE_STICK = redColumns(3, 4), EVERY_STICK = redColumns(1, 3, 4, 6);

  private static Calibration set(float[] fiveRed, float[] redFiveRed) {
    return new Calibration(List.of(
        new Calibration.Sample("5s", new Calibration.Look(SHAPE, fiveRed, null)),
        new Calibration.Sample("0s", new Calibration.Look(SHAPE, redFiveRed, null))), Set.of());
  }

  private static FaceScores read(Calibration set, float[] tileRed) {
    return set.matched(new Calibration.Look(SHAPE, tileRed, null)).byShape();
  }

  @Test
  void aTileRedInEveryStickIsTheRedFive() {
    assertEquals("0s", read(set(MIDDLE_STICK, EVERY_STICK), EVERY_STICK).best());
  }

  @Test
  void aTileRedInItsMiddleStickIsThePlainFive() {
    assertEquals("5s", read(set(MIDDLE_STICK, EVERY_STICK), MIDDLE_STICK).best());
  }

  @Test
  void theFivesOwnRedCutACellOffIsNotTakenForTheMark() {
    // the middle stick one cell to the left, where the red five's left stick is a cell away
    assertEquals("5s", read(set(MIDDLE_STICK, EVERY_STICK), redColumns(2, 3)).best());
  }

  @Test
  void aTileWithOnlyASpeckOfRedWhereTheMarkIsIsThePlainFive() {
    // all of its red, a speck, lies where only the red five's sticks are: a share of nothing
    float[] speck = new float[FaceFeatures.RED_GRID_X * FaceFeatures.RED_GRID_Y];
    speck[5 * FaceFeatures.RED_GRID_X + 1] = 0.02f;
    assertEquals("5s", read(set(MIDDLE_STICK, EVERY_STICK), speck).best());
  }

  @Test
  void whereRedInkCannotTellTheTwoThePlainFiveIsReadAndAskedAbout() {
    // a face that reads as red ink all over, the red five's mark lost in it
    float[] allOver = redColumns(0, 1, 2, 3, 4, 5, 6, 7);
    FaceScores read = read(set(allOver, allOver), allOver);
    assertEquals("5s", read.best());
    assertEquals(Calibration.PLAIN_FIVES * 0.5, read.confidence(), 1e-6); // two faces of one shape: 0.5 each
  }
}
