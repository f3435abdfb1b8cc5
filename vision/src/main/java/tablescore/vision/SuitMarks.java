package tablescore.vision;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntBiFunction;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Counts the marks a suit tile draws for its number: the dots of a tile of dots, the sticks of a
 * tile of bamboo. Every set draws them as marks of one size, however it draws one (a ring, a
 * rosette, a solid disc; a plain stick or one with nodes), so their count is the number, where
 * the second look, from a 64-pixel cut of a set it never saw, takes a 6 of dots for an 8 or a 5
 * of bamboo for a 6. Both read the face's ink, the smaller side of Otsu's split (so light marks
 * on a dark face count too), without any frame round it; a count stands only where the marks are
 * clear, and is 0 otherwise.
 */
final class SuitMarks {
  private SuitMarks() {}

  /** Share of the box cut off each side, the tile's edge and a neighbour's. */
  static final double INSET = 0.06;
  /** Ink shapes smaller than this share of the cut are specks, a glyph's dot, grain. */
  static final double SPECK = 0.003;
  /** A core is where the fill lies at least this share of the deepest point's depth from its edge. */
  static final double CORE_DEPTH = 0.5;
  /** A shape with no core this size against a dot is not a thin stroke beside the dots: not dots. */
  static final double CORELESS_SHAPE = 0.3;
  /** A shape of k cores has between these many times k dots' area. */
  static final double LEAST_FILL = 0.6, MOST_FILL = 1.5;
  /** A round core's width over height lies within these. */
  static final double ROUND_FROM = 0.6, ROUND_TO = 1.67;
  /** No tile draws more than nine marks. */
  static final int MOST_MARKS = 9;
  /** Ink along the cut's edge longer than this many dot radii is the tile's edge or the table, not a dot cut through. */
  static final double STRIP = 3;

  /**
   * A cut longer than this many pixels is brought down to it first: marks are counted as well at
   * this size, and a 12-megapixel close-up's cut, counted as it was, made arrays of its pixels
   * that ran the service's 96 MB heap out.
   */
  static final int LARGEST_CUT = 320;

  /** The ink of a face cut from the photo ({@link #INSET} in), frames left out, and its shapes bigger than a {@link #SPECK}. */
  private record Ink(Mat ink, List<MatOfPoint> shapes) {}

  /**
   * The ink in {@code box}, {@code inset} of it cut off each side, brought down to
   * {@link #LARGEST_CUT}: the smaller side of Otsu's split of its grey (light marks on a dark face
   * count too), frames and all. Kept in {@code mats} for the caller to release; null when the cut
   * is too small.
   */
  static Mat inkCut(Mat image, Quad.Box box, double inset, List<Mat> mats) {
    double w = box.x1() - box.x0(), h = box.y1() - box.y0();
    Mat grey = greyCut(image, box.x0() + inset * w, box.y0() + inset * h, box.x1() - inset * w, box.y1() - inset * h, mats);
    if (grey == null) {
      return null;
    }
    double longer = Math.max(grey.cols(), grey.rows());
    if (longer > LARGEST_CUT) {
      Imgproc.resize(grey, grey, new Size(), LARGEST_CUT / longer, LARGEST_CUT / longer, Imgproc.INTER_AREA);
    }
    Mat ink = keep(mats, new Mat());
    Imgproc.threshold(grey, ink, 0, 255, Imgproc.THRESH_BINARY_INV | Imgproc.THRESH_OTSU);
    if (Core.countNonZero(ink) * 2 > ink.total()) {
      Core.bitwise_not(ink, ink); // the ink is the smaller side
    }
    return ink;
  }

