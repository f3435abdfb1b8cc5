package tablescore.vision;

/**
 * Turns a tile face into a feature vector: HOG of the grey face (shape of the ink) followed by a
 * coarse map of where red, green and blue ink sits (what tells 5m from red 0m, 6z from 1s) and
 * how much of each cell is ink of any colour (what tells six sticks from four).
 *
 * <p>Computed in Java on pixels copied out once ({@link Pixels}): a calibrated search takes some
 * fifty cuts of every tile, and OpenCV's HOG, colour conversion and resizing called a dozen times
 * a cut cost more in calls than in arithmetic. The arithmetic is OpenCV's (HOGDescriptor with a
 * 16-pixel block, 8-pixel stride and cell, 9 unsigned bins, Gaussian block weights and L2-Hys;
 * fixed-point grey and HSV; INTER_AREA averaging; THRESH_OTSU), so features match those OpenCV
 * gives ({@code FaceFeaturesTest}).
 */
public final class FaceFeatures {
  /** Size the face is warped to before features are taken (portrait, 3:4 - ish). */
  public static final int W = 40, H = 56;

  private static final int COLOUR_GRID_X = 4, COLOUR_GRID_Y = 6;
  /** Cells of each ink's map (red, green, blue, any colour): the last of the features. */
  static final int INK_MAP_CELLS = COLOUR_GRID_X * COLOUR_GRID_Y;
  /** The red map's grid ({@link #redMap}): across, down. */
  public static final int RED_GRID_X = 8, RED_GRID_Y = 12;
  /** Trim this fraction from each edge: the tile's rounded border and the table behind it. */
  private static final double INSET = 0.06;

  static final int CELL = 8, BLOCK = 16, STRIDE = 8, BINS = 9;
  static final int BLOCKS_X = (W - BLOCK) / STRIDE + 1, BLOCKS_Y = (H - BLOCK) / STRIDE + 1;
  static final int CELLS = BLOCK / CELL, BLOCK_VALUES = CELLS * CELLS * BINS;
  static final int HOG_LENGTH = BLOCKS_X * BLOCKS_Y * BLOCK_VALUES;
  /** A face's features: its HOG, then its ink map (red, green, blue, then ink of any colour). */
  static final int LENGTH = HOG_LENGTH + 4 * INK_MAP_CELLS;
  /**
   * A cell of the ink map full of ink of any colour weighs this much. HOG normalises each block,
   * so a block of three sticks looks like one of two, and seven dots much like nine; how much of
   * each cell is ink tells them apart. Measured (2026-11-27, hands and melds of 8 made-up and 3
   * KDE sets, each calibrated from its layout photo, 3,696 tiles): 29 misread or missed without
   * it, 23 with it (28, 24, 24 at 0.6, 1.0, 1.3; grids of 6 x 6, 8 x 6 and 8 x 8 cells at 0.8:
   * 24, 26, 27). A first version, whose shifted cuts split at
   * their whole region's threshold, set the scale and grid: 28, 24, 22, 25, 27 missed at 0.5,
   * 0.7, 0.8, 1.0, 1.2 on this 4 x 6 grid; 25 on a 5 x 7 grid at 0.8; on an 8 x 12 grid 26, 35,
   * 42, 86 at 0.3, 0.5, 1, 1.5 (cells that small move with the cut). CalibratedSetsTest 1004 of
   * 1008 with and without.
   */
  static final float ANY_INK_SCALE = 0.8f;
  /** Cell bins a block's histogram is clipped at before it is normalised again (L2-Hys). */
  private static final float L2_HYS = 0.2f;
  /**
   * A block pixel's weight in a cell, along one side: its Gaussian weight (sigma a quarter of the
   * block's two sides) times its share in the cell (bilinear between cell centres). The weight of
   * pixel (j, i) in cell (cx, cy) is {@code SIDE_WEIGHT[cx][j] * SIDE_WEIGHT[cy][i]}.
   */
  private static final float[][] SIDE_WEIGHT = new float[CELLS][BLOCK];

