package tablescore.vision.train;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Mat;
import tablescore.vision.FaceFeatures;
import tablescore.vision.Faces;
import tablescore.vision.OpenCv;
import tablescore.vision.TileModel;
import tablescore.vision.cli.YoloFolder;

/**
 * The classifier alone, without the finder: reads every labelled box of the held-out photos (cut
 * as {@link TrainingSet#labelledFace}, the better of its two half-turns, "none" not allowed) and
 * prints the share read right.
 *
 * <p>Usage: {@code ClassifierCheck SHARED_DIR [MODEL_FILE]} (default: the built-in model).
 */
public final class ClassifierCheck {
  private ClassifierCheck() {}

  public static void main(String[] args) {
    if (args.length < 1) {
      System.err.println("usage: ClassifierCheck SHARED_DIR [MODEL_FILE]");
      System.exit(2);
    }
    OpenCv.load();
    TileModel model;
    if (args.length > 1) {
      try (InputStream in = Files.newInputStream(Path.of(args[1]))) {
        model = TileModel.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    } else {
      model = TileModel.builtIn();
    }
    YoloFolder folder = YoloFolder.open(Path.of(args[0]).resolve(ModelBuilder.PHOTOS));
    FaceFeatures features = new FaceFeatures();
    List<String> classes = model.classes();
    int boxes = 0, right = 0;
    for (YoloFolder.Photo photo : folder.photos()) {
      if (!YoloFolder.isHeldOut(photo.image())) {
        continue;
      }
      Mat img = OpenCv.readImage(photo.image());
      for (YoloFolder.Label l : folder.labels(photo, img.cols(), img.rows())) {
        var q = TrainingSet.labelledFace(l.box());
        double[] a = model.probabilities(features.of(FaceFeatures.warp(img, q)));
        double[] b = model.probabilities(features.of(FaceFeatures.warp(img, q.rotateCorners(2))));
        int best = -1;
        for (int c = 0; c < classes.size(); c++) {
          if (!classes.get(c).equals(Faces.NONE)
              && (best < 0 || Math.max(a[c], b[c]) > Math.max(a[best], b[best]))) {
            best = c;
          }
        }
        boxes++;
        if (classes.get(best).equals(l.face())) {
          right++;
        }
      }
    }
    System.out.printf(Locale.ROOT, "held-out labelled boxes %d, face read right %d (%.3f)%n",
        boxes, right, right / (double) Math.max(1, boxes));
  }
}