  /**
   * The face's ink in {@code box}, {@code inset} of it cut off each side, its Mats kept in
   * {@code mats} for the caller to release; null when the cut is too small.
   */
  private static Ink inkOf(Mat image, Quad.Box box, double inset, List<Mat> mats) {
    Mat ink = inkCut(image, box, inset, mats);
    if (ink == null) {
      return null;
    }
    withoutFrames(ink, mats);
    List<MatOfPoint> found = new ArrayList<>();
    Imgproc.findContours(ink, found, keep(mats, new Mat()), Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_NONE);
    mats.addAll(found);
    double area = (double) ink.total();
    return new Ink(ink, found.stream().filter(c -> Imgproc.contourArea(c) >= SPECK * area).toList());
  }

  /**
   * The number of dots on the face in {@code box} of the BGR (or grey) image, 1-9, or 0 when it
   * does not clearly show dots. Each ink shape is filled, and a dot is a core of that fill at
   * least {@link #CORE_DEPTH} of the deepest point's depth: two dots that touch stay two cores.
   * The count stands only when every shape is made of such cores (its area about their number
   * times a dot's) and each core is round.
   */
  static int dots(Mat image, Quad.Box box) {
    return counted(image, box, INSET, SuitMarks::dotsOf);
  }

  /**
   * The image's part from {@code x0, y0} to {@code x1, y1}, kept within it, in grey, kept in
   * {@code mats}; null when it is under 8 pixels either way.
   */
  private static Mat greyCut(Mat image, double x0, double y0, double x1, double y1, List<Mat> mats) {
    int left = (int) Math.max(0, Math.round(x0)), top = (int) Math.max(0, Math.round(y0));
    int right = (int) Math.min(image.cols(), Math.round(x1)), bottom = (int) Math.min(image.rows(), Math.round(y1));
    if (right - left < 8 || bottom - top < 8) {
      return null;
    }
    Mat grey = keep(mats, new Mat());
    Mat part = image.submat(new Rect(left, top, right - left, bottom - top));
    OpenCv.toGrey(part, grey);
    return grey;
  }

  /**
   * What {@code count} makes of the face's ink in {@code box}, {@code inset} of it cut off each
   * side, 0 when there is none; the Mats made on the way, kept in the list it is given, are
   * released after.
   */
  private static int counted(Mat image, Quad.Box box, double inset, ToIntBiFunction<Ink, List<Mat>> count) {
    List<Mat> mats = new ArrayList<>();
    try {
      Ink found = inkOf(image, box, inset, mats);
      return found == null || found.shapes().isEmpty() ? 0 : count.applyAsInt(found, mats);
    } finally {
      mats.forEach(Mat::release);
    }
  }

