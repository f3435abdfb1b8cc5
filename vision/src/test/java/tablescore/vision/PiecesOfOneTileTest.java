package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

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
    assertTrue(CropOrHand.piecesOfOneTile(List.of(spot(64, 9, 127, 208), spot(21, 22, 76, 195), spot(36, 3, 101, 214)), CROP));
    // the dots of a 5 of dots: four boxes over the middle of the tile
    assertTrue(CropOrHand.piecesOfOneTile(List.of(spot(57, 49, 131, 152), spot(52, 53, 118, 133), spot(52, 69, 136, 185),
        spot(53, 26, 134, 116)), CROP));
  }

  @Test
  void tilesSideBySideAreNot() {
    // three touching tiles of a close photo: their boxes meet, overlapping a few pixels
    assertFalse(CropOrHand.piecesOfOneTile(List.of(spot(0, 0, 104, 140), spot(98, 0, 202, 140), spot(196, 0, 300, 140)), CROP));
    // two pieces of a tile and a tile apart
    assertFalse(CropOrHand.piecesOfOneTile(List.of(spot(0, 0, 60, 80), spot(10, 10, 70, 90), spot(200, 0, 260, 80)), CROP));
  }

  @Test
  void oneSpotOrManyAreNot() {
    assertFalse(CropOrHand.piecesOfOneTile(List.of(spot(0, 0, 60, 80)), CROP));
    List<TileNet.Spot> many = new ArrayList<>();
    for (int i = 0; i < CropOrHand.PIECES + 1; i++) {
      many.add(spot(i * 5, 0, 60 + i * 5, 80));
    }
    assertFalse(CropOrHand.piecesOfOneTile(many, CROP), "a hand's tiles are more than a tile's pieces");
  }

  @Test
  void tilesTurnedOnATableOverlapButAreNotPieces() {
    // four tiles laid slantwise in a block of two by two, in a 640 x 640 photo (as in a held-out
    // photo): their upright boxes overlap, each 3.8 % of the photo, and the looks read one at 0.76
    List<TileNet.Spot> turned = List.of(spot(235, 185, 360, 310, 0.76), spot(310, 235, 435, 360, 0.5),
        spot(185, 260, 310, 385, 0.6), spot(260, 310, 385, 435, 0.4));
    assertFalse(CropOrHand.piecesOfOneTile(turned, 640 * 640));
    // the same boxes read unsurely, as a tile's dots are, are pieces
    List<TileNet.Spot> unsure = turned.stream().map(s -> spot(s.box().x0(), s.box().y0(), s.box().x1(), s.box().y1(), 0.3)).toList();
    assertTrue(CropOrHand.piecesOfOneTile(unsure, 640 * 640));
  }

  @Test
  void tilesTogetherInASmallPartOfThePhotoAreNotPieces() {
    // a block like it, read unsurely, in the middle of a frame 1.5 times as wide: 0.043 of it
    List<TileNet.Spot> block = List.of(spot(410, 370, 510, 470, 0.3), spot(470, 410, 570, 510, 0.3),
        spot(370, 430, 470, 530, 0.3), spot(430, 470, 530, 570, 0.3));
    assertFalse(CropOrHand.piecesOfOneTile(block, 960 * 960));
  }

  /** A photo of {@code cols} x {@code rows} all {@code ground} (BGR), with {@code light} rectangles (x0, y0, x1, y1) on it. */
  private static Mat photo(int cols, int rows, Scalar ground, Scalar light, int[]... rectangles) {
    Mat m = new Mat(rows, cols, CvType.CV_8UC3, ground);
    for (int[] r : rectangles) {
      Imgproc.rectangle(m, new Point(r[0], r[1]), new Point(r[2] - 1, r[3] - 1), light, -1);
    }
    return m;
  }

  private static final Scalar FELT = new Scalar(40, 120, 60), FACE = new Scalar(225, 240, 245), INK = new Scalar(60, 40, 30);

  @Test
  void tilesWithTableRoundThemAreNoCropOfOne() {
    OpenCv.load();
    // a close-up of four xmahjongg gnome2 tiles in a row, 190 x 190, felt above and below; two found
    Mat closeUp = photo(190, 190, FELT, FACE, new int[] {20, 70, 60, 120}, new int[] {62, 70, 102, 120},
        new int[] {104, 70, 144, 120}, new int[] {146, 70, 186, 120});
    assertTrue(CropOrHand.tilesOnATable(closeUp, List.of(spot(56, 74, 100, 118), spot(123, 76, 164, 115))));
    // one spot alone may be the tile the photo is
    assertFalse(CropOrHand.tilesOnATable(closeUp, List.of(spot(56, 74, 100, 118))));
  }

  @Test
  void aTilesPiecesWithItsFaceRoundThemAreNot() {
    OpenCv.load();
    // a tight crop of a 3 of dots whose dots were boxed: its face lies round them, not a table
    Mat crop = photo(174, 224, FACE, INK, new int[] {20, 20, 60, 60}, new int[] {67, 92, 107, 132}, new int[] {114, 164, 154, 204});
    assertFalse(CropOrHand.tilesOnATable(crop, List.of(spot(18, 18, 62, 62), spot(65, 90, 109, 134), spot(112, 162, 156, 206))));
    // tiles filling the photo leave no room for a table
    Mat full = photo(190, 190, FELT, FACE, new int[] {0, 10, 90, 180}, new int[] {95, 10, 185, 180});
    assertFalse(CropOrHand.tilesOnATable(full, List.of(spot(0, 10, 90, 180), spot(95, 10, 185, 180))));
  }

  @Test
  void darkFacesOrALightTableReadAsBefore() {
    OpenCv.load();
    int[][] row = {{20, 70, 60, 120}, {62, 70, 102, 120}, {104, 70, 144, 120}};
    List<TileNet.Spot> spots = List.of(spot(20, 70, 60, 120), spot(62, 70, 102, 120), spot(104, 70, 144, 120));
    assertFalse(CropOrHand.tilesOnATable(photo(190, 190, FELT, new Scalar(40, 60, 20), row), spots), "jade faces");
    assertFalse(CropOrHand.tilesOnATable(photo(190, 190, new Scalar(235, 235, 235), FACE, row), spots), "a white table");
  }

  @Test
  void aCloseUpsPiecesReadSurelyArePiecesStill() {
    // two sticks of a 7 of bamboo close up, each a quarter of the crop, read at 0.89
    assertTrue(CropOrHand.piecesOfOneTile(List.of(spot(20, 10, 110, 130, 0.89), spot(50, 70, 140, 190, 0.5)), CROP));
  }
}