  static {
    double sigma = (BLOCK + BLOCK) / 8.0, scale = 1 / (sigma * sigma * 2);
    for (int j = 0; j < BLOCK; j++) {
      double d = j - BLOCK * 0.5;
      float gauss = (float) Math.exp(-d * d * scale);
      float cell = (j + 0.5f) / CELL - 0.5f;
      int c0 = (int) Math.floor(cell);
      float f = cell - c0;
      for (int c = 0; c < CELLS; c++) {
        SIDE_WEIGHT[c][j] = gauss * (c == c0 ? 1 - f : c == c0 + 1 ? f : 0);
      }
    }
  }

  private FaceFeatures() {}

  /** Features of the face in the quad (p0 = top-left of the face as read), before unit length. */
  public static float[] of(Pixels pixels, Quad q) {
    return of(warp(pixels, q));
  }

  /**
   * The features {@code f} would be of the face turned half round: its HOG blocks and cells and its
   * ink map's cells in reverse order (a gradient turned half round keeps its unsigned direction,
   * and the blocks and cells lie evenly across the face, so each lands on another's place).
   */
  static float[] halfTurned(float[] f) {
    float[] out = new float[f.length];
    for (int bx = 0; bx < BLOCKS_X; bx++) {
      for (int by = 0; by < BLOCKS_Y; by++) {
        for (int cx = 0; cx < CELLS; cx++) {
          for (int cy = 0; cy < CELLS; cy++) {
            int from = ((bx * BLOCKS_Y + by) * CELLS * CELLS + cx * CELLS + cy) * BINS;
            int to = (((BLOCKS_X - 1 - bx) * BLOCKS_Y + BLOCKS_Y - 1 - by) * CELLS * CELLS
                + (CELLS - 1 - cx) * CELLS + CELLS - 1 - cy) * BINS;
            System.arraycopy(f, from, out, to, BINS);
          }
        }
      }
    }
    int cells = INK_MAP_CELLS;
    for (int map = HOG_LENGTH; map + cells <= Math.min(f.length, LENGTH); map += cells) {
      for (int i = 0; i < cells; i++) {
        out[map + cells - 1 - i] = f[map + i];
      }
    }
    return out;
  }

  /** Features of a W x H BGR face. */
  static float[] of(byte[] bgr) {
    int[] grey = grey(bgr);
    // Stretch contrast so dim light and glare give the same gradients.
    stretch(grey);
    float[] out = new float[LENGTH];
    hog(grey, out);
    new InkCounts(inks(bgr, grey), W, H).inkMap(0, 0, out, HOG_LENGTH);
    return out;
  }

  /** The quad's face, its edges trimmed by {@link #INSET}, as a W x H BGR picture. */
  static byte[] warp(Pixels pixels, Quad q) {
    return pixels.sample(inset(q), W, H);
  }

  /** The quad with its edges trimmed by {@link #INSET}: the part of it features are taken of. */
  static Quad inset(Quad q) {
    double ix = INSET;
    return new Quad(q.at(ix, ix), q.at(1 - ix, ix), q.at(1 - ix, 1 - ix), q.at(ix, 1 - ix));
  }

  /** Grey as OpenCV's BGR2GRAY gives it for 8-bit pictures (fixed point, 15 bits). */
  static int[] grey(byte[] bgr) {
    int[] g = new int[bgr.length / 3];
    for (int i = 0; i < g.length; i++) {
      int b = bgr[3 * i] & 0xff, gr = bgr[3 * i + 1] & 0xff, r = bgr[3 * i + 2] & 0xff;
      g[i] = (b * 3735 + gr * 19235 + r * 9798 + (1 << 14)) >> 15;
    }
    return g;
  }

