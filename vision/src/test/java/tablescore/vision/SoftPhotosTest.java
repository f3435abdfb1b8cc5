package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** A photo out of focus is sharpened before it is read ({@link Focus}). */
class SoftPhotosTest {
  /** A soft camera's blur, as {@code vision/train/worse_camera.py}'s "blur" kind takes it: Gaussian, in pixels of 640. */
  private static final double SOFT_CAMERA_SIGMA = 1.5;

  /** Held-out: four 7s of dots lying close together in the middle of a wooden table. */
  private static final String FOUR_SEVENS = "IMG_20231217_164200_jpg.rf.2f35d0d9ed2e5016229811ea4bb0c914.jpg";
  /** Held-out: four 4s of dots lying apart on a wooden table. */
  private static final String FOUR_FOURS = "IMG_20231214_094132_jpg.rf.257d2015f789fbaf58f0f7b06c6f29dd.jpg";

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  @Test
  void aPhotoInFocusIsReadAsTaken() {
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(FOUR_SEVENS));
    try {
      assertNull(Focus.sharpenedIfSoft(taken));
    } finally {
      taken.release();
    }
  }

  @Test
  void aPhotoBlurredAsASoftCameraBlursItIsSharpened() {
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(FOUR_SEVENS));
    Mat soft = soft(taken);
    Mat sharpened = Focus.sharpenedIfSoft(soft);
    try {
      assertNotNull(sharpened);
      assertTrue(blurEffect(sharpened) < blurEffect(soft));
    } finally {
      for (Mat m : new Mat[] {taken, soft, sharpened}) {
        if (m != null) {
          m.release();
        }
      }
    }
  }

  @Test
  void aLargeFrameIsJudgedAtTheSizeItIsRead() {
    // A photo in focus enlarged three times is soft pixel by pixel, but not brought back down to
    // the size it is read at.
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(FOUR_SEVENS));
    Mat large = new Mat();
    Imgproc.resize(taken, large, new Size(taken.cols() * 3, taken.rows() * 3), 0, 0, Imgproc.INTER_LINEAR);
    try {
      assertTrue(blurEffect(large) > Focus.OUT_OF_FOCUS);
      assertNull(Focus.sharpenedIfSoft(large));
    } finally {
      taken.release();
      large.release();
    }
  }

  @Test
  void softTilesLyingTogetherAreReadTileByTile() {
    // Unsharpened, the whole photo was read as one green dragon: the network found two of the
    // four tiles, unsurely.
    assertSoftReadAsLabelled(FOUR_SEVENS);
  }

  @Test
  void softTilesLyingApartAreReadTileByTile() {
    // Unsharpened: one flower, the whole photo.
    assertSoftReadAsLabelled(FOUR_FOURS);
  }

  @Test
  void aPlainOrEmptyPhotoIsNotOutOfFocus() {
    Mat plain = new Mat(480, 640, CvType.CV_8UC3, new Scalar(90, 140, 60));
    Mat dot = new Mat(1, 1, CvType.CV_8UC1);
    Mat none = new Mat();
    try {
      assertNull(Focus.sharpenedIfSoft(plain));
      assertNull(Focus.sharpenedIfSoft(none));
      assertEquals(0, Focus.blurEffect(dot));
    } finally {
      plain.release();
      dot.release();
      none.release();
    }
  }

  /** The held-out photo blurred as a soft camera blurs it reads every labelled tile, and no more. */
  private static void assertSoftReadAsLabelled(String heldOut) {
    Path image = LabelledPhotos.heldOutImage(heldOut);
    Mat taken = OpenCv.readImage(image);
    Mat soft = soft(taken);
    try {
      List<YoloFolder.Label> labels = LabelledPhotos.labels(image, taken);
      List<TileReading> read = Recognizer.builtIn().read(soft);
      assertEquals(labels.size(), Evaluation.countedAlike(read, labels), "read: " + read);
      assertEquals(labels.size(), read.size(), "read: " + read);
    } finally {
      taken.release();
      soft.release();
    }
  }

  private static Mat soft(Mat taken) {
    Mat soft = new Mat();
    Imgproc.GaussianBlur(taken, soft, new Size(0, 0), SOFT_CAMERA_SIGMA);
    return soft;
  }

  private static double blurEffect(Mat photo) {
    Mat grey = new Mat();
    OpenCv.toGrey(photo, grey);
    try {
      return Focus.blurEffect(grey);
    } finally {
      grey.release();
    }
  }
}
