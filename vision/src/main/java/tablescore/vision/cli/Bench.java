package tablescore.vision.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.OpenCv;
import tablescore.vision.Recognizer;

/** Time to read one 640x640 photo with OpenCV held to one thread: warm-up, then median and p90. */
public final class Bench {
  private Bench() {}

  /** The target for one photo on one core (issue #7); the bench counts the reads over it. */
  static final int TARGET_MS = 150;

  public static String run(Recognizer recognizer, List<Path> images, int rounds) {
    OpenCv.load();
    Core.setNumThreads(1);
    List<Mat> mats = images.stream().map(OpenCv::readImage).map(Bench::to640).toList();
    for (Mat m : mats.subList(0, Math.min(5, mats.size()))) {
      recognizer.read(m);
    }
    double[] ms = new double[rounds * mats.size()];
    int i = 0;
    int tiles = 0;
    int slowest = 0;
    for (int r = 0; r < rounds; r++) {
      for (int p = 0; p < mats.size(); p++) {
        long t0 = System.nanoTime();
        tiles += recognizer.read(mats.get(p)).size();
        ms[i] = (System.nanoTime() - t0) / 1e6;
        if (ms[i] > ms[slowest]) {
          slowest = i;
        }
        i++;
      }
    }
    // Named so a maintainer can time the worst case again on its own.
    Path slowestPhoto = images.get(slowest % mats.size()).getFileName();
    Arrays.sort(ms);
    long over = Arrays.stream(ms).filter(m -> m > TARGET_MS).count();
    return String.format(Locale.ROOT,
        "bench: %d reads of %d photos at 640x640, 1 OpenCV thread: median %.1f ms, p90 %.1f ms, max %.1f ms, %.1f tiles per photo, %d reads over %d ms, slowest %s",
        ms.length, mats.size(), ms[ms.length / 2], ms[(int) (ms.length * 0.9)], ms[ms.length - 1],
        tiles / (double) ms.length, over, TARGET_MS, slowestPhoto);
  }

  /**
   * The photo as a square camera frame of 640x640 would show it: made square by repeating its
   * edges, then scaled. Not stretched: a wide photo stretched to a square squeezes its tiles, and
   * a squeezed photo is looked at twice ({@link Recognizer}, widened back), which no camera frame
   * needs (KDE's 1000x400 hand photos stretched: calibrated median 170-180 ms, 26 of them the
   * second look at the photo).
   */
  static Mat to640(Mat m) {
    if (m.cols() == 640 && m.rows() == 640) {
      return m;
    }
    int side = Math.max(m.cols(), m.rows());
    int padX = side - m.cols(), padY = side - m.rows();
    Mat square = new Mat();
    Core.copyMakeBorder(m, square, padY / 2, padY - padY / 2, padX / 2, padX - padX / 2, Core.BORDER_REPLICATE);
    Mat out = new Mat();
    Imgproc.resize(square, out, new Size(640, 640), 0, 0, side > 640 ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
    square.release();
    return out;
  }
}