  /** Stretches grey values to 0-255, as OpenCV's normalize with NORM_MINMAX does. */
  static void stretch(int[] grey) {
    int min = 255, max = 0;
    for (int v : grey) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    double wide = max > min ? 255.0 / (max - min) : 0;
    // In single precision, as OpenCV converts 8-bit pictures.
    float scale = (float) wide, shift = (float) (-min * wide);
    int[] table = new int[256];
    for (int v = min; v <= max; v++) {
      table[v] = (int) Math.max(0, Math.min(255, Math.rint(v * scale + shift)));
    }
    for (int i = 0; i < grey.length; i++) {
      grey[i] = table[grey[i]];
    }
  }

  /** HOG of a W x H grey face into {@code out} from index 0, laid out as OpenCV lays it. */
  static void hog(int[] grey, float[] out) {
    Votes votes = Votes.of(grey, W, H);
    float[] block = new float[BLOCK_VALUES];
    for (int bx = 0; bx < BLOCKS_X; bx++) {
      float[] rowSums = votes.rowSums(bx * STRIDE);
      for (int by = 0; by < BLOCKS_Y; by++) {
        block(rowSums, by * STRIDE, block);
        normalise(block, BLOCK_EPSILON);
        System.arraycopy(block, 0, out, (bx * BLOCKS_Y + by) * BLOCK_VALUES, BLOCK_VALUES);
      }
    }
  }

  /** What OpenCV adds to a block's length before dividing by it (0.1 a value). */
  static final float BLOCK_EPSILON = BLOCK_VALUES * 0.1f;

  /**
   * Each pixel's HOG votes in a grey picture: its gradient's magnitude shared between the two
   * bins nearest its direction (the picture's edge mirrored, BORDER_REFLECT_101).
   */
  record Votes(int width, int height, float[] lower, float[] upper, int[] lowerBin, int[] upperBin) {
    static Votes of(int[] grey, int width, int height) {
      int n = width * height;
      Votes v = new Votes(width, height, new float[n], new float[n], new int[n], new int[n]);
      float binsPerRadian = (float) (BINS / Math.PI);
      for (int y = 0; y < height; y++) {
        int up = reflect(y - 1, height), down = reflect(y + 1, height);
        for (int x = 0; x < width; x++) {
          int left = reflect(x - 1, width), right = reflect(x + 1, width);
          float dx = grey[y * width + right] - grey[y * width + left];
          float dy = grey[down * width + x] - grey[up * width + x];
          float magnitude = (float) Math.sqrt(dx * dx + dy * dy);
          float a = angle(dy, dx) * binsPerRadian - 0.5f;
          int bin = (int) Pixels.floor(a);
          a -= bin;
          int i = y * width + x;
          v.lower[i] = magnitude * (1 - a);
          v.upper[i] = magnitude * a;
          bin = bin < 0 ? bin + BINS : bin >= BINS ? bin - BINS : bin;
          v.lowerBin[i] = bin;
          v.upperBin[i] = bin + 1 < BINS ? bin + 1 : 0;
        }
      }
      return v;
    }

    /**
     * For a column of blocks whose left edge is at {@code x}: each row's votes summed into the
     * block's two cells across ({@code [row][cell][bin]}), weighted as the block weighs them.
     */
    float[] rowSums(int x) {
      float[] sums = new float[height * CELLS * BINS];
      for (int y = 0; y < height; y++) {
        int at = y * CELLS * BINS;
        for (int j = 0; j < BLOCK; j++) {
          int p = y * width + x + j;
          float lo = lower[p], up = upper[p];
          int l = lowerBin[p], u = upperBin[p];
          for (int c = 0; c < CELLS; c++) {
            float w = SIDE_WEIGHT[c][j];
            sums[at + c * BINS + l] += lo * w;
            sums[at + c * BINS + u] += up * w;
          }
        }
      }
      return sums;
    }
  }

