package tablescore.vision;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Photos of a table's own set for other modules' tests (the device calibrating through the
 * service): gleitz art, red fives with a red dot, invented animals, heads and the Fly.
 */
public final class CalibrationPhotos {
  private CalibrationPhotos() {}

  /** The set laid out per {@link CalibrationLayout#full()}, photographed at a tilt, written as JPEG. */
  public static Path layout(Path file) {
    return write(file, CalibrationEndToEndTest.calibrationPhoto(set()));
  }

  /** The layout as {@link #layout}, with the tiles of faces {@code a} and {@code b} laid in each other's place. */
  public static Path layoutWithTwoSwapped(Path file, String a, String b) {
    Map<String, Mat> swapped = new java.util.HashMap<>(set());
    swapped.put(a, set().get(b));
    swapped.put(b, set().get(a));
    return write(file, CalibrationEndToEndTest.calibrationPhoto(swapped));
  }

  /** A row of touching tiles of the set, written as JPEG. */
  public static Path hand(Path file, List<String> faces) {
    Map<String, Mat> set = set();
    SyntheticScene s = new SyntheticScene(1000, 400, new Scalar(50, 120, 60), 70);
    for (int i = 0; i < faces.size(); i++) {
      s.place(faces.get(i), set.get(faces.get(i)), new Point(60 + i * s.tileW(), 200), 0);
    }
    return write(file, s.photo(0.02).image());
  }

  private static Map<String, Mat> set() {
    return SyntheticScene.tableSet("gleitz", CalibrationLayout.full().faces());
  }

  private static Path write(Path file, Mat image) {
    if (!Imgcodecs.imwrite(file.toString(), image)) {
      throw new IllegalStateException("cannot write " + file);
    }
    return file;
  }
}
