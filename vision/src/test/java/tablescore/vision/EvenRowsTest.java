package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** Tiles laid side by side stand a tile's width apart; a box lying part on a neighbour is the network's. */
class EvenRowsTest {
  private static final int PHOTO = 1000;

  private static TileNet.Spot spot(double x, double y, double w, double h) {
    return boxed(new Quad.Box(x - w / 2, y - h / 2, x + w / 2, y + h / 2));
  }

  private static TileNet.Spot boxed(Quad.Box box) {
    return new TileNet.Spot(box, 0.9, new double[] {1}, new double[] {1, 0, 0, 0});
  }

  private static void assertLeftAsItIs(List<TileNet.Spot> photo) {
    assertEquals(photo, EvenRows.evened(photo, PHOTO, PHOTO));
  }

  /** A photo of {@code count} spots, the {@code i}th {@code tile.apply(i)}; a list the test may change. */
  private static List<TileNet.Spot> spots(int count, IntFunction<TileNet.Spot> tile) {
    List<TileNet.Spot> r = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      r.add(tile.apply(i));
    }
    return r;
  }

  /** A row of upright tiles 54 wide and 72 tall, 60 apart, centred at y 200. */
  private static List<TileNet.Spot> row(int count) {
    return spots(count, i -> spot(100 + 60 * i, 200, 54, 72));
  }

  private static double centreX(List<TileNet.Spot> spots, int i) {
    return spots.get(i).box().centreX();
  }

  @Test
  void aBoxLyingPartOnItsNeighbourIsMovedToItsPlaceInTheRow() {
    List<TileNet.Spot> photo = row(14);
    photo.set(5, spot(400 - 12, 200, 54, 72)); // 12 pixels onto the tile at its left
    List<TileNet.Spot> evened = EvenRows.evened(photo, PHOTO, PHOTO);
    assertEquals(400, centreX(evened, 5), 1e-9);
    assertEquals(new Quad.Box(373, 164, 427, 236), evened.get(5).box());
    for (int i = 0; i < 14; i++) {
      if (i != 5) {
        assertEquals(photo.get(i), evened.get(i), "tile " + i + " stays");
      }
    }
  }

  @Test
  void theRowsEndTileLyingOnItsNeighbourIsMovedToo() {
    List<TileNet.Spot> photo = row(8);
    photo.set(0, spot(100 + 10, 200, 54, 72));
    assertEquals(100, centreX(EvenRows.evened(photo, PHOTO, PHOTO), 0), 1e-9);
  }

  @Test
  void aRowSeenAtASlantKeepsItsShrinkingSteps() {
    List<TileNet.Spot> photo = new ArrayList<>();
    double x = 100, w = 60;
    for (int i = 0; i < 14; i++) { // each tile 3 % narrower than the one before, touching it
      photo.add(spot(x, 200, w - 4, 72 * w / 60));
      x += w * 0.985 + 1;
      w *= 0.97;
    }
    assertLeftAsItIs(photo);
  }

  @Test
  void aTileSetApartFromTheRowStaysWhereItLies() {
    List<TileNet.Spot> photo = row(13);
    photo.add(spot(100 + 60 * 13 + 15, 200, 54, 72)); // the last tile, a quarter of a tile apart
    assertLeftAsItIs(photo);
  }

  @Test
  void aBoxOffByLessThanATenthOfItsWidthStays() {
    List<TileNet.Spot> photo = row(14);
    photo.set(7, spot(520 - 5, 200, 54, 72));
    assertLeftAsItIs(photo);
  }

  @Test
  void aTileBoxedTwiceIsNotTheRowsToPlace() {
    List<TileNet.Spot> photo = row(14);
    photo.set(6, spot(460 - 14, 200, 54, 72));
    photo.add(spot(460 + 20, 200, 54, 72)); // the network's second box on the same tile
    assertLeftAsItIs(photo);
  }

  @Test
  void aTileCutOffByThePhotosEdgeKeepsItsBox() {
    List<TileNet.Spot> photo = spots(8, i -> spot(20 + 60 * i, 200, 62, 72)); // boxes a little wider than the tiles, overlapping
    photo.set(0, boxed(new Quad.Box(0, 164, 51, 236))); // a tile centred at 20, cut at 0
    assertLeftAsItIs(photo);
  }

  @Test
  void rowsOfFewerThanFourTilesAreLeftAlone() {
    List<TileNet.Spot> photo = row(3);
    photo.set(1, spot(160 - 14, 200, 54, 72));
    assertLeftAsItIs(photo);
  }

  @Test
  void theStepsOfASetLaidOutAtASlantAreNotARow() {
    List<TileNet.Spot> photo = spots(10, i -> spot(100 + 60 * i, 200 + 16 * i, 54, 72)); // each a quarter of a height lower
    photo.set(4, spot(340 - 14, 264, 54, 72));
    assertLeftAsItIs(photo);
  }

  @Test
  void aColumnOfTilesLyingSidewaysIsEvenedDownIt() {
    List<TileNet.Spot> photo = spots(10, i -> spot(300, 100 + 60 * i, 72, 54));
    photo.set(3, spot(300, 280 + 13, 72, 54));
    List<TileNet.Spot> evened = EvenRows.evened(photo, PHOTO, PHOTO);
    assertEquals(280, evened.get(3).box().centreY(), 1e-9);
    assertEquals(300, evened.get(3).box().centreX(), 1e-9);
  }

  /** A row of 14 tiles ({@link #row}) whose seventh, centred at 460, the network boxed as two halves 38 pixels apart. */
  private static List<TileNet.Spot> rowWithATileBoxedAsTwoHalves() {
    List<TileNet.Spot> photo = row(14);
    photo.set(6, new TileNet.Spot(new Quad.Box(418, 166, 464, 238), 0.6, new double[] {0.6, 0.4}, new double[] {1, 0, 0, 0}));
    photo.add(new TileNet.Spot(new Quad.Box(456, 160, 502, 232), 0.5, new double[] {0.2, 0.8}, new double[] {0.8, 0.2, 0, 0}));
    return photo;
  }

  @Test
  void aTileBoxedAsTwoHalvesInARowIsOneTile() {
    List<TileNet.Spot> photo = rowWithATileBoxedAsTwoHalves();
    List<TileNet.Spot> joined = EvenRows.twiceBoxedJoined(photo);
    assertEquals(14, joined.size());
    TileNet.Spot tile = joined.stream().filter(s -> s.box().x0() > 400 && s.box().x1() < 520).findFirst().orElseThrow();
    assertEquals(new Quad.Box(437, 163, 483, 235), tile.box(), "the two boxes' mean");
    assertEquals(0.6, tile.score(), 1e-9);
    assertArrayEquals(new double[] {0.4, 0.6}, tile.faces(), 1e-9);
    assertArrayEquals(new double[] {0.9, 0.1, 0, 0}, tile.turns(), 1e-9);
    for (int i = 0; i < 14; i++) {
      if (i != 6) {
        assertTrue(joined.contains(photo.get(i)), "tile " + i + " stays");
      }
    }
  }

  @Test
  void twoTilesBoxedNearerEachOtherThanTheirPlacesAreTwoTiles() {
    List<TileNet.Spot> photo = row(14);
    photo.set(6, spot(460 + 10, 200, 54, 72));
    photo.set(7, spot(520 - 10, 200, 54, 72)); // 40 apart, but joined they would leave a gap each side
    assertEquals(photo, EvenRows.twiceBoxedJoined(photo));
  }

  @Test
  void aRowsEndTileBoxedAsTwoHalvesIsLeftToTheLooks() {
    List<TileNet.Spot> photo = row(13);
    photo.add(spot(880 - 19, 200, 46, 72));
    photo.add(spot(880 + 19, 200, 46, 72));
    assertEquals(photo, EvenRows.twiceBoxedJoined(photo));
  }

  @Test
  void tilesStandingInARackSeenFromTheSideAreNotJoined() {
    // boxes 54 wide stepping 46: the tiles' sides show, and the boxes overlap
    List<TileNet.Spot> photo = spots(14, i -> spot(100 + 46 * i, 200, 54, 72));
    photo.set(6, spot(376 - 17, 200, 54, 72));
    photo.add(spot(376 + 17, 200, 54, 72));
    assertEquals(photo, EvenRows.twiceBoxedJoined(photo));
  }
}
