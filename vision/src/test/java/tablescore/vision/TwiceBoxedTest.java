package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** One tile boxed twice is one tile, the surer read kept; tiles touching stay every one. */
class TwiceBoxedTest {
  private static TileReading tile(String face, double x, double y, double w, double h, double confidence) {
    Quad q = new Quad(new Point(x - w / 2, y - h / 2), new Point(x + w / 2, y - h / 2),
        new Point(x + w / 2, y + h / 2), new Point(x - w / 2, y + h / 2));
    return new TileReading(face, q, confidence, "2s", Orientation.UPRIGHT);
  }

  /** A hand's row of touching upright tiles 40 wide and 60 tall, centred at y 100, all 4s. */
  private static List<TileReading> row(int count, double width) {
    List<TileReading> r = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      r.add(tile("4s", 20 + 40 * i, 100, width, 60, 0.9));
    }
    return r;
  }

  @Test
  void aTileBoxedTwiceAQuarterTileApartAndReadAlikeIsOneTileTheSurerReadKept() {
    List<TileReading> photo = row(5, 40);
    TileReading again = tile("4s", 20 + 40 * 2 + 10, 104, 40, 60, 0.95);
    photo.add(again);
    List<TileReading> read = TwiceBoxed.without(photo);
    assertEquals(5, read.size());
    assertEquals(again, read.get(4));
    assertEquals(photo.subList(0, 2), read.subList(0, 2));
  }

  @Test
  void tilesOfOneFaceTouchingInARowStayEveryOne() {
    List<TileReading> photo = row(6, 40);
    assertEquals(photo, TwiceBoxed.without(photo));
  }

  @Test
  void aRowOfThinTilesBoxedTwiceAsWideAsTheyAreKeepsEveryTile() {
    // thin standing tiles photographed slantwise: each quad reaches over its neighbours' centres
    List<TileReading> photo = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      photo.add(tile("1z", 100 + 25 * i, 100, 74, 200, 0.8));
    }
    assertEquals(photo, TwiceBoxed.without(photo));
  }

  @Test
  void halfATileReadAsAFaceOfFewerMarksBesideTheWholeGoes() {
    List<TileReading> photo = row(4, 40);
    TileReading half = tile("2s", 20 + 40 * 2 - 10, 100, 20, 60, 0.7);
    photo.add(half);
    assertEquals(row(4, 40), TwiceBoxed.without(photo));
  }

  @Test
  void oneTileReadTwiceAlikeInEveryFieldIsReadOnce() {
    List<TileReading> photo = row(4, 40);
    TileReading t = photo.get(2);
    photo.add(new TileReading(t.tile(), t.quad(), t.confidence(), t.runnerUp(), t.orientation()));
    assertEquals(row(4, 40), TwiceBoxed.without(photo));
  }

  @Test
  void twoFacesAtOnePlaceWithNoOtherTilesToJudgeBySpacingStay() {
    List<TileReading> photo = List.of(tile("4s", 100, 100, 40, 60, 0.9), tile("2s", 110, 100, 40, 60, 0.8));
    assertEquals(photo, TwiceBoxed.without(photo));
  }

  @Test
  void oneFaceReadTwiceAtOnePlaceInACloseUpIsOneTile() {
    // a close-up of two touching tiles, the second boxed twice a sixth of a tile apart
    TileReading first = tile("8m", 50, 100, 40, 60, 0.87);
    TileReading surer = tile("3p", 90, 100, 40, 60, 0.83);
    List<TileReading> photo = List.of(first, surer, tile("3p", 97, 102, 40, 60, 0.82));
    assertEquals(List.of(first, surer), TwiceBoxed.without(photo));
  }

  @Test
  void twoTouchingTilesOfOneFaceAloneInAPhotoStay() {
    List<TileReading> photo = List.of(tile("4s", 100, 100, 40, 60, 0.9), tile("4s", 140, 100, 40, 60, 0.8));
    assertEquals(photo, TwiceBoxed.without(photo));
  }

  /**
   * Held-out photos of tiles turned on a table: in two a 4 of bamboo boxed twice, in two a 2 of
   * dots read in part of a 4 and of a 6 of dots.
   */
  @ParameterizedTest
  @ValueSource(strings = {
      "395409538_1784463088694270_4786823157216934792_n_jpg.rf.293967b33259bf74bf536f08c4597875.jpg",
      "395484591_864266511932462_4698632069260422169_n_jpg.rf.139c0af237aa4f0d5398a1505dae30c1.jpg",
      "396035083_292128250304303_3753355349398698317_n_jpg.rf.13f575f69eeb617f6c010c02df60aacf.jpg",
      "367362342_966412384458625_1506370883166840771_n_jpg.rf.026a7052decc93c7a0973daaebdf9171.jpg"})
  void aSharedPhotosTileBoxedTwiceIsReadOnce(String heldOut) {
    Path image = LabelledPhotos.heldOutImage(heldOut);
    Mat photo = OpenCv.readImage(image);
    try {
      List<YoloFolder.Label> labels = LabelledPhotos.labels(image, photo);
      List<TileReading> read = Recognizer.builtIn().read(photo);
      assertEquals(labels.size(), read.size(), read.toString());
      assertEquals(labels.size(), Evaluation.countedAlike(read, labels), read.toString());
    } finally {
      photo.release();
    }
  }
}
