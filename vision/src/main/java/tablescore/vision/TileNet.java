package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.dnn.Dnn;
import org.opencv.dnn.Net;
import org.opencv.imgproc.Imgproc;

/**
 * The tile network (trained by {@code vision/train/tilenet.py}, run by OpenCV's dnn module). It
 * looks at the whole photo, letterboxed to a square, and for every 8x8 cell gives: how likely a
 * tile face is centred there, the face's box, the 45 built-in faces' scores and which way up the
 * face lies. (The model also outputs the features its heads read, "embedding"; the reader does not
 * use them: a table's own set is told apart by {@link Calibration}'s shape features.)
 */
public final class TileNet {
  /** The side the photo is letterboxed to for reading a hand. */
  public static final int HAND_SIZE = 416;
  static final int STRIDE = 8;
  static final String RESOURCE = "/tablescore/vision/tilenet.onnx";
  /** Faces in the order of the network's face channels. */
  static final List<String> FACES = Faces.TRAINED;
  /** The white dragon's place in {@link #FACES}: a blank face is what a white card looks like too, so several rules ask for it. */
  static final int WHITE_DRAGON = FACES.indexOf(TilePrint.WHITE_DRAGON);
  static final int TURNS = 4;

  /**
   * A cell whose tile score passes this (and beats its 8 neighbours) is a tile. Chosen on the
   * held-out photos: 0.3 found more loose tiles in the middle of the table, which a hand photo's
   * reader must leave alone, and more pieces of one large tile.
   */
  public static final double TILE_THRESHOLD = 0.4;
  /**
   * The tile score that is enough in a table's own calibrated set: its animals, heads, Fly and
   * unusual art are faces the network never saw, and it is less sure of them.
   */
  public static final double UNSEEN_ART_THRESHOLD = 0.3;
  /** Two spots whose boxes overlap this much are one tile seen twice; the weaker goes. */
  static final double SAME_TILE_IOU = 0.7;

  /**
   * One tile the network found: its box in photo pixels, how sure it is that a tile is there,
   * the built-in face probabilities (in {@link #FACES} order), the probabilities of being turned
   * 0, 1, 2, 3 quarter turns clockwise.
   */
  public record Spot(Quad.Box box, double score, double[] faces, double[] turns) {
    /** The chance of its likeliest face. */
    public double surestFace() {
      double most = 0;
      for (double f : faces) {
        most = Math.max(most, f);
      }
      return most;
    }
  }

  private final Net net;

  private TileNet(Net net) {
    this.net = net;
  }

  private static final Onnx.Lazy<TileNet> BUILT_IN = new Onnx.Lazy<>(() -> new TileNet(Onnx.resource(RESOURCE, "tile model")));

  /** The model that ships in the jar. */
  public static TileNet builtIn() {
    return BUILT_IN.get();
  }

  /** A model from an ONNX file (a freshly trained one, to measure it before it ships). */
  public static TileNet load(Path onnx) {
    return new TileNet(Onnx.file(onnx, "tile model"));
  }

  /** {@link #find(Mat, int, double)} at {@link #TILE_THRESHOLD}. */
  public List<Spot> find(Mat image, int side) {
    return find(image, side, TILE_THRESHOLD);
  }

  /**
   * Finds the tiles of {@code image} letterboxed to {@code side} pixels (a multiple of 32). A
   * larger side sees small tiles better (a whole set laid out for calibration) and costs more.
   * Spots whose tile score is under {@code threshold} are not tiles.
   */
  public List<Spot> find(Mat image, int side, double threshold) {
    return find(image, side, threshold, false);
  }

  /**
   * {@link #find(Mat, int, double)} over the part of {@code image} that {@code region} covers (in
   * its pixels, cut to whole pixels within it), the spots' boxes given in {@code image}'s pixels: a
   * look nearer at a few tiles of a large frame costs what the part's side does, not the frame's.
   */
  List<Spot> findIn(Mat image, Quad.Box region, int side, double threshold) {
    Quad.Box r = region.within(image.cols(), image.rows());
    int x0 = (int) Math.floor(r.x0()), y0 = (int) Math.floor(r.y0());
    int x1 = (int) Math.ceil(r.x1()), y1 = (int) Math.ceil(r.y1());
    if (x1 - x0 < 2 || y1 - y0 < 2) {
      return List.of();
    }
    Mat part = image.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
    try {
      return find(part, side, threshold).stream()
          .map(s -> new Spot(new Quad.Box(s.box().x0() + x0, s.box().y0() + y0, s.box().x1() + x0, s.box().y1() + y0), s.score(), s.faces(), s.turns()))
          .toList();
    } finally {
      part.release();
    }
  }

