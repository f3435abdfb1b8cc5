package tablescore.vision;

import java.nio.file.Path;
import java.util.List;
import org.opencv.core.Mat;
import tablescore.vision.cli.YoloFolder;

/** The shared labelled photos, for tests that read one of them against its labels. */
final class LabelledPhotos {
  static final Path FOLDER = SyntheticScene.SHARED.resolve("vision/photos/roboflow-chinese-mahjong-v4-train");

  private LabelledPhotos() {}

  /** The photo named {@code fileName} in the folder's images, one never trained on ({@link YoloFolder#isHeldOut}). */
  static Path heldOutImage(String fileName) {
    Path image = FOLDER.resolve("images").resolve(fileName);
    if (!YoloFolder.isHeldOut(image)) {
      throw new IllegalArgumentException(fileName + " is a photo the networks learnt from, not a held-out one");
    }
    return image;
  }

  /** The labels of {@code image}, in the pixels of {@code photo} (the image as read). */
  static List<YoloFolder.Label> labels(Path image, Mat photo) {
    YoloFolder folder = YoloFolder.open(FOLDER);
    YoloFolder.Photo labelled = folder.photos().stream().filter(p -> p.image().equals(image)).findFirst().orElseThrow();
    return folder.labels(labelled, photo.cols(), photo.rows());
  }
}
