package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Many sets draw the white dragon as a frame round an empty middle; no other tile leaves its
 * middle empty inside ink that spans the face. A frame seen on a tile the looks are unsure of
 * makes it the white dragon.
 */
class WhiteDragonFrameTest {
  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  private static final Quad.Box WHOLE = new Quad.Box(0, 0, TileArt.W, TileArt.H);

  @Test
  void theSharedArtsFramedWhiteDragonsShowAFrameAndNoOtherTileDoes() {
    List<String> framed = new ArrayList<>();
    for (ArtCatalog.Art art : ArtCatalog.load(SyntheticScene.SHARED)) {
      Mat tile = TileArt.render(art);
      if (WhiteDragonFrame.framed(tile, WHOLE)) {
        framed.add(art.style() + " " + art.face());
      }
      tile.release();
    }
    // 2026-11-28: wikimedia's green frame; gleitz's nested frames hold a small one in their middle, not taken
    assertTrue(framed.contains("wikimedia 5z"), "wikimedia's frame: " + framed);
    assertTrue(framed.stream().allMatch(f -> f.endsWith(" 5z")), "only white dragons: " + framed);
  }

  /** An ivory face with a ladder of dark bricks round an empty middle, as KDE's traditional set draws it. */
  private static Mat ladder() {
    Mat m = new Mat(TileArt.H, TileArt.W, CvType.CV_8UC3, new Scalar(225, 235, 240));
    Imgproc.rectangle(m, new Point(25, 25), new Point(125, 175), new Scalar(30, 30, 30), 4);
    Imgproc.rectangle(m, new Point(50, 55), new Point(100, 145), new Scalar(30, 30, 30), 4);
    for (int y = 25; y <= 175; y += 15) {
      Imgproc.line(m, new Point(25, y), new Point(50, y), new Scalar(30, 30, 30), 3);
      Imgproc.line(m, new Point(100, y), new Point(125, y), new Scalar(30, 30, 30), 3);
    }
    Imgproc.rectangle(m, new Point(65, 30), new Point(85, 50), new Scalar(40, 40, 200), -1);
    return m;
  }

  @Test
  void aLadderOfBricksRoundAnEmptyMiddleIsAFrame() {
    assertTrue(WhiteDragonFrame.framed(ladder(), WHOLE));
  }

  @Test
  void aFrameSeenMakesAnUnsureTileTheWhiteDragon() {
    double[] p = new double[TileNet.FACES.size()];
    p[TileNet.FACES.indexOf("8s")] = 0.346;
    p[TileNet.FACES.indexOf("6s")] = 0.104;
    p[TileNet.FACES.indexOf("9s")] = 0.101;
    p[TileNet.FACES.indexOf("5z")] = 0.065;
    p[TileNet.FACES.indexOf("9p")] = 0.384;
    double[] q = TilePrint.weighedByFrame(p);
    int best = 0;
    for (int i = 1; i < q.length; i++) {
      best = q[i] > q[best] ? i : best;
    }
    assertEquals("5z", TileNet.FACES.get(best), "KDE traditional's white dragon, which the looks took for an 8 of bamboo");
  }
}
