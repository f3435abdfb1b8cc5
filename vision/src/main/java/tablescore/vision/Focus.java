package tablescore.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Whether a photo is out of focus, and the photo sharpened when it is: a hand photo before it is
 * read ({@link Recognizer#read(Mat)}) and the layout photo a table calibrates from ({@link
 * Calibration#learn}), so that its samples meet hand photos as they are read. A camera module of fixed
 * focus set for a metre and more (as the Pi's first two come), held half a metre over the table,
 * takes soft photos, and the network finds soft tiles less surely: held-out photos blurred as such a camera blurs them (Gaussian, 1.5 pixels in 640)
 * read 1,455 tiles where they read 1,497 as taken, and two close-ups of four tiles each as one.
 * Sharpened, they read 1,476, counted per photo 1,398 to 1,424 of 1,509 (vision/NOTEBOOK.md, "Photos
 * as a worse camera takes them").
 */
final class Focus {
  private Focus() {}

  /**
   * The side a photo is judged at, its longer side brought down to this: a large frame is read
   * brought down to the network's looks, where a blur of a pixel or two no longer shows. The
   * shared photos are 640 square.
   */
  static final int JUDGED_AT = 640;

  /**
   * A photo whose blur effect ({@link #blurEffect}) is over this is out of focus. Measured
   * (2026-11-30, fifty-second session, {@code vision/train/worse_camera.py} and the 430 shared
   * photos): the shared photos 0.13-0.53, median 0.36, 30 of 430 over; blurred as a soft camera
   * blurs them 0.40-0.73, median 0.61, 423 over; framed wider, at half size or in 1920x1080 frames
   * 0.12-0.46, medians 0.26-0.32, 2 over; noisy 0.13-0.32. The 18 unseen sets' crops 0.07-0.40;
   * stretched to a square they are soft too, 19 of 735 over. From 0.4 the held-out photos as taken
   * read 1,498 tiles to 1,521 (their discards found), from 0.5 1,161 right by box to 1,154.
   */
  static final double OUT_OF_FOCUS = 0.45;

  /** Unsharp masking: the photo plus this share of its difference from itself blurred by {@link #SHARPEN_SIGMA}. */
  static final double SHARPEN_AMOUNT = 1;
  /** ...in pixels at {@link #JUDGED_AT}. */
  static final double SHARPEN_SIGMA = 2;

  /** The averaging run that re-blurs a photo to see how much its edges lose ({@link #blurEffect}). */
  static final int RE_BLUR = 9;

  /**
   * A copy of the 8-bit photo sharpened if it is out of focus ({@link #OUT_OF_FOCUS}), or null if
   * it is not (or empty); the caller releases the copy.
   */
  static Mat sharpenedIfSoft(Mat image) {
    Mat grey = judgeable(image) ? greyAsJudged(image) : null;
    try {
      return sharpenedIfSoft(image, grey);
    } finally {
      if (grey != null) {
        grey.release();
      }
    }
  }

  /**
   * As {@link #sharpenedIfSoft(Mat)}, the photo's grey at the size it is judged at given ({@link
   * #greyAsJudged}; null: not {@link #judgeable}), as a read judges its exposure on it too.
   */
  static Mat sharpenedIfSoft(Mat image, Mat greyAsJudged) {
    if (greyAsJudged == null || !(blurEffect(greyAsJudged) > OUT_OF_FOCUS)) {
      return null;
    }
    Mat blurred = new Mat();
    Imgproc.GaussianBlur(image, blurred, new Size(0, 0), SHARPEN_SIGMA / judgedScale(image));
    Mat sharpened = new Mat();
    Core.addWeighted(image, 1 + SHARPEN_AMOUNT, blurred, -SHARPEN_AMOUNT, 0, sharpened);
    blurred.release();
    return sharpened;
  }

  /** The share of its size a photo is judged at: its longer side brought down to {@link #JUDGED_AT}, never up. */
  static double judgedScale(Mat image) {
    return Math.min(1.0, (double) JUDGED_AT / Math.max(image.cols(), image.rows()));
  }

  /** Whether the photo can be judged: an 8-bit photo, not empty. */
  static boolean judgeable(Mat image) {
    return !image.empty() && image.depth() == CvType.CV_8U;
  }

  /** The photo in grey at the size it is judged at ({@link #judgedScale}); the caller releases it. */
  static Mat greyAsJudged(Mat image) {
    double scale = judgedScale(image);
    Mat grey = new Mat();
    OpenCv.toGrey(image, grey);
    if (scale < 1) {
      Imgproc.resize(grey, grey, new Size(Math.max(1, Math.round(image.cols() * scale)), Math.max(1, Math.round(image.rows() * scale))),
          0, 0, Imgproc.INTER_AREA);
    }
    return grey;
  }

  /**
   * How blurred a grey 8-bit photo is, 0 (sharp) to 1: the no-reference blur effect of Crete,
   * Dolmiere, Ladret and Nicolas (2007). The photo is re-blurred along each axis; a sharp photo's
   * differences between neighbouring pixels shrink much, a blurred one's hardly, whatever it
   * shows. The worse of the two axes counts.
   */
  static double blurEffect(Mat grey) {
    if (grey.rows() < 2 || grey.cols() < 2) {
      return 0;
    }
    double worst = 0;
    for (boolean down : new boolean[] {true, false}) {
      Mat reBlurred = new Mat();
      Imgproc.blur(grey, reBlurred, down ? new Size(1, RE_BLUR) : new Size(RE_BLUR, 1));
      Mat photoSteps = steps(grey, down);
      Mat reBlurredSteps = steps(reBlurred, down);
      // what re-blurring took from each step (8-bit subtraction stops at 0)
      Mat lost = new Mat();
      Core.subtract(photoSteps, reBlurredSteps, lost);
      double photoSum = Core.sumElems(photoSteps).val[0];
      double lostSum = Core.sumElems(lost).val[0];
      worst = Math.max(worst, photoSum > 0 ? (photoSum - lostSum) / photoSum : 0);
      for (Mat m : new Mat[] {reBlurred, photoSteps, reBlurredSteps, lost}) {
        m.release();
      }
    }
    return worst;
  }

  /** The absolute differences between neighbouring pixels, down the columns or along the rows. */
  private static Mat steps(Mat g, boolean down) {
    Mat a = down ? g.rowRange(1, g.rows()) : g.colRange(1, g.cols());
    Mat b = down ? g.rowRange(0, g.rows() - 1) : g.colRange(0, g.cols() - 1);
    Mat out = new Mat();
    Core.absdiff(a, b, out);
    a.release();
    b.release();
    return out;
  }
}
