package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** Tiles small in the frame are looked at again nearer ({@link Recognizer#nearerSide}). */
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
    assertEquals(1024, Recognizer.nearerSide(photo, row(8, 40)));
  }

  @Test
  void aWholeHandFoundNeedsNoNearerLook() {
    Mat photo = new Mat(1280, 1280, CvType.CV_8UC3);
    assertEquals(TileNet.HAND_SIZE, Recognizer.nearerSide(photo, row(Recognizer.NOT_A_CLOSE_UP, 40)));
  }

  @Test
  void tilesNearEnoughNeedNoNearerLook() {
    Mat photo = new Mat(1280, 1280, CvType.CV_8UC3);
    // 80 pixels of 1280 are 26 of the hand look's 416.
    assertEquals(TileNet.HAND_SIZE, Recognizer.nearerSide(photo, row(8, 80)));
  }

  @Test
  void aPhotoWithNothingFoundIsLookedAtNearerIfItHasThePixels() {
    assertEquals(1024, Recognizer.nearerSide(new Mat(1080, 1920, CvType.CV_8UC3), List.of()));
    assertEquals(TileNet.HAND_SIZE, Recognizer.nearerSide(new Mat(300, 400, CvType.CV_8UC3), List.of()), "a small photo has no more to show");
  }

  @Test
  void aNearerLookTakesNoMorePixelsThanThePhotoHas() {
    Mat photo = new Mat(480, 640, CvType.CV_8UC3);
    // 24 pixels of 640 are 16 of 416: brought to 32 it would need 832, the photo has 640.
    assertEquals(640, Recognizer.nearerSide(photo, row(8, 24)));
  }

  /**
   * A held-out photo of a hand of 17 tiles in the middle of a frame twice as wide and tall, the
   * rest plain table, as a camera further off takes it: the hand look found 8 of its tiles, a
   * nearer look 17 (their faces counted as a hand is scored, boxes aside).
   */
  @Test
  void aHandSmallInAWideFrameIsRead() {
    Path image = LabelledPhotos.heldOutImage("hand_061_jpg.rf.00182e36ec26a874b7e9cd6357019b56.jpg");
    Mat taken = OpenCv.readImage(image);
    try {
      int w = taken.cols(), h = taken.rows();
      // Labels in the wide frame's pixels: the photo lies in its middle, the same size.
      List<YoloFolder.Label> labels = LabelledPhotos.labels(image, taken).stream()
          .map(l -> new YoloFolder.Label(l.face(), new Quad.Box(l.box().x0() + w / 2, l.box().y0() + h / 2, l.box().x1() + w / 2, l.box().y1() + h / 2)))
          .toList();
      Mat wide = new Mat();
      Core.copyMakeBorder(taken, wide, h / 2, h / 2, w / 2, w / 2, Core.BORDER_CONSTANT, Core.mean(taken.row(0)));
      List<TileReading> read = Recognizer.builtIn().read(wide);
      int counted = Evaluation.countedAlike(read, labels);
      assertTrue(counted >= 16 && read.size() <= labels.size() + 1, counted + " of " + labels.size() + " counted, " + read.size() + " read: " + read);
      wide.release();
    } finally {
      taken.release();
    }
  }
}