  /** The histogram of the block whose top edge is at row {@code y} of a column's {@link Votes#rowSums}, not normalised. */
  static void block(float[] rowSums, int y, float[] block) {
    java.util.Arrays.fill(block, 0);
    for (int i = 0; i < BLOCK; i++) {
      int at = (y + i) * CELLS * BINS;
      for (int cy = 0; cy < CELLS; cy++) {
        float w = SIDE_WEIGHT[cy][i];
        if (w == 0) {
          continue;
        }
        for (int cx = 0; cx < CELLS; cx++) {
          // OpenCV orders a block's cells down each column first.
          int to = (cx * CELLS + cy) * BINS, from = at + cx * BINS;
          for (int b = 0; b < BINS; b++) {
            block[to + b] += rowSums[from + b] * w;
          }
        }
      }
    }
  }

  private static final float DEGREES = (float) (180 / Math.PI);
  private static final float P1 = 0.9997878412794807f * DEGREES, P3 = -0.3258083974640975f * DEGREES,
      P5 = 0.1555786518463281f * DEGREES, P7 = -0.04432655554792128f * DEGREES;

  /**
   * The gradient's direction, 0 to 2 pi, by the polynomial OpenCV's cartToPolar uses (within about
   * a third of a degree of atan2): the bins' shares follow it, so features match OpenCV's.
   */
  private static float angle(float y, float x) {
    float ax = Math.abs(x), ay = Math.abs(y), a;
    if (ax >= ay) {
      float c = (float) (ay / (ax + 2.220446049250313e-16)), c2 = c * c;
      a = (((P7 * c2 + P5) * c2 + P3) * c2 + P1) * c;
    } else {
      float c = (float) (ax / (ay + 2.220446049250313e-16)), c2 = c * c;
      a = 90f - (((P7 * c2 + P5) * c2 + P3) * c2 + P1) * c;
    }
    if (x < 0) {
      a = 180f - a;
    }
    if (y < 0) {
      a = 360f - a;
    }
    return a / DEGREES;
  }

  /** BORDER_REFLECT_101: the pixel beyond an edge is the one inside it. */
  private static int reflect(int i, int n) {
    return i < 0 ? -i : i >= n ? 2 * n - 2 - i : i;
  }

  /**
   * L2-Hys: to unit length ({@code epsilon} added to the length), clipped at {@link #L2_HYS}, to
   * unit length again.
   */
  static void normalise(float[] h, float epsilon) {
    float sum = 0;
    for (float v : h) {
      sum += v * v;
    }
    float scale = 1 / ((float) Math.sqrt(sum) + epsilon);
    sum = 0;
    for (int i = 0; i < h.length; i++) {
      h[i] = Math.min(h[i] * scale, L2_HYS);
      sum += h[i] * h[i];
    }
    scale = 1 / ((float) Math.sqrt(sum) + 1e-3f);
    for (int i = 0; i < h.length; i++) {
      h[i] *= scale;
    }
  }

  /** Where a face's red ink is: its share of each cell of an 8 x 12 grid. */
  public static float[] redMap(Pixels pixels, Quad q) {
    float[] out = new float[RED_GRID_X * RED_GRID_Y];
    new InkCounts(inks(warp(pixels, q)), W, H).shares(RED, 0, 0, RED_GRID_X, RED_GRID_Y, 1, out, 0);
    return out;
  }

  /**
   * Which inks each pixel of a BGR picture counts as ({@link #inkOf}), and whether it is on the
   * light side of Otsu's split of its {@code grey} ({@link #LIGHT}): the smaller side of the face
   * is its ink, so dark strokes on a light face and light strokes on a dark one are both ink.
   */
  static byte[] inks(byte[] bgr, int[] grey) {
    return inks(bgr, grey, otsu(grey));
  }

