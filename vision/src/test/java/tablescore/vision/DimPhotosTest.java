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
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** A dim photo is read brightened where the network finds more tiles so, a hand or more ({@link Exposure}). */
class DimPhotosTest {
  /** Held-out: a row of 13 tiles turned on a green cloth, a wall of tiles beyond. */
  private static final String ROW_ON_A_CLOTH = "409923688_1378045846430907_2227692822440243621_n_jpg.rf.20c2cc0915e952d4b9412b233ef9764b.jpg";
  /** Held-out: four 7s of dots lying close together on a wooden table. */
  private static final String FOUR_SEVENS = "IMG_20231217_164200_jpg.rf.2f35d0d9ed2e5016229811ea4bb0c914.jpg";

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  @Test
  void aLitPhotoIsReadAsTaken() {
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(FOUR_SEVENS));
    try {
      assertTrue(faces(taken) >= Exposure.DIM);
      assertNull(brightenedIfDim(taken, 0, Recognizer.NOT_A_CLOSE_UP));
    } finally {
      taken.release();
    }
  }

  @Test
  void aDimPhotosFacesAreBroughtToTheLightOfALitOne() {
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(ROW_ON_A_CLOTH));
    Mat dim = dim(taken);
    Mat brightened = brightenedIfDim(dim, 0, Recognizer.NOT_A_CLOSE_UP);
    try {
      assertTrue(faces(dim) < Exposure.DIM);
      assertNotNull(brightened);
      assertEquals(Exposure.LIT, faces(brightened), 3);
    } finally {
      for (Mat m : new Mat[] {taken, dim, brightened}) {
        if (m != null) {
          m.release();
        }
      }
    }
  }

  @Test
  void aDimPhotoInWhichNoMoreTilesOrFewerThanAHandAreFoundBrightenedIsReadAsTaken() {
    Mat taken = OpenCv.readImage(LabelledPhotos.heldOutImage(ROW_ON_A_CLOTH));
    Mat dim = dim(taken);
    try {
      // two shared photos lit purple or dim, which the network learnt as they are
      assertNull(brightenedIfDim(dim, 20, 20));
      // a small crop of a 4 of dots drawn light on dark: one tile as taken, its four dots brightened
      assertNull(brightenedIfDim(dim, 1, 4));
    } finally {
      taken.release();
      dim.release();
    }
  }

  @Test
  void aDimRowOfTilesIsReadBrightened() {
    // Read as taken: 12 of 13. Dim: the whole photo read as one tile, none of them right.
    Path image = LabelledPhotos.heldOutImage(ROW_ON_A_CLOTH);
    Mat taken = OpenCv.readImage(image);
    Mat dim = dim(taken);
    try {
      List<YoloFolder.Label> labels = LabelledPhotos.labels(image, taken);
      List<TileReading> read = Recognizer.builtIn().read(dim);
      assertTrue(Evaluation.countedAlike(read, labels) >= labels.size() - 1, "read: " + read);
      assertTrue(read.size() <= labels.size(), "read: " + read);
    } finally {
      taken.release();
      dim.release();
    }
  }

  @Test
  void aBlackOrEmptyPhotoIsLeftAlone() {
    Mat black = new Mat(480, 640, CvType.CV_8UC3, new Scalar(0, 0, 0));
    Mat none = new Mat();
    try {
      assertNull(brightenedIfDim(black, 0, Recognizer.NOT_A_CLOSE_UP));
      assertNull(Exposure.brightenedIfDim(none, null, photo -> Recognizer.NOT_A_CLOSE_UP), "an empty photo is not judged");
    } finally {
      black.release();
      none.release();
    }
  }

  /** {@link Exposure#facesLuminance} of the photo as it is judged. */
  private static double faces(Mat photo) {
    Mat grey = Focus.greyAsJudged(photo);
    try {
      return Exposure.facesLuminance(grey);
    } finally {
      grey.release();
    }
  }

  /** {@link Exposure#brightenedIfDim} where the network finds {@code asTaken} tiles in the photo and {@code brightened} in it brightened. */
  private static Mat brightenedIfDim(Mat photo, int asTaken, int brightened) {
    Mat grey = Focus.greyAsJudged(photo);
    try {
      return Exposure.brightenedIfDim(photo, grey, p -> p == photo ? asTaken : brightened);
    } finally {
      grey.release();
    }
  }

  /** The photo as {@code vision/train/worse_camera.py}'s "dim" kind takes it: gamma 1.8, then 0.8 times. */
  private static Mat dim(Mat taken) {
    Mat darker = Exposure.raised(taken, 1.8);
    Mat dim = new Mat();
    darker.convertTo(dim, -1, 0.8, 0);
    darker.release();
    return dim;
  }
}
