package tablescore.vision;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

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

  /**
   * Whether glibc keeps the buffers OpenCV frees for the next look ("kept"), or why not: for the
   * service's log, since without it a camera frame reads about a fifth slower ({@code NativeHeap}).
   */
  public static String nativeHeap() {
    load();
    return NativeHeap.keepFreedMemory();
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
    long pixels = headerPixels(file);
    if (pixels > MOST_PIXELS) {
      throw new VisionException("the image " + file.getFileName() + " has " + pixels / 1_000_000
          + " megapixels; at most " + MOST_PIXELS / 1_000_000 + " are read (a phone's full-size photo has 12 to 50)");
    }
    Mat img = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
    if (img.empty()) {
      throw new VisionException("not an image (or empty): " + file);
    }
    return img;
  }

  /**
   * An image larger than this is refused before it is decoded: a small file can hold a huge image
   * (a PNG of one colour compresses to almost nothing), and decoded it would take gigabytes.
   */
  static final long MOST_PIXELS = 64_000_000L;

  /** Width times height as the file's header says, or 0 when Java cannot read the header. */
  static long headerPixels(Path file) {
    try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
      if (in == null) {
        return 0;
      }
      Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
      if (!readers.hasNext()) {
        return 0;
      }
      ImageReader reader = readers.next();
      try {
        reader.setInput(in, true, true);
        return (long) reader.getWidth(0) * reader.getHeight(0);
      } finally {
        reader.dispose();
      }
    } catch (IOException | RuntimeException e) {
      return 0; // OpenCV reads it or says it is no image
    }
  }

  /**
   * Every value of a float Mat (a network's output), in memory order. The flat view is released
   * here: a view left to the collector keeps the whole output alive after its own release.
   */
  static float[] floats(Mat m) {
    float[] v = new float[(int) m.total()];
    Mat flat = m.reshape(1, 1);
    flat.get(0, 0, v);
    flat.release();
    return v;
  }

  /**
   * Releases {@code made} when it is a copy made from {@code original} (a colour or toned version
   * of a photo), not the photo itself, which its caller owns.
   */
  static void releaseCopy(Mat made, Mat original) {
    if (made != original) {
      made.release();
    }
  }

  /** {@code image} in grey, written to {@code grey}: copied if it is grey already, BGR or BGRA converted. */
  static void toGrey(Mat image, Mat grey) {
    if (image.channels() == 1) {
      image.copyTo(grey);
    } else {
      Imgproc.cvtColor(image, grey, image.channels() == 4 ? Imgproc.COLOR_BGRA2GRAY : Imgproc.COLOR_BGR2GRAY);
    }
  }
}