  /** As {@link #inks(byte[], int[])}, split at {@code threshold}. */
  static byte[] inks(byte[] bgr, int[] grey, int threshold) {
    byte[] inks = inks(bgr);
    for (int i = 0; i < grey.length; i++) {
      if (grey[i] > threshold) {
        inks[i] |= LIGHT;
      }
    }
    return inks;
  }

  /**
   * Otsu's threshold of 8-bit grey values, as OpenCV's THRESH_OTSU gives it: the value splitting
   * them (values above it on one side) with the greatest spread between the two sides' means.
   */
  static int otsu(int[] grey) {
    long[] histogram = new long[256];
    for (int g : grey) {
      histogram[g]++;
    }
    double total = grey.length, sum = 0;
    for (int v = 0; v < 256; v++) {
      sum += v * (double) histogram[v];
    }
    double below = 0, sumBelow = 0, best = -1;
    int threshold = 0;
    for (int v = 0; v < 255; v++) {
      below += histogram[v];
      sumBelow += v * (double) histogram[v];
      double rest = total - below;
      if (below == 0 || rest == 0) {
        continue;
      }
      double d = sumBelow / below - (sum - sumBelow) / rest;
      double between = below * rest * d * d;
      if (between > best) {
        best = between;
        threshold = v;
      }
    }
    return threshold;
  }

  /** Which inks each pixel of a BGR picture counts as ({@link #inkOf}). */
  static byte[] inks(byte[] bgr) {
    byte[] inks = new byte[bgr.length / 3];
    for (int i = 0; i < inks.length; i++) {
      inks[i] = (byte) inkOf(hsv(bgr, i));
    }
    return inks;
  }

  /**
   * How many pixels of each ink lie above and left of each corner of a picture's pixels, so a
   * cell of a grid over any face in it is counted in four look-ups: a cell's edges may cut
   * pixels (56 rows in 6 cells), and counts read between corners share a cut pixel out by area,
   * as OpenCV's INTER_AREA resizing does.
   */
  static final class InkCounts {
    private final byte[] inks;
    private final int width, height;
    /** Each ink's counts, made when first asked for (a red map needs only red's). */
    private final float[][] counts = new float[4][];

    InkCounts(byte[] inks, int width, int height) {
      this.inks = inks;
      this.width = width;
      this.height = height;
    }

    private float[] counts(int ink) {
      int k = Integer.numberOfTrailingZeros(ink);
      if (counts[k] == null) {
        float[] c = new float[(width + 1) * (height + 1)];
        for (int y = 0; y < height; y++) {
          float row = 0;
          for (int x = 0; x < width; x++) {
            row += (inks[y * width + x] & ink) != 0 ? 1 : 0;
            c[(y + 1) * (width + 1) + x + 1] = c[y * (width + 1) + x + 1] + row;
          }
        }
        counts[k] = c;
      }
      return counts[k];
    }

    /**
     * The ink map of the W x H face whose top-left corner is at (x, y): the share of red, green,
     * blue, and any ink in each cell of a coarse grid.
     */
    void inkMap(int x, int y, float[] out, int at) {
      int n = INK_MAP_CELLS;
      // Scaled so a cell full of ink weighs about as much as a strong HOG block.
      shares(RED, x, y, COLOUR_GRID_X, COLOUR_GRID_Y, 0.6f, out, at);
      shares(GREEN, x, y, COLOUR_GRID_X, COLOUR_GRID_Y, 0.6f, out, at + n);
      shares(BLUE, x, y, COLOUR_GRID_X, COLOUR_GRID_Y, 0.6f, out, at + 2 * n);
      // The face's smaller side of the split is its ink (the cells are equal, so their mean share is the face's).
      shares(LIGHT, x, y, COLOUR_GRID_X, COLOUR_GRID_Y, 1, out, at + 3 * n);
      double light = 0;
      for (int i = at + 3 * n; i < at + 4 * n; i++) {
        light += out[i];
      }
      boolean inkIsLight = 2 * light < n;
      for (int i = at + 3 * n; i < at + 4 * n; i++) {
        out[i] = (inkIsLight ? out[i] : 1 - out[i]) * ANY_INK_SCALE;
      }
    }

