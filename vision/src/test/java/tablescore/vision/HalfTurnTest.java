package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which way up a calibrated tile lies is said only where the set's own face shows it: a face
 * drawn the same turned half round (this set's 6 of dots, say) is read upright, a face that is
 * not (its 7 of bamboo) keeps the way the search found it.
 */
class HalfTurnTest {
  @BeforeAll
  static void natives() {
    OpenCv.load();
  }

  /** Features of no face in particular, different at every place. */
  private static float[] uneven(double step) {
    float[] f = new float[FaceFeatures.LENGTH];
    for (int i = 0; i < f.length; i++) {
      f[i] = (float) Math.abs(Math.sin(i * step + 0.3 * i * i / f.length));
    }
    return f;
  }

  /** Features that are their own half turn: a face and the same face turned, laid over each other. */
  private static float[] sameHalfTurned(float[] f) {
    float[] turned = FaceFeatures.halfTurned(f), out = new float[f.length];
    for (int i = 0; i < f.length; i++) {
      out[i] = f[i] + turned[i];
    }
    return Calibration.unit(out);
  }

  private static final float[] SIX_OF_DOTS = sameHalfTurned(uneven(0.37)), SEVEN_OF_BAMBOO = Calibration.unit(uneven(0.71));

  private static final Calibration SET = new Calibration(List.of(
      new Calibration.Sample("6p", look(SIX_OF_DOTS)), new Calibration.Sample("7s", look(SEVEN_OF_BAMBOO))), Set.of());

  private static Calibration.Look look(float[] features) {
    return new Calibration.Look(features, new float[FaceFeatures.RED_GRID_X * FaceFeatures.RED_GRID_Y], null);
  }

  @Test
  void aFaceDrawnTheSameTurnedHalfRoundCannotBeReadUpsideDown() {
    assertTrue(SET.looksTheSameHalfTurned(SET.matched(look(SIX_OF_DOTS)), "6p"));
  }

  @Test
  void aFaceThatTurnedHalfRoundLooksOtherwiseKeepsItsWayUp() {
    assertFalse(SET.looksTheSameHalfTurned(SET.matched(look(SEVEN_OF_BAMBOO)), "7s"));
  }

  @Test
  void aFaceTheSetHasNoSamplesOfSaysNothing() {
    assertFalse(SET.looksTheSameHalfTurned(SET.matched(look(SIX_OF_DOTS)), "9p"));
  }
}
