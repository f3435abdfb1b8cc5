package tablescore.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * Tells apart calibrated faces that differ by one small detail, pixel by pixel, where the shape
 * features cannot. GNOME Mahjongg's postmodern set draws one plant on all four flowers and one on
 * all four seasons, each with 一 to 四 in a corner; at the features' 40x56 pixels that numeral
 * is a few pixels of one HOG cell, and the samples of the four come within a hair of each other.
 *
 * <p>Each sample keeps its face in grey at twice the features' resolution ({@link #W} x {@link
 * #H}). A tile the features find as near two faces is lined up with each face's sample nearest
 * it over the whole face (the network's boxes of art it never saw sit up to a third of a tile
 * off, so samples and tiles are cut a little differently); where those two samples differ is the
 * detail, and the tile is the face whose sample it matches there. Outlines the samples draw a
 * pixel or two apart, cut at slightly other scales, are no detail ({@link #OUTLINE_SLACK}). Faces
 * whose samples differ over more of the face than a numeral covers are left to the features
 * ({@link #MOST_AREA}).
 */
final class FineDetail {
  /** The detail's picture: the face's inset window ({@link FaceFeatures#inset}) at twice the features' size. */
  static final int W = 2 * FaceFeatures.W, H = 2 * FaceFeatures.H;
  /** A pixel tells two faces apart where their samples (each softened and in units of its own spread) differ by this much. */
  static final double DIFFER = 0.8;
  /**
   * Two faces are told apart by their detail only when it covers at most this share of the face.
   * Measured (2026-11-29, thirty-ninth session) on the calibrated hands of GNOME Mahjongg's
   * postmodern and smooth sets: postmodern's flowers and seasons, told by 一 to 四, differ in
   * 0.1-3.5 % of the face (a few to 9 %, their samples cut off the tile); smooth's, told by the
   * whole name 梅 蘭 菊 竹, 4.4-15 %, its characters 7.5-16 %, and tiles of other suits more. With
   * every sample compared (before {@link #PAIR_AREA} and {@link #NEAREST_SAMPLES}), at 0.12
   * postmodern's hands read 152 to 158 of 168 but smooth's 167 to 163; at 0.04 156 and 167.
   * Since outlines a pixel or two apart are no difference ({@link #OUTLINE_SLACK}, fortieth
   * session) 0.04 still reads best: postmodern's hands / melds and smooth's at 0.025 154 / 159
   * and 167 / 165, at 0.04 159 / 161 and 167 / 167, at 0.06 159 / 161 and 166 / 166.
   */
  static final double MOST_AREA = 0.04;
  /** ...and at least this share: faces whose samples differ in fewer pixels show the same picture. */
  static final double LEAST_AREA = 0.004;
  /** Pictures are lined up within this many pixels each way (of {@link #W}): the boxes' jitter. */
  static final int SHIFT = 12;
  /**
   * Pixels this near the picture's edge tell nothing: there the cut shows the table or a
   * neighbour, as much as the tile.
   */
  static final int EDGE = 4;
  /** Every this many pixels each way are compared while lining up closely... */
  private static final int LINE_UP_STEP = 4;
  /** ...and this many while lining up roughly, every third shift. */
  private static final int COARSE_STEP = 6;

  /** Each sample's detail picture, in the calibration's order of samples (null: a file saved before they were kept). */
  private final List<byte[]> pictures;
  /** Each face's samples with a picture, by their place in {@link #pictures}. */
  private final Map<String, int[]> samplesOf;
  /** The pictures softened and normalised ({@link #normalised}), each made when first compared. */
  private final AtomicReferenceArray<float[]> normalised;
  /** Whether each pair of faces may differ by a small detail alone ({@link #differBySmallDetail}), once worked out. */
  private final Map<String, Boolean> smallDetail = new ConcurrentHashMap<>();

  /** The samples' faces and detail pictures, in the calibration's order. */
  FineDetail(List<String> faces, List<byte[]> pictures) {
    this.pictures = new ArrayList<>(pictures);
    Map<String, List<Integer>> of = new HashMap<>();
    for (int i = 0; i < faces.size(); i++) {
      byte[] p = pictures.get(i);
      if (p != null && p.length == W * H) {
        of.computeIfAbsent(faces.get(i), f -> new ArrayList<>()).add(i);
      }
    }
    Map<String, int[]> samples = new HashMap<>();
    of.forEach((face, at) -> samples.put(face, at.stream().mapToInt(Integer::intValue).toArray()));
    this.samplesOf = Map.copyOf(samples);
    this.normalised = new AtomicReferenceArray<>(pictures.size());
  }

  /** The detail picture of the face in {@code window}: grey, inset as the features are, {@link #W} x {@link #H}. */
  static byte[] of(Pixels pixels, Quad window) {
    byte[] bgr = pixels.sample(FaceFeatures.inset(window), W, H);
    int[] grey = FaceFeatures.grey(bgr);
    byte[] out = new byte[grey.length];
    for (int i = 0; i < grey.length; i++) {
      out[i] = (byte) grey[i];
    }
    return out;
  }

  /**
   * The picture of the face in {@code window} ({@link #of}), cut when first asked for and then kept:
   * most tiles read are never compared by it.
   */
  static Supplier<byte[]> whenAsked(Pixels pixels, Quad window) {
    return new Supplier<>() {
      private byte[] picture;

      @Override
      public synchronized byte[] get() {
        if (picture == null) {
          picture = of(pixels, window);
        }
        return picture;
      }
    };
  }

  /**
   * A tile to be told apart by its detail: {@code picture} (cut when first compared) and its
   * features' {@code cosines} with every sample. Its picture is normalised and lined up with each
   * face's samples once, however many pairs of faces it is asked about.
   */
  Tile tile(Supplier<byte[]> picture, float[] cosines) {
    return new Tile(picture, cosines);
  }

  final class Tile {
    private final Supplier<byte[]> picture;
    private final float[] cosines;
    private float[] look;
    private final Map<String, LinedUp> nearest = new HashMap<>();

    private Tile(Supplier<byte[]> picture, float[] cosines) {
      this.picture = picture;
      this.cosines = cosines;
    }

    /**
     * Which of {@code chosen} and {@code other} the tile's detail picture is nearer where their
     * samples nearest it differ; {@code chosen} when the two are not told apart by a small detail
     * ({@link #MOST_AREA}, {@link #LEAST_AREA}) or either has no detail samples.
     */
    String nearer(String chosen, String other) {
      if (picture == null || !samplesOf.containsKey(chosen) || !samplesOf.containsKey(other) || !differBySmallDetail(chosen, other)) {
        return chosen;
      }
      if (look == null) {
        byte[] p = picture.get();
        if (p == null) {
          return chosen;
        }
        look = normalised(p);
      }
      Telling t = telling(look, nearestSample(chosen), nearestSample(other));
      return t.small() && t.fromSecond() < t.fromFirst() ? other : chosen;
    }

    /** The face's sample nearest the tile's picture, lined up with it, among those its features came nearest. */
    private LinedUp nearestSample(String face) {
      return nearest.computeIfAbsent(face, f -> FineDetail.this.nearestSample(look, nearestByFeatures(f, cosines)));
    }
  }

  /** The face's {@link #NEAREST_SAMPLES} samples whose features came nearest the tile's ({@code cosines}, one a sample). */
  private int[] nearestByFeatures(String face, float[] cosines) {
    return IntStream.of(samplesOf.get(face)).boxed().sorted(Comparator.comparingDouble((Integer i) -> -cosines[i]))
        .limit(NEAREST_SAMPLES).mapToInt(Integer::intValue).toArray();
  }

  /**
   * A tile's picture is compared with this many of each face's samples, those its features came
   * nearest: the others are cut further from how the tile was cut.
   */
  static final int NEAREST_SAMPLES = 3;

  /**
   * Where two lined-up samples differ ({@link #DIFFER}), as a share of the face both cover, and
   * how far the picture they were lined up with lies from each there (sums of squares).
   */
  private record Telling(double share, double fromFirst, double fromSecond) {
    boolean small() {
      return share >= LEAST_AREA && share <= MOST_AREA;
    }
  }

  /** Where {@code first} and {@code second} differ, and how far {@code picture} lies from each there once that is a small detail. */
  private static Telling telling(float[] picture, LinedUp first, LinedUp second) {
    Telling gate = new Telling(share(first, second, MOST_AREA), 0, 0);
    if (!gate.small()) {
      return gate;
    }
    double fromFirst = 0, fromSecond = 0;
    for (int y = EDGE; y < H - EDGE; y++) {
      for (int x = EDGE; x < W - EDGE; x++) {
        if (first.covers(x, y) && second.covers(x, y) && differ(first, second, x, y)) {
          double d1 = unlike(picture[y * W + x], first, x, y), d2 = unlike(picture[y * W + x], second, x, y);
          fromFirst += d1 * d1;
          fromSecond += d2 * d2;
        }
      }
    }
    return new Telling(gate.share(), fromFirst, fromSecond);
  }

  /**
   * The share of the face both cover where {@code first} and {@code second} differ; once it is
   * sure to exceed {@code most}, any share over it (the rest is not counted).
   */
  private static double share(LinedUp first, LinedUp second, double most) {
    int telling = 0, compared = 0;
    int bound = (int) (most * (W - 2 * EDGE) * (H - 2 * EDGE));
    for (int y = EDGE; y < H - EDGE; y++) {
      for (int x = EDGE; x < W - EDGE; x++) {
        if (first.covers(x, y) && second.covers(x, y)) {
          compared++;
          if (differ(first, second, x, y) && ++telling > bound) {
            return Double.MAX_VALUE;
          }
        }
      }
    }
    return compared == 0 ? Double.MAX_VALUE : telling / (double) compared;
  }

  /** Whether two lined-up samples differ at the tile's (x, y): neither has a like pixel near the other's. */
  private static boolean differ(LinedUp first, LinedUp second, int x, int y) {
    return !likeNear(first.at(x, y), second, x, y) || !likeNear(second.at(x, y), first, x, y);
  }

  /** Whether a pixel of {@code other} within {@link #OUTLINE_SLACK} of (x, y) is within {@link #DIFFER} of {@code value}. */
  private static boolean likeNear(float value, LinedUp other, int x, int y) {
    if (Math.abs(value - other.at(x, y)) < DIFFER) {
      return true; // most pixels: the same one
    }
    for (int v = y - OUTLINE_SLACK; v <= y + OUTLINE_SLACK; v++) {
      for (int u = x - OUTLINE_SLACK; u <= x + OUTLINE_SLACK; u++) {
        if (Math.abs(value - other.at(u, v)) < DIFFER) {
          return true;
        }
      }
    }
    return false;
  }

  /** How unlike {@code value} is the pixels of {@code other} within {@link #TILE_SLACK} of (x, y): the least difference. */
  private static float unlike(float value, LinedUp other, int x, int y) {
    float least = Float.MAX_VALUE;
    for (int v = y - TILE_SLACK; v <= y + TILE_SLACK; v++) {
      for (int u = x - TILE_SLACK; u <= x + TILE_SLACK; u++) {
        least = Math.min(least, Math.abs(value - other.at(u, v)));
      }
    }
    return least;
  }

  /**
   * Two samples differ at a pixel only where neither has a like pixel within this many of it:
   * samples cut a little differently in scale draw the same outlines a pixel or two apart, and
   * those outlines are no detail. Measured (2026-11-29, fortieth session, the 7 GNOME Mahjongg and
   * xmahjongg sets calibrated afresh), postmodern's and smooth's calibrated hands / melds: with no
   * slack 152 / 154 and 167 / 163; 2 pixels 159 / 161, 167 / 167; 1 pixel 156 / 158, 167 / 165 and
   * 3 160 / 158, 164 / 165 (both with {@link #TILE_SLACK} 2; at 3 二 and 三 differ nowhere).
   */
  static final int OUTLINE_SLACK = 2;
  /**
   * A tile is likened to each sample where the two differ by the sample's pixels within this many
   * of the tile's: the tile is cut from a hand, further from how the samples were. With {@link
   * #OUTLINE_SLACK} 2: 1 pixel 159 / 160, 163 / 165; 2 159 / 161, 166 / 165; 3 159 / 161, 167 /
   * 167; 4 157 / 158, 167 / 167.
   */
  static final int TILE_SLACK = 3;

  /**
   * Whether two faces' samples may differ by a small detail alone: the least share they differ in
   * ({@link Telling#share}), over up to {@link #PAIR_SAMPLES} of one face's samples, each against
   * the other's sample nearest it, is at most {@link #PAIR_AREA}. Worked out once a pair, so that
   * the many pairs of faces that differ all over (a 6 and an 8 of bamboo, 30-45 % of the face)
   * cost a tile no comparison; those that pass are judged again by the samples nearest the tile.
   */
  private boolean differBySmallDetail(String a, String b) {
    String first = a.compareTo(b) < 0 ? a : b, second = first.equals(a) ? b : a;
    return smallDetail.computeIfAbsent(first + "|" + second, k -> {
      return IntStream.of(samplesOf.get(first)).limit(PAIR_SAMPLES).mapToObj(this::normalised)
          .anyMatch(s -> share(new LinedUp(s, 0, 0, 0), nearestSample(s, samplesOf.get(second)), PAIR_AREA) <= PAIR_AREA);
    });
  }

  /** Samples of one face a pair of faces is judged by ({@link #differBySmallDetail}). */
  static final int PAIR_SAMPLES = 3;
  /**
   * Two faces' samples lined up with each other differ more than a tile and its nearest samples
   * do (each cut a little differently). At the least, with {@link #OUTLINE_SLACK}: postmodern's
   * flowers 0-2.4 % of the face, the 6 and 9 of bamboo of a made-up set of white strokes on navy
   * 1.8 %, its characters 7-10 % (without the slack postmodern's flowers 1.5-8 %, GNOME smooth's
   * and xmahjongg's characters 4-9 %); other faces far more. From 0.04 to 0.08 the same sets read
   * the same.
   */
  static final double PAIR_AREA = 0.08;

  /** A sample lined up with the tile: its pixel (x + dx, y + dy) lies on the tile's (x, y). */
  private record LinedUp(float[] sample, int dx, int dy, double apart) {
    /** The sample's pixel on the tile's (x, y), its edge repeated beyond it. */
    float at(int x, int y) {
      return sample[Math.max(0, Math.min(H - 1, y + dy)) * W + Math.max(0, Math.min(W - 1, x + dx))];
    }

    /**
     * Whether the sample's own picture, with {@link #TILE_SLACK} (the wider slack) round it, covers
     * the tile's (x, y): beyond it the sample's edge is repeated, a band that is no detail.
     */
    boolean covers(int x, int y) {
      return x + dx - TILE_SLACK >= 0 && x + dx + TILE_SLACK < W && y + dy - TILE_SLACK >= 0 && y + dy + TILE_SLACK < H;
    }
  }

  private float[] normalised(int sample) {
    float[] n = normalised.get(sample);
    if (n == null) {
      n = normalised(pictures.get(sample));
      normalised.set(sample, n);
    }
    return n;
  }

  /** Of the samples {@code among}, the one that comes nearest the tile over the whole face, lined up with it. */
  private LinedUp nearestSample(float[] look, int[] among) {
    LinedUp best = null;
    for (int i : among) {
      LinedUp l = linedUp(normalised(i), look);
      if (best == null || l.apart() < best.apart()) {
        best = l;
      }
    }
    return best;
  }

  /**
   * {@code sample} lined up with {@code look} within {@link #SHIFT} each way: every third shift
   * over every {@link #COARSE_STEP}th pixel first, then the best of those and its neighbours over
   * every {@link #LINE_UP_STEP}th.
   */
  private static LinedUp linedUp(float[] sample, float[] look) {
    int cx = 0, cy = 0;
    double least = Double.MAX_VALUE;
    for (int dy = -SHIFT; dy <= SHIFT; dy += 3) {
      for (int dx = -SHIFT; dx <= SHIFT; dx += 3) {
        double d = apart(sample, look, dx, dy, COARSE_STEP);
        if (d < least) {
          least = d;
          cx = dx;
          cy = dy;
        }
      }
    }
    LinedUp best = null;
    for (int dy = Math.max(-SHIFT, cy - 1); dy <= Math.min(SHIFT, cy + 1); dy++) {
      for (int dx = Math.max(-SHIFT, cx - 1); dx <= Math.min(SHIFT, cx + 1); dx++) {
        double d = apart(sample, look, dx, dy, LINE_UP_STEP);
        if (best == null || d < best.apart()) {
          best = new LinedUp(sample, dx, dy, d);
        }
      }
    }
    return best;
  }

  /** How far apart the two pictures are, the sample shifted by (dx, dy): squared differences over every {@code step}th pixel. */
  private static double apart(float[] sample, float[] look, int dx, int dy, int step) {
    double sum = 0;
    for (int y = SHIFT; y < H - SHIFT; y += step) {
      int row = y * W, shifted = (y + dy) * W + dx;
      for (int x = SHIFT; x < W - SHIFT; x += step) {
        double d = sample[shifted + x] - look[row + x];
        sum += d * d;
      }
    }
    return sum;
  }

  /**
   * The picture softened over 3 x 3 pixels (a pixel's noise is no detail) and put in units of
   * its own spread about its mean, so that light and contrast cancel out.
   */
  private static float[] normalised(byte[] picture) {
    float[] soft = new float[picture.length];
    for (int y = 0; y < H; y++) {
      for (int x = 0; x < W; x++) {
        int sum = 0, n = 0;
        for (int v = Math.max(0, y - 1); v <= Math.min(H - 1, y + 1); v++) {
          for (int u = Math.max(0, x - 1); u <= Math.min(W - 1, x + 1); u++) {
            sum += picture[v * W + u] & 0xff;
            n++;
          }
        }
        soft[y * W + x] = sum / (float) n;
      }
    }
    double sum = 0, sq = 0;
    for (float v : soft) {
      sum += v;
      sq += v * v;
    }
    double mean = sum / soft.length;
    double spread = Math.sqrt(Math.max(sq / soft.length - mean * mean, 1e-6));
    for (int i = 0; i < soft.length; i++) {
      soft[i] = (float) ((soft[i] - mean) / spread);
    }
    return soft;
  }
}