  /**
   * {@link #find(Mat, int, double)}, or with {@code fitted} the photo letterboxed to its own
   * shape, each side rounded up to 32, not to a square: a 1920x1080 frame looked at at 1024 is
   * 576 rows, half the cost. Not every look: the network learnt tiles at a square's black
   * letterbox, and fitted, tiles lying at a photo's edge read worse (every look fitted: the
   * made-up, font and KDE sets' hands of 1000x400 11 tiles worse, melds 2, the held-out photos
   * 3); a camera frame's look reads the same ({@link LookDistance#WIDE_FRAME}).
   */
  List<Spot> find(Mat image, int side, double threshold, boolean fitted) {
    if (image.empty()) {
      throw new VisionException("empty image");
    }
    if (side % 32 != 0 || side < 64) {
      throw new IllegalArgumentException("side must be a multiple of 32, at least 64: " + side);
    }
    double scale = (double) side / Math.max(image.cols(), image.rows());
    // A photo a few pixels thin still letterboxes to a line a pixel thick, not to nothing.
    int w = Math.max(1, (int) Math.round(image.cols() * scale)), h = Math.max(1, (int) Math.round(image.rows() * scale));
    int across = fitted ? Math.max(64, (w + 31) / 32 * 32) : side;
    int down = fitted ? Math.max(64, (h + 31) / 32 * 32) : side;
    int ox = (across - w) / 2, oy = (down - h) / 2;
    int gridX = across / STRIDE, gridY = down / STRIDE;
    float[] heat, box, face, turn;
    // Released here, not left to the collector: a read's Mats are 8 MB outside the Java heap
    // (at 640), which a large heap would let pile up for hundreds of reads.
    Mat square = new Mat(down, across, CvType.CV_8UC3, Scalar.all(0));
    Mat inColour = colour(image), resized = new Mat(), blob = null;
    List<Mat> outs = new ArrayList<>();
    try {
      // A photo smaller than the side (a small crop) is enlarged bilinearly, as tilenet.py's
      // letterbox taught the network; OpenCV's area resampling enlarges in blocks of pixels.
      Imgproc.resize(inColour, resized, new Size(w, h), 0, 0, scale < 1 ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
      resized.copyTo(square.submat(new Rect(ox, oy, w, h)));
      blob = Dnn.blobFromImage(square, 1 / 255.0, new Size(across, down), Scalar.all(0), false, false);
      synchronized (net) { // one Net is not safe to run from two threads at once
        net.setInput(blob);
        net.forward(outs, List.of("heat", "box", "face", "turn"));
      }
      heat = values(outs.get(0), gridX, gridY);
      box = values(outs.get(1), gridX, gridY);
      face = values(outs.get(2), gridX, gridY);
      turn = values(outs.get(3), gridX, gridY);
    } finally {
      square.release();
      resized.release();
      OpenCv.releaseCopy(inColour, image);
      if (blob != null) {
        blob.release();
      }
      outs.forEach(Mat::release);
    }
    int cells = gridX * gridY;
    List<Spot> spots = new ArrayList<>();
    for (int y = 0; y < gridY; y++) {
      for (int x = 0; x < gridX; x++) {
        int i = y * gridX + x;
        float v = heat[i];
        if (v < threshold || !isPeak(heat, gridX, gridY, x, y)) {
          continue;
        }
        double cx = (x + box[i]) * STRIDE, cy = (y + box[cells + i]) * STRIDE;
        double bw = Math.exp(box[2 * cells + i]) * STRIDE, bh = Math.exp(box[3 * cells + i]) * STRIDE;
        Quad.Box inPhoto = new Quad.Box(
            clamp((cx - bw / 2 - ox) / scale, image.cols()), clamp((cy - bh / 2 - oy) / scale, image.rows()),
            clamp((cx + bw / 2 - ox) / scale, image.cols()), clamp((cy + bh / 2 - oy) / scale, image.rows()));
        double[] p = softmax(face, FACES.size(), cells, i);
        spots.add(new Spot(inPhoto, v, p, softmax(turn, TURNS, cells, i)));
      }
    }
    return withoutDoubles(spots);
  }

  static Mat colour(Mat image) {
    if (image.channels() == 3) {
      return image;
    }
    Mat out = new Mat();
    Imgproc.cvtColor(image, out, image.channels() == 4 ? Imgproc.COLOR_BGRA2BGR : Imgproc.COLOR_GRAY2BGR);
    return out;
  }

  private static float[] values(Mat m, int gridX, int gridY) {
    float[] v = OpenCv.floats(m);
    if (v.length % (gridX * gridY) != 0) {
      throw new VisionException("tile model gave " + v.length + " values for a " + gridX + "x" + gridY + " grid");
    }
    return v;
  }

  private static boolean isPeak(float[] heat, int gridX, int gridY, int x, int y) {
    float v = heat[y * gridX + x];
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        int nx = x + dx, ny = y + dy;
        if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < gridX && ny < gridY) {
          float n = heat[ny * gridX + nx];
          // ties go to the first cell in reading order, so a flat top gives one spot
          if (n > v || (n == v && (dy < 0 || (dy == 0 && dx < 0)))) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static double[] softmax(float[] logits, int n, int cells, int i) {
    double max = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < n; k++) {
      max = Math.max(max, logits[k * cells + i]);
    }
    double[] p = new double[n];
    double sum = 0;
    for (int k = 0; k < n; k++) {
      p[k] = Math.exp(logits[k * cells + i] - max);
      sum += p[k];
    }
    for (int k = 0; k < n; k++) {
      p[k] /= sum;
    }
    return p;
  }

  private static List<Spot> withoutDoubles(List<Spot> spots) {
    List<Spot> sorted = new ArrayList<>(spots);
    sorted.sort(Comparator.comparingDouble(Spot::score).reversed());
    List<Spot> kept = new ArrayList<>();
    for (Spot s : sorted) {
      if (kept.stream().noneMatch(k -> k.box().iou(s.box()) > SAME_TILE_IOU)) {
        kept.add(s);
      }
    }
    return kept;
  }

  private static double clamp(double v, int max) {
    return Math.max(0, Math.min(max, v));
  }
}
