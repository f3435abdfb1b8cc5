package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/**
 * Tiles small in the frame are looked at again nearer ({@link LookDistance#nearerSide}, {@link
 * LookDistance#WIDE_FRAME}).
 */
class FarTilesTest {
  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  /** {@code count} boxes of {@code side} by 1.4 times as tall, side by side in a row from the top left. */
  private static List<Quad.Box> row(int count, double side) {
    List<Quad.Box> boxes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      boxes.add(new Quad.Box(10 + i * side, 10, 10 + (i + 1) * side, 10 + 1.4 * side));
    }
    return boxes;
  }

  @Test
  void fewFarTilesAreLookedAtNearer() {
    Mat photo = new Mat(1280, 1280, CvType.CV_8UC3);
    // 40 pixels of 1280 are 13 of the hand look's 416: brought to 32, a side of about 1024.
    assertEquals(1024, LookDistance.nearerSide(photo, row(8, 40)));
  }

  @Test
  void aWholeHandFoundNeedsNoNearerLook() {
    Mat photo = new Mat(1280, 1280, CvType.CV_8UC3);
    // 60 pixels of 1280 are 19.5 of the hand look's 416: far for a few tiles (under 22), but a
    // whole hand is not read at a nearer look; one only adds the tiles beside its own.
    assertEquals(TileNet.HAND_SIZE, LookDistance.nearerSide(photo, row(Recognizer.NOT_A_CLOSE_UP, 60)));
  }

  @Test
  void tilesNearEnoughNeedNoNearerLook() {
    Mat photo = new Mat(1280, 1280, CvType.CV_8UC3);
    // 80 pixels of 1280 are 26 of the hand look's 416.
    assertEquals(TileNet.HAND_SIZE, LookDistance.nearerSide(photo, row(8, 80)));
  }

  @Test
  void aPhotoWithNothingFoundIsLookedAtNearerIfItHasThePixels() {
    assertEquals(1024, LookDistance.nearerSide(new Mat(1080, 1920, CvType.CV_8UC3), List.of()));
    assertEquals(TileNet.HAND_SIZE, LookDistance.nearerSide(new Mat(300, 400, CvType.CV_8UC3), List.of()), "a small photo has no more to show");
  }

  @Test
  void aNearerLookTakesNoMorePixelsThanThePhotoHas() {
    Mat photo = new Mat(480, 640, CvType.CV_8UC3);
    // 24 pixels of 640 are 16 of 416: brought to 32 it would need 832, the photo has 640.
    assertEquals(640, LookDistance.nearerSide(photo, row(8, 24)));
  }

  /**
   * A held-out photo of a hand of 17 tiles in the middle of a frame twice as wide and tall, the
   * rest plain table, as a camera further off takes it: the hand look found 8 of its tiles, a
   * nearer look 17 (their faces counted as a hand is scored, boxes aside).
   */
  @Test
  void aHandSmallInAWideFrameIsRead() {
    assertReadInFrame("hand_061_jpg.rf.00182e36ec26a874b7e9cd6357019b56.jpg", 1280, 1280, 16, 1);
  }

  /**
   * A held-out block of four tiles laid slantwise, in the middle of a frame 1.5 times as wide and
   * tall: their upright boxes overlap, each read unsurely, as a close-up's dots would, but they
   * lie together in a small part of the frame and are read as the four tiles, not as one.
   */
  @Test
  void aTurnedBlockSmallInAFrameIsNotOneTile() {
    assertReadInFrame("IMG_20231214_093227_jpg.rf.098e5bee7332cb10338bcf8bd3001073.jpg", 960, 960, 4, 0);
  }

  /**
   * A block of four 7s of dots lying sideways, framed 1.5 times as wide: three are found, each
   * under 2 % of the frame, each read at 0.7-0.9, the whole frame at 0.33 as a south wind. They
   * are tiles, not one tile's pieces ({@link Recognizer#SURE_SMALL_TILES}).
   */
  @Test
  void aFewSmallTilesReadSurelyInAFrameAreNotOneTilesPieces() {
    assertReadInFrame("IMG_20231217_164200_jpg.rf.2f35d0d9ed2e5016229811ea4bb0c914.jpg", 960, 960, 3, 0);
  }

  /**
   * Nine tiles of bamboo lying loose on a white table, framed 1.5 times as wide: the coarse look
   * boxes the table, light on the dark frame, as one tile a third of the frame, and the five tiles
   * the hand look found lie on it. Each reads at 0.76-0.96, the one tile at 0.17: they are tiles,
   * not its pieces ({@link Recognizer#closeUpOrAll}).
   */
  @Test
  void tilesReadSurelyOnATableTheCoarseLookTakesForOneTileAreTiles() {
    assertReadInFrame("bamboo_family_003_jpg.rf.0defbeea50e794ceffbd0ee6bd91b1b2.jpg", 960, 960, 7, 0);
  }

  @Test
  void tilesTurnedWellOffStraightAreBoxedSquarerThanATile() {
    assertFalse(LookDistance.boxedTurned(row(8, 24)), "standing tiles, boxed 1.4 times as tall as wide");
    List<Quad.Box> turned = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      // a tile 24 x 32 turned 45 degrees: its upright box about 40 x 40
      turned.add(new Quad.Box(10 + i * 28, 10 + i * 28, 50 + i * 28, 51 + i * 28));
    }
    assertTrue(LookDistance.boxedTurned(turned));
  }

  /**
   * A held-out hand of 14 tiles in a row turned 45 degrees, in the middle of a frame 1.5 times as
   * wide and tall: its upright boxes, a third wider than its tiles, put it over {@link
   * LookDistance#FAR_TILE}, and the hand look found 11; looked at nearer among them, all 14.
   */
  @Test
  void aTurnedRowSmallInAFrameIsLookedAtNearer() {
    assertReadInFrame("hand_129_jpg.rf.229ff097716a288d008dcea8df83d7fc.jpg", 960, 960, 13, 1);
  }

  /**
   * A held-out hand of 13 straight tiles, in the middle of a frame 1.5 times as wide and tall: the
   * hand look found 11, boxed straight under {@link LookDistance#FEW_STRAIGHT_TILES_FAR}; looked at
   * nearer among them, all 13, and nothing of the table round them.
   */
  @Test
  void aFewStraightTilesSmallInAFrameAreLookedAtNearer() {
    assertReadInFrame("hand_169_jpg.rf.0ab26a4bf9507199eb1cba3449933ac2.jpg", 960, 960, 13, 0);
  }

  @Test
  void aCameraFrameIsAWideFrameAndAStripCroppedRoundAHandIsNot() {
    assertTrue(LookDistance.isWideFrame(new Mat(1080, 1920, CvType.CV_8UC3)), "the device's camera frame");
    assertFalse(LookDistance.isWideFrame(new Mat(400, 1240, CvType.CV_8UC3)), "melds cropped as a strip");
    assertFalse(LookDistance.isWideFrame(new Mat(640, 640, CvType.CV_8UC3)), "a shared photo");
  }

  /**
   * A held-out hand of 14 tiles of about 80 pixels in the middle of the device camera's
   * 1920x1080 frame: at the hand look they shrink to about 17, and the network found 5 of them,
   * boxed 25-34 pixels, as large as tiles it finds surely; the frame's own look reads all 14.
   */
  @Test
  void aHandInTheCameraFrameIsRead() {
    assertReadInFrame("hand_136_jpg.rf.2cc6eafca4e91783f514aa34d4689472.jpg", 1920, 1080, 13, 1);
  }

  /**
   * A held-out hand of 14 in a row turned 45 degrees, in the middle of the camera's 1920x1080
   * frame: the frame's own look found 10 of its tiles, their upright boxes 28 pixels of its 1024
   * (about 20 for the tiles themselves); the part of the frame round them looked at closer, at
   * 384 pixels, reads all 14.
   */
  @Test
  void aTurnedRowSmallInTheCameraFrameIsLookedAtCloserAmongItsTiles() {
    assertReadInFrame("hand_025_jpg.rf.0e440d6f91a743c7033ac343de5c3fd9.jpg", 1920, 1080, 14, 0);
  }

  /**
   * In the camera's frame the hand look found two spots of a held-out hand of 15 and boxed them
   * 55 and 66 pixels, more than the tiles: the frame's own look, finding more tiles of a size the
   * network knows, reads them.
   */
  @Test
  void aHandBoxedTooLargeInTheCameraFrameIsRead() {
    assertReadInFrame("393122729_373728721973053_3391690378913603572_n_jpg.rf.0e7364b15aea4560036dd914a1474b3f.jpg", 1920, 1080, 13, 1);
  }

  /**
   * Eight flowers and seasons close up, the photo enlarged to the camera frame's height: the
   * frame's own look finds 11 spots, boxed 56-136 pixels of it (median 109), larger than the
   * network finds tiles best; looked at again at 416 pixels it finds the eight, scored higher.
   */
  @Test
  void aCloseUpInTheCameraFrameIsReadAtItsTilesBestSize() {
    assertReadEnlargedInFrame("flower_family_002_jpg.rf.078e2ee9ab1f3bcc6ee98fee0076e155.jpg", 8);
  }

  /**
   * Nine tiles close up, enlarged to the camera frame's height (about 150 pixels of it): the hand
   * look finds 5 spots boxed larger than tiles, the frame's own look all nine at 84 pixels of
   * its 1024, which it scores higher than a look again at 416 (the whole frame was read as one
   * tile).
   */
  @Test
  void largeTilesInTheCameraFrameAreReadAtTheFramesOwnLook() {
    assertReadEnlargedInFrame("bamboo_family_003_jpg.rf.0defbeea50e794ceffbd0ee6bd91b1b2.jpg", 9);
  }

  /**
   * Four tiles laid turned, close up, the photo enlarged to the camera frame's height: their
   * upright boxes overlap as a close-up's pieces of one tile do, but lie in the middle of the
   * frame, not over it, and are the four tiles (the whole frame was read as one tile).
   */
  @Test
  void fourTurnedTilesCloseUpInTheCameraFrameAreFourTiles() {
    assertReadEnlargedInFrame("IMG_20231214_093227_jpg.rf.098e5bee7332cb10338bcf8bd3001073.jpg", 4);
  }

  /**
   * A held-out hand of 17 in a frame 1.5 times as wide: the hand look finds 17 spots, a whole
   * hand, but boxed about 15 pixels, where the network misses many tiles (13 were counted); with
   * the tiles a nearer look finds beside them, 16 are counted, and at most one tile of the table
   * round them is read.
   */
  @Test
  void aWholeHandFoundSmallerStillIsRead() {
    assertReadInFrame("hand_084_jpg.rf.7ff81061b31f16d087d2f0450ca4d86c.jpg", 960, 960, 16, 1);
  }

  /**
   * A held-out hand of 18 in a row, in the middle of a frame 1.5 times as wide and tall: the hand
   * look found 14 of its tiles, a whole hand, boxed under {@link LookDistance#WHOLE_HAND_FAR}; the
   * four it missed, found by a nearer look beside them, are added, and nothing of the table.
   */
  @Test
  void theTilesANearerLookFindsBesideAWholeHandFoundSmallAreAdded() {
    assertReadInFrame("hand_071_jpg.rf.005bac4a03c4702eea5b99ccf801d8af.jpg", 960, 960, 18, 0);
  }

  /**
   * A held-out hand of 15 in a row beside a heap of discards, enlarged to the camera frame's
   * height: the frame's own look, seeing the tiles larger than the network learnt them, found the
   * discards too (30 tiles); a farther look finds the hand alone, and only the tiles among it are
   * read.
   */
  @Test
  void theDiscardsBesideAHandCloseUpInTheCameraFrameAreNotRead() {
    assertReadEnlargedInFrame("hand_158_jpg.rf.144f694a252e088b4965c8cb8b281731.jpg", 15);
  }

  /**
   * A held-out tray of 36 tiles, the photo enlarged 1.2 times in the camera's frame (tiles about
   * 45 pixels wide): the hand look boxed them two to a box, 17 boxes squarer than a tile, a whole
   * hand's worth; the frame's own look is taken all the same, and reads the 36.
   */
  @Test
  void aTrayBoxedInPairsInTheCameraFrameIsReadAtTheFramesOwnLook() {
    assertReadEnlargedInFrame("IMG_20231102_204315_jpg.rf.0fcbd7efe8ceaa704d025f4908b76f28.jpg", 768, 36);
  }

  /** A held-out photo enlarged to 1080x1080, in the camera's frame: all its labelled tiles read, none more. */
  private static void assertReadEnlargedInFrame(String heldOut, int labelled) {
    assertReadEnlargedInFrame(heldOut, 1080, labelled);
  }

  /** A held-out photo enlarged to {@code side} square, in the camera's frame: all its labelled tiles read, none more. */
  private static void assertReadEnlargedInFrame(String heldOut, int side, int labelled) {
    Path image = LabelledPhotos.heldOutImage(heldOut);
    Mat taken = OpenCv.readImage(image);
    Mat large = new Mat();
    Imgproc.resize(taken, large, new Size(side, side), 0, 0, Imgproc.INTER_LINEAR);
    try {
      assertReadInFrame(large, LabelledPhotos.labels(image, large), 1920, 1080, labelled, 0);
    } finally {
      taken.release();
      large.release();
    }
  }

  private static void assertReadInFrame(String heldOut, int width, int height, int leastCounted, int mostExtra) {
    Path image = LabelledPhotos.heldOutImage(heldOut);
    Mat taken = OpenCv.readImage(image);
    try {
      assertReadInFrame(taken, LabelledPhotos.labels(image, taken), width, height, leastCounted, mostExtra);
    } finally {
      taken.release();
    }
  }

  /**
   * {@code taken} in the middle of a frame {@code width} by {@code height}, the rest plain table,
   * read: at least {@code leastCounted} of its {@code labels} counted as a hand is scored, and no
   * more than {@code mostExtra} tiles read beyond them.
   */
  private static void assertReadInFrame(Mat taken, List<YoloFolder.Label> labels, int width, int height, int leastCounted,
      int mostExtra) {
    int w = taken.cols(), h = taken.rows();
    int left = (width - w) / 2, top = (height - h) / 2;
    // Labels in the frame's pixels: the photo lies in its middle, the same size.
    List<YoloFolder.Label> moved = labels.stream()
        .map(l -> new YoloFolder.Label(l.face(), new Quad.Box(l.box().x0() + left, l.box().y0() + top, l.box().x1() + left, l.box().y1() + top)))
        .toList();
    Mat frame = new Mat();
    Core.copyMakeBorder(taken, frame, top, height - h - top, left, width - w - left, Core.BORDER_CONSTANT, Core.mean(taken.row(0)));
    try {
      List<TileReading> read = Recognizer.builtIn().read(frame);
      int counted = Evaluation.countedAlike(read, moved);
      assertTrue(counted >= leastCounted && read.size() <= moved.size() + mostExtra,
          counted + " of " + moved.size() + " counted, " + read.size() + " read: " + read);
    } finally {
      frame.release();
    }
  }
}
