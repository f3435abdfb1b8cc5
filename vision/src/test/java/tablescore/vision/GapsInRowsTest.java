package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Reading a calibrated set, a tile the network did not find in a row of touching tiles leaves a
 * gap of one tile between two found ones; the gap is read against the table's samples
 * (CalibratedSetsTest: a 2 of bamboo gleitz's hand hid from the network is read so). A photo
 * that shows fewer tiles than a winning hand is also searched one tile beyond each row's ends.
 */
class GapsInRowsTest {
  private static final double W = 50, H = 70, TOP = 100;

  /** Standing tiles at these places of a row touching its neighbours, a little jittered as the network boxes them. */
  private static List<Quad.Box> row(int... places) {
    List<Quad.Box> boxes = new ArrayList<>();
    for (int p : places) {
      double jitter = (p % 3 - 1) * 2;
      boxes.add(new Quad.Box(100 + p * W + jitter + 3, TOP + jitter, 100 + (p + 1) * W + jitter - 3, TOP + H + jitter));
    }
    return boxes;
  }

  @Test
  void aTileMissingFromARowLeavesAGapWhereItLies() {
    List<Quad.Box> gaps = Rows.gapsInRows(row(0, 1, 2, 4, 5, 6, 7));
    assertEquals(1, gaps.size(), gaps.toString());
    Quad.Box gap = gaps.get(0);
    assertEquals(100 + 3.5 * W, (gap.x0() + gap.x1()) / 2, 4, "the gap is centred where the third tile lies");
    assertEquals(W, gap.x1() - gap.x0(), 6, "one tile wide");
    assertEquals(TOP + H / 2, (gap.y0() + gap.y1()) / 2, 4);
  }

  @Test
  void aWholeRowLeavesNoGap() {
    assertTrue(Rows.gapsInRows(row(0, 1, 2, 3, 4, 5)).isEmpty());
  }

  @Test
  void roomForTwoTilesIsNotOneMissedTile() {
    assertTrue(Rows.gapsInRows(row(0, 1, 2, 5, 6, 7)).isEmpty());
  }

  @Test
  void tilesInAnotherRowAreNotNeighbours() {
    List<Quad.Box> boxes = row(0, 1, 2, 3);
    boxes.add(new Quad.Box(100 + 5 * W, TOP + 2 * H, 100 + 6 * W, TOP + 3 * H));
    assertTrue(Rows.gapsInRows(boxes).isEmpty());
  }

  @Test
  void aTileFoundInTheGapFillsIt() {
    List<Quad.Box> boxes = row(0, 1, 2, 4, 5);
    // A called tile lying sideways in the gap: no standing neighbour, but the gap is covered.
    boxes.add(new Quad.Box(100 + 3 * W - 8, TOP + H - W, 100 + 4 * W + 8, TOP + H));
    assertTrue(Rows.gapsInRows(boxes).isEmpty());
  }

  @Test
  void facesPlacedAFifthOfATileIntoTheGapStillLeaveIt() {
    // The faces either side of the missing tile found a fifth of a tile into the gap: about 1.55 steps apart.
    List<Quad.Box> boxes = row(0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11);
    boxes.set(5, moved(boxes.get(5), 0.2 * W));
    boxes.set(6, moved(boxes.get(6), -0.2 * W));
    List<Quad.Box> gaps = Rows.gapsInRows(boxes);
    assertEquals(1, gaps.size(), gaps.toString());
    assertEquals(100 + 6.5 * W, (gaps.get(0).x0() + gaps.get(0).x1()) / 2, 4, "the gap is centred between them");
  }

  private static Quad.Box moved(Quad.Box b, double dx) {
    return new Quad.Box(b.x0() + dx, b.y0(), b.x1() + dx, b.y1());
  }

  @Test
  void aRowHasAPlaceOneTileBeyondEachEndForAPhotoShortOfAHand() {
    List<Quad.Box> ends = Rows.beyondRowEnds(row(1, 2, 3, 4), 1000);
    assertEquals(2, ends.size(), ends.toString());
    List<Double> centres = ends.stream().map(e -> (e.x0() + e.x1()) / 2).sorted().toList();
    assertEquals(100 + 0.5 * W, centres.get(0), 4, "where a tile before the first would lie");
    assertEquals(100 + 5.5 * W, centres.get(1), 4, "where a tile after the last would lie");
    assertEquals(W, ends.get(0).x1() - ends.get(0).x0(), 6, "one tile wide");
  }

  @Test
  void noPlaceBeyondARowsEndOutsideThePhoto() {
    List<Quad.Box> ends = Rows.beyondRowEnds(row(1, 2, 3, 4), (int) (100 + 5.5 * W));
    assertEquals(1, ends.size(), "the photo ends half a tile after the last: only the first end");
    assertTrue(ends.get(0).x1() <= 100 + W + 4, ends.toString());
  }

  @Test
  void aTileWithNoNeighbourGivesNoRowStep() {
    assertTrue(Rows.beyondRowEnds(row(3), 1000).isEmpty());
  }

  @Test
  void eachRowHasItsOwnEnds() {
    List<Quad.Box> boxes = row(1, 2, 3);
    for (Quad.Box b : row(1, 2)) {
      boxes.add(new Quad.Box(b.x0(), b.y0() + 2 * H, b.x1(), b.y1() + 2 * H));
    }
    assertEquals(4, Rows.beyondRowEnds(boxes, 1000).size());
  }
}
