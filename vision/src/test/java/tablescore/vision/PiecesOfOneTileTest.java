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

  private static TileNet.Spot spot(double x0, double y0, double x1, double y1) {
    return new TileNet.Spot(new Quad.Box(x0, y0, x1, y1), 0.5, new double[0], new double[4]);
  }

  @Test
  void theStrokesOfOneTileCloseUpArePiecesOfIt() {
    // three sticks of a 6 of bamboo, found as tall tiles that overlap (a KDE crop, 174 x 224)
    assertTrue(Recognizer.piecesOfOneTile(List.of(spot(64, 9, 127, 208), spot(21, 22, 76, 195), spot(36, 3, 101, 214))));
    // the dots of a 5 of dots: four boxes over the middle of the tile
    assertTrue(Recognizer.piecesOfOneTile(List.of(spot(57, 49, 131, 152), spot(52, 53, 118, 133), spot(52, 69, 136, 185),
        spot(53, 26, 134, 116))));
  }

  @Test
  void tilesSideBySideAreNot() {
    // three touching tiles of a close photo: their boxes meet, overlapping a few pixels
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 104, 140), spot(98, 0, 202, 140), spot(196, 0, 300, 140))));
    // two pieces of a tile and a tile apart
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 60, 80), spot(10, 10, 70, 90), spot(200, 0, 260, 80))));
  }

  @Test
  void oneSpotOrManyAreNot() {
    assertFalse(Recognizer.piecesOfOneTile(List.of(spot(0, 0, 60, 80))));
    List<TileNet.Spot> many = new ArrayList<>();
    for (int i = 0; i < Recognizer.PIECES + 1; i++) {
      many.add(spot(i * 5, 0, 60 + i * 5, 80));
    }
    assertFalse(Recognizer.piecesOfOneTile(many), "a hand's tiles are more than a tile's pieces");
  }
}
