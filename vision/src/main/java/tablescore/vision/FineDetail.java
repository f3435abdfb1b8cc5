package tablescore.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Tells apart calibrated faces that differ by one small detail, where the shape features cannot.
 * GNOME Mahjongg's postmodern set draws one plant on all four flowers and one on all four
 * seasons, each with 一 to 四 in a corner; at the features' 40x56 pixels that numeral is a few
 * pixels of one HOG cell, and the samples of the four come within a hair of each other.
 *
 * <p>Every picture, a sample's and a tile's, is the face in grey at twice the features' size and
 * a margin round it ({@link #W} x {@link #H}): the network's boxes of art it never saw sit up to a
 * fifth of a tile off, on the layout and in a hand, and a picture of the face alone cut from a box
 * set low loses the top of the face, where postmodern's numerals are (so cut, a 三 showed 二).
 *
 * <p>For a pair of faces, every sample of both is lined up with one of them, the reference, at
 * the shift and size where it matches best: the layout's views and the network's boxes cut
 * samples up to a third larger or smaller. Where the two faces' mean pictures differ far more
 * than the samples of one face differ among themselves is the detail ({@link #TELLS}); a tile is
 * lined up with the same reference and is the face whose mean it comes nearer there. A detail
 * the size of a numeral is trusted as it is ({@link #NUMERAL_AREA}); a larger one, such as the
 * strokes of 一, 二 and 三 over one 萬, only when it tells each of the pair's own samples
 * ({@link #tellsOwnSamples}); faces that differ more are left to the features ({@link #MOST_AREA}).
 */
final class FineDetail {
  /** The face's inset window ({@link FaceFeatures#inset}) at twice the features' size. */
  static final int FACE_W = 2 * FaceFeatures.W, FACE_H = 2 * FaceFeatures.H;
  /**
   * The margin round the face, in the picture's pixels: 0.15 of the face across and 0.2 down,
   * as far as the network's boxes sit off a face a tile's cut and a sample's both come from.
   */
  static final int MARGIN_X = 12, MARGIN_Y = 24;
  /** A detail picture: the face and its margin. */
  static final int W = FACE_W + 2 * MARGIN_X, H = FACE_H + 2 * MARGIN_Y;
  /**
   * What of the reference every picture is lined up with: its face less this many pixels each
   * side, so that a picture a little off or larger still holds all of it.
   */
  static final int CORE_INSET = 10;
  /**
   * Sizes a picture is tried at to match the reference: from 0.65 to 1.4 times, in 14 steps
   * each about 6 % apart. GNOME Mahjongg postmodern's samples come up to 1.4 times larger than
   * each other, between the layout's views and the cells its rows are learned from.
   */
  static final double[] SIZES = sizes(0.65, 1.4, 14);
  /**
   * Sizes a tile's picture is tried at: those of {@link #SIZES} from 0.85 to 1.2. The search cut
   * the tile at the size its nearest samples were cut at, so it needs less room than they do.
   * Measured (2026-11-29, forty-third session): postmodern's calibrated hands and melds read
   * the same as with every size (166 and 166 of 168; from 0.9 to 1.12, 165 and 166), their p90
   * some 15 ms less.
   */
  static final double[] TILE_SIZES = Arrays.stream(SIZES).filter(s -> s >= 0.85 && s <= 1.2).toArray();
  /**
   * A pixel is part of the detail where the two faces' means, half their difference squared,
   * come to this many times the spread of one face's samples there ({@link #SAMPLE_SPREAD} added).
   */
  static final double TELLS = 0.3;
  /** Added to the samples' spread at every pixel, in the pictures' units: no pixel is told by two samples that happen to agree. */
  static final double SAMPLE_SPREAD = 0.05;
  /**
   * A detail that covers at most this share of the reference's core, between faces that come
   * within {@link #ALIKE_AS_SHAPES} of each other by features, is a mark the size of a numeral
   * and is trusted as it is. Measured (2026-11-29, forty-third session; 7 GNOME Mahjongg and
   * xmahjongg, 8 made-up and 3 KDE sets calibrated afresh, their hands): postmodern's flowers
   * and seasons differ in 2.4-7.1 %, a made-up set's 7 and 9 of bamboo in 7.8 %, KDE jade's
   * characters in 3-10 % and more, smooth's flowers in 17-29 %, other faces more.
   */
  static final double NUMERAL_AREA = 0.08;
  /**
   * Two faces are told apart by their detail only when it covers at most this share of the
   * reference's core; above {@link #NUMERAL_AREA}, only when it tells the pair's own samples
   * ({@link #tellsOwnSamples}). Measured (2026-11-29, forty-fourth session; the 18 sets' hands
   * and melds as calibrated the session before): the 1, 2 and 3 of characters differ in 10-40 %
   * of it; at 0.2 the GNOME Mahjongg and xmahjongg sets' melds read 1,170 of 1,176 (1,168 with
   * no detail above 0.08: smooth's and xmahjongg gnome's 二萬 were read as 三萬), the made-up and
   * KDE sets' 1,843 of 1,848 (1,842), every set's hands the same; at 0.15, 1,169 and 1,842; at
   * 0.25 and 0.3, a set's melds or hands a tile or three fewer.
   */
  static final double MOST_AREA = 0.2;
  /**
   * ...and at least this share: KDE jade's 1 and 2 of characters, whose samples differ in 0.45 %,
   * read 1 to 2 three times, not once.
   */
  static final double LEAST_AREA = 0.01;
  /**
   * A detail larger than a numeral's is asked only of a tile the features held within this of
   * both faces. Measured (2026-11-29, forty-fourth session): the 二萬 and 三萬 it tells came within
   * 0.025-0.049 of each other, a made-up set's 二萬 stretched to a square 0.061 (at 0.05 read
   * 一萬); KDE jade's hands, whose characters all come within 0.15 of one another, had a tile
   * lined up 10 times a hand, not 23, and default's 11, not 21.
   */
  static final double LARGER_DETAIL_TIE = 0.07;

  private final List<byte[]> pictures;
  private final List<float[]> features;
  /** Each face's samples with a picture, by their place in {@link #pictures}. */
  private final Map<String, List<Integer>> samplesOf;
  /** Each pair of faces' detail, worked out when first asked for (empty: not told by a small detail). */
  private final Map<Pair, Optional<PairDetail>> pairs = new ConcurrentHashMap<>();
  /** Each reference's core ({@link #core(byte[])}), kept for the tiles lined up with it. */
  private final Map<Integer, float[]> cores = new ConcurrentHashMap<>();
  /** How near each pair of faces' samples come by features ({@link #nearestByFeatures}), worked out when first asked for. */
  private final Map<Pair, Double> nearest = new ConcurrentHashMap<>();

  /** The samples' faces, detail pictures and features, in the calibration's order. */
  FineDetail(List<String> faces, List<byte[]> pictures, List<float[]> features) {
    this.pictures = new ArrayList<>(pictures);
    this.features = new ArrayList<>(features);
    Map<String, List<Integer>> of = new HashMap<>();
    for (int i = 0; i < faces.size(); i++) {
      byte[] p = pictures.get(i);
      if (p != null && p.length == W * H) {
        of.computeIfAbsent(faces.get(i), f -> new ArrayList<>()).add(i);
      }
    }
    this.samplesOf = Map.copyOf(of);
  }

  /** The detail picture of the face in {@code window}: grey, {@link #W} x {@link #H} ({@link #window}). */
  static byte[] of(Pixels pixels, Quad window) {
    int[] grey = FaceFeatures.grey(pixels.sample(window(window), W, H));
    byte[] out = new byte[grey.length];
    for (int i = 0; i < grey.length; i++) {
      out[i] = (byte) grey[i];
    }
    return out;
  }

  /** Where the detail picture is cut for the face in {@code window}: its inset window and the margin round it. */
  static Quad window(Quad window) {
    return FaceFeatures.inset(window).grown(MARGIN_X / (double) FACE_W, MARGIN_Y / (double) FACE_H);
  }

  /**
   * The picture of the face in {@code window} ({@link #of}), cut when first asked for and then kept:
   * most tiles read are never compared by it.
   */
  static Supplier<byte[]> whenAsked(Mat image, Quad window) {
    return new Supplier<>() {
      private byte[] picture;

      @Override
      public synchronized byte[] get() {
        if (picture == null) {
          picture = of(Pixels.covering(image, List.of(window(window))), window);
        }
        return picture;
      }
    };
  }

  /** A tile to be told apart by its detail: {@code picture}, cut when first compared. */
  Tile tile(Supplier<byte[]> picture) {
    return new Tile(picture);
  }

  final class Tile {
    private final Supplier<byte[]> picture;
    /** The tile lined up with each reference it was compared by, by the reference's sample. */
    private final Map<Integer, float[]> linedUp = new HashMap<>();

    private Tile(Supplier<byte[]> picture) {
      this.picture = picture;
    }

    /**
     * Which of {@code chosen} and {@code other} the tile's detail is nearer; {@code chosen} when the
     * two are not told apart by a small detail ({@link #MOST_AREA}) or either has no pictures, or
     * when their detail is larger than a numeral's and the features held the tile's likeness to
     * the two more than {@link #LARGER_DETAIL_TIE} apart ({@code apartByFeatures}).
     */
    String nearer(String chosen, String other, double apartByFeatures) {
      return told(chosen, other, apartByFeatures).orElse(chosen);
    }

    /**
     * Which of {@code chosen} and {@code other} the tile's detail is nearer ({@link #nearer}), or
     * nothing when the detail cannot tell them.
     */
    Optional<String> told(String chosen, String other, double apartByFeatures) {
      // held apart, only a numeral-sized detail may tell them, and faces not alike have none: not worked out
      if (picture == null || apartByFeatures > LARGER_DETAIL_TIE && !alike(chosen, other)) {
        return Optional.empty();
      }
      Optional<PairDetail> detail = detail(chosen, other);
      if (detail.isEmpty() || !detail.get().numeralSized() && apartByFeatures > LARGER_DETAIL_TIE) {
        return Optional.empty();
      }
      PairDetail d = detail.get();
      float[] tile = linedUp.get(d.reference());
      if (tile == null) {
        byte[] p = picture.get();
        if (p == null) {
          return Optional.empty();
        }
        tile = lineUp(p, core(d.reference()), TILE_SIZES);
        linedUp.put(d.reference(), tile);
      }
      if (Math.max(correlation(tile, d.firstMean()), correlation(tile, d.secondMean())) < d.leastLike() - LINED_UP) {
        return Optional.empty();
      }
      double fromChosen = d.apart(tile, chosen), fromOther = d.apart(tile, other);
      return Optional.of(fromOther < fromChosen ? other : chosen);
    }
  }

  /**
   * Two faces' detail: the {@code reference} sample every picture is lined up with, each face's
   * mean picture lined up so, the pixels that tell the two apart, how like its face's mean the
   * least like sample came ({@link #LINED_UP}), and whether it is a numeral's size ({@link #NUMERAL_AREA}).
   */
  private record PairDetail(int reference, String first, float[] firstMean, float[] secondMean, boolean[] tells, double leastLike,
      boolean numeralSized) {
    /** How far a lined-up picture lies from {@code face}'s mean where the two faces differ: a sum of squares. */
    double apart(float[] picture, String face) {
      float[] mean = face.equals(first) ? firstMean : secondMean;
      double sum = 0;
      for (int i = 0; i < picture.length; i++) {
        if (tells[i]) {
          double d = picture[i] - mean[i];
          sum += d * d;
        }
      }
      return sum;
    }
  }

  /** Two faces, in one order whichever way they are asked about. */
  private record Pair(String first, String second) {
    static Pair of(String a, String b) {
      return a.compareTo(b) < 0 ? new Pair(a, b) : new Pair(b, a);
    }
  }

  private Optional<PairDetail> detail(String a, String b) {
    if (!samplesOf.containsKey(a) || !samplesOf.containsKey(b)) {
      return Optional.empty();
    }
    return pairs.computeIfAbsent(Pair.of(a, b), this::workedOut);
  }

  /** Whether some sample of each face comes within {@link #ALIKE_AS_SHAPES} of the other's by features. */
  private boolean alike(String a, String b) {
    return samplesOf.containsKey(a) && samplesOf.containsKey(b) && nearestByFeatures(Pair.of(a, b)) >= ALIKE_AS_SHAPES;
  }

  /** The highest cosine of a sample of one face's features with a sample of the other's, kept. */
  private double nearestByFeatures(Pair pair) {
    return nearest.computeIfAbsent(pair, p -> {
      double most = -1;
      for (int i : samplesOf.get(p.first())) {
        for (int j : samplesOf.get(p.second())) {
          most = Math.max(most, Calibration.cosine(features.get(i), features.get(j)));
        }
      }
      return most;
    });
  }

  /**
   * Lines up every sample of the two faces with their reference, the sample whose features come
   * nearest all the others' on the whole ({@link #medoid}), and finds where the faces differ. A
   * reference of one face's samples alone may be one of those cut off the face, its core short
   * of the numeral (postmodern's hands 166 to 161, melds 166 to 159).
   */
  private Optional<PairDetail> workedOut(Pair pair) {
    if (nearestByFeatures(pair) < NEAR_AS_SHAPES) {
      return Optional.empty();
    }
    String first = pair.first(), second = pair.second();
    List<Integer> both = new ArrayList<>(samplesOf.get(first));
    both.addAll(samplesOf.get(second));
    int reference = medoid(both);
    List<float[]> firsts = new ArrayList<>(), seconds = new ArrayList<>();
    for (int i : samplesOf.get(first)) {
      firsts.add(lineUp(pictures.get(i), core(reference), SIZES));
    }
    for (int i : samplesOf.get(second)) {
      seconds.add(lineUp(pictures.get(i), core(reference), SIZES));
    }
    float[] firstMean = mean(firsts), secondMean = mean(seconds);
    float[] firstSpread = spread(firsts, firstMean), secondSpread = spread(seconds, secondMean);
    boolean[] tells = new boolean[firstMean.length];
    int telling = 0;
    for (int i = 0; i < tells.length; i++) {
      double half = (firstMean[i] - secondMean[i]) / 2;
      double within = (firstSpread[i] + secondSpread[i]) / 2;
      if (half * half > TELLS * (within + SAMPLE_SPREAD)) {
        tells[i] = true;
        telling++;
      }
    }
    double share = telling / (double) tells.length;
    if (share < LEAST_AREA || share > MOST_AREA) {
      return Optional.empty();
    }
    boolean numeralSized = share <= NUMERAL_AREA && alike(first, second);
    if (!numeralSized && !(tellsOwnSamples(firsts, firstMean, secondMean, tells) && tellsOwnSamples(seconds, secondMean, firstMean, tells))) {
      return Optional.empty();
    }
    return Optional.of(new PairDetail(reference, first, firstMean, secondMean, tells, leastLike(firsts, firstMean, seconds, secondMean), numeralSized));
  }

  /**
   * Whether each of a face's lined-up samples lies nearer, where the pair differs, its own face's
   * mean without it than the other face's mean. A detail larger than a numeral's, or between
   * faces less alike, is where their pictures lined up with one reference may differ by where
   * their strokes fell, not by what the faces are; one that cannot tell the samples it was
   * found from cannot tell a tile (a made-up set's 9 of bamboo read as its 6 twice without this).
   * A numeral-sized detail is not asked this: postmodern's flowers have samples cut off their
   * numeral, and asked it their hands read 160 of 168, not 166. A face of one sample cannot be
   * asked it, and is not told so.
   */
  private static boolean tellsOwnSamples(List<float[]> own, float[] ownMean, float[] otherMean, boolean[] tells) {
    int n = own.size();
    if (n < 2) {
      return false;
    }
    for (float[] sample : own) {
      double fromOwn = 0, fromOther = 0;
      for (int i = 0; i < tells.length; i++) {
        if (tells[i]) {
          double withoutIt = (n * ownMean[i] - sample[i]) / (n - 1);
          fromOwn += (sample[i] - withoutIt) * (sample[i] - withoutIt);
          fromOther += (sample[i] - otherMean[i]) * (sample[i] - otherMean[i]);
        }
      }
      if (fromOwn >= fromOther) {
        return false;
      }
    }
    return true;
  }

  /** The reference's core ({@link #core(byte[])}), kept. */
  private float[] core(int reference) {
    return cores.computeIfAbsent(reference, r -> core(pictures.get(r)));
  }

  /** How like its face's mean the least like of the samples comes, lined up ({@link #correlation}). */
  private static double leastLike(List<float[]> firsts, float[] firstMean, List<float[]> seconds, float[] secondMean) {
    double least = 1;
    for (float[] p : firsts) {
      least = Math.min(least, correlation(p, firstMean));
    }
    for (float[] p : seconds) {
      least = Math.min(least, correlation(p, secondMean));
    }
    return least;
  }

  /**
   * Faces whose samples never come this near each other by their features (cosine) differ by
   * more than a small detail, and are not lined up to find out (the lining up of a pair's
   * samples is most of its cost). Measured (2026-11-29, forty-fourth session, as {@link
   * #MOST_AREA}): xmahjongg gnome2's 1 and 2 of characters come within 0.869 at the nearest;
   * at 0.8 a made-up set's melds read a tile fewer.
   */
  static final double NEAR_AS_SHAPES = 0.85;
  /**
   * ...and faces whose samples come this near are alike enough that a numeral-sized detail tells
   * them ({@link #NUMERAL_AREA}). Measured (2026-11-29, forty-third session): every pair whose
   * detail covered 1-10 % of the face came within 0.877 at the least, postmodern's flowers and
   * seasons within 0.952.
   */
  static final double ALIKE_AS_SHAPES = 0.9;

  /** The sample whose features come nearest the others' on the whole (highest mean cosine). */
  private int medoid(List<Integer> among) {
    int best = among.get(0);
    double most = -Double.MAX_VALUE;
    for (int i : among) {
      double sum = 0;
      for (int j : among) {
        sum += Calibration.cosine(features.get(i), features.get(j));
      }
      if (sum > most) {
        most = sum;
        best = i;
      }
    }
    return best;
  }

  /** Width and height of a reference's core. */
  static final int CORE_W = FACE_W - 2 * CORE_INSET, CORE_H = FACE_H - 2 * CORE_INSET;

  /** The reference picture's core: its face less {@link #CORE_INSET} each side, softened. */
  private static float[] core(byte[] picture) {
    Mat soft = soft(picture);
    try {
      return part(soft, MARGIN_X + CORE_INSET, MARGIN_Y + CORE_INSET);
    } finally {
      soft.release();
    }
  }

  /** The core-sized part of {@code picture} from (x, y). */
  private static float[] part(Mat picture, int x, int y) {
    Mat window = picture.submat(new Rect(x, y, CORE_W, CORE_H));
    Mat part = window.clone();
    float[] out = new float[CORE_W * CORE_H];
    part.get(0, 0, out);
    window.release();
    part.release();
    return out;
  }

  /**
   * The part of {@code picture} that matches {@code core} best, over every shift and every one of
   * {@code sizes} (normalised cross-correlation), in units of its own spread about its mean so
   * that light and contrast cancel out. The search runs at half the pictures' size first, then at
   * their own size only at the best half-size match's size and its neighbours ({@link
   * #FINE_SIZES}), within {@link #FINE_SHIFT} of its place: a tile lined up so takes about 0.5 ms,
   * not 0.9, and the pairs of a set's faces are worked out in half the time.
   */
  private static float[] lineUp(byte[] picture, float[] core, double[] sizes) {
    Mat soft = soft(picture);
    Mat template = new Mat(CORE_H, CORE_W, CvType.CV_32F);
    template.put(0, 0, core);
    Mat halfSoft = new Mat(), halfTemplate = new Mat(), sized = new Mat(), match = new Mat();
    float[] best = null;
    try {
      Imgproc.resize(soft, halfSoft, new Size(W / 2.0, H / 2.0), 0, 0, Imgproc.INTER_AREA);
      Imgproc.resize(template, halfTemplate, new Size(CORE_W / 2.0, CORE_H / 2.0), 0, 0, Imgproc.INTER_AREA);
      int atSize = -1;
      double x = 0, y = 0, most = -2;
      for (int k = 0; k < sizes.length; k++) {
        Imgproc.resize(halfSoft, sized, sizedAs(halfSoft, sizes[k]), 0, 0, Imgproc.INTER_LINEAR);
        if (sized.cols() < halfTemplate.cols() || sized.rows() < halfTemplate.rows()) {
          continue;
        }
        Imgproc.matchTemplate(sized, halfTemplate, match, Imgproc.TM_CCOEFF_NORMED);
        Core.MinMaxLocResult m = Core.minMaxLoc(match);
        if (m.maxVal > most) {
          most = m.maxVal;
          atSize = k;
          x = m.maxLoc.x * 2 / sizes[k];
          y = m.maxLoc.y * 2 / sizes[k];
        }
      }
      most = -2;
      for (int k = Math.max(0, atSize - FINE_SIZES); atSize >= 0 && k <= Math.min(sizes.length - 1, atSize + FINE_SIZES); k++) {
        Imgproc.resize(soft, sized, sizedAs(soft, sizes[k]), 0, 0, Imgproc.INTER_LINEAR);
        int left = clamp((int) Math.round(x * sizes[k]) - FINE_SHIFT, sized.cols() - CORE_W);
        int top = clamp((int) Math.round(y * sizes[k]) - FINE_SHIFT, sized.rows() - CORE_H);
        if (left < 0 || top < 0) {
          continue;
        }
        Rect around = new Rect(left, top, Math.min(CORE_W + 2 * FINE_SHIFT, sized.cols() - left), Math.min(CORE_H + 2 * FINE_SHIFT, sized.rows() - top));
        Mat near = sized.submat(around);
        Imgproc.matchTemplate(near, template, match, Imgproc.TM_CCOEFF_NORMED);
        near.release();
        Core.MinMaxLocResult m = Core.minMaxLoc(match);
        if (m.maxVal > most) {
          most = m.maxVal;
          best = part(sized, left + (int) m.maxLoc.x, top + (int) m.maxLoc.y);
        }
      }
    } finally {
      for (Mat m : List.of(soft, template, halfSoft, halfTemplate, sized, match)) {
        m.release();
      }
    }
    return normalised(best == null ? new float[CORE_W * CORE_H] : best);
  }

  /** How far, in the pictures' own pixels, the full-size search looks round the half-size match's place. */
  static final int FINE_SHIFT = 4;
  /**
   * How many sizes either side of the half-size match's the full-size search tries. Measured
   * (2026-11-29, forty-fourth session; the 18 sets' hands and melds): with 1, every set reads as
   * with every shift at every size; with none, 4 tiles fewer (a made-up set's 3, a postmodern
   * flower), KDE jade's hands some 3 ms faster at the median.
   */
  static final int FINE_SIZES = 1;

  private static Size sizedAs(Mat picture, double size) {
    return new Size(Math.round(picture.cols() * size), Math.round(picture.rows() * size));
  }

  /** {@code at} kept within 0 to {@code most}; -1 when {@code most} is below 0. */
  private static int clamp(int at, int most) {
    return most < 0 ? -1 : Math.max(0, Math.min(at, most));
  }

  /** The picture as 32-bit floats softened over 3 x 3 pixels: a pixel's noise is no detail. */
  private static Mat soft(byte[] picture) {
    Mat grey = new Mat(H, W, CvType.CV_8U);
    grey.put(0, 0, picture);
    Mat soft = new Mat();
    grey.convertTo(soft, CvType.CV_32F);
    grey.release();
    Imgproc.blur(soft, soft, new Size(3, 3));
    return soft;
  }

  /**
   * A tile is told by its detail only when, lined up, it is as like one face's mean picture
   * ({@link #correlation}) as the pair's least like sample was, less this: a tile that matched
   * the reference a column of sticks over is like neither. Measured (2026-11-29, forty-third
   * session, as {@link #NUMERAL_AREA}): with no such bound a made-up set's 7 of bamboo, lined up
   * that way (0.84 like, its samples 0.96 at the least), read as its 9 of bamboo; from 0.03 to
   * 0.06 it read right and every other set as without, but for one postmodern flower of 168.
   */
  static final double LINED_UP = 0.05;

  /** The normalised cross-correlation of two pictures of one size. */
  private static double correlation(float[] a, float[] b) {
    double ma = 0, mb = 0;
    for (int i = 0; i < a.length; i++) {
      ma += a[i];
      mb += b[i];
    }
    ma /= a.length;
    mb /= b.length;
    double ab = 0, aa = 0, bb = 0;
    for (int i = 0; i < a.length; i++) {
      double x = a[i] - ma, y = b[i] - mb;
      ab += x * y;
      aa += x * x;
      bb += y * y;
    }
    return ab / Math.sqrt(aa * bb + 1e-12);
  }

  /** The values in units of their spread about their mean. */
  private static float[] normalised(float[] values) {
    double sum = 0, sq = 0;
    for (float v : values) {
      sum += v;
      sq += v * v;
    }
    double mean = sum / values.length;
    double spread = Math.sqrt(Math.max(sq / values.length - mean * mean, 1e-6));
    float[] out = new float[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (float) ((values[i] - mean) / spread);
    }
    return out;
  }

  private static float[] mean(List<float[]> pictures) {
    float[] out = new float[pictures.get(0).length];
    for (float[] p : pictures) {
      for (int i = 0; i < out.length; i++) {
        out[i] += p[i] / pictures.size();
      }
    }
    return out;
  }

  /** Each pixel's variance over the pictures about their mean. */
  private static float[] spread(List<float[]> pictures, float[] mean) {
    float[] out = new float[mean.length];
    for (float[] p : pictures) {
      for (int i = 0; i < out.length; i++) {
        double d = p[i] - mean[i];
        out[i] += (float) (d * d / pictures.size());
      }
    }
    return out;
  }

  /** {@code n} sizes from {@code least} to {@code most}, each the same factor apart. */
  private static double[] sizes(double least, double most, int n) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = least * Math.pow(most / least, i / (double) (n - 1));
    }
    return out;
  }
}
