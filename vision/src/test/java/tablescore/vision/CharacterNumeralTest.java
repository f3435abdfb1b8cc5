package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The nine characters are one 萬 under their numeral: a calibrated character in a close call is
 * read by the top rows of its features, where the numeral is ({@code Calibration.byNumeral}).
 * The looks here are made of unit parts: a numeral part (the top block rows) of weight 0.25 and
 * the rest (the 萬 and below) of weight 0.968, as a bold 萬 outweighs a thin numeral.
 */
class CharacterNumeralTest {
  @BeforeAll
  static void load() {
    OpenCv.load(); // the samples are compared in an OpenCV matrix
  }

  private static final int RED = FaceFeatures.RED_GRID_X * FaceFeatures.RED_GRID_Y;
  private static final double NUMERAL = 0.25, REST = Math.sqrt(1 - NUMERAL * NUMERAL);

  /** Index of value {@code k} of the top-left block of row {@code by} of feature blocks, column 0. */
  private static int block(int by, int k) {
    return by * FaceFeatures.BLOCK_VALUES + k;
  }

  /**
   * A look whose numeral is the unit vector at value {@code numeral} of the top block row, and
   * whose rest lies at {@code restFromTheThrees} (the cosine) from the 3's rest.
   */
  private static Calibration.Look look(int numeral, double restFromTheThrees) {
    float[] f = new float[FaceFeatures.LENGTH];
    f[block(0, numeral)] = (float) NUMERAL;
    f[block(4, 0)] = (float) (REST * restFromTheThrees);
    f[block(4, 1)] = (float) (REST * Math.sqrt(1 - restFromTheThrees * restFromTheThrees));
    return new Calibration.Look(f, new float[RED], null);
  }

  /** A 1 whose 萬 lies {@code wanFromTheThrees} from the 3's, and the 3. */
  private static Calibration learnt(String one, String three, double wanFromTheThrees) {
    return new Calibration(List.of(
        new Calibration.Sample(one, look(0, wanFromTheThrees)),
        new Calibration.Sample(three, look(1, 1))), Set.of());
  }

  /** A tile of the 1's numeral whose 萬 is the 3's. */
  private static final Calibration.Look A_ONE_WITH_THE_THREES_WAN = look(0, 1);

  @Test
  void aCharacterInACloseCallIsReadByTheNumeralAboveItsWan() {
    // Whole faces: 0.0625 + 0.9375 * 0.9 = 0.906 to the 1, 0.9375 to the 3.
    Calibration c = learnt("1m", "3m", 0.9);
    assertEquals("1m", c.matched(A_ONE_WITH_THE_THREES_WAN).byShape().best());
  }

  @Test
  void aCharacterFarNearerAnotherFaceIsReadAsThatFace() {
    // Whole faces: 0.0625 + 0.9375 * 0.7 = 0.719 to the 1, 0.9375 to the 3.
    Calibration c = learnt("1m", "3m", 0.7);
    assertEquals("3m", c.matched(A_ONE_WITH_THE_THREES_WAN).byShape().best());
  }

  @Test
  void dotsAndBambooAreReadByTheirWholeFace() {
    Calibration c = learnt("1p", "3p", 0.9);
    assertEquals("3p", c.matched(A_ONE_WITH_THE_THREES_WAN).byShape().best());
  }
}
