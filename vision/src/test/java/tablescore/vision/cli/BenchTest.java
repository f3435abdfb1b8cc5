package tablescore.vision.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import tablescore.vision.OpenCv;

class BenchTest {
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
