package tablescore.vision.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.OpenCv;
import tablescore.vision.Recognizer;

/**
 * Time to read one 640x640 photo with OpenCV held to one thread: warm-up, then median and p90, and
 * the process's peak resident memory where the system tells it. Or each photo as taken, at its own
 * size: the device's camera frames are 1920x1080, and its looks at them differ from a 640x640's.
 */
public final class Bench {
  private Bench() {}

  /** The target for one photo on one core (issue #7); the bench counts the reads over it. */
  static final int TARGET_MS = 150;

  /** The bench over {@code images}, {@code rounds} reads each, made 640x640 or, {@code asTaken}, at each one's own size. */
  public static String run(Recognizer recognizer, List<Path> images, int rounds, boolean asTaken) {
    OpenCv.load();
    Core.setNumThreads(1);
    // Each photo is decoded just before its read, outside the time, and released after: the 430
    // shared photos decoded at once hold 530 MB, which the peak resident memory reported as the
    // reader's (774 MB against 241 read one by one, 2026-12-01).
    for (Path image : images.subList(0, Math.min(5, images.size()))) {
      timedRead(recognizer, image, asTaken);
    }
    double[] ms = new double[rounds * images.size()];
    int i = 0;
    int tiles = 0;
    int slowest = 0;
    Set<String> sizes = new TreeSet<>();
    for (int r = 0; r < rounds; r++) {
      for (Path image : images) {
        long[] timed = timedRead(recognizer, image, asTaken);
        sizes.add(timed[2] + "x" + timed[3]);
        ms[i] = timed[0] / 1e6;
        tiles += (int) timed[1];
        if (ms[i] > ms[slowest]) {
          slowest = i;
        }
        i++;
      }
    }
    // Named so a maintainer can time the worst case again on its own.
    Path slowestPhoto = images.get(slowest % images.size()).getFileName();
    Arrays.sort(ms);
    long over = Arrays.stream(ms).filter(m -> m > TARGET_MS).count();
    String peak = peakResidentMb().stream().mapToObj(mb -> ", peak resident " + mb + " MB").findFirst().orElse("");
    return String.format(Locale.ROOT,
        "bench: %d reads of %d photos at %s, 1 OpenCV thread: median %.1f ms, p90 %.1f ms, max %.1f ms, %.1f tiles per photo, %d reads over %d ms, slowest %s%s",
        ms.length, images.size(), sizes.size() == 1 ? sizes.iterator().next() : "their own sizes", ms[ms.length / 2], ms[(int) (ms.length * 0.9)], ms[ms.length - 1],
        tiles / (double) ms.length, over, TARGET_MS, slowestPhoto, peak);
  }

  /** One read of the photo made 640x640 or as taken: its time in nanoseconds, the tiles read, the width and height read. */
  private static long[] timedRead(Recognizer recognizer, Path image, boolean asTaken) {
    Mat photo = OpenCv.readImage(image);
    Mat frame = asTaken ? photo : to640(photo);
    try {
      long t0 = System.nanoTime();
      int tiles = recognizer.read(frame).size();
      return new long[] {System.nanoTime() - t0, tiles, frame.cols(), frame.rows()};
    } finally {
      if (frame != photo) {
        frame.release();
      }
      photo.release();
    }
  }

  /** The process's peak resident memory in MB (Linux's VmHWM), or none where /proc does not tell it. */
  static OptionalLong peakResidentMb() {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return OptionalLong.empty();
    }
    try {
      return peakResidentMb(Files.readAllLines(status));
    } catch (IOException e) {
      return OptionalLong.empty(); // a figure beside the times, not worth failing the bench for
    }
  }

  /** The peak resident memory in MB a /proc status's "VmHWM:  246784 kB" line gives, or none. */
  static OptionalLong peakResidentMb(List<String> statusLines) {
    return statusLines.stream()
        .filter(l -> l.startsWith("VmHWM:"))
        .map(l -> l.substring("VmHWM:".length()).trim().split("\\s+"))
        .filter(f -> f.length == 2 && f[1].equals("kB") && f[0].chars().allMatch(Character::isDigit))
        .mapToLong(f -> Long.parseLong(f[0]) / 1024)
        .findFirst();
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
