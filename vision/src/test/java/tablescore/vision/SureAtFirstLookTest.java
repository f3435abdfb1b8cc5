package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The second look is asked only where the tile network is not already sure of the face. */
class SureAtFirstLookTest {
  private static TileNet.Spot readAs(String face, double chance) {
    double[] faces = new double[TileNet.FACES.size()];
    faces[TileNet.FACES.indexOf(face)] = chance;
    faces[TileNet.FACES.indexOf("4p")] = 1 - chance;
    return new TileNet.Spot(new Quad.Box(0, 0, 40, 52), 0.9, faces, new double[] {1, 0, 0, 0});
  }

  @Test
  void aFaceTheNetworkIsSureOfKeepsItsReading() {
    assertTrue(Recognizer.sureAtFirstLook(readAs("3m", Recognizer.SURE_AT_FIRST_LOOK)));
    assertTrue(Recognizer.sureAtFirstLook(readAs("7s", 0.99)));
  }

  @Test
  void aFaceReadLessSurelyIsLookedAtAgain() {
    assertFalse(Recognizer.sureAtFirstLook(readAs("3m", 0.9)));
  }

  @Test
  void aBlankWhiteDragonIsLookedAtAgainHoweverSure() {
    // A white card or a photo's white fill looks like a blank face; "no face" is the second look's call.
    assertFalse(Recognizer.sureAtFirstLook(readAs("5z", 0.99)));
  }
}
