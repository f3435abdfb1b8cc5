package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A photo of one tile close up, whose strokes or dots the network takes for tiles, is read whole:
 * its few spots overlap one another as tiles lying side by side never do.
 */
class PiecesOfOneTileTest {

  /** A KDE crop's area, 174 x 224, in which the pieces below lie. */
  private static final double CROP = 174 * 224;

  private static TileNet.Spot spot(double x0, double y0, double x1, double y1) {
    return spot(x0, y0, x1, y1, 0.5);
  }

  private static TileNet.Spot spot(double x0, double y0, double x1, double y1, double surestFace) {
    double[] faces = new double[TileNet.FACES.size()];
    faces[0] = surestFace;
    return new TileNet.Spot(new Quad.Box(x0, y0, x1, y1), 0.5, faces, new double[4]);
  }

  @Test
  void theStrokesOfOneTileCloseUpArePiecesOfIt() {
    // three sticks of a 6 of bamboo, found as tall tiles that overlap (a KDE crop, 174 x 224)
    assertTrue(Recognizer.piecesOfOneTile(List.of(spot(64, 9, 127, 208), spot(21, 22, 76, 195), spot(36, 3, 101, 214)), CROP));
    // the dots of a 5 of dots: four boxes over the middle of the tile
    assertTrue(Recognizer.piecesOfOneTile(List.of(spot(57, 49, 131, 152), spot(52, 53, 118, 133), spot(52, 69, 136, 185),
        spot(53, 26, 134, 116)), CROP));
  }

  @Test
  void tilesSideBySideAreNot() {
    // three touching tiles of a close photo: their boxes meet, overlapping a few pixels
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 104, 140), spot(98, 0, 202, 140), spot(196, 0, 300, 140)), CROP));
    // two pieces of a tile and a tile apart
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 60, 80), spot(10, 10, 70, 90), spot(200, 0, 260, 80)), CROP));
  }

  @Test
  void oneSpotOrManyAreNot() {
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 60, 80)), CROP));
    List<TileNet.Spot> many = new ArrayList<>();
    for (int i = 0; i < Recognizer.PIECES + 1; i++) {
      many.add(spot(i * 5, 0, 60 + i * 5, 80));
    }
    assertFalse(Recognizer.piecesOfOneTile(many, CROP), "a hand's tiles are more than a tile's pieces");
  }

  @Test
  void tilesTurnedOnATableOverlapButAreNotPieces() {
    // four tiles laid slantwise in a block of two by two, in a 640 x 640 photo (a held-out photo):
    // their upright boxes overlap, each 2.4 % of the photo, and the looks read one at 0.76
    List<TileNet.Spot> turned = List.of(spot(250, 210, 350, 310, 0.76), spot(310, 250, 410, 350, 0.5),
        spot(210, 270, 310, 370, 0.6), spot(270, 310, 370, 410, 0.4));
    assertFalse(Recognizer.piecesOfOneTile(turned, 640 * 640));
    // the same boxes read unsurely, as a tile's dots are, are pieces
    List<TileNet.Spot> unsure = turned.stream().map(s -> spot(s.box().x0(), s.box().y0(), s.box().x1(), s.box().y1(), 0.3)).toList();
    assertTrue(Recognizer.piecesOfOneTile(unsure, 640 * 640));
  }

  @Test
  void aRowOfTilesWithTableRoundItIsNoCropOfOne() {
    // a close-up of four xmahjongg gnome2 tiles in a row, 190 x 190, table above and below: five boxes, two overlapping
    List<TileNet.Spot> row = List.of(spot(124, 78, 172, 115), spot(58, 68, 92, 118), spot(72, 71, 100, 114),
        spot(103, 74, 127, 98), spot(30, 81, 61, 113));
    assertTrue(Recognizer.aRowOfTiles(row, 190, 190));
    // the same boxes over most of a crop of one tile are its pieces
    assertFalse(Recognizer.aRowOfTiles(row, 150, 130));
  }

  @Test
  void aTilesPiecesInATilesShapeAreNoRow() {
    // a 2 of dots' two dots in a column are too few; a 5 of dots' dots lie in a tile's shape
    assertFalse(Recognizer.aRowOfTiles(List.of(spot(60, 30, 110, 80), spot(60, 140, 110, 190)), 174, 224 * 3));
    assertFalse(Recognizer.aRowOfTiles(List.of(spot(57, 49, 131, 152), spot(52, 53, 118, 133), spot(52, 69, 136, 185),
        spot(53, 26, 134, 116)), 640, 640));
  }

  @Test
  void aCloseUpsPiecesReadSurelyArePiecesStill() {
    // two sticks of a 7 of bamboo close up, each a quarter of the crop, read at 0.89
    assertTrue(Recognizer.piecesOfOneTile(List.of(spot(20, 10, 110, 130, 0.89), spot(50, 70, 140, 190, 0.5)), CROP));
  }
}
