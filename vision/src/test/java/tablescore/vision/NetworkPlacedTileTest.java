package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/**
 * A calibrated tile whose face the network named over the samples' nearest lies where the
 * network found it, not where the search placed its cut for the samples' face
 * ({@link Recognizer#decidedByNetwork}).
 */
class NetworkPlacedTileTest {
  private static final FaceScores SAMPLES_SAY_SIX = new FaceScores("6s", 0.6, "7s", 0);
  private static final CalibratedSearch.Found FOUND =
      new CalibratedSearch.Found(new Calibration.Matched(SAMPLES_SAY_SIX, new float[0], new float[0], null), 0, 0.92,
          new Point(588, 205), Map.of());

  @Test
  void aFaceTheNetworkNamedOverTheSamplesIsPlacedByTheNetwork() {
    FaceScores network = new FaceScores("7s", 0.9, "6s", 0);
    assertTrue(Recognizer.decidedByNetwork(FOUND, network, network));
  }

  @Test
  void theSamplesOwnFaceStaysWhereTheSearchFoundIt() {
    assertFalse(Recognizer.decidedByNetwork(FOUND, SAMPLES_SAY_SIX, new FaceScores("7s", 0.9, "6s", 0)));
  }

  @Test
  void aFaceNeitherTheSamplesNorTheNetworkNamedFirstStaysWhereTheSearchFoundIt() {
    // a five told from its red five by red ink, say: the network's box tells nothing of it
    FaceScores redFive = new FaceScores("0s", 0.6, "5s", 0);
    CalibratedSearch.Found fiveFound = new CalibratedSearch.Found(
        new Calibration.Matched(new FaceScores("5s", 0.6, "0s", 0), new float[0], new float[0], null), 0, 0.95,
        new Point(100, 100), Map.of());
    assertFalse(Recognizer.decidedByNetwork(fiveFound, redFive, new FaceScores("5s", 0.7, "0s", 0)));
  }

  @Test
  void aTileMovedToTheNetworksPlaceKeepsItsSizeAndWayUp() {
    Calibration.TileSize size = new Calibration.TileSize(51, 71);
    CalibratedSearch.Found moved = FOUND.movedTo(new Point(570, 200));
    assertEquals(new Quad.Box(544.5, 164.5, 595.5, 235.5), moved.tile(size));
    assertEquals(FOUND.turn(), moved.turn());
    assertEquals(FOUND.closeness(), moved.closeness());
  }
}