    /**
     * The share of each cell of an {@code across} x {@code down} grid over the W x H face at
     * (x, y) that is of {@code ink}: a whole byte, as OpenCV's resizing of a 0/255 mask rounds
     * it, times {@code scale}.
     */
    void shares(int ink, int x, int y, int across, int down, float scale, float[] out, int at) {
      float[] c = counts(ink);
      double cellW = (double) W / across, cellH = (double) H / down;
      for (int cy = 0; cy < down; cy++) {
        for (int cx = 0; cx < across; cx++) {
          double x0 = x + cx * cellW, x1 = x0 + cellW, y0 = y + cy * cellH, y1 = y0 + cellH;
          double inked = at(c, x1, y1) - at(c, x0, y1) - at(c, x1, y0) + at(c, x0, y0);
          out[at + cy * across + cx] = (float) (Math.rint(inked / (cellW * cellH) * 255) / 255.0 * scale);
        }
      }
    }

    /** The count above and left of a point between pixel corners, linear between them. */
    private double at(float[] c, double x, double y) {
      int xi = Math.min((int) x, width - 1), yi = Math.min((int) y, height - 1);
      double fx = x - xi, fy = y - yi;
      int w = width + 1, i = yi * w + xi;
      return (c[i] * (1 - fx) + c[i + 1] * fx) * (1 - fy) + (c[i + w] * (1 - fx) + c[i + w + 1] * fx) * fy;
    }
  }

  private static final int NO_INK = 0, RED = 1, GREEN = 2, BLUE = 4, LIGHT = 8;

  /**
   * Which inks a pixel counts as (OpenCV inRange bounds on 8-bit HSV): red hue 0-12 or 160-180
   * with saturation 70 and value 50 at least; green 35-90 and blue 90-140 with 50 and 30 (a hue of
   * 90 is both).
   */
  private static int inkOf(int hsv) {
    int h = hsv >> 16, sat = (hsv >> 8) & 0xff, val = hsv & 0xff;
    if (sat < 50 || val < 30) {
      return NO_INK;
    }
    if (h <= 12 || h >= 160) {
      return sat >= 70 && val >= 50 ? RED : NO_INK;
    }
    return (h >= 35 && h <= 90 ? GREEN : NO_INK) | (h >= 90 && h <= 140 ? BLUE : NO_INK);
  }

  private static final int HSV_SHIFT = 12;
  private static final int[] SATURATION_DIV = new int[256], HUE_DIV = new int[256];

  static {
    for (int i = 1; i < 256; i++) {
      SATURATION_DIV[i] = (int) Math.rint((255 << HSV_SHIFT) / (1.0 * i));
      HUE_DIV[i] = (int) Math.rint((180 << HSV_SHIFT) / (6.0 * i));
    }
  }

  /** Pixel i as OpenCV's 8-bit BGR2HSV gives it (hue 0-179), packed hue << 16 | s << 8 | v. */
  static int hsv(byte[] bgr, int i) {
    int b = bgr[3 * i] & 0xff, g = bgr[3 * i + 1] & 0xff, r = bgr[3 * i + 2] & 0xff;
    int v = Math.max(b, Math.max(g, r)), vmin = Math.min(b, Math.min(g, r)), diff = v - vmin;
    int s = (diff * SATURATION_DIV[v] + (1 << (HSV_SHIFT - 1))) >> HSV_SHIFT;
    int h = v == r ? g - b : v == g ? b - r + 2 * diff : r - g + 4 * diff;
    h = (h * HUE_DIV[diff] + (1 << (HSV_SHIFT - 1))) >> HSV_SHIFT;
    h += h < 0 ? 180 : 0;
    return h << 16 | s << 8 | v;
  }
}
