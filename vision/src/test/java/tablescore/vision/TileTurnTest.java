package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/** Quads follow the tiles' turn: they outline a tile, not an upright box around it. */
class TileTurnTest {
  private final Map<String, Mat> art = SyntheticScene.style("fluffystuff-Regular");
  private static final List<String> HAND = List.of("1m", "2m", "3m", "4p", "5p", "6p", "7s", "7s", "7s", "2z", "2z");

  private static final double SLANT = 20;

  /** The hand laid as one touching row at {@link #SLANT} degrees (clockwise on screen). */
  private SyntheticScene slantedRow() {
    SyntheticScene s = new SyntheticScene(900, 640, new Scalar(60, 130, 40), 70);
    double a = Math.toRadians(SLANT);
    for (int i = 0; i < HAND.size(); i++) {
      Point centre = new Point(120 + i * s.tileW() * Math.cos(a), 160 + i * s.tileW() * Math.sin(a));
      s.place(HAND.get(i), art.get(HAND.get(i)), centre, SLANT);
    }
    return s;
  }

  @Test
  void aRowLaidAtASlantIsOutlinedAtItsSlant() {
    SyntheticScene s = slantedRow();
    List<TileReading> read = Recognizer.builtIn().read(s.photo(0).image());
    assertTrue(read.size() >= HAND.size() - 1, "the row found: " + read);
    for (TileReading r : read) {
      assertEquals(SLANT, topEdgeDegrees(r.quad()), 4, "the quad's top edge lies along the row: " + r);
      double area = r.quad().area() / (s.tileW() * s.tileH());
      assertTrue(area > 0.7 && area < 1.3, "the quad about one tile's size, not an upright box around it: " + area);
    }
  }

  @Test
  void aSlantedRowOfOutlinedTilesIsStillOneConcealedRowInItsOrder() {
    List<TileReading> read = Recognizer.builtIn().read(slantedRow().photo(0).image());
    HandAssembler.AssembledHand hand = new HandAssembler().assemble(read);
    assertTrue(hand.melds().isEmpty(), "touching turned quads make one group: " + hand);
    List<String> alongTheRow = read.stream()
        .sorted(java.util.Comparator.comparingDouble((TileReading r) -> r.quad().center().x))
        .map(TileReading::tile).toList();
    assertEquals(alongTheRow, hand.concealed(), "in order along the row");
  }

  @Test
  void aStraightRowKeepsUprightQuads() {
    SyntheticScene s = new SyntheticScene(900, 400, new Scalar(60, 130, 40), 70);
    for (int i = 0; i < HAND.size(); i++) {
      s.place(HAND.get(i), art.get(HAND.get(i)), new Point(100 + i * s.tileW(), 200), 0);
    }
    List<TileReading> read = Recognizer.builtIn().read(s.photo(0).image());
    assertTrue(read.size() >= HAND.size() - 1, "the row found: " + read);
    for (TileReading r : read) {
      assertEquals(0, topEdgeDegrees(r.quad()), 1, "upright: " + r);
    }
  }

  @Test
  void aTileThatJustFitsItsUprightBoxKeepsThatBoxAsItsBounds() {
    Quad.Box box = new Quad.Box(100, 100, 160, 180);
    Quad upright = Recognizer.quadOf(box, 0);
    double angle = Math.toRadians(15);
    Quad fitted = TileTurn.turned(upright, angle, 0);
    Quad.Box bounds = fitted.bounds();
    assertEquals(box.x0(), bounds.x0(), 0.01);
    assertEquals(box.y1(), bounds.y1(), 0.01);
    assertEquals(15, topEdgeDegrees(fitted), 0.01);
    Quad ownSize = TileTurn.turned(upright, angle, 1);
    assertEquals(60, ownSize.width(), 0.01, "the box's own size, turned");
    assertEquals(80, ownSize.height(), 0.01);
  }

  @Test
  void aTurnedQuadStillStartsAtTheFacesTopLeft() {
    Quad sideways = Recognizer.quadOf(new Quad.Box(0, 0, 80, 60), 1); // face's top on the box's right
    Quad turned = TileTurn.turned(sideways, Math.toRadians(10), 1);
    assertEquals(100, topEdgeDegrees(turned), 0.01, "the face's top edge turned with the tile");
  }

  @Test
  void tilesLyingEveryWhichWayShowNoCommonTurn() {
    // Loose tiles a third of a quarter turn apart: their edges' directions cancel out.
    SyntheticScene s = new SyntheticScene(700, 300, new Scalar(60, 130, 40), 90);
    double[] angles = {0, 30, 60};
    List<Quad.Box> boxes = new java.util.ArrayList<>();
    for (int i = 0; i < angles.length; i++) {
      Point centre = new Point(130 + i * 220, 150);
      s.place("5z", art.get("5z"), centre, angles[i]); // a frame and nothing else: edges only
      boxes.add(new Quad.Box(centre.x - 60, centre.y - 60, centre.x + 60, centre.y + 60));
    }
    Mat grey = new Mat();
    org.opencv.imgproc.Imgproc.cvtColor(s.photo(0).image(), grey, org.opencv.imgproc.Imgproc.COLOR_BGR2GRAY);
    assertEquals(0, TileTurn.angle(TileTurn.Gradients.of(grey), boxes), "no common turn, upright quads");
    assertEquals(30, Math.toDegrees(TileTurn.angle(TileTurn.Gradients.of(grey), boxes.subList(1, 2))), 2,
        "one tile alone shows its own turn");
  }

  @Test
  void aTileFillingATwelveMegapixelPhotoShowsItsTurnFromAFewMegapixels() {
    // A close-up from a Pi camera: the gradients of the whole tile took two 36 MB arrays, more
    // than the service's heap; they are taken on the photo scaled down.
    SyntheticScene s = new SyntheticScene(4000, 3000, new Scalar(60, 130, 40), 2000);
    Point centre = new Point(2000, 1500);
    s.place("5z", art.get("5z"), centre, 25);
    Mat grey = new Mat();
    org.opencv.imgproc.Imgproc.cvtColor(s.photo(0).image(), grey, org.opencv.imgproc.Imgproc.COLOR_BGR2GRAY);
    List<Quad.Box> box = List.of(new Quad.Box(centre.x - 1300, centre.y - 1300, centre.x + 1300, centre.y + 1300));
    TileTurn.Gradients g = TileTurn.Gradients.around(grey, box);
    assertTrue(g.dx().length <= TileTurn.Gradients.MOST_PIXELS, "gradients of " + g.dx().length + " pixels");
    assertEquals(25, Math.toDegrees(TileTurn.angle(g, box)), 2, "the tile's own turn");
  }

  /** Direction of the quad's top edge (p0 to p1), degrees clockwise on screen. */
  private static double topEdgeDegrees(Quad q) {
    return Math.toDegrees(Math.atan2(q.p1().y - q.p0().y, q.p1().x - q.p0().x));
  }
}
