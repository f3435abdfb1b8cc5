package tablescore.vision;

import static tablescore.vision.FaceFeatures.BLOCKS_X;
import static tablescore.vision.FaceFeatures.BLOCKS_Y;
import static tablescore.vision.FaceFeatures.BLOCK_EPSILON;
import static tablescore.vision.FaceFeatures.BLOCK_VALUES;
import static tablescore.vision.FaceFeatures.H;
import static tablescore.vision.FaceFeatures.HOG_LENGTH;
import static tablescore.vision.FaceFeatures.STRIDE;
import static tablescore.vision.FaceFeatures.W;

import org.opencv.core.Point;

/**
 * The features of one tile window and of the window shifted by whole pixels of the face, for the
 * calibrated cut search: the window and its shifts are warped as one region, whose gradients, inks
 * and HOG blocks are worked out once and shared by every shift (a shift of 8 pixels down, one HOG
 * stride, reuses the blocks of the rows it shares; one of 4 across, half a stride, those of every
 * other column). The search takes some fifty cuts of each tile, and taking each alone was most of
 * calibrated reading's time.
 *
 * <p>A shift's features differ from {@link FaceFeatures#of} of its own window only where taking it
 * alone differs: there the face's edge pixels get gradients from the face mirrored, here from the
 * pixels beyond them, and its contrast is stretched before gradients are rounded, here after
 * (gradients scale with the stretch, which the blocks' normalising cancels but for its epsilon,
 * which is scaled to match), and its ink of any colour is split from the ground where the
 * unshifted face splits, not where each shift's own pixels would (which side is ink is each
 * shift's own). Near enough to rank cuts; the few ranked nearest are cut again alone.
 */
final class ShiftedFaces {
  private final int width, height, marginAcross, marginDown;
  private final int[] grey;
  private final FaceFeatures.InkCounts inks;
  private final FaceFeatures.Votes votes;
  /** One pixel of the face across and down, in the photo. */
  private final Point across, down;
  /** Worked out when first asked for: row sums by column, blocks by top-left corner, column ranges by row. */
  private final float[][] rowSums, blocks;
  private final int[][][] columnRanges;

  /**
   * The window ({@code p0} the face's top-left) with room for shifts of up to {@code marginAcross}
   * pixels of the face across it and {@code marginDown} down it, either way.
   */
  ShiftedFaces(Pixels pixels, Quad window, int marginAcross, int marginDown) {
    this.marginAcross = marginAcross;
    this.marginDown = marginDown;
    this.width = W + 2 * marginAcross;
    this.height = H + 2 * marginDown;
    Quad face = FaceFeatures.inset(window);
    // One pixel of the face across and down, in the photo; the window is a parallelogram.
    double ax = (face.p1().x - face.p0().x) / W, ay = (face.p1().y - face.p0().y) / W;
    double dx = (face.p3().x - face.p0().x) / H, dy = (face.p3().y - face.p0().y) / H;
    this.across = new Point(ax, ay);
    this.down = new Point(dx, dy);
    Point p0 = new Point(face.p0().x - marginAcross * ax - marginDown * dx, face.p0().y - marginAcross * ay - marginDown * dy);
    Point p1 = new Point(p0.x + width * ax, p0.y + width * ay);
    Point p3 = new Point(p0.x + height * dx, p0.y + height * dy);
    Point p2 = new Point(p1.x + height * dx, p1.y + height * dy);
    byte[] bgr = pixels.sample(new Quad(p0, p1, p2, p3), width, height);
    this.grey = FaceFeatures.grey(bgr);
    this.inks = new FaceFeatures.InkCounts(FaceFeatures.inks(bgr, grey, FaceFeatures.otsu(unshifted(grey))), width, height);
    this.votes = FaceFeatures.Votes.of(grey, width, height);
    this.rowSums = new float[width][];
    this.blocks = new float[width * height][];
    this.columnRanges = new int[height][][];
  }

  /**
   * The features (before unit length) of the window shifted {@code across} pixels of the face
   * to its right and {@code down} pixels down; each within the margins.
   */
  float[] features(int across, int down) {
    if (Math.abs(across) > marginAcross || Math.abs(down) > marginDown) {
      throw new IllegalArgumentException("shift (" + across + ", " + down + ") beyond the margins ("
          + marginAcross + ", " + marginDown + ")");
    }
    int x = marginAcross + across, y = marginDown + down;
    float[] out = new float[FaceFeatures.LENGTH];
    // The contrast stretch the face alone would get: its gradients would be this many times larger.
    float stretch = 255f / Math.max(1, range(x, y));
    float epsilon = Math.max(BLOCK_EPSILON / stretch, 1e-6f);
    float[] block = new float[BLOCK_VALUES];
    for (int bx = 0; bx < BLOCKS_X; bx++) {
      for (int by = 0; by < BLOCKS_Y; by++) {
        System.arraycopy(blockAt(x + bx * STRIDE, y + by * STRIDE), 0, block, 0, BLOCK_VALUES);
        FaceFeatures.normalise(block, epsilon);
        System.arraycopy(block, 0, out, (bx * BLOCKS_Y + by) * BLOCK_VALUES, BLOCK_VALUES);
      }
    }
    inks.inkMap(x, y, out, HOG_LENGTH);
    return out;
  }

  /** The grey values of the face before any shift: the region less its margins. */
  private int[] unshifted(int[] region) {
    int[] face = new int[W * H];
    for (int y = 0; y < H; y++) {
      System.arraycopy(region, (y + marginDown) * width + marginAcross, face, y * W, W);
    }
    return face;
  }

  /** How far a shift of {@code across} and {@code down} pixels of the face moves the window in the photo. */
  Point moved(int across, int down) {
    return new Point(across * this.across.x + down * this.down.x, across * this.across.y + down * this.down.y);
  }

  /** Brightest less darkest grey of the face at (x, y). */
  private int range(int x, int y) {
    int[][] columns = columnRanges[y];
    if (columns == null) {
      columns = columnRanges(y);
      columnRanges[y] = columns;
    }
    int min = 255, max = 0;
    for (int i = x; i < x + W; i++) {
      min = Math.min(min, columns[0][i]);
      max = Math.max(max, columns[1][i]);
    }
    return max - min;
  }

  /** The darkest and brightest grey of each column of the region over the face's rows from y. */
  private int[][] columnRanges(int y) {
    int[][] out = {new int[width], new int[width]};
    java.util.Arrays.fill(out[0], 255);
    for (int r = y; r < y + H; r++) {
      for (int i = 0; i < width; i++) {
        out[0][i] = Math.min(out[0][i], grey[r * width + i]);
        out[1][i] = Math.max(out[1][i], grey[r * width + i]);
      }
    }
    return out;
  }

  /** The histogram of the block whose top-left corner is at (x, y), not normalised. */
  private float[] blockAt(int x, int y) {
    float[] block = blocks[y * width + x];
    if (block == null) {
      if (rowSums[x] == null) {
        rowSums[x] = votes.rowSums(x);
      }
      block = new float[BLOCK_VALUES];
      FaceFeatures.block(rowSums[x], y, block);
      blocks[y * width + x] = block;
    }
    return block;
  }
}