  private static int dotsOf(Ink found, List<Mat> mats) {
    Mat ink = found.ink();
    List<MatOfPoint> shapes = found.shapes();
    Mat filled = keep(mats, Mat.zeros(ink.size(), ink.type()));
    Imgproc.drawContours(filled, shapes, -1, new Scalar(255), -1);
    Mat depth = keep(mats, new Mat());
    Imgproc.distanceTransform(filled, depth, Imgproc.DIST_L2, 5);
    double deepest = Core.minMaxLoc(depth).maxVal;
    if (deepest < 2) {
      return 0;
    }
    Mat cores = keep(mats, new Mat());
    Imgproc.threshold(depth, cores, CORE_DEPTH * deepest, 255, Imgproc.THRESH_BINARY);
    cores.convertTo(cores, CvType.CV_8U);
    Mat labels = keep(mats, new Mat()), stats = keep(mats, new Mat());
    int n = Imgproc.connectedComponentsWithStats(cores, labels, stats, keep(mats, new Mat()));
    for (int i = 1; i < n; i++) {
      double cw = stats.get(i, Imgproc.CC_STAT_WIDTH)[0], ch = stats.get(i, Imgproc.CC_STAT_HEIGHT)[0];
      if (cw / ch < ROUND_FROM || cw / ch > ROUND_TO) {
        return 0;
      }
    }
    // Each filled shape's area, and which cores lie in it.
    Mat shapeLabels = keep(mats, new Mat()), shapeStats = keep(mats, new Mat());
    int m = Imgproc.connectedComponentsWithStats(filled, shapeLabels, shapeStats, keep(mats, new Mat()));
    int[] coreOf = new int[(int) labels.total()], shapeOf = new int[coreOf.length];
    labels.get(0, 0, coreOf);
    shapeLabels.get(0, 0, shapeOf);
    List<Set<Integer>> coresIn = new ArrayList<>();
    for (int j = 0; j < m; j++) {
      coresIn.add(new HashSet<>());
    }
    for (int i = 0; i < coreOf.length; i++) {
      if (coreOf[i] > 0) {
        coresIn.get(shapeOf[i]).add(coreOf[i]);
      }
    }
    double dot = Math.PI * deepest * deepest;
    int total = 0;
    for (int j = 1; j < m; j++) {
      double shapeArea = shapeStats.get(j, Imgproc.CC_STAT_AREA)[0];
      int k = coresIn.get(j).size();
      if (k == 0) {
        boolean strip = atEdge(shapeStats, j, filled) && Math.max(shapeStats.get(j, Imgproc.CC_STAT_WIDTH)[0],
            shapeStats.get(j, Imgproc.CC_STAT_HEIGHT)[0]) > STRIP * deepest;
        if (!strip && (shapeArea >= CORELESS_SHAPE * dot || atEdge(shapeStats, j, filled))) {
          return 0; // a stroke as big as a dot, or a dot the cut runs through (a ring cut open fills no core)
        }
        continue; // a glyph's stroke or a speck thinner than a dot, or a strip of the tile's edge or the table
      }
      if (atEdge(shapeStats, j, filled) || shapeArea < LEAST_FILL * k * dot || shapeArea > MOST_FILL * k * dot) {
        return 0;
      }
      total += k;
    }
    return total > MOST_MARKS ? 0 : total;
  }

  /**
   * The number of sticks on the face in {@code box}, 2-9, or 0 when it does not clearly show
   * sticks: the longest ink shapes (at least half the longest's length, the rest no bigger than a
   * node's mark) are each a stick, long and narrow ({@link #STICK_SHAPE}), filling its turned
   * bounding box ({@link #STICK_FILL}), none cut by the cut's edge, and of about one length.
   */
  static int sticks(Mat image, Quad.Box box) {
    return counted(image, box, INSET, SuitMarks::sticksOf);
  }

  private static int sticksOf(Ink found, List<Mat> mats) {
    Mat ink = found.ink();
    List<Shape> shapes = new ArrayList<>();
    for (MatOfPoint c : found.shapes()) {
      MatOfPoint2f points = new MatOfPoint2f(c.toArray());
      mats.add(points);
      RotatedRect turned = Imgproc.minAreaRect(points);
      Rect upright = Imgproc.boundingRect(c);
      double area = Imgproc.contourArea(c);
      boolean atEdge = atEdge(upright.x, upright.y, upright.width, upright.height, ink);
      shapes.add(new Shape(Math.max(turned.size.width, turned.size.height), Math.min(turned.size.width, turned.size.height),
          area / Math.max(1, turned.size.area()), area, atEdge));
    }
    // A strip along the cut's edge longer than any stick is the tile's edge or the table beyond it.
    double longestStick = LONGEST_STICK * Math.max(ink.cols(), ink.rows());
    shapes.removeIf(s -> s.atEdge() && s.length() > longestStick);
    double longest = shapes.stream().mapToDouble(Shape::length).max().orElse(0);
    if (shapes.isEmpty() || longest > longestStick) {
      return 0; // sticks that touch end to end read as one: a column, not a stick
    }
    List<Shape> sticks = shapes.stream().filter(s -> s.length() >= HALF * longest).toList();
    double typical = sticks.stream().mapToDouble(Shape::area).sorted().skip(sticks.size() / 2).findFirst().orElse(0);
    for (Shape s : shapes) {
      boolean stick = s.length() >= HALF * longest;
      if (stick && (s.atEdge() || s.length() < STICK_SHAPE * s.width() || s.filled() < STICK_FILL)) {
        return 0;
      }
      if (!stick && s.area() > NODE * typical) {
        return 0; // a mark as big as a stick that is none: a bird, a character, dots
      }
    }
    double shortest = sticks.stream().mapToDouble(Shape::length).min().orElse(0);
    return longest > ONE_LENGTH * shortest || sticks.size() < 2 || sticks.size() > MOST_MARKS ? 0 : sticks.size();
  }

