package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** A tile the looks are unsure of is also read at the cut sizes a photo's one tile is read at. */
class UnsureAtSizesTest {

  /**
   * A held-out photo as a sensor of half the pixels takes it (area averaged, as {@code
   * worse_camera.py}'s "half"): its bamboo flower, read at the box alone and turned half round,
   * was taken for the winter; read at the other cut sizes too it is the bamboo.
   */
  @Test
  void anUnsureTileIsReadAtTheOneTileCutSizesToo() {
    Path image = LabelledPhotos.heldOutImage("hand_105_jpg.rf.09661deefee763b6fa8ffabfec831193.jpg");
    Mat taken = OpenCv.readImage(image);
    Mat half = new Mat();
    Imgproc.resize(taken, half, new Size(), 0.5, 0.5, Imgproc.INTER_AREA);
    try {
      List<YoloFolder.Label> labels = LabelledPhotos.labels(image, half);
      List<TileReading> read = Recognizer.builtIn().read(half);
      assertEquals(1, read.stream().filter(t -> t.tile().equals("4f")).count(), read.toString());
      assertEquals(0, read.stream().filter(t -> t.tile().equals("8f")).count(), read.toString());
      assertEquals(labels.size() - 1, Evaluation.countedAlike(read, labels), read.toString());
    } finally {
      taken.release();
      half.release();
    }
  }
}
