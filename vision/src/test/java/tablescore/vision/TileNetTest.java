package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/** The tile network finds each tile of a scene drawn from shared artwork. */
class TileNetTest {
  private final Map<String, Mat> art = SyntheticScene.style("wikimedia");

  @Test
  void touchingTilesInARowComeOutOneByOne() {
    SyntheticScene s = new SyntheticScene(640, 480, new Scalar(60, 130, 40), 80);
    List<String> hand = List.of("1m", "2m", "3m", "5p", "5p", "6p", "7p", "1z", "1z");
    for (int i = 0; i < hand.size(); i++) {
      s.place(hand.get(i), art.get(hand.get(i)), new Point(80 + i * s.tileW(), 240), 0);
    }
    SyntheticScene.Photo photo = s.photo(0.04);
    List<TileReading> read = Recognizer.builtIn().read(photo.image());
    assertEquals(hand.size(), read.size(), "one reading per touching tile: " + read);
    for (SyntheticScene.Placed p : photo.tiles()) {
      assertTrue(read.stream().anyMatch(r -> near(r.quad().center(), p.center(), s.tileW() * 0.35)),
          "a tile found centred on the one at " + p.center());
    }
  }

  @Test
  void tilesTurnedAtAnyAngleAreFound() {
    SyntheticScene s = new SyntheticScene(640, 480, new Scalar(40, 80, 150), 80);
    double[] angles = {0, 17, 90, 180, -35, 270};
    for (int i = 0; i < angles.length; i++) {
      s.place("7z", art.get("7z"), new Point(100 + (i % 3) * 200, 120 + (i / 3) * 220), angles[i]);
    }
    SyntheticScene.Photo photo = s.photo(0.0);
    List<TileReading> read = Recognizer.builtIn().read(photo.image());
    assertEquals(angles.length, read.size(), "every turned tile found: " + read);
  }

  private static boolean near(Point a, Point b, double tol) {
    return Math.hypot(a.x - b.x, a.y - b.y) < tol;
  }
}
