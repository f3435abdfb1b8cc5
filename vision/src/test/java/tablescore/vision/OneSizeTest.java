package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/** The tiles of one set photographed from one place are one size; a box off that size is the network's. */
class OneSizeTest {
  private static TileReading tile(double x, double y, double w, double h, Orientation o) {
    Quad q = new Quad(new Point(x - w / 2, y - h / 2), new Point(x + w / 2, y - h / 2),
        new Point(x + w / 2, y + h / 2), new Point(x - w / 2, y + h / 2));
    return new TileReading("3p", q, 0.99, "2p", o);
  }

  /** A row of touching upright tiles 40 wide and 60 tall, centred at y 100. */
  private static List<TileReading> row(int count) {
    List<TileReading> r = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      r.add(tile(20 + 40 * i, 100, 40, 60, Orientation.UPRIGHT));
    }
    return r;
  }

  private static void assertBox(TileReading t, double x0, double y0, double x1, double y1) {
    Quad.Box b = t.quad().bounds();
    assertEquals(List.of(x0, y0, x1, y1), List.of(b.x0(), b.y0(), b.x1(), b.y1()));
  }

  @Test
  void aBoxSpanningATileAndAThirdTakesTheRowsWidthAboutItsCentre() {
    List<TileReading> photo = row(6);
    photo.set(2, tile(110, 100, 56, 60, Orientation.UPRIGHT));
    List<TileReading> evened = OneSize.evened(photo);
    assertBox(evened.get(2), 90, 70, 130, 130);
    assertEquals("3p", evened.get(2).tile());
    assertEquals(photo.subList(3, 6), evened.subList(3, 6));
  }

  @Test
  void aBoxFallingShortOfTheTilesHeightTakesTheirs() {
    List<TileReading> photo = row(6);
    photo.set(4, tile(180, 110, 40, 40, Orientation.UPRIGHT));
    assertBox(OneSize.evened(photo).get(4), 160, 80, 200, 140);
  }

  @Test
  void aBoxWithinAFewHundredthsOfTheirSizeKeepsItsOwn() {
    List<TileReading> photo = row(6);
    photo.set(1, tile(60, 100, 41.6, 58, Orientation.UPRIGHT));
    assertEquals(photo, OneSize.evened(photo));
  }

  @Test
  void aTileTwiceTheirSizeIsAnotherKindOfTileAndKeepsItsBox() {
    List<TileReading> photo = row(6);
    photo.add(tile(400, 300, 80, 120, Orientation.UPRIGHT));
    assertEquals(photo, OneSize.evened(photo));
  }

  @Test
  void sidewaysTilesAreMeasuredAgainstSidewaysTilesOnly() {
    List<TileReading> photo = row(6);
    photo.add(tile(300, 100, 60, 40, Orientation.SIDEWAYS));
    photo.add(tile(300, 200, 66, 40, Orientation.SIDEWAYS));
    photo.add(tile(300, 300, 60, 40, Orientation.SIDEWAYS));
    photo.add(tile(300, 400, 60, 40, Orientation.SIDEWAYS));
    List<TileReading> evened = OneSize.evened(photo);
    assertEquals(photo.subList(0, 6), evened.subList(0, 6));
    assertBox(evened.get(7), 270, 180, 330, 220);
  }

  /** A tile {@code w} by {@code h} centred at (x, y), turned {@code degrees} clockwise. */
  private static TileReading turned(double x, double y, double w, double h, double degrees) {
    double c = Math.cos(Math.toRadians(degrees)), s = Math.sin(Math.toRadians(degrees));
    double[][] corners = {{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}};
    Point[] p = new Point[4];
    for (int i = 0; i < 4; i++) {
      p[i] = new Point(x + corners[i][0] * c - corners[i][1] * s, y + corners[i][0] * s + corners[i][1] * c);
    }
    return new TileReading("3p", new Quad(p[0], p[1], p[2], p[3]), 0.99, "2p", Orientation.UPRIGHT);
  }

  @Test
  void aTileInARowLaidAtAnAngleIsEvenedAlongItsOwnEdges() {
    List<TileReading> photo = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      photo.add(turned(100 + 40 * i * Math.cos(Math.toRadians(30)), 100 + 40 * i * Math.sin(Math.toRadians(30)), 40, 60, 30));
    }
    TileReading wide = turned(photo.get(3).quad().center().x, photo.get(3).quad().center().y, 56, 66, 30);
    photo.set(3, wide);
    Quad q = OneSize.evened(photo).get(3).quad();
    Quad expected = turned(wide.quad().center().x, wide.quad().center().y, 40, 60, 30).quad();
    for (int i = 0; i < 4; i++) {
      assertEquals(expected.points().get(i).x, q.points().get(i).x, 1e-9);
      assertEquals(expected.points().get(i).y, q.points().get(i).y, 1e-9);
    }
  }

  @Test
  void withFewerThanFourTilesLyingOneWayNoSizeIsTrusted() {
    List<TileReading> photo = row(3);
    photo.set(1, tile(60, 100, 56, 60, Orientation.UPRIGHT));
    assertEquals(photo, OneSize.evened(photo));
  }
}
