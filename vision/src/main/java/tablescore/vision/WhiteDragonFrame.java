package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * Whether a face shows a white dragon's frame: many sets draw the white dragon as a frame round
 * an empty middle (a blue or black rectangle, nested ones, a ladder of bricks), where every
 * other tile has ink. A set the looks never learnt may draw it like no frame they saw: KDE's
 * traditional white dragon, a ladder of black and red bricks, looked like a 5 or an 8 of bamboo
 * to them.
 */
final class WhiteDragonFrame {
  private WhiteDragonFrame() {}

  /** The middle of a frame: its bounds with this share cut off each side. */
  static final double MIDDLE_INSET = 0.3;
  /** A frame's middle holds at most this share of ink (KDE traditional's ladder 0.125). */
  static final double EMPTY_MIDDLE = 0.15;

  /**
   * Whether the face in {@code box} ({@link SuitMarks#INSET} in from each side, as its marks are
   * counted) shows ink that spans {@link SuitMarks#FRAME_SPAN} of it both ways, clear of its edge
   * (not the tile's edge or the table), whose middle is all but empty ({@link #EMPTY_MIDDLE}).
   */
  static boolean framed(Mat image, Quad.Box box) {
    List<Mat> mats = new ArrayList<>();
    try {
      Mat ink = SuitMarks.inkCut(image, box, SuitMarks.INSET, mats);
      if (ink == null) {
        return false;
      }
      Mat labels = SuitMarks.keep(mats, new Mat()), stats = SuitMarks.keep(mats, new Mat());
      int n = Imgproc.connectedComponentsWithStats(ink, labels, stats, SuitMarks.keep(mats, new Mat()));
      int frame = -1;
      for (int j = 1; j < n; j++) {
        boolean spans = stats.get(j, Imgproc.CC_STAT_WIDTH)[0] >= SuitMarks.FRAME_SPAN * ink.cols()
            && stats.get(j, Imgproc.CC_STAT_HEIGHT)[0] >= SuitMarks.FRAME_SPAN * ink.rows();
        if (spans && !SuitMarks.atEdge(stats, j, ink)
            && (frame < 0 || stats.get(j, Imgproc.CC_STAT_AREA)[0] > stats.get(frame, Imgproc.CC_STAT_AREA)[0])) {
          frame = j;
        }
      }
      if (frame < 0) {
        return false;
      }
      int fx = (int) stats.get(frame, Imgproc.CC_STAT_LEFT)[0], fy = (int) stats.get(frame, Imgproc.CC_STAT_TOP)[0];
      int fw = (int) stats.get(frame, Imgproc.CC_STAT_WIDTH)[0], fh = (int) stats.get(frame, Imgproc.CC_STAT_HEIGHT)[0];
      int dx = (int) (MIDDLE_INSET * fw), dy = (int) (MIDDLE_INSET * fh);
      Mat middle = ink.submat(new Rect(fx + dx, fy + dy, Math.max(1, fw - 2 * dx), Math.max(1, fh - 2 * dy)));
      return Core.countNonZero(middle) <= EMPTY_MIDDLE * middle.total();
    } finally {
      mats.forEach(Mat::release);
    }
  }
}
