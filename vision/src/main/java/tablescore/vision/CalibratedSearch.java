package tablescore.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * The calibrated cut search: where, at what size and which way up a spot's face comes nearest a
 * sample of the table's own set. The network's box of art it never saw may sit a third of a tile
 * off, and it may mix up which way the face lies; the table's samples do not.
 */
final class CalibratedSearch {
  private final Calibration calibration;

  CalibratedSearch(Calibration calibration) {
    this.calibration = calibration;
  }

  /**
   * A face cut out where it is nearest the table's own samples, its look compared with every
   * sample; {@code cutFaces} holds each face some cut of the tile came nearest, with the closeness
   * of its nearest cut.
   */
  record Found(Calibration.Matched matched, int turn, double closeness, Point faceAt, Map<String, Double> cutFaces) {
    /** The tile whose face was found: the table's tile size around where the search found it. */
    Quad.Box tile(Calibration.TileSize size) {
      boolean sideways = turn % 2 == 1;
      double w = sideways ? size.longSide() : size.shortSide(), h = sideways ? size.shortSide() : size.longSide();
      return new Quad.Box(faceAt.x - w / 2, faceAt.y - h / 2, faceAt.x + w / 2, faceAt.y + h / 2);
    }

    /** The same face, found at {@code at}. */
    Found movedTo(Point at) {
      return new Found(matched, turn, closeness, at, cutFaces);
    }

    /**
     * How sure the cuts leave a reading of {@code face}: each other face some cut came nearest
     * (its red five aside, which red ink tells) takes its share by how close that cut came to the
     * best cut ({@link #CUTS_APART}). A tile every cut takes for one face is sure; one whose cuts
     * a tenth of a tile apart come as near two faces is not, however far apart the two are at
     * the best cut alone.
     */
    double sureOf(String face) {
      double shares = 1;
      for (Map.Entry<String, Double> cut : cutFaces.entrySet()) {
        if (isRival(cut.getKey(), face)) {
          shares += Math.exp((cut.getValue() - closeness) / CUTS_APART);
        }
      }
      return 1 / shares;
    }

    /** The other face whose nearest cut came closest ({@link #sureOf}), its red five aside; null when none. */
    String strongestRival(String face) {
      return cutFaces.entrySet().stream().filter(cut -> isRival(cut.getKey(), face))
          .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    private static boolean isRival(String cutFace, String face) {
      return !cutFace.equals(face) && !cutFace.equals(Faces.redFivePartner(face));
    }
  }

  /**
   * The closeness by which another face's nearest cut falling short of the best cut makes it
   * e times less likely ({@link Found#sureOf}). The samples' own confidence compares the best
   * cut's look with every face ({@code Calibration.TEMPERATURE}); a cut a few pixels over that
   * comes as near another face says the tile may be either. Measured (2026-11-29, forty-second
   * session; hands and melds calibrated, `recognize --eval --calibration`, the phone asking under
   * 0.8): the 7 GNOME Mahjongg and xmahjongg sets' misreads asked about 15 to 24 of 30, their
   * right reads 345 to 378 of 2,322; 8 made-up and 3 KDE sets' 5 to 9 of 9, 309 to 346 of 3,687.
   * At 0.005, 21 and 7 misreads for 366 and 334 right reads; at 0.015, 25 and 9 for 399 and 386;
   * at 0.02, 25 and 9 for 429 and 428. CalibratedSetsTest: 1 of its 4 misreads asked about (0
   * before), 131 of its right reads (124).
   */
  static final double CUTS_APART = 0.01;

