package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds and reads every tile in a photo with the {@link TileNet}, then looks again at each tile
 * with the {@link TileFace}.
 *
 * <p>The network gives each tile its box, the built-in faces' probabilities and which way up the
 * face lies (turned a quarter either way: sideways, a called tile; half round: upside down). The
 * second look reads the face from a cut at the tile's own resolution; its reading is mixed with
 * the network's, and a box it sees no face in (a tile back, clutter, the seam between two tiles)
 * is dropped, as is a box far larger than the others. A photo stretched to a square (tiles far
 * thinner than a tile is) is also looked at widened back ({@link Squeeze#squeeze}). A calibrated set, when given, reads the
 * face instead: the table's own set is what is on the table, and it knows faces that have no
 * public artwork (animals, heads, the Fly).
 */
public final class Recognizer {
  /**
   * Below this similarity to every calibrated sample a tile is not of the calibrated set (or not
   * a face the layout had), and the built-in reading stands.
   */
  static final double CALIBRATED_NEAR = 0.6;

  /** A spot the second look gives at least this chance of holding no face is not a tile. */
  static final double NOT_A_TILE = 0.5;
  /**
   * ...unless the two looks' mixed reading is at least this sure it is a blank white dragon: a
   * face with no ink, which the second look takes for no face as readily as for a blank one (of
   * the spots it left out over the 430 shared photos, 19 of 27 read as the white dragon; keeping
   * them: 9 more tiles read right, 8 more read where no labelled tile is).
   */
  static final double SURELY_BLANK = 0.5;
  /**
   * How much the second look counts against the network's own face reading, in the geometric
   * mix of the two: it sees the tile at its own resolution, so it counts for more.
   */
  static final double SECOND_LOOK_WEIGHT = 0.7;
  /** A box this many times the median box's area covers several tiles (or a tray), not one. */
  static final double GIANT = 5;

  private final TileNet net;
  private final TileFace second;
  /** Reads the flowers' printed names and the numbers tiles print; null: the looks alone read the tiles. */
  private final PrintedGlyphs printedGlyphs;
  private final Calibration calibration;
  private final CalibratedSearch search;
  /** The faces the table plays (null: any): a face its set does not hold is never the reading. */
  private final Set<String> faces;
  /** Whether each of {@link TileNet#FACES} is one of {@link #faces} (null: any). */
  private final boolean[] held;
  /** Reads what the tiles print and the marks they show, with {@link #printedGlyphs}, {@link #calibration} and {@link #held}. */
  private final GlyphReading glyphReading;

  /** {@code second} may be null: the network's own face reading stands alone. */
  public Recognizer(TileNet net, TileFace second, Calibration calibration) {
    this(net, second, second == null ? null : PrintedGlyphs.builtIn(), calibration, null);
  }

  private Recognizer(TileNet net, TileFace second, PrintedGlyphs printedGlyphs, Calibration calibration, Set<String> faces) {
    this.net = net;
    this.second = second;
    this.printedGlyphs = printedGlyphs;
    this.calibration = calibration;
    this.search = calibration == null ? null : new CalibratedSearch(calibration);
    this.faces = inTheSet(faces, calibration);
    this.held = this.faces == null ? null : new boolean[TileNet.FACES.size()];
    for (int i = 0; held != null && i < held.length; i++) {
      held[i] = this.faces.contains(TileNet.FACES.get(i));
    }
    this.glyphReading = new GlyphReading(printedGlyphs, calibration, held);
  }

  /**
   * The faces the table plays ({@code faces}, null: any) that its calibrated set holds: a face
   * whose place in the calibration layout was empty is not in the set, and is never the reading.
   */
  private static Set<String> inTheSet(Set<String> faces, Calibration calibration) {
    if (calibration == null || calibration.faces().containsAll(TileNet.FACES)) {
      return faces == null ? null : Set.copyOf(faces);
    }
    return Set.copyOf(faces == null ? calibration.faces()
        : calibration.faces().stream().filter(faces::contains).toList());
  }

  /**
   * This recogniser reading the flowers' names and the numbers tiles print with {@code glyphs}
   * (null: by the looks alone, to measure what the printed glyphs add).
   */
  public Recognizer withPrintedGlyphs(PrintedGlyphs glyphs) {
    return new Recognizer(net, second, glyphs, calibration, faces);
  }

  /** The built-in models, no calibration. */
  public static Recognizer builtIn() {
    return new Recognizer(TileNet.builtIn(), TileFace.builtIn(), null);
  }

  public Recognizer withCalibration(Calibration c) {
    return new Recognizer(net, second, printedGlyphs, c, faces);
  }

  /**
   * This recogniser reading only {@code faces} (notation codes; null: any face): at a table whose
   * set holds no flowers, or only dots and honours, a tile is read as the likeliest face the set
   * holds, and its confidence is that face's share of the faces the set holds.
   */
  public Recognizer withFaces(Set<String> faces) {
    return new Recognizer(net, second, printedGlyphs, calibration, faces);
  }

  /**
   * This recogniser reading only those of its faces that are also among {@code only}: a labelled
   * data set's classes ({@code recognize --eval}), within the table's set if one was given.
   */
  public Recognizer withinFaces(Set<String> only) {
    Set<String> now = faces == null ? Set.copyOf(only) : faces.stream().filter(only::contains).collect(Collectors.toSet());
    return new Recognizer(net, second, printedGlyphs, calibration, now);
  }

  public List<TileReading> read(Path image) {
    Mat photo = OpenCv.readImage(image);
    try {
      return read(photo);
    } finally {
      photo.release();
    }
  }

  public List<TileReading> read(Mat image) {
    // One grey copy judges both the exposure and the focus (a photo brightened is judged again).
    Mat grey = Focus.judgeable(image) ? Focus.greyAsJudged(image) : null;
    Mat brightened, sharpened;
    try {
      // A calibrated set's samples were learnt in three lights already (Calibration#learn).
      brightened = calibration == null ? Exposure.brightenedIfDim(image, grey, this::tilesAtTheHandLook) : null;
      sharpened = brightened != null ? Focus.sharpenedIfSoft(brightened) : Focus.sharpenedIfSoft(image, grey);
    } finally {
      if (grey != null) {
        grey.release();
      }
    }
    Mat lit = brightened != null ? brightened : image;
    Mat photo = sharpened != null ? sharpened : lit;
    try {
      return insidePhoto(photo, TwiceBoxed.without(OneSize.evened(TileTurn.turned(photo, FarGroups.without(readAll(photo))))));
    } finally {
      for (Mat copy : new Mat[] {sharpened, brightened}) {
        if (copy != null) {
          copy.release();
        }
      }
    }
  }

  /** How many tiles the network finds in the photo at the hand look ({@link TileNet#HAND_SIZE}, {@link TileNet#TILE_THRESHOLD}). */
  private int tilesAtTheHandLook(Mat photo) {
    return net.find(photo, TileNet.HAND_SIZE, TileNet.TILE_THRESHOLD).size();
  }

  /**
   * The readings with their quads' corners kept inside the photo: a tile cut off by the frame is
   * outlined as far as it shows, and a quad is in the photo's own pixels.
   */
  static List<TileReading> insidePhoto(Mat image, List<TileReading> readings) {
    List<TileReading> out = new ArrayList<>();
    for (TileReading r : readings) {
      Quad q = r.quad();
      Quad inside = new Quad(inside(q.p0(), image), inside(q.p1(), image), inside(q.p2(), image), inside(q.p3(), image));
      out.add(inside.equals(q) ? r : new TileReading(r.tile(), inside, r.confidence(), r.runnerUp(), r.orientation()));
    }
    return out;
  }

  private static Point inside(Point p, Mat image) {
    double x = Math.max(0, Math.min(image.cols(), p.x)), y = Math.max(0, Math.min(image.rows(), p.y));
    return x == p.x && y == p.y ? p : new Point(x, y);
  }

  /** Every tile found in the photo, the hand's and any beyond it. */
  private List<TileReading> readAll(Mat image) {
    // A calibrated set may hold art the network never saw, which it finds less surely.
    double threshold = calibration == null ? TileNet.TILE_THRESHOLD : TileNet.UNSEEN_ART_THRESHOLD;
    List<TileNet.Spot> found = spotsOf(image, threshold);
    if (calibration == null && drawnLightOnDark(image, found)) {
      // Read both ways; the look whose readings are surer in all holds the tiles.
      Mat swapped = inverted(image);
      if (FaceTone.colouredFaces(swapped, found)) {
        Mat grey = new Mat();
        Imgproc.cvtColor(swapped, grey, Imgproc.COLOR_BGR2GRAY);
        Imgproc.cvtColor(grey, swapped, Imgproc.COLOR_GRAY2BGR);
        grey.release();
      }
      List<TileReading> asSwapped = readSpotsOf(swapped, spotsOf(swapped, threshold), threshold, true);
      swapped.release();
      List<TileReading> asTaken = readSpotsOf(image, found, threshold, false);
      if (piecesOfOneRead(asTaken, asSwapped) && !CropOrHand.tilesOnATable(image, found)) {
        return asSwapped;
      }
      if (piecesOfOneRead(asSwapped, asTaken)) {
        return asTaken;
      }
      return sureness(asSwapped) > sureness(asTaken) ? asSwapped : asTaken;
    }
    return readSpotsOf(image, found, threshold, false);
  }

  /**
   * The spots found read, or those of the photo widened back if it was squeezed ({@link Squeeze#SQUEEZED});
   * {@code swapped}: the photo is read with light and dark swapped ({@link #readSpots(Mat, List, Looked, CalibratedSearch.Found, boolean)}).
   */
  private List<TileReading> readSpotsOf(Mat image, List<TileNet.Spot> found, double threshold, boolean swapped) {
    double squeeze = Squeeze.squeeze(found.stream().map(TileNet.Spot::box).toList());
    Looked whole = null;
    if (squeeze > Squeeze.SQUEEZED && CropOrHand.mayBeACrop(image, found, CropOrHand.specks(image, found))) {
      // A crop of one tile stretched to a square: its dots or sticks, side by side, look like
      // squeezed tiles, and widened the tile no longer reads whole (a 9 of bamboo as three tiles).
      whole = wholePhoto(image, true);
      if (whole != null && isATile(whole, SURELY_A_TILE)) {
        return readSpots(image, found, whole, null, swapped);
      }
    }
    // A calibrated close-up's strokes may look like tiles squeezed: it is not widened back.
    CalibratedSearch.Found closeUp = null;
    if (squeeze > Squeeze.SQUEEZED && Squeeze.squeezeJudged(image, found.stream().map(TileNet.Spot::box).toList())
        && !(calibration != null && mayBeACloseUp(image, found)
            && (closeUp = searchedWhole(image)).closeness() >= WHOLE_PHOTO_NEAR)) {
      // Looked at again widened back; whichever look the network is surer of holds tiles.
      Mat wide = new Mat();
      long cols = Math.round(image.cols() * Math.min(squeeze, Squeeze.MOST_WIDENING));
      try {
        Imgproc.resize(image, wide, new Size(cols, image.rows()), 0, 0, Imgproc.INTER_LINEAR);
        List<TileNet.Spot> wideFound = spotsOf(wide, threshold);
        if (meanScore(wideFound) > meanScore(found)) {
          double back = (double) image.cols() / wide.cols();
          return readSpots(wide, wideFound, null, null, swapped).stream()
              .map(r -> new TileReading(r.tile(), r.quad().scaled(back, 1), r.confidence(), r.runnerUp(), r.orientation()))
              .toList();
        }
      } finally {
        wide.release();
      }
    }
    return readSpots(image, found, whole, closeUp, swapped);
  }

  /**
   * Whether the photo's tiles are drawn in light ink on dark faces (jade-like sets): on most of
   * the spots found, and at least {@link #LIGHT_ON_DARK_SPOTS}, the ink is lighter than the face
   * ({@link FaceTone#inkLighterThanFace}). The networks learnt dark ink on light faces but for one set
   * (fluffystuff's black one), so such a photo is also read with light and dark swapped, and the
   * look whose readings' confidences add up to more is kept: KDE jade hands 0.179 / 0.119 became
   * 0.373 / 0.369 (166 of 168 tiles found, against 112; 0.465 / 0.470 read in grey, {@link
   * FaceTone#colouredFaces}); rows of gleitz's faces swapped to light ink on dark 30 of 112 read
   * right became 97, wikimedia's 48 became 104 ({@code
   * LightOnDarkTest}); fluffystuff's black faces stayed 111 of 112 (the look as taken kept:
   * swapped always, 100). Keeping the look whose spots the tile network scores higher read
   * fluffystuff's 103-105. None of the 430 shared photos is read otherwise, nor KDE's other sets.
   * A table's calibrated set is read as it was laid out: its samples hold its own colours.
   */
  private static boolean drawnLightOnDark(Mat image, List<TileNet.Spot> found) {
    long light = found.stream().filter(s -> FaceTone.inkLighterThanFace(image, s.box())).count();
    return light >= LIGHT_ON_DARK_SPOTS && 2 * light > found.size();
  }

  /**
   * Whether {@code many} are the dots or strokes of the one tile {@code one} reads: one look of a
   * crop read it as that tile, the other found its pieces, every one lying on that tile and far
   * smaller. Readings' confidences added up favour the many (a 7 of dots drawn light on dark, its
   * dots each read as a 1 of dots, against the 7 read swapped); a tile never lies on another.
   * Crops of a made-up set never learnt, light dots on a dark front: 67 tiles read for 42, 32
   * right, to 46 and 36; KDE, the held-out photos and crops the same.
   */
  static boolean piecesOfOneRead(List<TileReading> many, List<TileReading> one) {
    if (one.size() != 1 || many.size() < 2) {
      return false;
    }
    Quad.Box tile = one.get(0).quad().bounds();
    return many.stream().map(r -> r.quad().bounds()).allMatch(b ->
        tile.contains((b.x0() + b.x1()) / 2, (b.y0() + b.y1()) / 2) && b.area() <= PIECE_OF_A_TILE * tile.area());
  }

  /** A piece of a tile (a dot, a stick) covers at most this share of the tile. */
  static final double PIECE_OF_A_TILE = 0.25;

  private static double sureness(List<TileReading> readings) {
    return readings.stream().mapToDouble(TileReading::confidence).sum();
  }

  static final int LIGHT_ON_DARK_SPOTS = 2;

  static double meanScore(List<TileNet.Spot> spots) {
    return spots.stream().mapToDouble(TileNet.Spot::score).average().orElse(0);
  }

  /**
   * A blank white dragon (a face with no ink, as many Chinese sets draw it) is a tile the network
   * finds less surely than any other, and next to another blank less surely still: in a pung of
   * them touching, two of the three scored under {@link TileNet#TILE_THRESHOLD} (0.34-0.37, their
   * boxes a quarter short of the tile), though the network read each as the white dragon (0.8-0.98).
   * A spot scored at least {@link #BLANK_TILE_FLOOR} that the network reads as the white dragon at
   * least {@link #SURELY_WHITE} is therefore a tile too, if it lies wholly inside the photo (not a
   * tile's edge cut off by the frame), its middle is without ink ({@link FaceTone#inkless}: not wood, a
   * table's edge or a framed white dragon's frame) and it lies beside a tile found or a blank so
   * kept (a white card on its own is not kept); whether it stays is then {@link #SURELY_BLANK}'s
   * call. In rows of drawn tiles with a pung and a pair of blanks ({@code TileNetTest}) 9 or 11 of
   * fluffystuff's 12 tiles came out before, 12 now; on the held-out photos precision / recall
   * 0.763 / 0.741 became 0.762 / 0.742, unturned 0.900 / 0.897 became 0.901 / 0.903, straight
   * 0.949 / 0.935 became 0.950 / 0.950 (two blanks side by side found); KDE's sets and calibrated
   * reading (whose threshold is this floor) the same. Over all 430 shared photos 6,985 tiles were
   * read before and 6,992 now; a full set's turned photo lost 9 right readings, its two white fill
   * corners kept as blanks moving the angle {@link TileTurn} turns its boxes by. A reading of the
   * white dragon of 0.9 kept no more on the photos but missed a blank in the middle of a pung.
   */
  static final double BLANK_TILE_FLOOR = 0.3;
  static final double SURELY_WHITE = 0.75;
  /** Within this share of the photo's size of its edge a blank is taken for a tile cut off. */
  static final double EDGE = 0.01;

  /** The tiles the network finds in the photo, without giants, or the one tile of a close-up. */
  private List<TileNet.Spot> spotsOf(Mat image, double threshold) {
    // A faint tile is the second look's call; a calibrated set is read from its samples instead.
    boolean faint = calibration == null && second != null;
    double floor = Math.min(threshold, faint ? FaintTiles.FLOOR : BLANK_TILE_FLOOR);
    List<TileNet.Spot> seen = net.find(image, TileNet.HAND_SIZE, floor);
    // A calibrated set is searched for at the tile size its layout photo showed, which the hand
    // look's boxes match (KDE jade's calibrated hands and melds read 8 tiles worse looked nearer).
    boolean fartherLook = false;
    List<TileNet.Spot> otherLooksTiles = List.of();
    if (calibration == null) {
      // Tiles looked at nearer are small, not large: a camera's wide frame or a hand far off.
      List<TileNet.Spot> nearer = LookDistance.nearerIfFar(net, image, seen, threshold, floor);
      if (nearer != seen) {
        seen = nearer;
      } else {
        LookDistance.Farther farther = LookDistance.fartherIfLarge(net, image, seen, threshold, floor);
        fartherLook = farther.spots() != seen;
        seen = farther.spots();
        otherLooksTiles = farther.otherLooksTiles();
      }
    }
    List<TileNet.Spot> tiles = new ArrayList<>();
    List<TileNet.Spot> blanks = new ArrayList<>();
    for (TileNet.Spot s : seen) {
      if (s.score() >= threshold) {
        tiles.add(s);
      } else if (s.score() >= BLANK_TILE_FLOOR && s.faces()[TileNet.WHITE_DRAGON] >= SURELY_WHITE && whollyInside(s.box(), image)
          && FaceTone.inkless(image, s.box())) {
        blanks.add(s);
      }
    }
    // In a pung of blanks the middle one lies beside blanks only.
    for (boolean kept = true; kept; ) {
      kept = false;
      for (Iterator<TileNet.Spot> it = blanks.iterator(); it.hasNext(); ) {
        TileNet.Spot blank = it.next();
        if (tiles.stream().anyMatch(t -> Rows.beside(blank.box(), t.box()))) {
          tiles.add(blank);
          it.remove();
          kept = true;
        }
      }
    }
    if (faint) {
      // After the blanks: a faint spot on a blank kept is that blank, not another tile.
      tiles.addAll(FaintTiles.among(seen, tiles, threshold, boxes -> second.read(image, boxes)));
      if (fartherLook) {
        tiles.addAll(FaintTiles.besideCloseUp(seen, List.copyOf(tiles), threshold, box -> whollyInside(box, image),
            boxes -> second.read(image, boxes)));
      }
      if (!otherLooksTiles.isEmpty()) {
        tiles.addAll(fromOtherLooks(image, tiles, otherLooksTiles));
      }
    }
    return closeUpOrAll(image, withoutGiants(tiles));
  }

  /**
   * The tiles of a close-up that a look not holding found beside the few found ({@link
   * FaintTiles#besideCloseUpFromOtherLooks}), when with them the photo shows tiles on a table
   * ({@link CropOrHand#tilesOnATable}): of a crop of one tile, whose dots the looks box as tiles
   * at every distance, they are its pieces. Measured (2026-12-02, sixty-fifth session, {@code
   * recognize --eval}, against the session's first jar): close-ups of 2-4 tiles of 18 sets never
   * learnt 3,319 to 3,347 of 3,888 counted (0.861 / 0.854 to 0.864 / 0.861; 3,838 to 3,874 read),
   * the made-up sets' 1,609 to 1,626, GNOME's and xmahjongg's 1,167 to 1,177, KDE's 543 to 544;
   * without the table asked for 3,353, but crops as cut 792 to 790 (a 4 of dots read as three 1s).
   * Crops, squared crops, hands, melds, hands at 0.63, the held-out photos as taken and as 15
   * worse cameras take them and all 430 shared photos the same.
   */
  private List<TileNet.Spot> fromOtherLooks(Mat image, List<TileNet.Spot> tiles, List<TileNet.Spot> otherLooksTiles) {
    List<TileNet.Spot> beside = FaintTiles.besideCloseUpFromOtherLooks(otherLooksTiles, List.copyOf(tiles),
        box -> whollyInside(box, image), boxes -> second.read(image, boxes));
    List<TileNet.Spot> with = new ArrayList<>(tiles);
    with.addAll(beside);
    return !beside.isEmpty() && CropOrHand.tilesOnATable(image, with) ? beside : List.of();
  }

  private static boolean whollyInside(Quad.Box b, Mat image) {
    return b.x0() > EDGE * image.cols() && b.y0() > EDGE * image.rows()
        && b.x1() < (1 - EDGE) * image.cols() && b.y1() < (1 - EDGE) * image.rows();
  }

  /**
   * The spots looked at again and read; those that are no tile after all are left out.
   * {@code wholeRead}: the whole photo read already as a photo that may be a crop ({@link
   * #wholePhoto} with a sure face needed), or null; {@code wholeSearched}: the whole photo
   * searched among the table's samples already ({@link #searchedWhole}), or null. {@code
   * swapped}: the photo is a light-on-dark set's with light and dark swapped, whose table shows as
   * plain faces ({@link #withoutTheTable}).
   */
  private List<TileReading> readSpots(Mat image, List<TileNet.Spot> found, Looked wholeRead, CalibratedSearch.Found wholeSearched,
      boolean swapped) {
    List<TileReading> out = new ArrayList<>();
    double photoArea = (double) image.cols() * image.rows();
    boolean piecesOfOne = CropOrHand.piecesOfOneTile(found, photoArea);
    // Tiles with table round them are no crop of one (the calibrated search tells a close-up of the table's own).
    boolean onATable = (found.size() <= FEW || piecesOfOne) && calibration == null && CropOrHand.tilesOnATable(image, found);
    piecesOfOne &= !onATable;
    boolean few = !onATable && (found.size() <= FEW || piecesOfOne);
    boolean specks = CropOrHand.specks(image, found);
    boolean mayBeACrop = CropOrHand.mayBeACrop(image, found, specks);
    Looked whole = wholeRead != null && !few ? wholeRead : few || mayBeACrop ? wholePhoto(image, !few) : null;
    // A close-up of one of the table's tiles whose art the network takes for a few tiles (together
    // in its middle, or read "no face" whole): the samples say whether the whole photo is a tile.
    CalibratedSearch.Found wholeFound = null;
    boolean nearAsAWhole = false;
    if (calibration != null && mayBeACloseUp(image, found)) {
      // searched first: the second look reads the whole photo only where the samples find a tile
      wholeFound = wholeSearched != null ? wholeSearched : searchedWhole(image);
      Looked closeUp = wholeFound.closeness() < WHOLE_PHOTO_NEAR ? null : whole != null ? whole : wholePhoto(image, false);
      nearAsAWhole = closeUp != null;
      whole = nearAsAWhole ? closeUp : whole;
    }
    List<Looked> spots;
    if (whole != null && (isATile(whole, found.isEmpty() || piecesOfOne ? NOT_A_TILE : SURELY_A_TILE)
        || nearAsAWhole
        || mayBeACrop && CropOrHand.wholeCropStands(specks, calibration != null, whole.noFace())
        || mayBeACrop && CropOrHand.dotsTakenForTiles(image, whole.spot().box(), whole.noFace(), whole.spot().faces(), found.size()))) {
      spots = List.of(whole);
    } else if (calibration != null && (whole == null || !few)) {
      // The table's samples read its set; the second look waits until the search shows where it
      // counts (a photo that may be a crop but was not read whole too: it holds tiles after all).
      spots = found.stream().map(Looked::notYet).toList();
    } else {
      // A tile boxed as two halves is one, and a box lying part on its neighbour in a row is moved
      // to its place, first: or both looks read half of each.
      spots = secondLook(image, EvenRows.evened(EvenRows.twiceBoxedJoined(found), image.cols(), image.rows()));
      // A few spots: the photo may be a crop of one tile in which the network boxed some of its
      // dots; the whole photo read as one tile stands if the second look is surer of it than of
      // any spot, or surely sees a tile face where every spot reads unsurely or is small (a tile
      // on a table with room round it is surer read at its box, and a photo of two or three tiles
      // with room round them reads "no face" whole).
      // Spots' size counts only for up to FEW of them (more are pieces by their overlap,
      // piecesOfOneTile), and not on a photo read swapped, which may read whole as a face however
      // many tiles it holds (a shared photo of 14 tiles, its swapped look's one spot 4 % of it).
      // Small spots alike, each read surely, stand over a whole read unsurely (SURE_SMALL_TILES).
      double largest = swapped || found.size() > FEW ? 1 : largestShare(found, photoArea);
      double leastSure = spots.size() < SURE_SMALL_TILES || !alikeInSize(spots) ? 0 : spots.stream().mapToDouble(Recognizer::sureness).min().orElse(0);
      if (few && whole != null && !spots.isEmpty() && wholeOverSpots(whole.noFace(), sureness(whole),
          spots.stream().mapToDouble(Recognizer::sureness).max().orElse(0), largest, leastSure)) {
        spots = List.of(whole);
      } else if (calibration == null) {
        // a calibrated table's gaps in rows are searched among its samples instead (withGapsInRows)
        spots = withRowNeighbours(image, spots);
      }
    }
    if (calibration == null) {
      if (swapped) {
        spots = withoutTheTable(image, spots);
      }
      spots = GlyphReading.readByWhiteDragonFrames(image,
          GlyphReading.readBySuitMarks(image, glyphReading.readByHonourNames(image, glyphReading.readByPrintedGlyphs(image, spots))));
    }
    Calibration.TileSize size = spots.isEmpty() ? null
        : Calibration.TileSize.of(spots.stream().map(Looked::spot).toList());
    if (calibration != null) {
      spots = withGapsInRows(spots);
    }
    List<CalibratedSearch.Found> searched = new ArrayList<>();
    for (Looked s : spots) {
      searched.add(calibration == null ? null : s != whole ? search.search(image, s.spot().box(), size)
          : wholeFound != null ? wholeFound : searchedWhole(image));
    }
    if (calibration != null) {
      spots = lookedAgainWhereItCounts(image, spots, searched);
    }
    List<Read> reads = new ArrayList<>();
    for (int i = 0; i < spots.size(); i++) {
      Read r = reading(image, spots.get(i), searched.get(i), size);
      if (r != null) {
        reads.add(r);
      }
    }
    for (Read r : reads) {
      if (reads.stream().noneMatch(o -> o.sameTileAs(r, size) && o.closeness() > r.closeness())) {
        out.add(r.reading());
      }
    }
    if (calibration != null && size != null) {
      out.addAll(inGapsAmongPlaced(image, out, reads, spots, size));
    }
    return out;
  }

  /**
   * A close-up's tile the network missed beside one it found: the networks learnt tiles smaller
   * than a close-up shows them, and a plain face (a 西 drawn thin, a 三 of characters) beside a
   * busy one may score nothing at any look. Beside each of at most {@link #FEW} tiles, its
   * neighbours in a row (touching its longer sides, its own size: a standing tile's left and
   * right, a lying tile's above and below) are read by the second look where they lie wholly
   * inside the photo (a close-up's ends are cut-off tiles) and apart from every tile; one it
   * surely sees a face at, not a blank one, is a tile, as a faint spot is ({@link
   * FaintTiles#surelyAFace}), and so is one it surely sees a white dragon at ({@link
   * #surelyAWhiteDragon}); so may a blank one be ({@link #mayBeBlank}). The table beside a
   * tile reads as no face. Only tiles at least {@link #ROW_NEIGHBOUR_SIDE} of the photo are
   * asked about: a small spot is a crop's dot. Measured (2026-11-30, fiftieth session, {@code
   * recognize --eval}, blanks not yet kept): the built-in close-ups of 2-4 tiles of 18 sets
   * never learnt 3,108 to 3,150 of 3,888 right by box, counted per photo 3,159 to 3,202, read
   * 3,856 to 3,906 (no set fewer; a made-up set's 西 beside its 南, 7 of 216 more); {@code
   * FewTilesCloseUpTest}'s close-ups of the learnt styles 45 to 48 of 64; crops, hands, melds,
   * hands at 0.63 of their size, tight crops, the held-out photos as taken and as a worse camera
   * takes them and all 430 shared photos the same. A face needed at 0.7: 6 fewer right, 8 fewer
   * read; each neighbour read from seven cuts both ways up, as a crop is: the same within two
   * tiles, for two runs more. Places apart from every tile, not every spot, since 2026-12-03
   * (sixty-sixth session): a blank white dragon the network boxed short of its face, the box then
   * read as no face, had kept its own place from being asked about; fluffystuff close-ups of a tile
   * and a white dragon 66 to 73 of 108 read wholly right, the 18 sets' close-ups 3,347 to 3,348
   * counted (read 3,874 to 3,876); the rest the same.
   */
  private List<Looked> withRowNeighbours(Mat image, List<Looked> spots) {
    List<Quad.Box> tiles = spots.stream().filter(l -> l.noFace() < NOT_A_TILE).map(l -> l.spot().box()).toList();
    if (second == null || tiles.isEmpty() || tiles.size() > FEW) {
      return spots;
    }
    double least = ROW_NEIGHBOUR_SIDE * Math.min(image.cols(), image.rows());
    // Only the tiles' boxes take a place: a spot the second look took for no tile may be a blank
    // white dragon boxed short of its face, whose place in the row is still asked about.
    List<Quad.Box> taken = new ArrayList<>(tiles);
    List<Quad.Box> slots = new ArrayList<>();
    for (Quad.Box tile : tiles) {
      if (tile.shorterSide() < least) {
        continue;
      }
      for (Quad.Box slot : Rows.rowNeighbours(tile)) {
        if (whollyInside(slot, image) && taken.stream().noneMatch(t -> FaintTiles.overlapping(t, slot))) {
          slots.add(slot);
          taken.add(slot);
        }
      }
    }
    if (slots.isEmpty()) {
      return spots;
    }
    double[][] p = second.read(image, slots);
    List<Looked> out = new ArrayList<>(spots);
    for (int i = 0; i < slots.size(); i++) {
      if (FaintTiles.surelyAFace(p[i]) || surelyAWhiteDragon(p[i]) || mayBeBlank(image, slots.get(i), p[i])) {
        out.add(asOneTile(slots.get(i), p[i]));
      }
    }
    return out;
  }

  /**
   * A row neighbour the second look gives the white dragon this chance or more, with "no face"
   * under {@link FaintTiles#NO_FACE}, is a white dragon: a framed one has ink, so it is no blank
   * ({@link #mayBeBlank}), and a faint spot's rule leaves the white dragon out ({@link
   * FaintTiles#surelyAFace}: a white card reads as one). Measured (2026-12-01, fifty-eighth
   * session, {@code recognize --eval}): the built-in close-ups of 2-4 tiles of 18 sets never
   * learnt 3,302 to 3,305 of 3,888 counted per photo, read 3,881 to 3,884, each tile added right;
   * crops, hands, melds, the hands at 0.63 of their size, the held-out photos as a worse camera
   * takes them and all 430 shared photos the same; a learnt style's tile beside a white dragon,
   * close up, read wholly right 16 to 36 of 66 pairs (gleitz), 39 to 44 (wikimedia), fluffystuff
   * 25 of 72 as before. From 0.5, as the other faces: 3 more read, none more right.
   */
  static final double ROW_NEIGHBOUR_WHITE = 0.8;

  /** Whether the second look's chances {@code p} surely show a white dragon ({@link #ROW_NEIGHBOUR_WHITE}). */
  private static boolean surelyAWhiteDragon(double[] p) {
    return TileFace.likeliestFace(p) == TileNet.WHITE_DRAGON && p[TileNet.WHITE_DRAGON] >= ROW_NEIGHBOUR_WHITE
        && p[TileFace.NONE] < FaintTiles.NO_FACE;
  }

  /**
   * Whether a tile's row neighbour may be a blank white dragon: the second look's likeliest face
   * is the white dragon, however likely "no face" (it takes a blank face for none as readily as
   * for a blank one), and the middle is without ink ({@link FaceTone#inkless}). Whether it stays
   * a tile is {@link #SURELY_BLANK}'s call. The table beside a tile, plain green or white, reads
   * "no face" at 0.95 and more, the white dragon a few hundredths of what is left. Measured
   * (2026-11-30, fiftieth session, {@code recognize --eval}): the built-in close-ups of 18 sets
   * never learnt 3,150 to 3,156 of 3,888 right by box, read 3,906 to 3,913; close-ups of the
   * learnt styles with a white dragon in each, 6 more of 90 read wholly right, none on a white
   * table.
   */
  private static boolean mayBeBlank(Mat image, Quad.Box slot, double[] p) {
    return TileFace.likeliestFace(p) == TileNet.WHITE_DRAGON && FaceTone.inkless(image, slot);
  }

  /** Row neighbours are asked about beside tiles whose shorter side is at least this share of the photo's shorter side. */
  static final double ROW_NEIGHBOUR_SIDE = 0.15;

  /**
   * The tiles of the table's set in the gaps of rows of the tiles read, placed where their faces
   * were found: a box the network put half on each of two tiles is read as the one whose face the
   * search found nearer, and the other, which no box of its own covered, leaves a gap only once
   * the faces are placed. Gaps already searched ({@link #withGapsInRows}) are not searched again.
   */
  private List<TileReading> inGapsAmongPlaced(Mat image, List<TileReading> placed, List<Read> reads, List<Looked> spots,
      Calibration.TileSize size) {
    List<TileReading> out = new ArrayList<>();
    List<Quad.Box> boxes = placed.stream().map(r -> r.quad().bounds()).toList();
    for (Quad.Box gap : Rows.gapsInRows(boxes)) {
      readInGap(image, gap, reads, spots, size).ifPresent(out::add);
    }
    if (placed.size() + out.size() < WINNING_HAND) {
      for (Quad.Box end : Rows.beyondRowEnds(boxes, image.cols())) {
        readInGap(image, end, reads, spots, size).ifPresent(out::add);
      }
    }
    return out;
  }

  /** The tile of the table's set read in {@code gap}, unless the gap was searched already or holds none. */
  private Optional<TileReading> readInGap(Mat image, Quad.Box gap, List<Read> reads, List<Looked> spots,
      Calibration.TileSize size) {
    boolean searched = spots.stream().anyMatch(l -> l.inGap() && l.spot().box().iou(gap) > 0.5);
    if (searched) {
      return Optional.empty();
    }
    Looked l = inGap(gap);
    Read r = reading(image, l, search.search(image, l.spot().box(), size), size);
    return r != null && reads.stream().noneMatch(o -> o.sameTileAs(r, size)) ? Optional.of(r.reading()) : Optional.empty();
  }

  /**
   * A spot's reading; for a tile of the calibrated set also where the search found its face (the
   * centre of the nearest cut) and how near a sample that cut came.
   */
  private record Read(TileReading reading, Point faceAt, double closeness) {
    /**
     * Two readings whose faces were found within {@link Recognizer#SAME_PLACE} of a tile's width
     * of each other: two tiles, even touching, lie a whole tile apart, so the network boxed one
     * tile twice, each box half on a neighbour, and the search found its face from both (as the
     * same face, or, from a cut that left a row of dots out, as another: a 6 of dots as a 4).
     */
    boolean sameTileAs(Read o, Calibration.TileSize size) {
      return o != this && faceAt != null && o.faceAt != null
          && Math.hypot(faceAt.x - o.faceAt.x, faceAt.y - o.faceAt.y) < SAME_PLACE * size.shortSide();
    }
  }

  /**
   * The face probabilities with the faces the table's set does not hold taken out and the rest
   * scaled to their sum; as they are when every face is played, or when the set's faces have none
   * of the probability.
   */
  private double[] heldBySet(double[] p) {
    if (held == null) {
      return p;
    }
    double[] q = new double[p.length];
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      if (held[i]) {
        q[i] = p[i];
        sum += p[i];
      }
    }
    if (sum <= 0) {
      return p;
    }
    for (int i = 0; i < q.length; i++) {
      q[i] /= sum;
    }
    return q;
  }

  /**
   * Faces found closer than this much of a tile's width are one tile ({@link Read#sameTileAs}).
   * Measured (2026-11-26, 0.3 and the same face only before): KDE jade calibrated hands 0.935 /
   * 0.946 to 0.946 / 0.940 (a 6 of dots read again 9 pixels up as a 4, and a 4 of bamboo twice,
   * 23 pixels apart, now one tile each; a 5 of dots read before only in the gap such a twin had
   * narrowed was lost, and is read again since {@link Rows#GAP_SLACK} is half a step);
   * CalibratedSetsTest's readings more than tiles 1 to 0; the other KDE sets unchanged.
   */
  static final double SAME_PLACE = 0.5;

  /**
   * Whether the calibrated reading {@code face} is the network's ({@code network}) where the
   * samples' nearest face was another ({@link Calibration#match}, or a face not of the table's
   * set). The search placed its cut where that other face's samples matched best, which on a
   * tile of the network's face can be a third of a tile off; the network's own box is on the tile
   * it read. Measured (2026-11-27, twentieth session; hands and melds of 8 made-up and 3 KDE sets,
   * each calibrated from its layout photo): 3,675 to 3,677 of 3,696 right, two 7s of bamboo whose
   * reported boxes had lain 17 and 18 pixels of a 60-pixel tile off (IoU 0.45 and 0.46).
   */
  static boolean decidedByNetwork(CalibratedSearch.Found c, FaceScores face, FaceScores network) {
    return !face.best().equals(c.matched().byShape().best()) && face.best().equals(network.best());
  }

  /** A calibrated reading no surer than its search's cuts leave it ({@link CalibratedSearch.Found#sureOf}). */
  static FaceScores doubtedByCuts(FaceScores face, CalibratedSearch.Found c) {
    double sure = c.sureOf(face.best());
    return sure < face.confidence()
        ? new FaceScores(face.best(), sure, c.strongestRival(face.best()), face.noneProbability())
        : face;
  }

  /** The reading of a spot, with its calibrated search when there is a calibrated set; null when it is no tile after all. */
  private Read reading(Mat image, Looked looked, CalibratedSearch.Found c, Calibration.TileSize size) {
    TileNet.Spot s = looked.spot();
    FaceScores face = FaceScores.of(TileNet.FACES, heldBySet(s.faces()));
    int turn = turnOf(s);
    Quad.Box box = s.box();
    boolean ofTheSet = false;
    Point faceAt = null;
    double closeness = -2;
    if (c != null) {
      if (c.closeness() >= (looked.inGap() ? GAP_NEAR : CALIBRATED_NEAR)) {
        ofTheSet = true;
        turn = c.turn();
        FaceScores network = face;
        face = calibration.match(c.matched(), face);
        if (faces != null && !faces.contains(face.best())) {
          face = network; // the samples' face is not in the table's set: the network's likeliest one that is
        }
        // The network's box may sit a third of a tile off a face of art it never saw: the tile is
        // where the search found its face, unless the network named another face than the samples'.
        CalibratedSearch.Found at = decidedByNetwork(c, face, network) ? c.movedTo(new Point(s.box().centreX(), s.box().centreY())) : c;
        PrintedGlyphs.Glyphs index = glyphReading.indexRead(image, at.tile(size), at.turn(), face);
        face = glyphReading.byDotsCounted(image, at.tile(size), s.box(), index,
            glyphReading.byPrintedIndex(image, at.tile(size), at.turn(), face, index, c.matched()));
        face = doubtedByCuts(face, c);
        faceAt = at.faceAt();
        closeness = c.closeness();
        box = at.tile(size);
      }
    }
    // The second look has never seen an animal, a head or the Fly: a face near the table's own
    // samples is a tile whatever it says; so is a face surely blank, which it may take for none.
    boolean blank = face.best().equals(TilePrint.WHITE_DRAGON) && face.confidence() >= SURELY_BLANK;
    if (looked.noFace() >= NOT_A_TILE && !ofTheSet && !blank) {
      return null;
    }
    // A face that looks the same both ways up cannot be upside down: built-in faces so drawn, and
    // a calibrated set's faces its samples show so.
    if (ofTheSet && turn == 2 && calibration.looksTheSameHalfTurned(c.matched(), face.best())) {
      turn = 0;
    }
    if (turn == 2 && Faces.isPointSymmetric(face.best())) {
      turn = 0;
    } else if (turn == 3 && Faces.isPointSymmetric(face.best())) {
      turn = 1;
    }
    Orientation o = switch (turn) {
      case 0 -> Orientation.UPRIGHT;
      case 2 -> Orientation.UPSIDE_DOWN;
      default -> Orientation.SIDEWAYS;
    };
    return new Read(new TileReading(face.best(), quadOf(box, turn), round(face.confidence()), face.runnerUp(), o),
        faceAt, closeness);
  }

  /**
   * The spots but those the second look holds no face ({@link #NOT_A_TILE}) whose middle is
   * {@link #TABLE_DARKER} or more darker than the faces of the tiles read: the table between
   * melds set apart, which a light-on-dark set read swapped ({@link #drawnLightOnDark})
   * shows as a plain face lighter than its dark tiles, and the first look read as a blank white
   * dragon, to be kept against the second ({@link #SURELY_BLANK}). The faces' grey is the median
   * of the tiles' rings ({@link FaceTone#faceGrey}). A blank face is as light as the faces of its
   * set or lighter: over the 430 shared photos the blanks the second look held no face stood
   * 9 darker to 30 lighter than their photo's faces but for two of one photo, 46 lighter and,
   * in the shadow of a tray's tiles, 45 darker (read right as a blank); the gaps between a
   * made-up navy set's melds, swapped, 55 darker. Only a swapped look is so read: the shared
   * photos are read as taken.
   * Measured (2026-11-28, {@code recognize --eval}, melds of 3, 3, 3 and 5 a tile apart):
   * made-up navy set 163 right of 177 read to 163 of 168, KDE jade 155 of 174 to 155 of 166;
   * every other set, hands, crops, the held-out and the 430 shared photos the same. From 20 to
   * 45 darker the same; 50 kept jade's gaps. On every look, not only swapped, the shared photos'
   * shadowed blank was lost.
   */
  private static List<Looked> withoutTheTable(Mat image, List<Looked> spots) {
    if (spots.stream().noneMatch(l -> l.noFace() >= NOT_A_TILE)) {
      return spots;
    }
    double[] faces = spots.stream().filter(l -> l.noFace() < NOT_A_TILE)
        .mapToDouble(l -> FaceTone.faceGrey(image, l.spot().box())).filter(g -> g >= 0).toArray();
    if (faces.length < TONE_FROM) {
      return spots;
    }
    double face = Calibration.median(faces);
    return spots.stream()
        .filter(l -> l.noFace() < NOT_A_TILE || FaceTone.middleMean(image, l.spot().box()) > face - TABLE_DARKER)
        .toList();
  }

  static final double TABLE_DARKER = 35;
  /** Tiles read that give the faces' grey. */
  static final int TONE_FROM = 3;

  /** Spots whose box is far larger than the others' (three or more spots give a fair median). */
  static List<TileNet.Spot> withoutGiants(List<TileNet.Spot> spots) {
    if (spots.size() < 3) {
      return spots;
    }
    double median = Calibration.median(spots.stream().mapToDouble(s -> s.box().area()).toArray());
    return spots.stream().filter(s -> s.box().area() <= GIANT * median).toList();
  }

  /** A tile whose box covers this share of the photo or more is the photo's subject: a close-up. */
  static final double CLOSE_UP = 0.25;
  /** The side a photo is also looked at when it may be a close-up: its tile then has the size the network knows. */
  static final int CLOSE_UP_SIDE = 224;
  /**
   * A photo in which the full-size look finds this many tiles (a winning hand's count) is not a
   * close-up: no face has that many dots or strokes, so the coarse look is spared (it cost about
   * 10 ms a photo: bench median 89-100 to 77-84 ms, p90 156-178 to 136-142; reading unchanged).
   */
  static final int NOT_A_CLOSE_UP = 14;
  /** A close-up's tile has at least this share of the tiles found at full size on it. */
  static final double ON_THE_TILE = 0.75;
  /** Tiles at least this times the largest tile's size are as large as it is. */
  static final double ALONE = 0.7;

  /**
   * The spots of the photo, or only its one tile when it is a close-up of one tile (a crop). At
   * 416 pixels such a tile is larger than any the network learned from (it may even see a tile's
   * dots as tiles), so every photo is also looked at at {@link #CLOSE_UP_SIDE}; a tile found there that
   * covers {@link #CLOSE_UP} of the photo, unless two more are nearly as large, is what the photo
   * shows, and the pieces of its neighbours cut by the frame are not read. Unless, with the
   * built-in faces, the second look sees no face there ({@link #NOT_A_TILE}): two tiles filling a
   * close-up side by side are shaped like one tile lying down, and the coarse look boxes them as
   * one; the tiles found stand. Measured (2026-12-01, fifty-eighth session, {@code recognize
   * --eval}): the built-in close-ups of 2-4 tiles of 18 sets never learnt 3,305 to 3,307 of
   * 3,888 counted per photo (a made-up pair read as nothing, now both right); a learnt style's
   * tile beside a white dragon, close up, read wholly right 36 to 41 of 66 pairs (gleitz), 25 to
   * 29 of 72 (fluffystuff), 44 to 46 (wikimedia); crops as counted the same, 2 more read (a pixel
   * art 6 of bamboo read as nothing now reads as two tiles, both wrong, at 0.17 and 0.42); hands,
   * melds, the hands at 0.63 of their size, the held-out photos as a worse camera takes them and
   * all 430 shared photos the same. Nor where more than {@link #FEW} tiles found on it each read
   * surely and it does not ({@link #tilesNotPieces}): a table light on a dark frame.
   */
  private List<TileNet.Spot> closeUpOrAll(Mat image, List<TileNet.Spot> found) {
    if (found.size() >= NOT_A_CLOSE_UP) {
      return found;
    }
    double area = (double) image.cols() * image.rows();
    List<TileNet.Spot> coarse = new ArrayList<>(net.find(image, CLOSE_UP_SIDE));
    coarse.sort(Comparator.comparingDouble((TileNet.Spot s) -> s.box().area()).reversed());
    if (coarse.isEmpty() || coarse.get(0).box().area() < CLOSE_UP * area) {
      return found;
    }
    // Three tiles of about the same size make a close photo of a few tiles, every one of them
    // read; a crop of one tile may show a large piece of one neighbour.
    double largest = coarse.get(0).box().area();
    boolean alone = coarse.stream().filter(s -> s.box().area() >= ALONE * largest).count() < 3;
    // The tiles found at full size lie on it: its dots or strokes, or the tile itself.
    Quad.Box tile = coarse.get(0).box();
    long inside = found.stream().filter(s -> tile.contains((s.box().x0() + s.box().x1()) / 2, (s.box().y0() + s.box().y1()) / 2)).count();
    if (!alone || inside < ON_THE_TILE * found.size()) {
      return found;
    }
    TileNet.Spot one = grown(coarse.get(0), image);
    // A calibrated set's own art may read as no face to the second look; its samples judge it.
    if (calibration != null || second == null || found.isEmpty()) {
      return List.of(one);
    }
    Looked whole = lookedAgain(one, second.read(image, List.of(one.box()))[0]);
    return whole.noFace() >= NOT_A_TILE || tilesNotPieces(image, found, whole) ? found : List.of(one);
  }

  /**
   * Whether the {@code found} tiles lying on a close-up's one tile ({@link #closeUpOrAll}) are
   * tiles after all: more than {@link #FEW}, read as surely against the one tile, {@code whole},
   * as {@link #wholeOverSpots} asks of a few small spots ({@link #sureTilesOverUnsureWhole}). A
   * held-out photo of nine tiles of bamboo lying loose on a white table, framed 1.5 times as wide: the coarse look
   * boxed the table, light on the dark frame, as one tile a third of the frame, the five tiles
   * found lay on it, each read at 0.76-0.96 where the one tile read at 0.17, and the photo came out
   * as one flower.
   * Measured (2026-12-02, sixty-first session, {@code recognize --eval}, counted per photo): the
   * held-out photos framed 1.5 times as wide 1,392 to 1,399 of 1,509 (6 more read), every other
   * kind of the worse cameras the same; crops, close-ups, hands and melds of the 21 sets never
   * learnt, the hands at 0.63 of their size, the held-out and all 430 shared photos the same.
   * From 2 tiles found, as {@link #SURE_SMALL_TILES}: crops stretched to a square 2 fewer (a
   * made-up 3 of flowers read as two tiles, its plant and its name, at 0.66 and 0.72; a GNOME 8 of
   * dots as its dots, 0.9 each).
   */
  private boolean tilesNotPieces(Mat image, List<TileNet.Spot> found, Looked whole) {
    if (found.size() <= FEW || sureness(whole) >= UNSURE_PIECES) {
      return false; // the whole reads surely: the tiles' read is spared
    }
    double[][] p = second.read(image, found.stream().map(TileNet.Spot::box).toList());
    double leastSure = IntStream.range(0, found.size()).mapToDouble(i -> sureness(lookedAgain(found.get(i), p[i]))).min().orElse(0);
    return sureTilesOverUnsureWhole(leastSure, sureness(whole));
  }

  /**
   * A close-up's box is grown by this much a side (within the photo): a tile that large is larger
   * than any the network learned from, and its box falls short of the tile's edges, so the
   * second look would read a face with its top or bottom row of dots cut off.
   */
  static final double CLOSE_UP_GROWTH = 1.3;
  /**
   * A close-up whose grown box covers this share of the photo is a crop of that tile: its box is
   * the whole photo (a tile that fills the frame is larger than the network's box says).
   */
  static final double FILLS_THE_PHOTO = 0.5;

  private static TileNet.Spot grown(TileNet.Spot s, Mat image) {
    Quad.Box g = s.box().scaled(CLOSE_UP_GROWTH).within(image.cols(), image.rows());
    if (g.area() >= FILLS_THE_PHOTO * image.cols() * image.rows()) {
      g = new Quad.Box(0, 0, image.cols(), image.rows());
    }
    return new TileNet.Spot(g, s.score(), s.faces(), s.turns());
  }

  /**
   * A photo where the network finds this many tiles or fewer may still be of one tile (the two
   * dots of a 2 of dots, close up, look like two tiles): the second look reads it whole, and
   * if it sees a face there with {@link #SURE_FACE} and "no face" under {@link #SURELY_A_TILE},
   * the photo is that one tile. A photo of two or three tiles reads as "no face" whole.
   */
  static final int FEW = 3;
  static final double SURE_FACE = 0.8;
  static final double SURELY_A_TILE = 0.2;
  /**
   * A whole photo whose box alone, as it lies, reads with less {@link #sureness} than this is not
   * read surely by all its cuts (the cuts turned half round, the second run, are then not read):
   * of the whole reads of the made-up sets' and KDE's square crops, none under 0.6 came to
   * {@link #SURE_FACE}; of the shared photos' 20 whole reads (a few tiles in a square photo) none
   * did at all. (Since 2026-11-26 the box alone's sureness is the same measure as any spot's; it
   * was taken with "no face" counted twice, and every set reads the same.)
   */
  static final double SURE_FACE_IN_ONE_CUT = 0.6;

  /**
   * A photo this much longer one way than the other is not a photo of one tile (a tile is about
   * 1.3 times as tall as wide; a crop from a photo stretched to a square may be 2.6).
   */
  static final double TILE_ASPECT = 3.0;

  /**
   * A photo in which the network finds no tile, or few, may be a photo of one tile filling the
   * frame (a crop): the second look's reading of the whole photo as one tile ({@link #isATile}
   * says whether it is one), or null without a second look or when the photo is too long to be one
   * tile. Which way it lies is told by the photo's shape (a tile stands taller than wide).
   */
  private Looked wholePhoto(Mat image, boolean sureFaceNeeded) {
    double w = image.cols(), h = image.rows();
    if (second == null || Math.max(w, h) > TILE_ASPECT * Math.min(w, h)) {
      return null;
    }
    Quad.Box whole = new Quad.Box(0, 0, w, h);
    // A crop of a tile from a photo squeezed to a square, standing or lying sideways (stretched
    // along its length), is read reshaped back to a tile's shape.
    Size tileShape = h > CropOrHand.TILE_SHAPED_TO * w ? new Size(Math.round(h / STANDING_TILE), h)
        : w > CropOrHand.TILE_SHAPED_TO * h ? new Size(w, Math.round(w / STANDING_TILE)) : null;
    Mat look = image;
    if (tileShape != null) {
      look = new Mat();
      Imgproc.resize(image, look, tileShape, 0, 0, Imgproc.INTER_CUBIC);
    }
    Quad.Box lookWhole = new Quad.Box(0, 0, look.cols(), look.rows());
    // "No face" is the box alone's ({@link #averaged}): when it says no tile, as on most photos of
    // a table, the cuts turned half round (the second of the read's two runs) cannot make the
    // photo one tile, and are not read.
    Mat toned = tonedFor(look, lookWhole);
    try {
      List<Quad.Box> cuts = oneTileCuts(lookWhole);
      double[][] asTheyLie = second.read(toned, cuts);
      Looked alone = asOneTile(whole, asTheyLie[0]);
      double noFaceBelow = sureFaceNeeded ? SURELY_A_TILE : NOT_A_TILE;
      if (alone == null || alone.noFace() >= noFaceBelow || sureFaceNeeded && sureness(alone) < SURE_FACE_IN_ONE_CUT) {
        return alone;
      }
      return asOneTile(whole, averaged(bothWaysUp(toned, cuts, asTheyLie)));
    } finally {
      OpenCv.releaseCopy(toned, look);
      OpenCv.releaseCopy(look, image);
    }
  }

  /**
   * Whether a photo of a few spots is the one tile the second look read in the whole photo
   * ({@code wholeNoFace}, {@code wholeSureness}) rather than the spots, the surest of them read
   * at {@code surestSpot}: a tile whose face the whole read is surer of than of any spot, or one
   * it surely takes for a tile face ("no face" under {@link #SURELY_A_TILE}) where no spot reads
   * even at {@link #UNSURE_PIECES} or every spot is small ({@code largestSpot}, its share of the
   * photo, under {@link #SMALL_PIECE}): the spots are then a crop's pieces, a flower's petals or a
   * 9's sticks, whatever face the whole read gives. Small spots stand, though, when every one
   * reads at {@link #SURE_FACE_IN_ONE_CUT} ({@code leastSureSpot}: 0 unless there are {@link
   * #SURE_SMALL_TILES} alike in size) and the whole under {@link #UNSURE_PIECES}: a few tiles of
   * a hand small in a frame wider than the photos learnt, not a crop's pieces.
   */
  static boolean wholeOverSpots(double wholeNoFace, double wholeSureness, double surestSpot, double largestSpot, double leastSureSpot) {
    return wholeNoFace < NOT_A_TILE && wholeSureness > surestSpot
        || wholeNoFace < SURELY_A_TILE && (surestSpot < UNSURE_PIECES
            || largestSpot < SMALL_PIECE && !sureTilesOverUnsureWhole(leastSureSpot, wholeSureness));
  }

  /**
   * Whether spots each read at {@link #SURE_FACE_IN_ONE_CUT} or more (the least sure at {@code
   * leastSureSpot}) are tiles beside a whole read under {@link #UNSURE_PIECES}, not its pieces:
   * the rule {@link #wholeOverSpots} and {@link #tilesNotPieces} both judge by.
   */
  static boolean sureTilesOverUnsureWhole(double leastSureSpot, double wholeSureness) {
    return leastSureSpot >= SURE_FACE_IN_ONE_CUT && wholeSureness < UNSURE_PIECES;
  }

  /**
   * Spots each under this share of the photo are no tiles of their own beside a whole photo read
   * surely as a tile face ({@link #wholeOverSpots}), however surely they read: a crop of one tile
   * with a margin of table, a few of its glyphs, blossoms or dots boxed (KDE jade's winter, its
   * two spots 0.4 and 1.8 % of the crop, read 0.60 as a 1 of characters; KDE traditional's 2 of
   * dots, one dot boxed, 11 %, read 0.86 as a 1). Measured (2026-11-28, twenty-fourth session,
   * {@code recognize --eval}): KDE jade crops 35 right of 45 read to 37 of 44, KDE traditional
   * crops 35 to 36 of 40, made-up sets' square crops 329 of 337 read to 330 of 336; every other
   * set, the held-out photos and the 430 shared photos the same (0.05 and 0.1 only jade's two, 0.2
   * and 0.3 as 0.15; a tight crop of three touching tiles holds spots of a third of it). Tiles at
   * a table's distance are as small ({@link CropOrHand#seenWhole}), but such a photo reads "no face" whole.
   */
  static final double SMALL_PIECE = 0.15;

  /**
   * This many spots or more, alike in size ({@link #alikeInSize}), each read at {@link
   * #SURE_FACE_IN_ONE_CUT} or more where the whole photo reads under {@link #UNSURE_PIECES}, are
   * tiles, however small ({@link #wholeOverSpots}): a few tiles of a hand small in a frame wider
   * than the photos learnt (a held-out block of four 7s of dots lying sideways, framed 1.5 times
   * as wide: three found, each under 2 % of the frame, read at 0.7-0.9, the whole frame at 0.33
   * as a south wind, and read as that one tile). A crop's pieces differ in size (KDE jade's
   * winter, 0.4 and 1.8 % of it) or read unsurely, or the whole reads surely. Measured
   * (2026-12-01, sixtieth session, {@code recognize --eval}, counted per photo): the held-out
   * photos as a worse camera takes them 21,516 to 21,522 of 22,635 (framed 1.5 times as wide
   * 1,389 to 1,392, overexposed 1,420 to 1,423, no kind fewer); crops (as cut and stretched to a
   * square), close-ups, hands and melds of the 21 sets never learnt, the hands at 0.63 of their
   * size and all 430 shared photos the same.
   */
  static final int SURE_SMALL_TILES = 2;

  /** Whether the spots' boxes are alike in size: each at least {@link #ALONE} of the largest. */
  private static boolean alikeInSize(List<Looked> spots) {
    double largest = spots.stream().mapToDouble(l -> l.spot().box().area()).max().orElse(0);
    return spots.stream().allMatch(l -> l.spot().box().area() >= ALONE * largest);
  }

  /** The largest spot's share of the photo ({@code photoArea}, in pixels); 0 for none. */
  static double largestShare(List<TileNet.Spot> spots, double photoArea) {
    return spots.stream().mapToDouble(s -> s.box().area()).max().orElse(0) / photoArea;
  }

  /**
   * Spots read under this are no tiles of their own beside a whole photo read surely as a tile
   * face ({@link #wholeOverSpots}). Measured (2026-11-27, {@code recognize --eval}): crops of the
   * made-up sets never learnt 326 to 328 of 336 right (340 read to 339), the same crops stretched
   * to a square 320 to 326 (346 read to 340), KDE's square crops 105 to 106 of 121; hands, KDE's
   * crops, the 430 shared photos the same. Tight crops of two and three touching tiles cut from
   * the shared photos (175, a throwaway script) read as many tiles as before; with no bar on the
   * spots 6 of them became one tile (their surest spot 0.65-0.94), and at 0.6 none did, but
   * their surest spot came within 0.05 of it.
   */
  static final double UNSURE_PIECES = 0.5;

  /**
   * How much taller than wide a standing tile is. A photo of one tile taller than {@link
   * CropOrHand#TILE_SHAPED_TO} times its width, a crop from a photo squeezed to a square (the shared photos'
   * tall, narrow tiles cut out at their labels, 1.7-2.9), is read widened back to this shape: of
   * the unturned held-out photos' 331 labelled tiles cut out, the 109 so tall read 99 right as
   * they are and 105 widened (by a script, before this rule). One wider than tall by as much (a
   * tile lying sideways in such a photo) is read reshaped to as much wider than tall: the photos
   * learnt from, cut at their labels, 762 to 776 of 807 right.
   */
  static final double STANDING_TILE = 1.33;

  /**
   * The second look's probabilities {@code p} for the photo's one tile in {@code whole}, as a
   * spot; null when they give no face any chance. Which way it lies is told by the box's shape.
   */
  private static Looked asOneTile(Quad.Box whole, double[] p) {
    double[] faces = Arrays.copyOf(p, TileNet.FACES.size());
    double sum = Arrays.stream(faces).sum();
    if (sum <= 0) {
      return null;
    }
    for (int k = 0; k < faces.length; k++) {
      faces[k] /= sum;
    }
    double[] turns = whole.y1() - whole.y0() >= whole.x1() - whole.x0() ? new double[] {1, 0, 0, 0} : new double[] {0, 0.5, 0, 0.5};
    return new Looked(new TileNet.Spot(whole, 1 - p[TileFace.NONE], faces, turns), p[TileFace.NONE]);
  }

  /**
   * Whether the whole photo read as one tile is one: "no face" under {@code noFaceBelow}, and
   * below {@link #NOT_A_TILE} also a face at {@link #SURE_FACE} or more.
   */
  private static boolean isATile(Looked whole, double noFaceBelow) {
    return whole.noFace() < noFaceBelow && (noFaceBelow >= NOT_A_TILE || sureness(whole) >= SURE_FACE);
  }

  /** How sure the second look is that a spot holds its best face: that face's chance, times a face's at all. */
  private static double sureness(Looked l) {
    return l.spot().surestFace() * (1 - l.noFace());
  }

  /**
   * A spot the network found, or ({@code inGap}) a gap one tile wide between two tiles of a row,
   * where a tile of the table's set it did not find may lie; {@code noFace} is the second look's
   * chance that it holds no tile face (0 without a second look).
   */
  record Looked(TileNet.Spot spot, double noFace, boolean inGap, boolean notLookedAgainYet) {
    Looked(TileNet.Spot spot, double noFace) {
      this(spot, noFace, false, false);
    }

    /** A spot of a calibrated photo before the second look ({@link #lookedAgainWhereItCounts}). */
    static Looked notYet(TileNet.Spot spot) {
      return new Looked(spot, 0, false, true);
    }

    /** This spot as a tile face, whatever the second look's "no face" said ({@link GlyphReading#numeralSaysATile}). */
    Looked aTileFace() {
      return new Looked(spot, 0, inGap, notLookedAgainYet);
    }

    /** This spot with its faces' chances weighed again ({@code faces}), all else as it was. */
    Looked withFaces(double[] faces) {
      return new Looked(new TileNet.Spot(spot.box(), spot.score(), faces, spot.turns()), noFace, inGap, notLookedAgainYet);
    }
  }

  /**
   * A gap in a row is read as a tile of the table's set only when it comes this near one of its
   * samples (a found tile needs {@link #CALIBRATED_NEAR}): the table shows between melds set apart.
   */
  static final double GAP_NEAR = 0.8;

  /**
   * The spots, and a spot in each gap of one tile between two neighbours of a row of standing
   * tiles (centres level within 0.3 of a tile's height, two of the row's steps apart, nothing
   * found between): the network finds a calibrated set's unseen art (an animal, a blank white
   * dragon) less surely, and a tile it missed in a row leaves just such a gap. Only the table's
   * samples read it ({@link #GAP_NEAR}).
   */
  private static List<Looked> withGapsInRows(List<Looked> spots) {
    List<Looked> out = new ArrayList<>(spots);
    for (Quad.Box gap : Rows.gapsInRows(spots.stream().map(l -> l.spot().box()).toList())) {
      out.add(inGap(gap));
    }
    return out;
  }

  /** A gap in a row, to be searched for a tile of the table's set. */
  private static Looked inGap(Quad.Box gap) {
    double[] turns = {0.25, 0.25, 0.25, 0.25};
    return new Looked(new TileNet.Spot(gap, 0, new double[TileNet.FACES.size()], turns), 1, true, false);
  }

  /**
   * A calibrated photo that shows fewer tiles than a winning hand, those read in gaps counted, is also searched
   * one of its row's steps beyond each end of each row of standing tiles ({@link Rows#beyondRowEnds}),
   * as a gap is, and read only when a face there comes {@link #GAP_NEAR} a sample: the network
   * found no spot at all, even at a score of 0.02, on a jade 6 of dots at the end of a meld
   * touching a 9 of dots. Measured (2026-11-27, twentieth session; hands and melds of 8 made-up and
   * 3 KDE sets, each calibrated from its layout photo): 3,677 to 3,678 of 3,696 right; a photo
   * of 14 tiles or more costs nothing.
   */
  static final int WINNING_HAND = 14;

  /**
   * Each spot read again by the second look, the two readings' faces mixed; in built-in reading a
   * spot the tile network is already sure of ({@link #sureAtFirstLook}) keeps its own reading.
   */
  private List<Looked> secondLook(Mat image, List<TileNet.Spot> spots) {
    if (spots.size() == 1) {
      return secondLook(image, spots, true);
    }
    List<Looked> asFound = spots.stream().map(s -> new Looked(s, 0)).toList();
    return lookedAgainAt(image, asFound, i -> calibration != null || !sureAtFirstLook(spots.get(i)));
  }

  /**
   * A spot whose face the tile network reads at this chance or more is not looked at again: the
   * second look, mixed in, left every such reading as it was on the made-up and KDE sets and the
   * held-out photos, and on all 430 shared photos read the same tiles, with 1191 of the 7093 spots
   * found (17 %) not looked at again: bench median 56.2 and 54.7 ms against 58.4 and 56.0, p90
   * 95.0 and 89.8 against 102.8 and 96.3 (alternated, 2026-11-27, sixteenth session). The photos
   * the network learnt from are the ones it is surest of; on others the saving is smaller. From
   * 0.9 (26 %) two tiles of the 430 photos read wrong, from 0.8 made-up hands 9 and KDE hands 3
   * of 1344 and 504.
   */
  static final double SURE_AT_FIRST_LOOK = 0.95;

  /**
   * Whether the tile network alone is sure of the spot's face ({@link #SURE_AT_FIRST_LOOK}), but
   * for a white dragon: a blank face is what a white card or a photo's white fill looks like too,
   * and whether it is a tile at all is the second look's call (a data set's white fill corner,
   * read a white dragon at 0.954, was kept as a tile without it).
   */
  static boolean sureAtFirstLook(TileNet.Spot s) {
    return s.surestFace() >= SURE_AT_FIRST_LOOK && s.faces()[TileNet.WHITE_DRAGON] < SURE_AT_FIRST_LOOK;
  }

  /**
   * The second look for the spots of a calibrated photo where it can change the reading: a spot
   * near no sample of the table's set (whether it is a tile at all is the second look's call), and
   * one whose samples leave a close call that a face the network is trusted with could decide
   * ({@link Calibration#networkCouldDecide}). Elsewhere the samples alone name the face whatever
   * the second look says, so it is not asked: the reading is the same, for less time.
   */
  private List<Looked> lookedAgainWhereItCounts(Mat image, List<Looked> spots, List<CalibratedSearch.Found> searched) {
    return lookedAgainAt(image, spots, i -> spots.get(i).notLookedAgainYet()
        && (searched.get(i).closeness() < CALIBRATED_NEAR || calibration.networkCouldDecide(searched.get(i).matched())));
  }

  /** The spots, those at the indices asked read again by the second look, the rest as they are. */
  private List<Looked> lookedAgainAt(Mat image, List<Looked> spots, IntPredicate asked) {
    int[] ask = IntStream.range(0, spots.size()).filter(asked).toArray();
    List<Looked> out = new ArrayList<>(spots);
    List<Looked> looked = secondLook(image, Arrays.stream(ask).mapToObj(i -> spots.get(i).spot()).toList(), false);
    for (int k = 0; k < ask.length; k++) {
      out.set(ask[k], looked.get(k));
    }
    return out;
  }

  /** The spots read again by the second look; {@code oneTile}: the photo's one tile, read from several cuts ({@link #readOne}). */
  private List<Looked> secondLook(Mat image, List<TileNet.Spot> spots, boolean oneTile) {
    if (second == null || spots.isEmpty()) {
      return spots.stream().map(s -> new Looked(s, 0)).toList();
    }
    double[][] p = oneTile ? new double[][] {readOne(image, spots.get(0).box())}
        : second.read(image, spots.stream().map(TileNet.Spot::box).toList());
    List<Looked> out = new ArrayList<>();
    for (int i = 0; i < spots.size(); i++) {
      out.add(lookedAgain(spots.get(i), p[i]));
    }
    if (!oneTile && calibration == null) {
      readBothWaysUpWhereUnsure(image, spots, p, out);
    }
    return out;
  }

  /** The spot as the second look read it ({@code p}): the two looks' faces mixed. */
  private static Looked lookedAgain(TileNet.Spot s, double[] p) {
    return new Looked(new TileNet.Spot(s.box(), s.score(), mix(s.faces(), p), s.turns()), p[TileFace.NONE]);
  }

  /**
   * A spot whose two looks, mixed, are under this sure of any face is read by the second look
   * once more, its cut turned half round, and the two readings are averaged ("no face" as the cut
   * as it lies says; a spot the second look already takes for no face, {@link #NOT_A_TILE}, is
   * not read again). A tile reads the same either way up, and the second look, taught tiles both
   * ways, errs differently on each, as {@link #readOne} found for a photo's one tile. Only the
   * built-in reading: a calibrated set is named by its samples. Measured (2026-11-30,
   * fifty-sixth session, {@code recognize --eval}): the held-out photos 1,161 to 1,163 right by
   * box, counted 1,457 to 1,460 of 1,509; all 430 shared photos 6,799 to 6,812, counted 8,232 to
   * 8,246 of 8,575; hands of the 21 sets never learnt 3,263 to 3,278 (counted 3,282 to 3,294, KDE
   * jade 160 to 157), melds 2,742 to 2,762, close-ups of 2-4 tiles 3,213 to 3,243 (counted 3,268
   * to 3,301), crops 1,557 to 1,556, hands at 0.63 of their size 2,611 as before (counted 2,639
   * to 2,637).
   */
  static final double UNSURE_BOTH_WAYS_UP = 0.8;

  /**
   * A spot under this sure after the two looks is also read at the cut sizes a photo's one tile
   * is ({@link #ONE_TILE_SCALES}), as it lies and turned half round: the second look errs
   * differently on a cut a little larger or smaller, as on one turned round, and the average errs
   * less. Measured (2026-12-02, sixty-third session, {@code recognize --eval}, counted): hands of
   * the 18 sets never learnt at 0.63 of their size (tiles about 38 pixels, as a 640-pixel frame
   * of a table shows them) 2,637 to 2,672 of 3,024; close-ups of 2-4 tiles 3,305 to 3,319 of
   * 3,888; the held-out photos as 15 worse cameras take them 21,524 to 21,550 of 22,635 (two
   * kinds a tile down: blurred, and the device's frame enlarged); melds 3,278 to 3,283, hands
   * 3,294 to 3,296; the held-out photos as taken (1,462), all 430 shared (6,787 to 6,788) and the
   * crops (1,558, read as one tile already) the same. Every spot under {@link
   * #UNSURE_BOTH_WAYS_UP} at the sizes and at the one tile's shifted cuts too read the small
   * hands 2,676 and the worse cameras 21,564, for 35 % more cuts.
   */
  static final double UNSURE_AT_SIZES = 0.6;
  /**
   * At most this many of a photo's spots, the least sure first, are read at {@link
   * #UNSURE_AT_SIZES}'s cut sizes: four cuts more each, and a photo of a whole table's tiles may
   * hold dozens of unsure ones. Over the 430 shared photos the second look reads 8,591 cuts for
   * 7,503 before (at most 4: 8,423, and the small hands 2,665; any number: 8,783 and 2,672).
   */
  static final int MOST_READ_AT_SIZES = 8;

  /**
   * Each of the {@code looked} spots that is unsure ({@link #UNSURE_BOTH_WAYS_UP}) looked at again
   * from its second-look reading {@code p} averaged with its cut turned half round, and the least
   * sure of them ({@link #UNSURE_AT_SIZES}, {@link #MOST_READ_AT_SIZES}) with cuts of other sizes too.
   */
  private void readBothWaysUpWhereUnsure(Mat image, List<TileNet.Spot> spots, double[][] p, List<Looked> looked) {
    int[] unsure = IntStream.range(0, looked.size())
        .filter(i -> looked.get(i).noFace() < NOT_A_TILE && looked.get(i).spot().surestFace() < UNSURE_BOTH_WAYS_UP)
        .boxed().sorted(Comparator.comparingDouble(i -> looked.get(i).spot().surestFace()))
        .mapToInt(Integer::intValue).toArray();
    if (unsure.length == 0) {
      return;
    }
    long underAtSizes = Arrays.stream(unsure).filter(i -> looked.get(i).spot().surestFace() < UNSURE_AT_SIZES).count();
    int scaledAt = (int) Math.min(MOST_READ_AT_SIZES, underAtSizes);
    List<Quad.Box> boxes = Arrays.stream(unsure).mapToObj(i -> spots.get(i).box()).toList();
    // the least sure come first; each box as it lies was read already (p)
    List<Quad.Box> scaled = boxes.subList(0, scaledAt).stream()
        .flatMap(b -> Arrays.stream(ONE_TILE_SCALES).mapToObj(b::scaled)).toList();
    double[][] asTheyLie = second.read(image, scaled);
    double[][] turned = second.readTurnedHalfRound(image, Stream.concat(boxes.stream(), scaled.stream()).toList());
    int sizes = ONE_TILE_SCALES.length;
    for (int k = 0; k < unsure.length; k++) {
      int i = unsure[k];
      List<double[]> reads = new ArrayList<>(List.of(p[i], turned[k]));
      for (int c = 0; k < scaledAt && c < sizes; c++) {
        reads.add(asTheyLie[k * sizes + c]);
        reads.add(turned[unsure.length + k * sizes + c]);
      }
      looked.set(i, lookedAgain(spots.get(i), averaged(reads.toArray(double[][]::new))));
    }
  }

  /**
   * The second look's reading of a photo's one tile (a crop, a close-up): the faces averaged over
   * the box and cuts of it {@link #ONE_TILE_SCALES} times as large and shifted {@link #ONE_TILE_SHIFT}
   * of it each way (one run of seven cuts; they filled the batch of eight, {@link TileFace#BATCH},
   * that one cut left empty when short runs were filled with blank cuts), and over the same cuts
   * of the photo turned half round (one run more: a tile reads the same either way up, and the network, taught tiles both ways, errs
   * differently on each); whether it is a tile face at all as the box alone says. On crops of the held-out photos
   * enlarged three times 0.846 / 0.867 became 0.852 / 0.873, as cut 0.821 / 0.836 stayed; crops of
   * sets never seen: KDE traditional 0.413 / 0.475 to 0.435 / 0.500, default 0.471 / 0.585 to
   * 0.472 / 0.610 (shifts of 0.1: better on those, worse on the held-out crops; 0.03 about the same).
   * The half-turned cuts: held-out crops as cut 0.920 / 0.903 to 0.932 / 0.915, enlarged 0.932 /
   * 0.915 to 0.944 / 0.927, KDE traditional crops 0.525 to 0.575, default 0.707 to 0.756, table
   * photos unchanged, a crop 10-15 ms slower (quarter turns as well, two runs more, and a cut
   * 0.8 times as large in the two runs' last places: mixed). A tile drawn in light ink on a dark
   * face is read with light and dark swapped ({@link FaceTone#lightOnDark}).
   */
  private double[] readOne(Mat image, Quad.Box b) {
    Mat toned = tonedFor(image, b);
    try {
      List<Quad.Box> cuts = oneTileCuts(b);
      return averaged(bothWaysUp(toned, cuts, second.read(toned, cuts)));
    } finally {
      OpenCv.releaseCopy(toned, image);
    }
  }

  /** The box and its cuts {@link #ONE_TILE_SCALES} times as large and shifted {@link #ONE_TILE_SHIFT} each way; the box first. */
  private static List<Quad.Box> oneTileCuts(Quad.Box b) {
    double w = b.x1() - b.x0(), h = b.y1() - b.y0();
    List<Quad.Box> cuts = new ArrayList<>();
    cuts.add(b);
    for (double scale : ONE_TILE_SCALES) {
      cuts.add(b.scaled(scale));
    }
    double d = ONE_TILE_SHIFT;
    for (double[] shift : new double[][] {{d, 0}, {-d, 0}, {0, d}, {0, -d}}) {
      cuts.add(new Quad.Box(b.x0() + shift[0] * w, b.y0() + shift[1] * h, b.x1() + shift[0] * w, b.y1() + shift[1] * h));
    }
    return cuts;
  }

  /** The cuts' probabilities as they lie (read already), then turned half round: one run of the network each. */
  private double[][] bothWaysUp(Mat toned, List<Quad.Box> cuts, double[][] asTheyLie) {
    double[][] turned = second.readTurnedHalfRound(toned, cuts);
    double[][] both = Arrays.copyOf(asTheyLie, asTheyLie.length + turned.length);
    System.arraycopy(turned, 0, both, asTheyLie.length, turned.length);
    return both;
  }

  /** The photo as the second look should see the tile in {@code b}: light and dark swapped if it is drawn light on dark ({@link FaceTone#lightOnDark}). */
  private static Mat tonedFor(Mat image, Quad.Box b) {
    return FaceTone.lightOnDark(image, b) ? inverted(image) : image;
  }

  /** The cuts' face probabilities averaged; "no face" as the first cut, the box alone, says. */
  private static double[] averaged(double[][] p) {
    double[] out = new double[p[0].length];
    double faces = 0;
    for (double[] one : p) {
      for (int k = 0; k < TileFace.NONE; k++) {
        out[k] += one[k];
        faces += one[k];
      }
    }
    double none = p[0][TileFace.NONE];
    for (int k = 0; k < TileFace.NONE; k++) {
      out[k] = out[k] / Math.max(faces, 1e-9) * (1 - none);
    }
    out[TileFace.NONE] = none;
    return out;
  }

  private static Mat inverted(Mat image) {
    Mat out = new Mat();
    Core.bitwise_not(image, out);
    return out;
  }

  static final double[] ONE_TILE_SCALES = {0.9, 1.1};

  /**
   * Sizes the calibrated search tries for a photo read whole as one tile (a crop), as fractions
   * of the photo: a crop holds the tile's side and the table round its face, and the table's
   * samples are the face alone, cut at the network's boxes of the layout's tiles
   * ({@link CalibratedSearch#SCALES}, 1 and 1.2 of a box, are for boxes that fall short of a
   * tile). Measured (2026-11-29, forty-first session, {@code recognize --eval --calibration},
   * each set calibrated from its layout photo): crops and square crops of the 18 sets calibrated
   * here 1,336 to 1,436 of 1,470 right (GNOME Mahjongg's and xmahjongg's 7 sets 448 to 537 of
   * 556, Dorothy's white set 48 to 83 of 84, smooth's 61 to 84; the made-up sets 658 to 667 of
   * 672, one made-up set's square crop of a 2 of characters read as a 1; KDE's 230 to 232 of
   * 242); 0.7 and 0.85 read 1,437. Hands and melds are read at their boxes, as before.
   */
  static final double[] WHOLE_PHOTO_SCALES = {0.8, 0.9, 1};

  /**
   * A photo that may be a close-up ({@link #mayBeACloseUp}: shaped like a tile, its spots of at
   * least {@link #CLOSE_UP_PIECE}), whose whole the calibrated search finds this near a sample, is a
   * close-up of one of the table's tiles, however the second look reads it whole: its spots are
   * pieces of its art lying together in its middle (KDE jade's white motifs on dark red, four
   * spots over 0.21-0.24 of the crop, under {@link CropOrHand#CROP_SPREAD}), or art the second look takes for
   * several tiles. Measured (2026-11-29, forty-first session, {@code recognize --eval
   * --calibration}): the wholes of the crops of the made-up, KDE and GNOME Mahjongg sets came
   * 0.905-0.983 near, of hands framed in a square and squares of 2-10 of a hand's tiles
   * 0.52-0.83; calibrated crops and square crops of the 18 sets 1,436 to 1,442 of 1,470 right,
   * 1,516 tiles read to 1,495 (KDE jade's crops 36 to 40 of 40, 52 read to 40; Dorothy's crops
   * 38 to 39, 49 read to 43, square crops 40 to 41); the squares read the same tiles. Such a
   * close-up's spots, strokes of its art, may look like tiles squeezed, and it is not widened back
   * ({@link #readSpotsOf}; KDE default's crops of 二 and 三 above 萬, widened, were read as a 9
   * and a 5 of bamboo lying sideways): crops and square crops 1,442 to 1,453 (KDE default's crops
   * 39 to 41 of 41, traditional's 77 to 79 of 80, Dorothy's crops 39 to 42; no set fewer), the
   * squares the same. No crop of the shared art, as drawn, narrowed or widened, is so read: no
   * test reads one.
   */
  static final double WHOLE_PHOTO_NEAR = 0.88;

  /**
   * Whether the photo may be a close-up of one tile ({@link #WHOLE_PHOTO_NEAR}): shaped like a
   * tile, its spots pieces of its art ({@link #CLOSE_UP_PIECE}) or the dots of its sides ({@link
   * CropOrHand#SPECK}), however many. Whether the whole is a tile, the samples say; the count of spots
   * does not (a 9 of bamboo's sticks, boxed two to four together, came out as 14-16 spots over
   * 0.40-0.60 of a crop, and were read as four 6s of bamboo; a 1-bit set's dotted sides as 20-29
   * specks, read as that many tiles where the second look took the whole for no tile face). The
   * cost: a hand of 14 laid in a 4:3 photo, its tiles over 0.08 of it, is searched whole too (came
   * 0.61-0.77 near, read the same); the device's 16:9 frame is not shaped like a tile.
   */
  static boolean mayBeACloseUp(int cols, int rows, List<Quad.Box> found) {
    return CropOrHand.tileShaped(cols, rows) && (found.isEmpty()
        || Quad.Box.medianLongerSide(found) >= CLOSE_UP_PIECE * Math.min(cols, rows) || CropOrHand.specks(cols, rows, found));
  }

  private static boolean mayBeACloseUp(Mat image, List<TileNet.Spot> found) {
    return mayBeACloseUp(image.cols(), image.rows(), found.stream().map(TileNet.Spot::box).toList());
  }

  /** The calibrated search of the photo read whole as one tile ({@link #wholePhoto}'s box, {@link #WHOLE_PHOTO_SCALES}). */
  private CalibratedSearch.Found searchedWhole(Mat image) {
    Quad.Box whole = new Quad.Box(0, 0, image.cols(), image.rows());
    return search.search(image, whole, Calibration.TileSize.ofBoxes(List.of(whole)), WHOLE_PHOTO_SCALES);
  }

  /**
   * A close-up's pieces, their median longer side, are at least this share of the photo's shorter
   * side, where a hand's tiles squared are less ({@link #WHOLE_PHOTO_NEAR}): the pieces of the
   * crops read whole so (2026-11-29) 0.096-0.54, the tiles of 13 found in a hand of 14 made
   * square 0.067-0.069.
   */
  static final double CLOSE_UP_PIECE = 0.08;

  static final double ONE_TILE_SHIFT = 0.06;

  /** Geometric mix of the network's face probabilities and the second look's (its "none" left out). */
  static double[] mix(double[] first, double[] second) {
    double[] out = new double[first.length];
    double sum = 0;
    for (int k = 0; k < first.length; k++) {
      out[k] = Math.pow(Math.max(first[k], 1e-9), 1 - SECOND_LOOK_WEIGHT) * Math.pow(Math.max(second[k], 1e-9), SECOND_LOOK_WEIGHT);
      sum += out[k];
    }
    for (int k = 0; k < out.length; k++) {
      out[k] /= sum;
    }
    return out;
  }

  /**
   * The quarter turns the network gives the face, kept to those that agree with the box: a tile
   * whose box stands clearly upright is not sideways, and one lying clearly flat is.
   */
  static int turnOf(TileNet.Spot s) {
    double[] t = s.turns();
    int turn = -1;
    for (int k = 0; k < t.length; k++) {
      if (agrees(s.box(), k) && (turn < 0 || t[k] > t[turn])) {
        turn = k;
      }
    }
    return turn;
  }

  /** Whether the box's shape allows a face to lie {@code turn} quarter turns round (standing or lying). */
  static boolean agrees(Quad.Box b, int turn) {
    double w = b.x1() - b.x0(), h = b.y1() - b.y0();
    boolean standing = h > w * Rows.CLEARLY_LONGER, lying = w > h * Rows.CLEARLY_LONGER;
    return (!standing || turn % 2 == 0) && (!lying || turn % 2 == 1);
  }


  /**
   * The box as a quad whose first corner is the face's own top-left: a face turned {@code turn}
   * quarter turns clockwise has its top edge on the box's right side (1), bottom (2) or left (3).
   */
  static Quad quadOf(Quad.Box b, int turn) {
    Quad upright = new Quad(new Point(b.x0(), b.y0()), new Point(b.x1(), b.y0()),
        new Point(b.x1(), b.y1()), new Point(b.x0(), b.y1()));
    return upright.rotateCorners(turn);
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }
}
