package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

class TileFinderTest {
  private final Map<String, Mat> art = SyntheticScene.style("wikimedia");

  @Test
  void touchingTilesInARowComeOutOneByOne() {
    SyntheticScene s = new SyntheticScene(640, 480, new Scalar(60, 130, 40), 80);
    List<String> hand = List.of("1m", "2m", "3m", "5p", "5p", "6p", "7p", "1z", "1z");
    for (int i = 0; i < hand.size(); i++) {
      s.place(hand.get(i), art.get(hand.get(i)), new Point(80 + i * s.tileW(), 240), 0);
    }
    SyntheticScene.Photo photo = s.photo(0.04);
    List<Quad> quads = new TileFinder().find(photo.image());
    assertEquals(hand.size(), quads.size(), "one quad per touching tile");
    for (SyntheticScene.Placed p : photo.tiles()) {
      assertTrue(quads.stream().anyMatch(q -> near(q.center(), p.center(), s.tileW() * 0.25)),
          "a quad centred on the tile at " + p.center());
    }
  }

  @Test
  void tilesTurnedAtAnyAngleAndSidewaysAreFound() {
    SyntheticScene s = new SyntheticScene(640, 480, new Scalar(40, 80, 150), 80);
    double[] angles = {0, 17, 90, 180, -35, 270};
    for (int i = 0; i < angles.length; i++) {
      s.place("7z", art.get("7z"), new Point(80 + (i % 3) * 200, 120 + (i / 3) * 220), angles[i]);
    }
    SyntheticScene.Photo photo = s.photo(0.0);
    List<Quad> quads = new TileFinder().find(photo.image());
    assertEquals(angles.length, quads.size());
    for (Quad q : quads) {
      assertTrue(q.height() > q.width(), "quads read as portrait faces");
      assertEquals(80, q.height(), 10);
    }
  }

  private static boolean near(Point a, Point b, double tol) {
    return Math.hypot(a.x - b.x, a.y - b.y) < tol;
  }
}
