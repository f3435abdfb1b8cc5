package tablescore.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/** Loads the native library once and reads images with errors that name the file. */
public final class OpenCv {
  private static volatile boolean loaded;

  private OpenCv() {}

  public static void load() {
    if (loaded) {
      return;
    }
    synchronized (OpenCv.class) {
      if (!loaded) {
        nu.pattern.OpenCV.loadLocally();
        loaded = true;
      }
    }
  }

  /** Reads a colour image, or throws a {@link VisionException} saying what is wrong with the file. */
  public static Mat readImage(Path file) {
    load();
    if (!Files.exists(file)) {
      throw new VisionException("no such file: " + file);
    }
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw new VisionException("not a readable file: " + file);
    }
    Mat img = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
    if (img.empty()) {
      throw new VisionException("not an image (or empty): " + file);
    }
    return img;
  }
}