  /**
   * The dots ({@code suit} 'p') or sticks ('s') on the tile's {@code face} as {@link #faceAround}
   * found it, nothing cut off: its edge is the tile's own, and some sets draw their outer dots a
   * pixel or two inside it.
   */
  static int onFace(char suit, Mat image, Quad.Box face) {
    return counted(image, face, 0, suit == 'p' ? SuitMarks::dotsOf : SuitMarks::sticksOf);
  }

  /**
   * The tile's face is looked for in its box grown this many times (the box's middle kept): a
   * box a sixth of a tile off the face and short of it reaches past its far side. Measured
   * (2026-11-28, {@code recognize --eval}, the face counted first): 2.5 read every set the same
   * as 2; 1.5, with the face counted last, Symbola's hands 164 of 168 and FreeSerif's 165
   * against 164 and 166 at 2.
   */
  static final double FACE_REACH = 2;
  /** A tile's face is this share of its box's width and height at least, and at most {@link #FACE_TO}. */
  static final double FACE_FROM = 0.8, FACE_TO = 1.3;
  /** A tile's face covers at least this share of its box. */
  static final double FACE_COVERS = 0.6;

  /**
   * The face of the tile in {@code box}: the light region, in the box grown {@link #FACE_REACH}
   * times, that covers most of the box ({@link #FACE_COVERS} at least), about its size
   * ({@link #FACE_FROM} to {@link #FACE_TO} of each side) and clear of the cut's edge, the table or
   * a gap round it; else the dark region that is (a black tile on a light cloth); null where there
   * is neither, as where tiles touch (their faces run into one), or a dark tile lies on a table
   * as dark. A set the network never saw may be boxed a sixth of a tile off its face: the box
   * then cuts a column of sticks off, or a dot in two, and grown it takes in the neighbour's.
   */
  static Quad.Box faceAround(Mat image, Quad.Box box) {
    Quad.Box reach = box.scaled(FACE_REACH);
    List<Mat> mats = new ArrayList<>();
    try {
      Mat grey = greyCut(image, reach.x0(), reach.y0(), reach.x1(), reach.y1(), mats);
      if (grey == null) {
        return null;
      }
      double left = Math.max(0, Math.round(reach.x0())), top = Math.max(0, Math.round(reach.y0()));
      double scale = Math.min(1, FACE_REACH * LARGEST_CUT / Math.max(grey.cols(), grey.rows()));
      if (scale < 1) { // a close-up's tile, as its marks are counted
        Imgproc.resize(grey, grey, new Size(), scale, scale, Imgproc.INTER_AREA);
      }
      double w = (box.x1() - box.x0()) * scale, h = (box.y1() - box.y0()) * scale;
      Quad.Box face = null;
      double covered = FACE_COVERS * box.area();
      // a light face on a darker table, or a dark one (light ink on a black or jade tile) on a lighter one
      for (int side : new int[] {Imgproc.THRESH_BINARY, Imgproc.THRESH_BINARY_INV}) {
        Mat tone = keep(mats, new Mat());
        Imgproc.threshold(grey, tone, 0, 255, side | Imgproc.THRESH_OTSU);
        Mat labels = keep(mats, new Mat()), stats = keep(mats, new Mat());
        int n = Imgproc.connectedComponentsWithStats(tone, labels, stats, keep(mats, new Mat()));
        for (int j = 1; j < n; j++) {
          double fw = stats.get(j, Imgproc.CC_STAT_WIDTH)[0], fh = stats.get(j, Imgproc.CC_STAT_HEIGHT)[0];
          if (atEdge(stats, j, tone) || fw < FACE_FROM * w || fw > FACE_TO * w || fh < FACE_FROM * h || fh > FACE_TO * h) {
            continue;
          }
          double fx = left + stats.get(j, Imgproc.CC_STAT_LEFT)[0] / scale, fy = top + stats.get(j, Imgproc.CC_STAT_TOP)[0] / scale;
          Quad.Box found = new Quad.Box(fx, fy, fx + fw / scale, fy + fh / scale);
          if (found.overlap(box) >= covered) {
            face = found;
            covered = found.overlap(box);
          }
        }
        if (face != null) {
          return face;
        }
      }
      return null;
    } finally {
      mats.forEach(Mat::release);
    }
  }

