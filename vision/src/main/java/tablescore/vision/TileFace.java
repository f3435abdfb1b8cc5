package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.dnn.Dnn;
import org.opencv.dnn.Net;
import org.opencv.imgproc.Imgproc;

/**
 * The second look (trained by {@code vision/train/tileface.py}): reads one tile from a square cut
 * around the box {@link TileNet} found, at the tile's own resolution rather than the whole
 * photo's 416 pixels, and says which of the 45 built-in faces it is or that the box holds no face
 * at all (a tile back, the gap between two touching tiles, clutter).
 */
public final class TileFace {
  static final String RESOURCE = "/tablescore/vision/tileface.onnx";
  /** Cuts read in one run of the network. */
  static final int BATCH = 8;
  /** The network's input side, pixels. */
  static final int CUT = 64;
  /** The cut's side in box long sides: the whole face and a little of what is around it. */
  static final double SPAN = 1.15;
  /** Index of "no tile face here" in {@link #read}'s probabilities, after the 45 faces. */
  public static final int NONE = TileNet.FACES.size();

  private final Net net;
  /**
   * The same network for a read's last, short run ({@link #run}), so that {@link #net} keeps one
   * shape: a run costs as many cuts as it holds, and filling it with blank cuts cost a photo of
   * 17 tiles a whole run of 8 for one.
   */
  private final Net shortRuns;

  private TileFace(Onnx.Model model) {
    this.net = model.net();
    this.shortRuns = model.net();
  }

  private static final Onnx.Lazy<TileFace> BUILT_IN = new Onnx.Lazy<>(() -> new TileFace(Onnx.resourceModel(RESOURCE, "tile face model")));

  /** The model that ships in the jar. */
  public static TileFace builtIn() {
    return BUILT_IN.get();
  }

  /** A model from an ONNX file (a freshly trained one, to measure it before it ships). */
  public static TileFace load(Path onnx) {
    return new TileFace(Onnx.fileModel(onnx, "tile face model"));
  }

  /**
   * For each box of {@code image}: the probabilities of the 45 faces ({@link TileNet#FACES}
   * order), then of {@link #NONE}.
   */
  public double[][] read(Mat image, List<Quad.Box> boxes) {
    return read(image, boxes, false);
  }

  /** The index of the likeliest face in one box's probabilities as {@link #read} gives them, "no face" aside. */
  static int likeliestFace(double[] p) {
    int likeliest = 0;
    for (int f = 1; f < NONE; f++) {
      if (p[f] > p[likeliest]) {
        likeliest = f;
      }
    }
    return likeliest;
  }

  /** As {@link #read}, each box's cut turned half round. */
  public double[][] readTurnedHalfRound(Mat image, List<Quad.Box> boxes) {
    return read(image, boxes, true);
  }

  private double[][] read(Mat image, List<Quad.Box> boxes, boolean turnedHalfRound) {
    Mat colour = TileNet.colour(image);
    double f = shrinking(boxes);
    Mat from = colour;
    double fx = 1, fy = 1;
    if (f < 1) {
      // Every box is large (a close-up, or the whole photo read as one tile): the photo is
      // brought down once, not each of its cuts, each a resize of up to 512x512 (40 % of a
      // close-up's reading time).
      from = new Mat();
      Imgproc.resize(colour, from, new Size(Math.max(1, Math.round(colour.cols() * f)), Math.max(1, Math.round(colour.rows() * f))),
          0, 0, Imgproc.INTER_AREA);
      fx = (double) from.cols() / colour.cols();
      fy = (double) from.rows() / colour.rows();
    }
    List<Mat> cuts = new ArrayList<>();
    try {
      for (Quad.Box box : boxes) {
        Quad.Box b = f < 1 ? new Quad.Box(box.x0() * fx, box.y0() * fy, box.x1() * fx, box.y1() * fy) : box;
        Mat cut = cut(from, b);
        if (turnedHalfRound) {
          Core.flip(cut, cut, -1); // half round: both axes flipped, in place
        }
        cuts.add(cut);
      }
      return run(cuts);
    } finally {
      cuts.forEach(Mat::release); // small, but a read makes hundreds, outside the Java heap
      OpenCv.releaseCopy(from, colour);
      OpenCv.releaseCopy(colour, image);
    }
  }