  /**
   * Shifts tried along the row, in pixels of the face as features take it ({@link FaceFeatures#W}
   * across, {@link FaceFeatures#H} down, within the window's inset): in a row of touching tiles
   * the network's centres wander that way most, up to a third of a tile, when it takes a seam
   * for a tile's middle (shifts of 0.12 and 0.24 of a tile: CalibratedSetsTest 988 to 992 of
   * 1008 right, CalibrationEndToEndTest 39 to 40 of 42; and 0.35: two 4s of bamboo of KDE's
   * traditional set, boxed over half a neighbour, read as 2s no more). A standing tile's row runs
   * across its face, 5, 11 and 16 pixels being 0.12, 0.24 and 0.35 of it; a sideways tile's down
   * it, 8 and 16 (0.12, 0.24).
   */
  private static final int[] ALONG_STANDING_ROW = {0, -5, 5, -11, 11, -16, 16}, ALONG_SIDEWAYS_ROW = {0, -8, 8, -16, 16};
  /**
   * Shifts tried across the row (about 0.12 of a tile), in pixels of the face: down a standing
   * tile's face (8, a HOG stride, so the shifted cuts share their blocks), across a sideways one's.
   */
  private static final int[] ACROSS_STANDING_ROW = {0, -8, 8}, ACROSS_SIDEWAYS_ROW = {0, -5, 5};
  /**
   * At the box's own size a standing tile is also cut half a stride up and down. The network's
   * boxes of art it never saw sit some 0.06 of a tile high (the 7 GNOME Mahjongg and xmahjongg
   * sets' hands and melds), between the plain cut and one a stride down, and a face a stroke
   * from another comes nearer the other's samples at a cut a tenth or a quarter of a tile along
   * than its own at either: xmahjongg gnome's 一萬 was read as 三萬. Measured (2026-11-29,
   * forty-second session; hands and melds calibrated, `recognize --eval --calibration`): those 7
   * sets 2,305 to 2,322 of 2,352 right (gnome2's hands 164 to 162), 8 made-up and 3 KDE sets
   * 3,681 to 3,687 of 3,696, CalibratedSetsTest 1,005 to 1,004 of 1,008; KDE jade's calibrated
   * hands' median 3-5 ms slower. Half strides at every size read 2,322 and 3,686 for 8-10 ms;
   * half strides in place of whole ones (0, -4, 4), 2,319 and 3,679.
   */
  private static final int[] ACROSS_STANDING_ROW_FINE = {0, -4, 4, -8, 8};
  /**
   * ...and, at that size, two strides up and down, not along: the network's box and the
   * samples' may sit off a tile's face the opposite ways, a quarter of a tile apart in all
   * (xmahjongg gnome2's 4 of dots, boxed 0.14 of a tile low in a hand and learnt from boxes set
   * high on the layout, came nearest a 5 of dots at every nearer cut). Measured as above: those
   * 7 sets 2,322 to 2,325 (gnome2's hands 162 to 165), the rest the same, jade's median the same;
   * with each shift along the row too (14 cuts, not 2), 2,328 and 3,686 for 5-13 ms.
   */
  private static final int[] FAR_ACROSS_STANDING_ROW = {-16, 16};
  /**
   * Sizes tried, as fractions of the median box: the network's boxes hug the tile and on some
   * photos fall a little short of its edges, and a cut that loses a face's edge loses its dots.
   * Two sizes read as well as three (1, 1.15 and 1.3) for a third less of the search (measured
   * 2026-11-27 on hands and melds of 8 made-up and 3 KDE sets, each calibrated from its layout
   * photo: 3,656 of 3,696 tiles right against 3,649; CalibratedSetsTest 1,003 of 1,008 against
   * 1,004; jade hands median 151-158 to 131-134 ms with the service's flags).
   */
  static final double[] SCALES = {1, 1.2};

  /** Ways up whose plain cut comes this close to the best one's are searched further. */
  private static final double CLOSE_WAYS = 0.05;

  /**
   * The face cut out at the tile's size around the spot, shifted a little and taken each way up
   * the box allows (the network may mix up and down, or upright and sideways, on a face it has
   * never seen, an animal or the Fly; the table's own samples do not): whichever is nearest to a
   * sample of the table's set. Each way is first tried with the plain cut; only the ways that
   * come close to the best are searched through shifts and sizes, and none when the plain cut is
   * already {@link #PLAIN_IS_NEAR} a sample of a face that does not look like another ({@link #LOOK_ALIKE}).
   */
  Found search(Mat image, Quad.Box box, Calibration.TileSize size) {
    return search(image, box, size, SCALES);
  }

