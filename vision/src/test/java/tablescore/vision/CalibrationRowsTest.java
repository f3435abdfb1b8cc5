package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A layout row's cells from the tiles the network found in it: every tile found; a tile inside
 * the row not found (a blank white dragon, faint art) has its cell between its neighbours; a
 * tile's dots taken for tiles are left out; a row that cannot be told apart is refused, and
 * placed from the rows that could be.
 */
class CalibrationRowsTest {

  /** A row of {@code n} tiles 40 wide, 50 tall, 60 apart, without the tiles at {@code missing}. */
  private static List<TileNet.Spot> row(int n, int... missing) {
    List<TileNet.Spot> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      final int c = i;
      if (java.util.Arrays.stream(missing).noneMatch(m -> m == c)) {
        out.add(spot(100 + 60 * i, 200, 40, 50));
      }
    }
    return out;
  }

  private static TileNet.Spot spot(double cx, double cy, double w, double h) {
    return new TileNet.Spot(new Quad.Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), 0.9, new double[0], new double[4]);
  }

  private static double centre(Quad.Box b) {
    return (b.x0() + b.x1()) / 2;
  }

  @Test
  void aRowFoundWholeIsItsCells() {
    List<Quad.Box> cells = Calibration.rowCells(row(13), 13, 0);
    assertEquals(13, cells.size());
    assertEquals(100 + 60 * 12, centre(cells.get(12)), 1e-9);
  }

  @Test
  void aTileNotFoundInsideTheRowHasItsCellBetweenItsNeighbours() {
    assertNull(Calibration.rowCells(row(13, 5), 13, 0), "not while a view shows the row whole");
    List<Quad.Box> cells = Calibration.rowCells(row(13, 5, 6), 13, Calibration.MOST_MISSING);
    assertEquals(13, cells.size());
    assertEquals(100 + 60 * 5, centre(cells.get(5)), 1e-9);
    assertEquals(100 + 60 * 6, centre(cells.get(6)), 1e-9);
    assertEquals(40, cells.get(6).x1() - cells.get(6).x0(), 1e-9);
  }

  @Test
  void aTileNotFoundAtTheRowsEndOrTooManyNotFoundRefuseTheRow() {
    assertNull(Calibration.rowCells(row(13, 0), 13, Calibration.MOST_MISSING), "which end is missing cannot be told");
    assertNull(Calibration.rowCells(row(13, 12), 13, Calibration.MOST_MISSING));
    assertNull(Calibration.rowCells(row(13, 2, 4, 6, 8), 13, Calibration.MOST_MISSING));
  }

  @Test
  void aTilesDotsTakenForTilesAreLeftOut() {
    List<TileNet.Spot> spots = new ArrayList<>(row(13));
    spots.add(spot(100 + 60 * 3 - 8, 190, 12, 12));
    spots.add(spot(100 + 60 * 3 + 8, 210, 12, 12));
    assertEquals(13, Calibration.rowCells(spots, 13, 0).size());
  }

  @Test
  void aTileFoundTwiceOrSpacedUnevenlyRefusesTheRow() {
    List<TileNet.Spot> doubled = new ArrayList<>(row(13));
    doubled.add(spot(100 + 60 * 3 + 20, 200, 40, 50));
    assertNull(Calibration.rowCells(doubled, 13, Calibration.MOST_MISSING));
    List<TileNet.Spot> uneven = new ArrayList<>(row(12));
    uneven.add(spot(100 + 60 * 11 + 90, 200, 40, 50));
    assertNull(Calibration.rowCells(uneven, 13, Calibration.MOST_MISSING));
  }

  private static double middle(Quad.Box b) {
    return (b.y0() + b.y1()) / 2;
  }

  /**
   * A tile boxed to the upper part of its face, its middle 9 of a 50-pixel tile above the row's
   * line, is moved onto the line, the row tilted as a photo taken a little askew is; a box 4
   * pixels off, as the network's boxes jitter, is left where it is.
   */
  @Test
  void aCellOffTheRowsLineIsMovedOntoIt() {
    List<TileNet.Spot> tilted = new ArrayList<>();
    for (int i = 0; i < 13; i++) {
      double onTheLine = 200 + 0.05 * 60 * i;
      tilted.add(i == 12 ? spot(100 + 60 * i, onTheLine - 9, 40, 40) : spot(100 + 60 * i, onTheLine + (i == 3 ? 4 : 0), 40, 50));
    }
    List<Quad.Box> cells = Calibration.rowCells(tilted, 13, 0);
    assertEquals(200 + 0.05 * 60 * 12, middle(cells.get(12)), 1e-9);
    assertEquals(40, cells.get(12).y1() - cells.get(12).y0(), 1e-9, "moved, not stretched");
    assertEquals(200 + 0.05 * 60 * 3 + 4, middle(cells.get(3)), 1e-9);
    assertEquals(100 + 60 * 12, centre(cells.get(12)), 1e-9);
  }

  /** The full layout's rows as cells 60 apart, rows 100 apart from y = 200, those at {@code unseen} left null. */
  private static List<List<Quad.Box>> layoutCells(int... unseen) {
    List<List<Quad.Box>> out = new ArrayList<>();
    CalibrationLayout layout = CalibrationLayout.full();
    for (int r = 0; r < layout.rows(); r++) {
      final int row = r;
      boolean hidden = java.util.Arrays.stream(unseen).anyMatch(u -> u == row);
      out.add(hidden ? null : Calibration.rowCells(
          row(layout.row(r).size()).stream().map(s -> spot(centre(s.box()), 200 + 100 * row, 40, 50)).toList(),
          layout.row(r).size(), 0));
    }
    return out;
  }

  @Test
  void aRowWhoseDotsTheNetworkBoxedIsPlacedBetweenTheRowsAboveAndBelow() {
    List<List<Quad.Box>> cells = Calibration.withRowsBetween(layoutCells(1), CalibrationLayout.full());
    assertEquals(13, cells.get(1).size());
    assertEquals(100 + 60 * 7, centre(cells.get(1).get(7)), 1e-9);
    assertEquals(300, (cells.get(1).get(7).y0() + cells.get(1).get(7).y1()) / 2, 1e-9);
  }

  @Test
  void aFirstOrLastRowUnseenIsPlacedOnFromTheTwoNearest() {
    List<List<Quad.Box>> cells = Calibration.withRowsBetween(layoutCells(0, 3), CalibrationLayout.full());
    assertEquals(200, (cells.get(0).get(0).y0() + cells.get(0).get(0).y1()) / 2, 1e-9);
    assertEquals(500, (cells.get(3).get(12).y0() + cells.get(3).get(12).y1()) / 2, 1e-9);
    assertEquals(100 + 60 * 12, centre(cells.get(3).get(12)), 1e-9);
  }

  @Test
  void withFewerThanTwoRowsSeenNothingIsPlaced() {
    List<List<Quad.Box>> cells = Calibration.withRowsBetween(layoutCells(0, 1, 3), CalibrationLayout.full());
    assertNull(cells.get(0));
    assertNull(cells.get(1));
    assertNull(cells.get(3));
  }
}
