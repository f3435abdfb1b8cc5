package tablescore.vision;

import java.util.List;
import java.util.function.ToIntFunction;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfInt;
import org.opencv.imgproc.Imgproc;

/**
 * Whether a photo is too dark, and the photo brightened when it is, before it is read with the
 * built-in models ({@link Recognizer#read(Mat)}), as {@link Focus} sharpens a soft one. A tile's
 * face is the brightest thing on most tables, and the shared photos show it lit: the brightest
 * hundredth of a held-out photo ({@link #FACES_SHARE}) stands at 176-255 of 255 in luminance. A dim
 * room darkens it (gamma 1.8, then 0.8 times, as {@code worse_camera.py}'s "dim" does: 104-204,
 * median 170), and the network, which learnt lit tiles, then misses them: a held-out row of 13
 * tiles turned on a green cloth read 12 right as taken and none dim, the whole photo read as one
 * tile.
 *
 * <p>A photo whose faces lie under {@link #DIM} is looked at with its levels raised by a gamma that
 * brings them to {@link #LIT}, blacks and whites staying where they were, and read so if the
 * network finds a hand or more in it at the hand look, and more tiles than in the photo as taken.
 * Two shared photos lit purple or dim (their faces at 108-117), which the network learnt as they
 * are, found no more brightened; read brightened regardless, they lost 5 tiles. Measured
 * (2026-12-03, seventy-first session, {@code recognize --eval}, counted, {@code worse_camera.py}):
 * held-out photos dim 1,436 to 1,459 of 1,509 (1,462 as taken); over the 15 kinds 21,636 to
 * 21,659. The held-out and all 430 shared photos, the unseen sets' crops, hands, close-ups and
 * hands at 0.63 the same; their melds as many counted, one fewer right by box. Read brightened
 * wherever more tiles were found, a hand or not: dim 1,461, but washed out 1,460 to 1,458 (a
 * close-up of four 4s whose dots were found as more tiles) and framed three times as wide 1,434
 * to 1,432. With faces under 150 brightened to 200, regardless: dim 1,439, the shared photos 3
 * fewer.
 */
final class Exposure {
  private Exposure() {}

  /** The brightest share of the photo, taken for its tiles' faces. */
  static final double FACES_SHARE = 0.01;
  /** A photo whose faces ({@link #FACES_SHARE}) lie under this luminance is dim... */
  static final double DIM = 175;
  /** ...and is looked at brightened to bring them to this. */
  static final double LIT = 225;

  /**
   * A copy of the 8-bit photo brightened if it is dim ({@link #DIM}) and {@code tilesFound}, the
   * network's count of tiles in a photo, finds more in it brightened, a hand or more ({@link
   * Recognizer#NOT_A_CLOSE_UP}): a few spots more in a crop or a close-up are its dots and sticks
   * (a small crop of a 4 of dots drawn light on dark, its faces at 100 or so, read as four tiles
   * brightened); else null. {@code greyAsJudged} is the photo's grey at the size it is judged at
   * ({@link Focus#greyAsJudged}; null: not {@link Focus#judgeable}, left as it is). The caller
   * releases the copy.
   */
  static Mat brightenedIfDim(Mat image, Mat greyAsJudged, ToIntFunction<Mat> tilesFound) {
    if (greyAsJudged == null) {
      return null;
    }
    double faces = facesLuminance(greyAsJudged);
    if (!(faces < DIM) || faces <= 0) {
      return null;
    }
    Mat brightened = raised(image, Math.log(LIT / 255.0) / Math.log(faces / 255.0));
    int found = tilesFound.applyAsInt(brightened);
    if (found >= Recognizer.NOT_A_CLOSE_UP && found > tilesFound.applyAsInt(image)) {
      return brightened;
    }
    brightened.release();
    return null;
  }

  /** The photo's levels raised to the power {@code gamma} (under 1 brightens), each channel alike. */
  static Mat raised(Mat image, double gamma) {
    byte[] levels = new byte[256];
    for (int i = 0; i < 256; i++) {
      levels[i] = (byte) Math.min(255, Math.round(255 * Math.pow(i / 255.0, gamma)));
    }
    Mat table = new Mat(1, 256, CvType.CV_8U);
    table.put(0, 0, levels);
    Mat out = new Mat();
    Core.LUT(image, table, out);
    table.release();
    return out;
  }

  /** The luminance at and over which the brightest {@link #FACES_SHARE} of a grey photo lies. */
  static double facesLuminance(Mat grey) {
    Mat histogram = new Mat(), everywhere = new Mat();
    Imgproc.calcHist(List.of(grey), new MatOfInt(0), everywhere, histogram, new MatOfInt(256), new MatOfFloat(0, 256));
    float[] counts = new float[256];
    histogram.get(0, 0, counts); // one copy, not a native call a level
    histogram.release();
    everywhere.release();
    double above = 0;
    int level = 255;
    for (; level > 0; level--) {
      above += counts[level];
      if (above >= FACES_SHARE * grey.total()) {
        break;
      }
    }
    return level;
  }
}