  /** As {@link #search(Mat, Quad.Box, Calibration.TileSize)}, the cuts at {@code scales} of the tile's size. */
  Found search(Mat image, Quad.Box box, Calibration.TileSize size, double[] scales) {
    double mostScale = Arrays.stream(scales).max().orElse(1);
    List<Integer> ways = new ArrayList<>(); // a box allows two ways up at least
    for (int t = 0; t < 4; t++) {
      if (Recognizer.agrees(box, t)) {
        ways.add(t);
      }
    }
    // Every window the search may take, so the tile's pixels are copied out of OpenCV once.
    List<Quad> reach = new ArrayList<>();
    for (int t : ways) {
      for (double dx : new double[] {-MOST_ALONG, MOST_ALONG}) {
        for (double dy : new double[] {-MOST_ACROSS, MOST_ACROSS}) {
          reach.add(size.window(box, t, dx, dy, mostScale));
        }
      }
    }
    Pixels pixels = Pixels.covering(image, reach);
    List<Cut> plain = new ArrayList<>();
    for (int t : ways) {
      plain.add(new Cut(t, 1, 0, 0).takenAlone(pixels, size, box));
    }
    Calibration.Nearest[] plainNearest = calibration.nearest(plain.stream().map(Cut::shape).toList());
    double[] plainNear = Arrays.stream(plainNearest).mapToDouble(Calibration.Nearest::closeness).toArray();
    double bestPlain = Arrays.stream(plainNear).max().orElse(-2);
    Map<String, Double> cutFaces = new HashMap<>(); // each face a cut came nearest, and how near
    // Every shifted and scaled cut of the ways close to the best, ranked in one go; each size of
    // each way is warped once and its shifts share their gradients and blocks (ShiftedFaces).
    List<Cut> tried = new ArrayList<>(), shifted = new ArrayList<>();
    List<float[]> shared = new ArrayList<>();
    for (int w = 0; w < ways.size(); w++) {
      if (plainNear[w] < bestPlain - CLOSE_WAYS) {
        continue;
      }
      plain.get(w).closeness = plainNear[w];
      tried.add(plain.get(w));
      cutFaces.merge(plainNearest[w].face(), plainNear[w], Math::max);
      if (bestPlain >= PLAIN_IS_NEAR && !calibration.looksAlike(plainNearest[w].face(), LOOK_ALIKE)) {
        continue;
      }
      int t = ways.get(w);
      for (double scale : scales) {
        List<int[]> shifts = shifts(t % 2 == 1, scale);
        Quad window = size.window(box, t, 0, 0, scale);
        Quad.Box bounds = window.bounds();
        ShiftedFaces faces = new ShiftedFaces(pixels, window, most(shifts, 0), most(shifts, 1));
        for (int[] shift : shifts) {
          Point moved = faces.moved(shift[0], shift[1]);
          shifted.add(new Cut(t, scale, moved.x / (bounds.x1() - bounds.x0()), moved.y / (bounds.y1() - bounds.y0())));
          shared.add(Calibration.unit(faces.features(shift[0], shift[1])));
        }
      }
    }
    // A cheap first comparison of the shared features ranks every shifted cut; only the likeliest
    // few are taken alone and compared in full.
    if (!shared.isEmpty()) {
      List<Cut> likeliest = Arrays.stream(calibration.likeliest(shared, LIKELIEST_CUTS)).mapToObj(shifted::get).toList();
      likeliest.forEach(c -> c.takenAlone(pixels, size, box));
      Calibration.Nearest[] nearest = calibration.nearest(likeliest.stream().map(Cut::shape).toList());
      for (int i = 0; i < nearest.length; i++) {
        likeliest.get(i).closeness = nearest[i].closeness();
        cutFaces.merge(nearest[i].face(), nearest[i].closeness(), Math::max);
        tried.add(likeliest.get(i));
      }
    }
    Cut best = tried.stream().max(Comparator.comparingDouble((Cut c) -> c.closeness)).orElseThrow();
    return new Found(calibration.matched(Calibration.tileLook(image, best.shape, pixels, size, box, best.turn, best.dx, best.dy, best.scale)),
        best.turn, best.closeness, size.window(box, best.turn, best.dx, best.dy, best.scale).center(),
        Map.copyOf(cutFaces));
  }