  /** An ink shape as {@link #sticks} weighs it: its turned bounding box's sides, the share of that box it fills, its area, whether it runs into the cut's edge. */
  private record Shape(double length, double width, double filled, double area, boolean atEdge) {}

  /** A stick is at least this many times as long as it is wide. */
  static final double STICK_SHAPE = 2.2;
  /** A stick fills at least this share of its turned bounding box (a bird's curves do not). */
  static final double STICK_FILL = 0.6;
  /** No stick is longer than this share of the cut's longer side. */
  static final double LONGEST_STICK = 0.45;
  /** The sticks are the shapes at least half the longest one's length. */
  private static final double HALF = 0.5;
  /** Any other shape is a node or a speck: no bigger than this share of a stick. */
  static final double NODE = 0.3;
  /** The sticks of one tile are of one length: the longest at most this many times the shortest. */
  static final double ONE_LENGTH = 1.6;

  /**
   * Ink spanning this share of the cut both ways is no dot but a frame round the face, the
   * tile's edge or the table beyond it: filled, it would hide the dots inside.
   */
  static final double FRAME_SPAN = 0.6;

  private static void withoutFrames(Mat ink, List<Mat> mats) {
    Mat labels = keep(mats, new Mat()), stats = keep(mats, new Mat());
    int n = Imgproc.connectedComponentsWithStats(ink, labels, stats, keep(mats, new Mat()));
    Mat frames = keep(mats, Mat.zeros(ink.size(), ink.type()));
    for (int j = 1; j < n; j++) {
      if (stats.get(j, Imgproc.CC_STAT_WIDTH)[0] >= FRAME_SPAN * ink.cols()
          && stats.get(j, Imgproc.CC_STAT_HEIGHT)[0] >= FRAME_SPAN * ink.rows()) {
        Mat one = keep(mats, new Mat());
        Core.compare(labels, new Scalar(j), one, Core.CMP_EQ);
        Core.bitwise_or(frames, one, frames);
      }
    }
    ink.setTo(new Scalar(0), frames);
  }

  /** Whether the {@code j}th of connected components' {@code stats} runs into the cut's edge. */
  static boolean atEdge(Mat stats, int j, Mat cut) {
    return atEdge(stats.get(j, Imgproc.CC_STAT_LEFT)[0], stats.get(j, Imgproc.CC_STAT_TOP)[0],
        stats.get(j, Imgproc.CC_STAT_WIDTH)[0], stats.get(j, Imgproc.CC_STAT_HEIGHT)[0], cut);
  }

  /** Whether a shape bounded at {@code x, y}, {@code w} by {@code h} pixels, runs into the cut's edge. */
  private static boolean atEdge(double x, double y, double w, double h, Mat cut) {
    return x <= 0 || y <= 0 || x + w >= cut.cols() || y + h >= cut.rows();
  }

  static Mat keep(List<Mat> mats, Mat m) {
    mats.add(m);
    return m;
  }
}
