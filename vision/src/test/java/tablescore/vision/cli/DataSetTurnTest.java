package tablescore.vision.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.OpenCv;

/** The data set's turned photos are told from its unturned ones by their filled corners. */
class DataSetTurnTest {
  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  /** A bright, noisy table-like picture (no dark corners of its own). */
  private static Mat table() {
    Mat img = new Mat(640, 640, CvType.CV_8UC3);
    Core.randn(img, 128, 20); // grey-green noise, nowhere near the dark fill
    return img;
  }

  /** As the data set's augmentation does: turned about the centre, corners filled dark. */
  private static Mat turned(Mat img, double degrees) {
    Mat out = new Mat();
    Mat m = Imgproc.getRotationMatrix2D(new Point(320, 320), degrees, 1.0);
    Imgproc.warpAffine(img, out, m, new Size(640, 640), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
        new Scalar(20, 20, 20));
    return out;
  }

  @Test
  void anUnturnedPhotoHasNoWedges() {
    assertTrue(DataSetTurn.turn(table()).isEmpty());
  }

  @Test
  void aTurnedPhotoMeasuresItsTurn() {
    for (double degrees : new double[] {20, -30, 40}) {
      OptionalDouble t = DataSetTurn.turn(turned(table(), degrees));
      assertTrue(t.isPresent(), degrees + " degrees");
      assertEquals(Math.abs(Math.sin(Math.toRadians(2 * degrees))), t.getAsDouble(), 0.05, degrees + " degrees");
    }
  }

  @Test
  void aSlightTurnStillCountsAsUnturned() {
    OptionalDouble t = DataSetTurn.turn(turned(table(), 3));
    assertTrue(t.isEmpty() || t.getAsDouble() < DataSetTurn.MOST_TURN, String.valueOf(t));
  }

  @Test
  void onlyAPhotoWithNoWedgeAtAllIsStraight() {
    assertTrue(DataSetTurn.isStraight(table()));
    assertTrue(!DataSetTurn.isStraight(turned(table(), 20)));
  }
}