  /**
   * The scale the photo may be brought to before the boxes are cut from it: the smallest box's
   * cut keeps {@link #KEPT_BEFORE_CUT} times the network's input side. 1 when that would not halve
   * the photo at least (the cuts of a table's photo are cheap as they are).
   */
  static double shrinking(List<Quad.Box> boxes) {
    if (boxes.isEmpty()) {
      return 1;
    }
    double smallest = Double.MAX_VALUE;
    for (Quad.Box b : boxes) {
      smallest = Math.min(smallest, SPAN * b.longerSide());
    }
    double f = KEPT_BEFORE_CUT * CUT / smallest;
    return f <= 0.5 ? f : 1;
  }

  /** A cut's side after the photo is brought down, in network input sides ({@link #shrinking}). */
  static final double KEPT_BEFORE_CUT = 2;

  /** The network's probabilities for each CUT x CUT cut. */
  double[][] run(List<Mat> cuts) {
    if (cuts.isEmpty()) {
      return new double[0][];
    }
    int classes = NONE + 1;
    double[][] probs = new double[cuts.size()][classes];
    // At most BATCH cuts a run: the network's memory grows with the batch (a whole wall of tiles
    // at once costs a hundred megabytes). Full runs keep one shape, not laid out anew each time.
    for (int from = 0; from < cuts.size(); from += BATCH) {
      int size = Math.min(BATCH, cuts.size() - from);
      Net running = size == BATCH ? net : shortRuns;
      Mat blob = Dnn.blobFromImages(cuts.subList(from, from + size), 1 / 255.0, new Size(CUT, CUT), Scalar.all(0), false, false);
      Mat out;
      synchronized (running) { // one Net is not safe to run from two threads at once
        running.setInput(blob);
        out = running.forward("faces");
      }
      float[] v = OpenCv.floats(out);
      out.release();
      blob.release();
      if (v.length != classes * size) {
        throw new VisionException("tile face model gave " + v.length + " values for " + size + " tiles");
      }
      for (int i = from; i < from + size; i++) {
        for (int k = 0; k < classes; k++) {
          probs[i][k] = v[(i - from) * classes + k];
        }
      }
    }
    return probs;
  }

  /**
   * The square of {@link #SPAN} times the box's longer side around its centre, copied 1:1 (edges
   * of the photo repeated where the square runs over them), then brought to CUT x CUT. A square
   * over {@link #LARGEST_PIECE} pixels a side (a close-up from a 12-megapixel camera: 5300 a side,
   * 84 MB, seven of them for one tile) is first brought to that size by area.
   */
  static Mat cut(Mat image, Quad.Box b) {
    double cx = (b.x0() + b.x1()) / 2, cy = (b.y0() + b.y1()) / 2;
    int side = Math.max((int) Math.round(SPAN * b.longerSide()), 2);
    int left = (int) Math.round(cx - side / 2.0), top = (int) Math.round(cy - side / 2.0);
    int x0 = Math.max(left, 0), y0 = Math.max(top, 0);
    int x1 = Math.min(left + side, image.cols()), y1 = Math.min(top + side, image.rows());
    Mat out = new Mat();
    if (x1 <= x0 || y1 <= y0) { // wholly outside: nothing to read
      out.create(CUT, CUT, image.type());
      out.setTo(Scalar.all(0));
      return out;
    }
    Mat inside = image.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
    double scale = Math.min(1, (double) LARGEST_PIECE / side);
    int[] pad = {y0 - top, top + side - y1, x0 - left, left + side - x1};
    if (scale < 1) {
      Mat smaller = new Mat();
      Imgproc.resize(inside, smaller, new Size(Math.max(1, Math.round((x1 - x0) * scale)), Math.max(1, Math.round((y1 - y0) * scale))),
          0, 0, Imgproc.INTER_AREA);
      inside = smaller;
      for (int i = 0; i < pad.length; i++) {
        pad[i] = (int) Math.round(pad[i] * scale);
      }
    }
    Mat piece = new Mat();
    Core.copyMakeBorder(inside, piece, pad[0], pad[1], pad[2], pad[3], Core.BORDER_REPLICATE);
    inside.release();
    Imgproc.resize(piece, out, new Size(CUT, CUT), 0, 0, piece.cols() > CUT ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
    piece.release();
    return out;
  }

  /** Side of the largest square copied out before it is brought to CUT x CUT ({@link #cut}). */
  static final int LARGEST_PIECE = 512;
}
