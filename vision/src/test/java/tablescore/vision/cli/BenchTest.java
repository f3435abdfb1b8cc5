package tablescore.vision.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.opencv.imgcodecs.Imgcodecs;
import tablescore.vision.OpenCv;
import tablescore.vision.Recognizer;

class BenchTest {
  /**
   * The bench times a photo made 640x640, as the target is set, or as taken, at its own
   * size, as the device reads its camera's 1920x1080 frames.
   */
  @Test
  void aPhotoIsTimedMade640SquareOrAsTaken(@TempDir Path dir) {
    OpenCv.load();
    Mat frame = new Mat(450, 800, CvType.CV_8UC3, new Scalar(40, 120, 40));
    Imgproc.rectangle(frame, new Rect(350, 160, 60, 80), new Scalar(230, 240, 240), -1);
    Path photo = dir.resolve("frame.png");
    Imgcodecs.imwrite(photo.toString(), frame);
    Recognizer recognizer = Recognizer.builtIn();
    assertTrue(Bench.run(recognizer, List.of(photo), 1, false).startsWith("bench: 1 reads of 1 photos at 640x640,"));
    assertTrue(Bench.run(recognizer, List.of(photo), 1, true).startsWith("bench: 1 reads of 1 photos at 800x450,"));
  }

  /** A tile 100 wide and 140 tall on a wide photo keeps its shape in the benchmark's 640x640 frame. */
  @Test
  void aWidePhotoIsMadeSquareNotStretched() {
    OpenCv.load();
    Mat wide = new Mat(400, 1000, CvType.CV_8UC3, new Scalar(40, 120, 40));
    Imgproc.rectangle(wide, new Rect(450, 130, 100, 140), new Scalar(230, 240, 240), -1);
    Mat frame = Bench.to640(wide);
    assertEquals(640, frame.cols());
    assertEquals(640, frame.rows());
    Mat ivory = new Mat();
    Core.inRange(frame, new Scalar(200, 200, 200), new Scalar(255, 255, 255), ivory);
    Rect tile = Imgproc.boundingRect(new MatOfPoint(nonZero(ivory)));
    assertEquals(100.0 / 140, (double) tile.width / tile.height, 0.03);
    assertEquals(64, tile.width, 2);
  }

  /** The bench reports the process's peak resident memory from Linux's status lines, and nothing from lines it cannot read. */
  @Test
  void thePeakResidentMemoryIsReadFromTheProcessStatus() {
    assertEquals(OptionalLong.of(241), Bench.peakResidentMb(List.of("Name:\tjava", "VmPeak:\t 4012345 kB", "VmHWM:\t  246784 kB", "VmRSS:\t  200000 kB")));
    assertEquals(OptionalLong.empty(), Bench.peakResidentMb(List.of("VmRSS:\t  200000 kB")));
    assertEquals(OptionalLong.empty(), Bench.peakResidentMb(List.of("VmHWM:\t  lots")));
  }

  private static org.opencv.core.Point[] nonZero(Mat mask) {
    MatOfPoint points = new MatOfPoint();
    Core.findNonZero(mask, points);
    return points.toArray();
  }
}