  /**
   * A cut the search tries: the tile's window turned {@code turn}, {@code scale} times the
   * tile's size, moved {@code dx, dy} of its width and height; once taken alone, its shape
   * features and how near a sample they came.
   */
  private static final class Cut {
    final int turn;
    final double scale, dx, dy;
    float[] shape;
    double closeness = -2;

    Cut(int turn, double scale, double dx, double dy) {
      this.turn = turn;
      this.scale = scale;
      this.dx = dx;
      this.dy = dy;
    }

    Cut takenAlone(Pixels pixels, Calibration.TileSize size, Quad.Box box) {
      shape = Calibration.shape(pixels, size, box, turn, dx, dy, scale);
      return this;
    }

    float[] shape() {
      return shape;
    }
  }

  /**
   * A plain cut this near a sample is not searched further: on the calibrated KDE hands no tile
   * whose plain cut came within 0.95 read another face after the search, while one in twenty of
   * those between 0.85 and 0.95 did (the search finds the tile's middle). A quarter of the tiles
   * of a hand come this near...
   */
  static final double PLAIN_IS_NEAR = 0.95;
  /**
   * ...unless its face looks this much (cosine) like another face of the set, sample to sample: a
   * 2 and a 3 of characters differ by a stroke, and a plain cut a few pixels off took KDE's 2 of
   * characters for its 3 at 0.953 (the cut a tenth of a tile over: the 2 at 0.97). Measured
   * (2026-11-26, KDE calibrated hands, {@code kde_eval.py}'s STYLE-melds, melds a tile apart):
   * default's melds 0.970 to 0.982, the rest as without; median time the same (99 / 123 ms, default
   * / jade). From 0.9 the jade set's melds read a tile fewer.
   */
  static final double LOOK_ALIKE = 0.95;

  /**
   * Cuts of a tile taken alone and compared in full after the cheap first comparison ({@link
   * Calibration#likeliest}) of the shared cuts. With each cut taken alone, four read the same
   * as comparing every cut in full (CalibratedSetsTest 1001 of 1008 then); ranking the shared
   * cuts, which differ a little from cuts taken alone, six read KDE's jade hands 0.924 / 0.935 to
   * 0.935 / 0.940 (eight the same as six, the other sets unchanged) for about 9 ms a hand.
   */
  static final int LIKELIEST_CUTS = 6;

  /**
   * The shifts (pixels across and down the face) a way up is cut at, at a size: every pair of the
   * row's shifts but the plain cut, and at the box's own size a standing tile's far shifts
   * straight up and down ({@link #FAR_ACROSS_STANDING_ROW}).
   */
  private static List<int[]> shifts(boolean sideways, double scale) {
    int[] acrossFace = sideways ? ACROSS_SIDEWAYS_ROW : ALONG_STANDING_ROW;
    int[] downFace = sideways ? ALONG_SIDEWAYS_ROW : scale == 1 ? ACROSS_STANDING_ROW_FINE : ACROSS_STANDING_ROW;
    List<int[]> out = new ArrayList<>();
    for (int across : acrossFace) {
      for (int down : downFace) {
        if (scale != 1 || across != 0 || down != 0) {
          out.add(new int[] {across, down});
        }
      }
    }
    if (!sideways && scale == 1) {
      for (int down : FAR_ACROSS_STANDING_ROW) {
        out.add(new int[] {0, down});
      }
    }
    return out;
  }

  /** The largest shift either way of the face ({@code axis} 0 across, 1 down). */
  private static int most(List<int[]> shifts, int axis) {
    return shifts.stream().mapToInt(s -> Math.abs(s[axis])).max().orElse(0);
  }

  /** Farthest the search moves a window along and across a row, as fractions of the tile (with room to spare). */
  private static final double MOST_ALONG = 0.37, MOST_ACROSS = 0.3;
}
