package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/**
 * A calibrated reading is no surer than the search's cuts leave it ({@link CalibratedSearch.Found#sureOf}):
 * cuts a few pixels apart that come as near two faces leave the tile in doubt, so the phone asks,
 * and offers the other face.
 */
class ReadingDoubtedByItsCutsTest {
  private static CalibratedSearch.Found found(String nearest, double closeness, Map<String, Double> cutFaces) {
    Calibration.Matched samples = new Calibration.Matched(new FaceScores(nearest, 0.97, null, 0), new float[0], new float[0], null);
    return new CalibratedSearch.Found(samples, 0, closeness, new Point(0, 0), cutFaces);
  }

  @Test
  void aTileEveryCutTakesForOneFaceIsSure() {
    assertEquals(1.0, found("3m", 0.92, Map.of("3m", 0.92)).sureOf("3m"), 1e-9);
  }

  @Test
  void cutsATenthOfATileApartAsNearTwoFacesLeaveItInDoubtAndOfferTheOther() {
    // xmahjongg gnome's 一萬 in a meld, its box a little high: the best cut, a tenth of a tile
    // along, came nearest a 2, one a quarter along a 3, that one a stride down a 1; the 3 was read
    CalibratedSearch.Found c = found("2m", 0.868, Map.of("2m", 0.868, "3m", 0.862, "1m", 0.834));
    FaceScores read = Recognizer.doubtedByCuts(new FaceScores("3m", 0.97, "2m", 0), c);
    assertTrue(read.confidence() < 0.5, "confidence " + read.confidence());
    assertEquals("3m", read.best());
    assertEquals("2m", read.runnerUp());
  }

  @Test
  void aFarCutOfAnotherFaceLeavesTheReadingAsSureAsItsSamplesSay() {
    CalibratedSearch.Found c = found("5p", 0.95, Map.of("5p", 0.95, "9s", 0.80));
    FaceScores samples = new FaceScores("5p", 0.97, "6p", 0);
    assertEquals(samples, Recognizer.doubtedByCuts(samples, c));
  }

  @Test
  void aRedFiveIsNoRivalOfItsFiveWhichRedInkTells() {
    CalibratedSearch.Found c = found("0p", 0.93, Map.of("0p", 0.93, "5p", 0.93));
    assertEquals(1.0, c.sureOf("5p"), 1e-9);
    assertNull(c.strongestRival("5p"));
  }
}
