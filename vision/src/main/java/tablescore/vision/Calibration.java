package tablescore.vision;

import java.io.DataInputStream;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A table's own tile set, learned from one photo of the set laid out per a
 * {@link CalibrationLayout}: each tile's look ({@link FaceFeatures}: HOG of the grey face and a
 * coarse map of its inks, and where its red ink is), remembered under the face the layout puts
 * there, and matched by the nearest look (cosine) later; the tile network only finds the tiles.
 */
public final class Calibration {
  public static final String FILE_NAME = "calibration.bin";
  private static final String MAGIC = "tablescore-calibration-10";
  /**
   * Files of version 9 keep each sample's grey picture without the margin a sample's picture now
   * has ({@link FineDetail#W}): they load, with none.
   */
  private static final String DETAIL_WITHOUT_MARGIN_MAGIC = "tablescore-calibration-9";
  /** Files of version 7 hold all but the layout's doubts: they load, with none ({@link #layoutDoubts}). */
  private static final String WITHOUT_DOUBTS_MAGIC = "tablescore-calibration-7";
  /** A calibration saved before the samples' grey pictures were kept: read with none ({@link FineDetail}). */
  private static final String WITHOUT_DETAIL_MAGIC = "tablescore-calibration-8";
  /**
   * Files of version 6 hold the same samples but not whether the set prints an index: they load,
   * and the index is read as before version 7 ({@link #indexPrinted} UNKNOWN).
   */
  private static final String WITHOUT_INDEX_MAGIC = "tablescore-calibration-6";
  /**
   * Files of these versions are refused with a sentence asking for the layout to be photographed
   * again: the samples of versions 4 and 5 lack the ink map ({@link FaceFeatures#LENGTH}), and
   * compared with today's features would match nothing right.
   */
  private static final List<String> OLDER_MAGIC = List.of("tablescore-calibration-1", "tablescore-calibration-2",
      "tablescore-calibration-3", "tablescore-calibration-4", "tablescore-calibration-5");
  /** A sample this close to one already kept for its face adds nothing but reading time. */
  static final double SAME_SAMPLE = 0.97;
  /**
   * Cosine similarities are divided by this before the softmax that gives a confidence. It decides
   * nothing but the confidence, which decides what the phone asks about (the device's
   * vision.uncertain-below, 0.8). KDE's three sets calibrated, their hands read
   * (`recognize --calibration DIR --eval DIR`: right reads asked about, misreads not asked about,
   * of 494 and 9): 0.04 asked about 270 and missed none, so the phone asked about half of every
   * hand; 0.03: 161 and 2; 0.02: 67 and 2 (a jade 2 of bamboo read as a 4 twice); 0.015: 33 and 3.
   * CalibratedSetsTest's three sets: 430 of 1004 right reads asked about at 0.04, 116 at 0.02
   * (132 since faces carry an ink map of any colour, {@link FaceFeatures#ANY_INK_SCALE}).
   */
  private static final double TEMPERATURE = 0.02;
  /** Sides the calibration photo is looked at: a whole set in one photo makes each tile small. */
  static final int[] CALIBRATION_SIDES = {832, 960, 704, 1024, 640};

  /**
   * One remembered face sample: the unit-length {@link FaceFeatures} of the upright face and
   * where its red ink is.
   */
  record Sample(String face, Look look) {}

  /**
   * What is compared of a face: its unit-length features, where its red ink is, and its grey
   * picture at twice the features' size with a margin round it ({@link FineDetail}; none in a file
   * saved before version 10): a sample's is taken when it is learnt, a tile's only when {@link
   * #byDetail} asks for it.
   */
  record Look(float[] features, float[] red, Supplier<byte[]> detail) {
    /** The grey picture, or null. */
    byte[] picture() {
      return detail == null ? null : detail.get();
    }
  }

  private final List<Sample> samples;
  private final List<String> faces;
  /** Built-in faces the tile network read right in the calibration photo, and read no other tile as. */
  private final Set<String> networkReads;
  /** Whether the set prints each suit tile's number in a corner, as the layout photo showed. */
  private final IndexPrinted indexPrinted;
  /** Places whose tile the built-in reading took for another face (none for a file saved before version 8). */
  private final List<LayoutDoubt> layoutDoubts;
  /** The samples' grey pictures, which tell faces apart that differ by one small detail. */
  private final FineDetail fineDetail;

  /**
   * A layout place whose tile the built-in reading takes for another face: a tile laid in the
   * wrong place. {@code swapped}: the tiles of {@code place} and {@code readAs} each read as the
   * other ({@link #SWAP_SHARE}); otherwise the tile in {@code place} reads surely as {@code
   * readAs} ({@link #DOUBT_SURE}, {@link #DOUBT_SHARE}), a second tile of that face, say. The set
   * is learnt as laid, so such a tile would be read in hands as the face of the place it lay in;
   * the table is asked to check the layout and photograph it again.
   */
  public record LayoutDoubt(String place, String readAs, boolean swapped) {
    /** In the players' words, in notation: what looks wrong and what to do. */
    public String sentence() {
      return (swapped ? "the tiles in the places of " + place + " and " + readAs + " look swapped (each reads as the other)"
          : "the tile in the place of " + place + " reads as " + readAs)
          + ": lay the layout as printed and photograph it again";
    }
  }

  /** Whether a set prints its suit tiles' numbers as an index: as the layout photo showed, or not known (an older file). */
  public enum IndexPrinted { YES, NO, UNKNOWN }

  Calibration(List<Sample> samples, Set<String> networkReads) {
    this(samples, networkReads, IndexPrinted.UNKNOWN);
  }

  Calibration(List<Sample> samples, Set<String> networkReads, IndexPrinted indexPrinted) {
    this(samples, networkReads, indexPrinted, List.of());
  }

  Calibration(List<Sample> samples, Set<String> networkReads, IndexPrinted indexPrinted, List<LayoutDoubt> layoutDoubts) {
    this.samples = List.copyOf(samples);
    this.faces = samples.stream().map(Sample::face).distinct().toList();
    this.networkReads = Set.copyOf(networkReads);
    this.indexPrinted = indexPrinted;
    this.layoutDoubts = List.copyOf(layoutDoubts);
    this.fineDetail = new FineDetail(samples.stream().map(Sample::face).toList(), samples.stream().map(s -> s.look().picture()).toList(),
        samples.stream().map(s -> s.look().features()).toList());
  }

  /** Places of the layout photo whose tile looked like another face: laid in the wrong place? */
  public List<LayoutDoubt> layoutDoubts() {
    return layoutDoubts;
  }

  /** Whether the set prints its suit tiles' numbers as an index ({@link #PRINTS_INDEX}). */
  public IndexPrinted indexPrinted() {
    return indexPrinted;
  }

  /** Faces whose tiles in the calibration photo the built-in network read right, and no other tile as. */
  public Set<String> networkReads() {
    return networkReads;
  }

  /** The layout's faces this set was not learnt with: their places in the layout were empty. */
  public List<String> notInSet(CalibrationLayout layout) {
    return layout.faces().stream().filter(f -> !faces.contains(f)).toList();
  }

  public List<String> faces() {
    return faces;
  }

  /**
   * Learns the faces of {@code photo}, which shows the set laid out in {@code layout} order.
   *
   * @throws VisionException when a row of the layout is not seen one tile by one tile
   */
  public static Calibration learn(Mat photo, CalibrationLayout layout) {
    return learn(photo, layout, TileNet.builtIn(), TileFace.builtIn());
  }

  /**
   * Learns with given models (those the table reads hands with; {@code second} may be null, as
   * when hands are read without the second look).
   */
  public static Calibration learn(Mat taken, CalibrationLayout layout, TileNet net, TileFace second) {
    Mat small = atMost(taken, LONGEST_SIDE);
    // Sharpened as the table's hand photos are when its camera is soft (Focus), so that they
    // meet samples taken as they are read.
    Mat sharpened = Focus.sharpenedIfSoft(small);
    Mat photo = sharpened != null ? sharpened : small;
    // The photo as it is and in dimmer and brighter light, each at several sizes: a hand photo
    // of this set (tiles nearer or farther, another lamp) then lands near one of the samples.
    Mat dim = new Mat();
    photo.convertTo(dim, -1, 0.75, -10);
    Mat bright = new Mat();
    photo.convertTo(bright, -1, 1.2, 15);
    // The samples copy out their tiles' pixels, so the looks (a 2048-pixel photo's three lights
    // are 28 MB of native memory the collector does not see) are freed here, calibrated or not;
    // the caller's photo is the caller's.
    try {
      return learnFrom(photo, List.of(photo, dim, bright), layout, net, second);
    } finally {
      for (Mat look : List.of(dim, bright)) {
        look.release();
      }
      if (sharpened != null) {
        sharpened.release();
      }
      OpenCv.releaseCopy(small, taken);
    }
  }

  /** {@link #learn}'s work on the photo as the table reads it ({@code photo}) and its {@code looks} in three lights. */
  private static Calibration learnFrom(Mat photo, List<Mat> looks, CalibrationLayout layout, TileNet net, TileFace second) {
    List<List<TileNet.Spot>> views = new ArrayList<>();
    for (Mat look : looks) {
      for (int side : CALIBRATION_SIDES) {
        views.add(net.find(look, side, TileNet.UNSEEN_ART_THRESHOLD));
      }
    }
    // Each layout row's cells: taken from the first view that shows that row whole, one tile per
    // cell, evenly spaced; failing that, from the first that misses a few tiles inside the row (a
    // blank white dragon, faint art), whose cells lie where the spacing puts them. A view that
    // doubles a tile or misses one at a row's end does not define that row.
    int rows = layout.rows();
    List<List<Quad.Box>> cells = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      cells.add(null);
    }
    int mostSeen = 0;
    for (int mostMissing : new int[] {0, MOST_MISSING}) {
      for (List<TileNet.Spot> view : views) {
        mostSeen = Math.max(mostSeen, view.size());
        List<List<TileNet.Spot>> inRows = rowsOf(view, rows);
        for (int r = 0; r < rows && inRows != null; r++) {
          if (cells.get(r) == null) {
            cells.set(r, rowCells(inRows.get(r), layout.row(r).size(), mostMissing));
          }
        }
      }
    }
    cells = withRowsBetween(cells, layout);
    List<String> unseen = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      if (cells.get(r) == null) {
        unseen.add("row " + (r + 1) + " (" + layout.row(r).get(0) + " to "
            + layout.row(r).get(layout.row(r).size() - 1) + ")");
      }
    }
    if (!unseen.isEmpty()) {
      throw new VisionException("calibration photo shows " + mostSeen + " tiles at most, the layout has "
          + layout.faces().size() + " in " + rows + " rows of " + layout.perRow() + "; not seen one by one: "
          + String.join(", ", unseen) + ". Lay every tile apart and upright, in the printed order,"
          + " rows clearly apart, the whole layout in the frame");
    }
    // Every view's box of a tile gives a sample: boxes a few pixels apart are the jitter a hand
    // photo's boxes will have. Every view also shows how the network reads this set.
    List<Sample> samples = new ArrayList<>();
    NetworkReads reads = new NetworkReads();
    for (int v = 0; v < views.size(); v++) {
      Mat look = looks.get(v / CALIBRATION_SIDES.length);
      TileSize size = TileSize.of(views.get(v));
      List<TileNet.Spot> spots = views.get(v);
      double[][] secondLook = second == null || spots.isEmpty() ? null
          : second.read(look, spots.stream().map(TileNet.Spot::box).toList());
      for (int i = 0; i < spots.size(); i++) {
        TileNet.Spot s = spots.get(i);
        String face = faceAt(cells, layout, s.box());
        if (face != null) {
          double[] p = secondLook == null ? s.faces() : Recognizer.mix(s.faces(), secondLook[i]);
          reads.add(face, FaceScores.of(TileNet.FACES, p));
          // Only the tile's pixels are copied out: three lights of a 2048-pixel photo are 28 MB.
          Quad window = size.window(s.box(), 0, 0, 0);
          Pixels pixels = Pixels.covering(look, List.of(window, FineDetail.window(window)));
          float[] shape = shape(pixels, size, s.box(), 0, 0, 0, 1);
          boolean known = samples.stream().anyMatch(k -> k.face().equals(face)
              && cosine(shape, k.look().features()) >= SAME_SAMPLE);
          if (!known) {
            samples.add(new Sample(face, look(shape, pixels, size, s.box(), 0, 0, 0, 1)));
          }
        }
      }
    }
    // Every tile is also learned from its cell, where the row's even spacing puts it: the
    // network's boxes of art it never saw sit off the tile, each a little differently, and a hand's
    // cut searched nearest an off-centre sample may straddle two tiles. A tile no view found (its
    // cell lies between its neighbours) is learned from its cell alone, unless the cell is empty:
    // a set without red fives, animals or flowers leaves their places bare.
    EmptyCells bare = new EmptyCells(photo, second);
    for (int r = 0; r < rows; r++) {
      TileSize size = TileSize.ofBoxes(cells.get(r));
      for (int c = 0; c < cells.get(r).size(); c++) {
        String face = layout.row(r).get(c);
        Quad.Box cell = cells.get(r).get(c);
        boolean seen = samples.stream().anyMatch(k -> k.face().equals(face));
        if (!seen && bare.empty(cell)) {
          continue;
        }
        for (Mat look : looks) {
          Quad window = size.window(cell, 0, 0, 0);
          Pixels pixels = Pixels.covering(look, List.of(window, FineDetail.window(window)));
          float[] shape = shape(pixels, size, cell, 0, 0, 0, 1);
          if (samples.stream().noneMatch(k -> k.face().equals(face) && cosine(shape, k.look().features()) >= SAME_SAMPLE)) {
            samples.add(new Sample(face, look(shape, pixels, size, cell, 0, 0, 0, 1)));
          }
        }
      }
    }
    return new Calibration(samples, reads.trusted(), indexPrinted(photo, cells, layout, bare, PrintedGlyphs.builtIn()),
        reads.doubts(layout.faces()));
  }

  /**
   * A set prints an index when, of the layout's suit tiles 2 to 9 (not the red fives, whose
   * places may be bare), at least this share read their own number there, where the reading
   * reads it ({@link GlyphBoxes#indexBox}) at {@link TilePrint#INDEX_SURE}. A set that prints
   * none has its tiles' strokes and dots read as a digit now and then (a made-up set's 5 of
   * bamboo as an 8, surely, whose samples were in doubt only with the red five). A quarter, not
   * a half: a photo of the whole set shows each index a few pixels tall. Measured (2026-11-27,
   * the layout photos of 8 made-up and 3 KDE sets): the three made-up sets that print none read
   * 0 of 24, those that print one 9, 10, 14, 14 and 16, KDE's 16, 17 and 22; at a half, two sets
   * that print one were taken for sets that print none.
   */
  static final double PRINTS_INDEX = 0.25;

  static IndexPrinted indexPrinted(Mat photo, List<List<Quad.Box>> cells, CalibrationLayout layout, EmptyCells bare,
      PrintedGlyphs glyphs) {
    int tiles = 0, read = 0;
    for (int r = 0; r < cells.size(); r++) {
      for (int c = 0; c < cells.get(r).size(); c++) {
        String face = layout.row(r).get(c);
        Quad.Box cell = cells.get(r).get(c);
        int n = face.charAt(0) - '0';
        if (n < 2 || !Faces.isSuit(face) || !GlyphBoxes.indexLegible(cell) || bare.empty(cell)) {
          continue; // a red five's place may be bare; a small tile's index is not read at a table either
        }
        tiles++;
        if (glyphs.read(photo, GlyphBoxes.indexBox(cell, 0, GlyphBoxes.INDEX_REACH, photo), 0).number(n) >= TilePrint.INDEX_SURE) {
          read++;
        }
      }
    }
    return tiles == 0 ? IndexPrinted.UNKNOWN : read >= PRINTS_INDEX * tiles ? IndexPrinted.YES : IndexPrinted.NO;
  }

  /**
   * A face's tiles the network read as that face at least this often, over every view, to be
   * trusted. What a wrong reading costs is kept out by {@link #READ_ONLY_AS}; this only keeps out
   * faces the network barely knows. CalibratedSetsTest with the second look on MobileNetV2, which
   * reads gleitz's 4 of bamboo as a 2 in 3 of its 12 views: 0.9 read 1002 of 1008 (that 4 a 2
   * four times), 0.7 1004, 0.6 and 0.5 the same; the KDE sets' calibrated hands the same at each.
   */
  static final double READ_RIGHT = 0.7;
  /** Of the tiles the network read as a face, at least this share must be that face's. */
  static final double READ_ONLY_AS = 0.98;
  /**
   * A layout tile read as another face at least this sure, in at least {@link #DOUBT_SHARE} of the
   * views that found it, is doubted. Measured (2026-11-29) on the layout photos of 18 sets never
   * learnt (8 made-up, 3 KDE, 7 GNOME Mahjongg and xmahjongg; each whole, for riichi and without
   * red fives: 54 photos laid right): at 0.9 one set's 菊 read as a 1 of characters; at 0.95 none.
   */
  static final double DOUBT_SURE = 0.95;
  /** Of the views that found a layout tile, the share that must read it so as one other face. */
  static final double DOUBT_SHARE = 0.7;
  /**
   * Two places whose tiles each read as the other, in at least this share of their views and more
   * often than as their own face, look swapped, however unsure each reading. The same 54 photos:
   * none; KDE traditional's brush-written 南 and 西 are read as each other in a third of the views,
   * but as themselves more often. Each of the 18 layouts with two tiles swapped: 15 found (the
   * network unsure of the other three's art), and 3 of 18 with a second tile of a face laid in
   * another's place (its reading of unseen art seldom sure).
   */
  static final double SWAP_SHARE = 0.25;

  /** How the network read each layout cell's tile in every view of the calibration photo. */
  private static final class NetworkReads {
    /** Per place, how often its tile was read as each face, and as each other face surely. */
    private final Map<String, Map<String, Integer>> readAt = new HashMap<>(), surelyAt = new HashMap<>();

    void add(String face, FaceScores read) {
      readAt.computeIfAbsent(face, f -> new HashMap<>()).merge(read.best(), 1, Integer::sum);
      if (!read.best().equals(face) && read.confidence() >= DOUBT_SURE) {
        surelyAt.computeIfAbsent(face, f -> new HashMap<>()).merge(read.best(), 1, Integer::sum);
      }
    }

    private int read(String place, String as) {
      return readAt.getOrDefault(place, Map.of()).getOrDefault(as, 0);
    }

    /** The views that found the tile in {@code place}. */
    private int seen(String place) {
      return readAt.getOrDefault(place, Map.of()).values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The tiles, in any place, read as {@code face}. */
    private int readAs(String face) {
      return readAt.values().stream().mapToInt(byFace -> byFace.getOrDefault(face, 0)).sum();
    }

    /** The tile in {@code place} read as {@code as} in a share of its views, and more often than as its own face. */
    private boolean readMostlyAs(String place, String as) {
      int k = read(place, as);
      return k >= SWAP_SHARE * seen(place) && k > read(place, place);
    }

    /**
     * Places whose tile looks like another face, in layout order. Never a five and its red five
     * (a set marks its red fives its own way, which the network may not know), nor two swapped
     * bonus tiles (a set's own flowers and seasons, never learnt, are read as one another).
     */
    List<LayoutDoubt> doubts(List<String> layout) {
      List<LayoutDoubt> out = new ArrayList<>();
      Set<String> inSwaps = new TreeSet<>();
      for (int i = 0; i < layout.size(); i++) {
        for (int j = i + 1; j < layout.size(); j++) {
          String a = layout.get(i), b = layout.get(j);
          if (!b.equals(Faces.redFivePartner(a)) && !(Faces.isBonus(a) && Faces.isBonus(b))
              && readMostlyAs(a, b) && readMostlyAs(b, a)) {
            out.add(new LayoutDoubt(a, b, true));
            inSwaps.add(a);
            inSwaps.add(b);
          }
        }
      }
      for (String place : layout) {
        int views = seen(place);
        surelyAt.getOrDefault(place, Map.of()).entrySet().stream()
            .filter(e -> !inSwaps.contains(place) && !e.getKey().equals(Faces.redFivePartner(place)))
            .filter(e -> e.getValue() >= DOUBT_SHARE * views)
            .max(Map.Entry.comparingByValue())
            .ifPresent(e -> out.add(new LayoutDoubt(place, e.getKey(), false)));
      }
      return out;
    }

    Set<String> trusted() {
      Set<String> out = new TreeSet<>();
      for (String face : readAt.keySet()) {
        int r = read(face, face);
        if (r >= READ_RIGHT * seen(face) && r >= READ_ONLY_AS * readAs(face)) {
          out.add(face);
        }
      }
      return out;
    }
  }

  /**
   * A phone's photo is taken down to this many pixels along its longer side first: the network
   * looks at 1024 at most, a face is cut to 40x56, and the photo is held in three lights (a
   * 48-megapixel photo would take some 450 MB on a Pi that way).
   */
  static final int LONGEST_SIDE = 2048;

  private static Mat atMost(Mat photo, int longest) {
    int side = Math.max(photo.cols(), photo.rows());
    if (side <= longest) {
      return photo;
    }
    double f = (double) longest / side;
    Mat small = new Mat();
    Imgproc.resize(photo, small, new Size(Math.round(photo.cols() * f), Math.round(photo.rows() * f)), 0, 0, Imgproc.INTER_AREA);
    return small;
  }

  /** The layout face of the cell {@code box} covers, or null when it covers none well. */
  private static String faceAt(List<List<Quad.Box>> cells, CalibrationLayout layout, Quad.Box box) {
    String best = null;
    double bestIou = 0.5;
    for (int r = 0; r < cells.size(); r++) {
      for (int c = 0; c < cells.get(r).size(); c++) {
        double iou = cells.get(r).get(c).iou(box);
        if (iou > bestIou) {
          bestIou = iou;
          best = layout.row(r).get(c);
        }
      }
    }
    return best;
  }

  /**
   * Splits spots into {@code rows} rows at the largest jumps between centre heights, each row left
   * to right; null when the rows are not clearly apart (a jump under half a tile's height). A set
   * may leave a whole row bare (a riichi set has no flowers and no Malaysian tiles, the layout's
   * last row): when the spots lie in fewer rows, the first is the layout's first and each other
   * lies as many rows below it as its height says, a bare row's place being empty.
   */
  static List<List<TileNet.Spot>> rowsOf(List<TileNet.Spot> spots, int rows) {
    if (spots.size() < rows) {
      return null;
    }
    List<TileNet.Spot> byY = new ArrayList<>(spots);
    byY.sort(Comparator.comparingDouble(Calibration::centreY));
    double tileHeight = median(spots.stream().mapToDouble(s -> s.box().y1() - s.box().y0()).toArray());
    List<Integer> gaps = new ArrayList<>();
    for (int i = 1; i < byY.size(); i++) {
      gaps.add(i);
    }
    gaps.sort(Comparator.comparingDouble((Integer i) -> centreY(byY.get(i)) - centreY(byY.get(i - 1))).reversed());
    // The jumps of half a tile's height or more, largest first: where rows part.
    List<Integer> apart = gaps.stream().filter(i -> centreY(byY.get(i)) - centreY(byY.get(i - 1)) >= tileHeight / 2).toList();
    return apart.size() < rows - 1 ? withBareRows(byY, apart, rows) : split(byY, apart.subList(0, rows - 1));
  }

  /** The spots ({@code byY}) cut where {@code cuts} say, each row left to right. */
  private static List<List<TileNet.Spot>> split(List<TileNet.Spot> byY, List<Integer> cuts) {
    List<Integer> at = new ArrayList<>(cuts);
    at.add(0);
    at.add(byY.size());
    at.sort(Integer::compare);
    List<List<TileNet.Spot>> out = new ArrayList<>();
    for (int r = 0; r + 1 < at.size(); r++) {
      List<TileNet.Spot> row = new ArrayList<>(byY.subList(at.get(r), at.get(r + 1)));
      row.sort(Comparator.comparingDouble(Calibration::centreX));
      out.add(row);
    }
    return out;
  }

  /**
   * The spots in fewer rows than the layout's, each placed at the layout row its height gives:
   * the first row seen is the first (1m to 4p: every set has them), and the rows' pitch is the
   * least distance between two seen. A bare row is an empty list; null when a row would fall
   * outside the layout or two on one row, or fewer than {@link #ROWS_SEEN} rows are seen.
   */
  private static List<List<TileNet.Spot>> withBareRows(List<TileNet.Spot> byY, List<Integer> cuts, int rows) {
    List<List<TileNet.Spot>> seen = split(byY, cuts);
    if (seen.size() < ROWS_SEEN) {
      return null;
    }
    double[] heights = seen.stream().mapToDouble(r -> median(r.stream().mapToDouble(Calibration::centreY).toArray())).toArray();
    double pitch = Double.MAX_VALUE;
    for (int k = 1; k < heights.length; k++) {
      pitch = Math.min(pitch, heights[k] - heights[k - 1]);
    }
    List<List<TileNet.Spot>> out = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      out.add(List.of());
    }
    for (int k = 0; k < seen.size(); k++) {
      double steps = (heights[k] - heights[0]) / pitch;
      int r = (int) Math.round(steps);
      if (r >= rows || Math.abs(steps - r) > 0.3 || !out.get(r).isEmpty()) {
        return null;
      }
      out.set(r, seen.get(k));
    }
    return out;
  }

  /**
   * The rows' cells, a row no view showed one tile at a time (art whose dots or strokes the
   * network boxes as tiles) placed from the rows that were: cell by cell between the nearest
   * rows above and below, or, beyond the rows seen, where the grid of every cell seen puts it
   * ({@link #onTheGrid}). At least {@link #ROWS_SEEN} rows must have been seen, each with a cell in every
   * column the row needs.
   */
  static List<List<Quad.Box>> withRowsBetween(List<List<Quad.Box>> cells, CalibrationLayout layout) {
    List<Integer> seen = IntStream.range(0, cells.size()).filter(r -> cells.get(r) != null).boxed().toList();
    if (seen.size() < ROWS_SEEN || seen.size() == cells.size()) {
      return cells;
    }
    List<List<Quad.Box>> out = new ArrayList<>(cells);
    for (int r = 0; r < cells.size(); r++) {
      if (cells.get(r) != null) {
        continue;
      }
      int row = r;
      Integer above = seen.stream().filter(k -> k < row).reduce((a, b) -> b).orElse(null);
      Integer below = seen.stream().filter(k -> k > row).findFirst().orElse(null);
      int n = layout.row(r).size();
      if (above == null || below == null) {
        // Beyond the rows seen, the grid they all make is carried on: a row or two placed on from
        // the nearest two alone would carry their boxes' jitter twice or three times over.
        List<Quad.Box> fitted = onTheGrid(cells, seen, r, n);
        if (fitted != null) {
          out.set(r, fitted);
        }
        continue;
      }
      int a = above, b = below;
      if (cells.get(a).size() < n || cells.get(b).size() < n) {
        continue;
      }
      double t = (double) (r - a) / (b - a);
      List<Quad.Box> placed = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        Quad.Box p = cells.get(a).get(c), q = cells.get(b).get(c);
        placed.add(new Quad.Box(p.x0() + t * (q.x0() - p.x0()), p.y0() + t * (q.y0() - p.y0()),
            p.x1() + t * (q.x1() - p.x1()), p.y1() + t * (q.y1() - p.y1())));
      }
      out.set(r, placed);
    }
    return out;
  }

  /**
   * Row {@code r}'s {@code n} cells where the grid of the seen rows puts them: each cell's centre
   * fitted, by least squares over every cell seen, as a + b*column + d*row + e*column*row (a grid
   * photographed at a tilt), at the seen cells' median size; null when the seen rows hold fewer
   * than two rows' worth of columns.
   */
  static List<Quad.Box> onTheGrid(List<List<Quad.Box>> cells, List<Integer> seen, int r, int n) {
    List<double[]> at = new ArrayList<>();
    List<Quad.Box> boxes = new ArrayList<>();
    for (int k : seen) {
      for (int c = 0; c < cells.get(k).size(); c++) {
        at.add(new double[] {1, c, k, c * k});
        boxes.add(cells.get(k).get(c));
      }
    }
    if (at.size() < 2 * n) {
      return null;
    }
    double[] x = leastSquares(at, boxes.stream().mapToDouble(Quad.Box::centreX).toArray());
    double[] y = leastSquares(at, boxes.stream().mapToDouble(Quad.Box::centreY).toArray());
    if (x == null || y == null) {
      return null;
    }
    double w = median(boxes.stream().mapToDouble(b -> b.x1() - b.x0()).toArray());
    double h = median(boxes.stream().mapToDouble(b -> b.y1() - b.y0()).toArray());
    List<Quad.Box> out = new ArrayList<>();
    for (int c = 0; c < n; c++) {
      double[] place = {1, c, r, c * r};
      double cx = dot(x, place), cy = dot(y, place);
      out.add(new Quad.Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2));
    }
    return out;
  }

  /** The coefficients that best fit {@code v} from the rows of {@code at} (normal equations); null when singular. */
  private static double[] leastSquares(List<double[]> at, double[] v) {
    int m = at.get(0).length;
    double[][] a = new double[m][m + 1];
    for (int i = 0; i < at.size(); i++) {
      double[] x = at.get(i);
      for (int p = 0; p < m; p++) {
        for (int q = 0; q < m; q++) {
          a[p][q] += x[p] * x[q];
        }
        a[p][m] += x[p] * v[i];
      }
    }
    for (int p = 0; p < m; p++) {
      int pivot = p;
      for (int q = p + 1; q < m; q++) {
        pivot = Math.abs(a[q][p]) > Math.abs(a[pivot][p]) ? q : pivot;
      }
      double[] t = a[p];
      a[p] = a[pivot];
      a[pivot] = t;
      if (Math.abs(a[p][p]) < 1e-9) {
        return null;
      }
      for (int q = 0; q < m; q++) {
        if (q != p) {
          double f = a[q][p] / a[p][p];
          for (int k = p; k <= m; k++) {
            a[q][k] -= f * a[p][k];
          }
        }
      }
    }
    double[] out = new double[m];
    for (int p = 0; p < m; p++) {
      out[p] = a[p][m] / a[p][p];
    }
    return out;
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  /** Rows that must be seen one tile at a time for the others to be placed from them. */
  static final int ROWS_SEEN = 2;

  /** A layout row may miss this many tiles inside it, in the view that defines it. */
  static final int MOST_MISSING = 3;

  /**
   * The cells of a layout row of {@code n} tiles from the spots found in it, left to right, or null
   * when they do not make the row. Spots far off the row's median tile size (a tile's dots taken
   * for tiles) are left out; the rest must stand at whole multiples of one pitch (within 0.3 of
   * it) with the first and last tile found, at most {@code mostMissing} cells between them empty;
   * an empty cell lies between its neighbours, at their size. A cell off the row's line is moved
   * onto it ({@link #onTheRow}).
   */
  static List<Quad.Box> rowCells(List<TileNet.Spot> row, int n, int mostMissing) {
    if (row.size() < 2) {
      return n == row.size() ? row.stream().map(TileNet.Spot::box).toList() : null;
    }
    double width = median(row.stream().mapToDouble(s -> s.box().x1() - s.box().x0()).toArray());
    double height = median(row.stream().mapToDouble(s -> s.box().y1() - s.box().y0()).toArray());
    List<Quad.Box> tiles = row.stream().map(TileNet.Spot::box)
        .filter(b -> within(b.x1() - b.x0(), width) && within(b.y1() - b.y0(), height))
        .sorted(Comparator.comparingDouble(Quad.Box::centreX)).toList();
    if (tiles.size() > n || tiles.size() < n - mostMissing || tiles.size() < 2) {
      return null;
    }
    double[] gaps = new double[tiles.size() - 1];
    for (int i = 1; i < tiles.size(); i++) {
      gaps[i - 1] = tiles.get(i).centreX() - tiles.get(i - 1).centreX();
    }
    // The shortest gaps are one pitch (most of a row's neighbours are found).
    double[] sorted = gaps.clone();
    Arrays.sort(sorted);
    double pitch = sorted[(sorted.length - 1) / 3];
    int[] column = new int[tiles.size()];
    for (int i = 1; i < tiles.size(); i++) {
      double steps = gaps[i - 1] / pitch;
      long whole = Math.round(steps);
      if (whole < 1 || Math.abs(steps - whole) > 0.3) {
        return null;
      }
      column[i] = column[i - 1] + (int) whole;
    }
    if (column[tiles.size() - 1] != n - 1) {
      return null;
    }
    List<Quad.Box> out = new ArrayList<>();
    for (int i = 0; i < tiles.size(); i++) {
      if (i > 0) {
        Quad.Box a = tiles.get(i - 1), b = tiles.get(i);
        int span = column[i] - column[i - 1];
        for (int k = 1; k < span; k++) {
          double t = (double) k / span;
          out.add(new Quad.Box(a.x0() + t * (b.x0() - a.x0()), a.y0() + t * (b.y0() - a.y0()),
              a.x1() + t * (b.x1() - a.x1()), a.y1() + t * (b.y1() - a.y1())));
        }
      }
      out.add(tiles.get(i));
    }
    return onTheRow(out, height);
  }

  /**
   * The cells, each whose middle lies more than {@link #OFF_THE_ROW} of the row's tile
   * {@code height} above or below the line through the row's middles moved onto that line. A
   * layout's tiles stand in a straight row, and the network may box a face of little ink at one
   * end to that end alone: xmahjongg gnome2's 4 of dots, a small 4 and two rows of dots, was boxed
   * 59 pixels tall of 80 from its top, 9 above the row's line, and every sample cut round its
   * middle lost the lower dots. The line is the median of the slopes between every two middles
   * and the median height it leaves (Theil-Sen): one or two cells off do not tilt it.
   */
  static List<Quad.Box> onTheRow(List<Quad.Box> cells, double height) {
    List<Double> slopes = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      for (int j = i + 1; j < cells.size(); j++) {
        double across = cells.get(j).centreX() - cells.get(i).centreX();
        if (Math.abs(across) >= 1) {
          slopes.add((cells.get(j).centreY() - cells.get(i).centreY()) / across);
        }
      }
    }
    if (slopes.size() < 2) {
      return cells;
    }
    double slope = median(slopes.stream().mapToDouble(Double::doubleValue).toArray());
    double at = median(cells.stream().mapToDouble(b -> b.centreY() - slope * b.centreX()).toArray());
    return cells.stream().map(b -> {
      double off = at + slope * b.centreX() - b.centreY();
      return Math.abs(off) <= OFF_THE_ROW * height ? b : new Quad.Box(b.x0(), b.y0() + off, b.x1(), b.y1() + off);
    }).toList();
  }

  /**
   * Measured (2026-11-29, forty-fifth session; the 18 sets calibrated afresh, their hands and
   * melds read): gnome2's hands 166 to 167 of 168 and melds 165 to 166, its 4s of dots no longer
   * read as 5s, and Dorothy's melds 167 to 168; every other set the same; their calibrated crops
   * 1,461 of 1,470 as before (KDE jade's stretched to a square a tile more, gnome2's one fewer);
   * {@code CalibratedSetsTest} 1004 of 1008 as before. At 0.1 the same but KDE jade's hands a tile more
   * and its melds one fewer; at 0.14 every reading as before, the 4 of dots a little less off.
   * With the line drawn through cells of about the row's height alone, 0.07 cost postmodern's
   * hands and melds 6 tiles.
   */
  static final double OFF_THE_ROW = 0.12;

  private static boolean within(double size, double median) {
    return size >= 0.7 * median && size <= 1.4 * median;
  }

  static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    return s.length == 0 ? 0 : s[s.length / 2];
  }

  private static double centreX(TileNet.Spot s) {
    return s.box().centreX();
  }

  private static double centreY(TileNet.Spot s) {
    return (s.box().y0() + s.box().y1()) / 2;
  }

  /**
   * The size of one tile in a photo: the median long and short side of the boxes found. Every
   * tile of a set is the same size, so a face is cut out at this size around its spot's centre,
   * not at its own box, which the network draws looser or tighter from tile to tile.
   */
  record TileSize(double shortSide, double longSide) {
    static TileSize of(List<TileNet.Spot> spots) {
      return ofBoxes(spots.stream().map(TileNet.Spot::box).toList());
    }

    static TileSize ofBoxes(List<Quad.Box> boxes) {
      double[] shorts = boxes.stream().mapToDouble(Quad.Box::shorterSide).toArray();
      double[] longs = boxes.stream().mapToDouble(Quad.Box::longerSide).toArray();
      return new TileSize(median(shorts), median(longs));
    }

    /**
     * The tile around {@code box}'s centre moved by {@code dx, dy} (fractions of the tile's width
     * and height), turned {@code turn} quarter turns; p0 is the face's top-left.
     */
    Quad window(Quad.Box box, int turn, double dx, double dy) {
      return window(box, turn, dx, dy, 1);
    }

    /** As {@link #window(Quad.Box, int, double, double)}, the tile taken {@code scale} times its size. */
    Quad window(Quad.Box box, int turn, double dx, double dy, double scale) {
      boolean sideways = turn % 2 == 1;
      double w = (sideways ? longSide : shortSide) * scale, h = (sideways ? shortSide : longSide) * scale;
      double cx = (box.x0() + box.x1()) / 2 + dx * w, cy = (box.y0() + box.y1()) / 2 + dy * h;
      return Recognizer.quadOf(new Quad.Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), turn);
    }
  }

  /** Red ink is counted in this much of the tile, where a neighbour's red cannot reach. */
  private static final double RED_INK_SCALE = 0.95;

  /**
   * A sample's look of the face in the tile window: its {@link #shape} (already taken), where its
   * red ink is, and its grey picture with a margin ({@link FineDetail#of}).
   */
  static Look look(float[] shape, Pixels pixels, TileSize size, Quad.Box box, int turn, double dx, double dy, double scale) {
    byte[] picture = FineDetail.of(pixels, size.window(box, turn, dx, dy, scale));
    return new Look(shape, red(pixels, size, box, turn, dx, dy, scale), () -> picture);
  }

  /** As {@link #look}, for a tile being read: its grey picture is cut only if it is asked for. */
  static Look tileLook(Mat image, float[] shape, Pixels pixels, TileSize size, Quad.Box box, int turn, double dx, double dy, double scale) {
    return new Look(shape, red(pixels, size, box, turn, dx, dy, scale), FineDetail.whenAsked(image, size.window(box, turn, dx, dy, scale)));
  }

  /** The unit-length shape features of the face in the tile window (what the search compares). */
  static float[] shape(Pixels pixels, TileSize size, Quad.Box box, int turn, double dx, double dy, double scale) {
    return unit(FaceFeatures.of(pixels, size.window(box, turn, dx, dy, scale)));
  }

  /** The features scaled to unit length, in place. */
  static float[] unit(float[] f) {
    double sq = 0;
    for (float x : f) {
      sq += x * x;
    }
    float norm = (float) Math.sqrt(sq + 1e-12);
    for (int i = 0; i < f.length; i++) {
      f[i] /= norm;
    }
    return f;
  }

  private static float[] red(Pixels pixels, TileSize size, Quad.Box box, int turn, double dx, double dy, double scale) {
    return FaceFeatures.redMap(pixels, size.window(box, turn, dx, dy, scale * RED_INK_SCALE));
  }

  /**
   * A face whose samples the look is within this much (cosine) of the nearest face's is a close
   * enough call for a trusted network reading to decide. It is wide: the cut is placed where it is
   * nearest any sample, which may be a half of the tile that looks like another face, so the
   * network's face can trail by 0.2 (CalibratedSetsTest, 994 of 1008 without the network's word:
   * 0.03 gave 999, 0.08 and 0.15 999, 0.25 1001, any distance 1001 at 0.7 sure and 1000 at 0.8).
   */
  static final double SHAPE_TIE = 0.25;
  /**
   * The network's reading decides a close call only when it is at least this sure (0.5: 999, 0.9:
   * 996; with the second look on MobileNetV2, 0.5 and 0.4 read 1004 of 1008 as 0.7 does: gleitz's
   * 4 of bamboo right once more, a wikimedia season wrong once more).
   */
  static final double NETWORK_SURE = 0.7;

  /**
   * The calibrated face for a look, where the network's own reading ({@code network}) breaks a
   * close call: it read this set's tiles of that face right in the calibration photo and no
   * other tile as it ({@link #networkReads}), is sure, and the look is nearly as near that face's
   * samples as the nearest's (the shape features mix up faces such as a 4 and a 2 of bamboo,
   * whose halves look alike, where the network does not). Between a five and its red five the
   * table's own red ink has decided ({@link #byRedInk}); the network knows only red fives of the
   * sets it was taught.
   */
  FaceScores match(Matched look, FaceScores network) {
    FaceScores byShape = look.byShape();
    return network != null && network.confidence() >= NETWORK_SURE && mayOverrule(network.best(), byShape.best(), look.cosines())
        ? new FaceScores(network.best(), network.confidence(), byShape.best(), 0)
        : byShape;
  }

  /**
   * A look compared with every sample: its features, its cosines ({@link #toEverySample}), the face
   * they name, and its detail ({@link FineDetail}; null where there is no picture to tell faces by).
   */
  record Matched(FaceScores byShape, float[] cosines, float[] features, FineDetail.Tile detail) {}

  /** The look compared with every sample, once for both {@link #networkCouldDecide} and {@link #match}. */
  Matched matched(Look look) {
    float[] cosines = toEverySample(look.features());
    FineDetail.Tile detail = fineDetail.tile(look.detail());
    return new Matched(match(look, cosines, detail), cosines, look.features(), detail);
  }

  /**
   * Whether this set's {@code face} looks the same turned half round, as far as a look cut one way
   * can say: the look turned half round ({@link FaceFeatures#halfTurned}) comes within
   * {@link #HALF_TURN_TIE} as near the face's samples as the look itself. Many sets draw a 6 of
   * dots, a 9 of bamboo or a 3 of dots so, and which way up such a tile lies cannot be seen.
   */
  boolean looksTheSameHalfTurned(Matched look, String face) {
    double asCut = nearness(look.cosines(), face);
    return asCut > -1 && nearness(toEverySample(FaceFeatures.halfTurned(look.features())), face) >= asCut - HALF_TURN_TIE;
  }

  /**
   * Measured (2026-11-27) on the calibrated hands of 8 made-up and 3 KDE sets, 1,849 tiles all
   * upright: 70 read upside down without the rule, 60 at a tie of 0, 36 at 0.03, 21 at 0.08. The
   * upside-down 4z and 2h of {@code CalibrationEndToEndTest} come 0.275 and 0.469 nearer as cut
   * than turned, and stay upside down.
   */
  static final double HALF_TURN_TIE = 0.08;

  /**
   * Whether some network reading could decide this look's face ({@link #match}): a face the
   * network is trusted with lies within {@link #SHAPE_TIE} of the shape's own best. When none
   * does, the look's face is the samples' alone and the second look need not be asked.
   */
  boolean networkCouldDecide(Matched look) {
    return networkReads.stream().anyMatch(face -> mayOverrule(face, look.byShape().best(), look.cosines()));
  }

  /** A network reading of {@code face} may overrule the shape's {@code byShape} when this near ({@link #match}). */
  private boolean mayOverrule(String face, String byShape, float[] cosines) {
    return !face.equals(byShape) && networkReads.contains(face) && !face.equals(Faces.redFivePartner(byShape))
        && nearness(cosines, face) >= nearness(cosines, byShape) - SHAPE_TIE;
  }

  /** The best of a look's cosines ({@link #toEverySample}) to one face's samples. */
  private double nearness(float[] cosines, String face) {
    double best = -1;
    for (int i = 0; i < samples.size(); i++) {
      if (samples.get(i).face().equals(face)) {
        best = Math.max(best, cosines[i]);
      }
    }
    return best;
  }

  /** The cosine of a look's shape features with each sample's, in the samples' order. */
  private float[] toEverySample(float[] shape) {
    Mat cosines = cosines(List.of(shape));
    float[] out = new float[samples.size()];
    cosines.get(0, 0, out);
    cosines.release();
    return out;
  }

  /**
   * Best and runner-up calibrated face for a face's look, by its cosines with every sample
   * ({@link #toEverySample}).
   */
  private FaceScores match(Look look, float[] cosines, FineDetail.Tile detail) {
    Map<String, Double> nearest = new LinkedHashMap<>();
    for (int i = 0; i < samples.size(); i++) {
      nearest.merge(samples.get(i).face(), (double) cosines[i], Math::max);
    }
    List<Map.Entry<String, Double>> sorted = new ArrayList<>(nearest.entrySet());
    sorted.sort(Map.Entry.<String, Double>comparingByValue().reversed());
    double top = sorted.get(0).getValue();
    double sum = 0;
    for (Map.Entry<String, Double> e : sorted) {
      sum += Math.exp((e.getValue() - top) / TEMPERATURE);
    }
    String best = sorted.get(0).getKey();
    String second = sorted.size() > 1 ? sorted.get(1).getKey() : null;
    FaceScores byShape = new FaceScores(best, 1 / sum, second, 0);
    byShape = byNumeral(byShape, look, nearest, top);
    byShape = byDetail(byShape, detail, nearest, top);
    // the five the numeral or the detail chose, if either changed the face, is the one its red ink tells from its red five
    String partner = Faces.redFivePartner(byShape.best());
    return partner != null && faces.contains(partner) ? byRedInk(byShape, partner, look.red()) : byShape;
  }

  /**
   * A red five and its five differ only in red ink, too little for the shape features to tell.
   * Where the red five's samples hold red ink its five's do not ({@link #extraRed}), the tile's
   * share of its red ink there is compared with each face's samples' share: a share of the tile's
   * own ink, so light and size, which change the amount, cancel out. A five that looks the same
   * turned half round (a 5 of dots) may have been cut either way up, so its mark is looked for
   * at both ends. A tile with next to no red ink where the mark is ({@link #NO_MARK}), or of a set
   * whose red ink cannot tell the two ({@link #RED_TELLS}), is the plain five.
   */
  private FaceScores byRedInk(FaceScores byShape, String partner, float[] red) {
    boolean shapeSaysRed = byShape.best().startsWith("0");
    String redFive = shapeSaysRed ? byShape.best() : partner, five = shapeSaysRed ? partner : byShape.best();
    float[] extra = extraRed(redFive, five);
    // A mark is looked for at both ends of every five: it is not missed for a cut taken upside down.
    if (markInk(red, extra, true) < NO_MARK * meanOfRed(redFive, r -> markInk(r, extra, true))) {
      return new FaceScores(five, byShape.confidence(), redFive, 0);
    }
    boolean eitherWayUp = Faces.isPointSymmetric(five);
    double share = redShare(red, extra, eitherWayUp);
    double redFiveShare = meanOfRed(redFive, r -> redShare(r, extra, eitherWayUp));
    double fiveShare = meanOfRed(five, r -> redShare(r, extra, eitherWayUp));
    if (Math.abs(redFiveShare - fiveShare) < RED_TELLS) {
      return new FaceScores(five, byShape.confidence() * PLAIN_FIVES, redFive, 0);
    }
    double fromRed = Math.abs(share - redFiveShare);
    double fromFive = Math.abs(share - fiveShare);
    double confidence = byShape.confidence() / (1 + Math.exp(-Math.abs(fromRed - fromFive) / RED_SHARE_SCALE));
    return fromRed < fromFive
        ? new FaceScores(redFive, confidence, five, 0)
        : new FaceScores(five, confidence, redFive, 0);
  }

  /**
   * The nine characters are one 萬 under their numeral (一 to 九), which is all that tells them
   * apart; over the whole face the 萬 outweighs it, and a bold set's 一 and 三 differ by strokes
   * the coarse features barely see. A character whose likeliest faces include others of the suit
   * within {@link #NUMERAL_TIE} is read by the top {@link #NUMERAL_BLOCK_ROWS} rows of feature
   * blocks alone, where the numeral is; between a five and its red five the red ink still decides.
   * Measured (2026-11-26, KDE's sets calibrated afresh): jade hands 0.964 to 0.970, their 640x640
   * frames 0.923 to 0.946 (0.940 since the index is read one way, {@code GlyphReading.byPrintedIndex}),
   * melds the same (0.970 / 0.964); default and traditional the same;
   * CalibratedSetsTest 1004 and CalibrationEndToEndTest 42 of 42 the same. A tie from 0.03 to
   * 0.2 reads the same; dots and bamboo re-ranked so too read jade's hands a tile fewer at 0.03,
   * and two fewer at 0.06; three rows of blocks read frames 0.940.
   */
  private FaceScores byNumeral(FaceScores byShape, Look look, Map<String, Double> nearest, double top) {
    String best = byShape.best();
    if (!Faces.isCharacter(best)) {
      return byShape;
    }
    String chosen = best;
    double most = -2;
    for (Map.Entry<String, Double> e : nearest.entrySet()) {
      String face = e.getKey();
      if (!Faces.isCharacter(face) || e.getValue() < top - NUMERAL_TIE) {
        continue;
      }
      for (Sample sample : samples) {
        if (sample.face().equals(face)) {
          double near = numeralCosine(look.features(), sample.look().features());
          if (near > most) {
            most = near;
            chosen = face;
          }
        }
      }
    }
    return chosen.equals(best) || chosen.equals(Faces.redFivePartner(best)) ? byShape
        : new FaceScores(chosen, byShape.confidence(), best, 0);
  }

  static final double NUMERAL_TIE = 0.05;

  /**
   * Faces whose samples the look comes within {@link #DETAIL_TIE} of the nearest's are told apart
   * by the one small detail where their samples differ, if that is how they differ ({@link
   * FineDetail}), the nearest first; between a five and its red five the red ink still decides.
   * GNOME Mahjongg's postmodern set tells its flowers apart by 一 to 四 in a corner alone.
   */
  private FaceScores byDetail(FaceScores byShape, FineDetail.Tile tile, Map<String, Double> nearest, double top) {
    String best = byShape.best();
    List<String> tied = nearest.entrySet().stream().filter(e -> e.getValue() >= top - DETAIL_TIE)
        .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).map(Map.Entry::getKey).toList();
    String chosen = best;
    for (String face : tied) {
      if (!face.equals(chosen) && !face.equals(Faces.redFivePartner(chosen))) {
        chosen = tile.nearer(chosen, face, Math.abs(nearest.get(chosen) - nearest.get(face)));
      }
    }
    return chosen.equals(best) ? byShape : new FaceScores(chosen, byShape.confidence(), best, 0);
  }

  /**
   * Measured (2026-11-29, thirty-ninth session; the 7 GNOME Mahjongg and xmahjongg sets calibrated
   * afresh, with the detail told as then): postmodern's melds 151 to 154 of 168, its hands 152 as
   * before; at 0.05, hands 154 and melds 151. The features put a flower's own face up to 0.15
   * below another's when its cut lies off the samples'.
   */
  static final double DETAIL_TIE = 0.15;

  /**
   * Whether the look's detail ({@link FineDetail}) tells it as {@code face} rather than {@code
   * other}: the two are told apart by a small detail and the look lies nearer {@code face}'s.
   */
  boolean detailHolds(Matched look, String face, String other) {
    if (look.detail() == null) {
      return false;
    }
    double apart = Math.abs(nearness(look.cosines(), face) - nearness(look.cosines(), other));
    return look.detail().told(face, other, apart).filter(face::equals).isPresent();
  }

  /** Rows of feature blocks from the face's top where a character's numeral is: 2, the top 24 of 56 pixels. */
  static final int NUMERAL_BLOCK_ROWS = 2;

  /** Cosine of two faces' features over the top {@link #NUMERAL_BLOCK_ROWS} rows of HOG blocks. */
  private static double numeralCosine(float[] a, float[] b) {
    double ab = 0, aa = 0, bb = 0;
    for (int bx = 0; bx < FaceFeatures.BLOCKS_X; bx++) {
      int from = bx * FaceFeatures.BLOCKS_Y * FaceFeatures.BLOCK_VALUES;
      for (int k = from; k < from + NUMERAL_BLOCK_ROWS * FaceFeatures.BLOCK_VALUES; k++) {
        ab += a[k] * b[k];
        aa += a[k] * a[k];
        bb += b[k] * b[k];
      }
    }
    return ab / Math.sqrt(aa * bb + 1e-12);
  }

  /**
   * A tile whose red ink where the mark is comes to less than this share of the red five's samples'
   * is its plain five: a share of nothing is no measure (a set of white ink on black, whose
   * fives' samples hold a speck of red, read its plain 5s of characters as red ones). Measured
   * with {@link #RED_TELLS} and the five's own red ink left out of the mark's place
   * ({@link #extraRed}), 2026-11-27, hands and melds of 8 made-up and 3 KDE sets, each calibrated
   * from its layout photo (no red fives among them): plain fives read as red 19 times, then 0;
   * CalibratedSetsTest, whose hands hold red fives, the same.
   */
  static final double NO_MARK = 0.25;

  /**
   * Red fives whose samples' share of red ink where the mark is comes this near the five's cannot
   * be told by it (KDE's jade set: its face reads as red ink all over); the tile is read as the
   * plain five, three of the four tiles of the number, at {@link #PLAIN_FIVES} of the shape's
   * confidence, so the phone asks.
   */
  static final double RED_TELLS = 0.05;

  /** Of the four tiles of a number, the three that are not red: a red-five call red ink cannot make is this sure at most. */
  static final double PLAIN_FIVES = 0.75;

  /** A difference of this much in red-ink share makes the red-five call about three to one sure. */
  private static final double RED_SHARE_SCALE = 0.02;

  /**
   * Where the red five's samples hold red ink its five's do not, 0 to 1 a cell of the red map,
   * each cell taking its neighbours' most: a cut a little off still finds the mark there.
   */
  private float[] extraRed(String redFive, String five) {
    float[] red = meanRed(redFive), plain = meanRed(five);
    int w = FaceFeatures.RED_GRID_X, h = FaceFeatures.RED_GRID_Y;
    float plainMost = 0;
    for (float v : plain) {
      plainMost = Math.max(plainMost, v);
    }
    float[] spread = new float[red.length], unmasked = new float[red.length];
    float most = 0, mostUnmasked = 0;
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        float m = 0, plainNear = 0;
        for (int yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
          for (int xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
            m = Math.max(m, red[yy * w + xx] - plain[yy * w + xx]);
            plainNear = Math.max(plainNear, plainMost > 0 ? plain[yy * w + xx] / plainMost : 0);
          }
        }
        // Not where the five itself has red ink, a cell off too: a 5 of bamboo whose middle stick
        // is red, cut a little off, put its own red where the red five's other sticks are.
        spread[y * w + x] = m * (1 - plainNear);
        unmasked[y * w + x] = m;
        most = Math.max(most, spread[y * w + x]);
        mostUnmasked = Math.max(mostUnmasked, m);
      }
    }
    if (most == 0) { // the mark lies all on the five's own red ink: look for it there after all
      spread = unmasked;
      most = mostUnmasked;
    }
    for (int i = 0; i < spread.length; i++) {
      spread[i] = most > 0 ? spread[i] / most : 0;
    }
    return spread;
  }

  private float[] meanRed(String face) {
    float[] sum = new float[FaceFeatures.RED_GRID_X * FaceFeatures.RED_GRID_Y];
    int n = 0;
    for (Sample s : samples) {
      if (s.face().equals(face)) {
        for (int i = 0; i < sum.length && i < s.look().red().length; i++) {
          sum[i] += s.look().red()[i];
        }
        n++;
      }
    }
    for (int i = 0; i < sum.length; i++) {
      sum[i] /= Math.max(1, n);
    }
    return sum;
  }

  /**
   * The share of a face's red ink that lies where {@code extra} marks; with {@code eitherWayUp}
   * the larger of the shares of the map as it is and turned half round.
   */
  private static double redShare(float[] red, float[] extra, boolean eitherWayUp) {
    double all = 1e-6;
    for (int i = 0; i < Math.min(red.length, extra.length); i++) {
      all += red[i];
    }
    return markInk(red, extra, eitherWayUp) / all;
  }

  /**
   * How much red ink lies where the mark is ({@code extra}); with {@code eitherWayUp} at
   * whichever end holds more.
   */
  private static double markInk(float[] red, float[] extra, boolean eitherWayUp) {
    double there = 0, turned = 0;
    int n = Math.min(red.length, extra.length);
    for (int i = 0; i < n; i++) {
      there += red[i] * extra[i];
      turned += red[n - 1 - i] * extra[i];
    }
    return eitherWayUp ? Math.max(there, turned) : there;
  }

  /** The mean over {@code face}'s samples of what {@code of} makes of each one's red map. */
  private double meanOfRed(String face, ToDoubleFunction<float[]> of) {
    double sum = 0;
    int n = 0;
    for (Sample s : samples) {
      if (s.face().equals(face)) {
        sum += of.applyAsDouble(s.look().red());
        n++;
      }
    }
    return n == 0 ? 0 : sum / n;
  }


  /**
   * The best cosine similarity of each of several faces' shape features to any remembered sample,
   * as one matrix product: a hand's cut search compares some 50 cuts a tile with hundreds of
   * samples, which a loop of dot products made the slowest part of calibrated reading.
   */
  double[] closeness(List<float[]> shapes) {
    return Arrays.stream(nearest(shapes)).mapToDouble(Nearest::closeness).toArray();
  }

  /** How near a shape came to the samples: the best cosine, and that sample's face. */
  record Nearest(double closeness, String face) {}

  /** Each shape's {@link Nearest} sample, from the same one matrix product as {@link #closeness}. */
  Nearest[] nearest(List<float[]> shapes) {
    Mat cosines = cosines(shapes);
    Nearest[] out = new Nearest[shapes.size()];
    float[] row = new float[cosines.cols()];
    for (int i = 0; i < out.length; i++) {
      cosines.get(i, 0, row);
      int best = 0;
      for (int j = 1; j < row.length; j++) {
        best = row[j] > row[best] ? j : best;
      }
      out[i] = new Nearest(row[best], samples.get(best).face());
    }
    cosines.release();
    return out;
  }

  /**
   * Whether some sample of another face comes within {@code near} (cosine) of a sample of
   * {@code face}: faces this alike (a 2 and a 3 of characters) are told apart by a few pixels of
   * where the cut lies.
   */
  boolean looksAlike(String face, double near) {
    return mats().nearestOther().getOrDefault(face, 0.0) >= near;
  }

  /** Cosines of each shape (rows) with each sample of the bank (columns). */
  private Mat cosines(List<float[]> shapes) {
    Mats m = mats();
    Mat cuts = rows(shapes, m.length());
    Mat cosines = m.withBank().times(cuts);
    cuts.release();
    return cosines;
  }

  /**
   * The cuts most likely nearest a sample, by a cheap first comparison: cuts and samples projected
   * onto the samples' {@link #DIRECTIONS} leading directions (an uncentred principal-component
   * basis), where a dot product costs a fifth of a full one. The cuts it ranks highest are then
   * compared in full ({@link #closeness}): the approximation only chooses which to compare.
   * Returns the indices of at most {@code keep} cuts, likeliest first.
   */
  int[] likeliest(List<float[]> shapes, int keep) {
    Mats m = mats();
    if (shapes.size() <= keep || m.withDirections() == null) {
      int[] all = new int[shapes.size()];
      Arrays.setAll(all, i -> i);
      return all;
    }
    Mat cuts = rows(shapes, m.length());
    Mat cosines = m.withDirections().times(cuts), best = new Mat();
    Core.reduce(cosines, best, 1, Core.REDUCE_MAX);
    float[] near = new float[shapes.size()];
    best.get(0, 0, near);
    cuts.release();
    cosines.release();
    best.release();
    Integer[] order = new Integer[near.length];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, (a, b) -> Float.compare(near[b], near[a]));
    int[] out = new int[keep];
    for (int i = 0; i < keep; i++) {
      out[i] = order[i];
    }
    return out;
  }

  /**
   * Leading directions kept for the first comparison. The samples' HOG and colour features are
   * 936 numbers, but a table's few hundred samples lie mostly in a few dozen directions.
   */
  static final int DIRECTIONS = 64;

  /**
   * Features {@code length} long compared with the sample bank: in full ({@code withBank}, a cut
   * times each sample), and through the bank's {@link #DIRECTIONS} leading directions ({@code
   * withDirections}, a cut projected on them times each sample's projection; null for a bank of no
   * more samples than directions); and for each face the best cosine of one of its samples with
   * another face's ({@link #looksAlike}). Made on first use: they need OpenCV's natives.
   */
  private record Mats(int length, FixedProduct withBank, FixedProduct withDirections, Map<String, Double> nearestOther) {}

  private volatile Mats mats;

  private Mats mats() {
    Mats m = mats;
    if (m == null) {
      synchronized (this) {
        if (mats == null) {
          int length = samples.stream().mapToInt(s -> s.look().features().length).max().orElse(0);
          Mat bank = rows(samples.stream().map(s -> s.look().features()).toList(), length);
          mats = withDirections(bank, samples);
        }
        m = mats;
      }
    }
    return m;
  }

  /**
   * The bank with its leading directions: eigenvectors of the samples' Gram matrix, carried back to
   * features. The same Gram matrix gives each face's nearest other face.
   */
  private static Mats withDirections(Mat bank, List<Sample> samples) {
    Mat gram = new Mat();
    Core.gemm(bank, bank, 1, new Mat(), 0, gram, Core.GEMM_2_T);
    Map<String, Double> nearestOther = new HashMap<>();
    float[] row = new float[samples.size()];
    for (int i = 0; i < samples.size(); i++) {
      gram.get(i, 0, row);
      for (int j = 0; j < samples.size(); j++) {
        if (!samples.get(j).face().equals(samples.get(i).face())) {
          nearestOther.merge(samples.get(i).face(), (double) row[j], Math::max);
        }
      }
    }
    if (bank.rows() <= DIRECTIONS) {
      Mats made = new Mats(bank.cols(), new FixedProduct(bank), null, Map.copyOf(nearestOther));
      gram.release();
      bank.release();
      return made;
    }
    Mat values = new Mat(), vectors = new Mat();
    Core.eigen(gram, values, vectors);
    // Direction i is bank' e_i / sqrt(lambda_i); a sample's projection on it is e_i[j] sqrt(lambda_i).
    Mat top = vectors.rowRange(0, DIRECTIONS).clone();
    Mat directions = new Mat();
    Core.gemm(top, bank, 1, new Mat(), 0, directions, 0);
    Mat projectedBank = new Mat();
    Core.gemm(bank, directions, 1, new Mat(), 0, projectedBank, Core.GEMM_2_T);
    for (int i = 0; i < DIRECTIONS; i++) {
      double lambda = Math.max(values.get(i, 0)[0], 1e-12);
      Core.multiply(directions.row(i), new Scalar(1 / Math.sqrt(lambda)), directions.row(i));
      Core.multiply(projectedBank.col(i), new Scalar(1 / Math.sqrt(lambda)), projectedBank.col(i));
    }
    Mats made = new Mats(bank.cols(), new FixedProduct(bank), new FixedProduct(directions, projectedBank), Map.copyOf(nearestOther));
    for (Mat done : List.of(gram, values, vectors, top, directions, projectedBank, bank)) {
      done.release();
    }
    return made;
  }

  /** The vectors as the rows of a matrix {@code length} wide, cut or padded with zeros. */
  private static Mat rows(List<float[]> vectors, int length) {
    Mat m = new Mat(vectors.size(), length, CvType.CV_32F, new Scalar(0));
    for (int i = 0; i < vectors.size(); i++) {
      float[] f = vectors.get(i);
      m.put(i, 0, f.length > length ? Arrays.copyOf(f, length) : f);
    }
    return m;
  }

  /** Of unit-length vectors. */
  static double cosine(float[] a, float[] b) {
    double cos = 0;
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      cos += a[i] * b[i];
    }
    return cos;
  }

  /**
   * Saves into {@code folder} as {@link #FILE_NAME}. The file is written beside it first, flushed to
   * the disk and then moved over the old one, so a pulled plug leaves the old calibration or the
   * new one, never half of one.
   */
  public void save(Path folder) {
    try {
      Files.createDirectories(folder);
      Path part = folder.resolve(FILE_NAME + ".part");
      try (FileChannel channel = FileChannel.open(part, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
              StandardOpenOption.TRUNCATE_EXISTING);
          DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel)))) {
        out.writeUTF(MAGIC);
        out.writeInt(samples.size());
        for (Sample s : samples) {
          out.writeUTF(s.face());
          out.writeInt(s.look().red().length);
          for (float f : s.look().red()) {
            out.writeFloat(f);
          }
          out.writeInt(s.look().features().length);
          for (float f : s.look().features()) {
            out.writeFloat(f);
          }
          byte[] picture = s.look().picture();
          out.writeInt(picture == null ? 0 : picture.length);
          out.write(picture == null ? new byte[0] : picture);
        }
        out.writeInt(networkReads.size());
        for (String face : networkReads) {
          out.writeUTF(face);
        }
        out.writeUTF(indexPrinted.name());
        out.writeInt(layoutDoubts.size());
        for (LayoutDoubt d : layoutDoubts) {
          out.writeUTF(d.place());
          out.writeUTF(d.readAs());
          out.writeBoolean(d.swapped());
        }
        out.flush();
        channel.force(true);
      }
      Files.move(part, folder.resolve(FILE_NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save the calibration in " + folder + ": " + e.getMessage(), e);
    }
  }

  /** Loads the calibration saved in {@code folder}. */
  public static Calibration load(Path folder) {
    Path file = folder.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      throw new VisionException("no calibration in " + folder + " (expected " + FILE_NAME + ")");
    }
    try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
      String magic;
      try {
        magic = in.readUTF();
      } catch (IOException e) {
        throw new VisionException("not a calibration file: " + file);
      }
      if (OLDER_MAGIC.contains(magic)) {
        throw new VisionException("the calibration in " + file + " was made by an older version of the"
            + " tile reader; photograph the layout again to calibrate this table");
      }
      if (!MAGIC.equals(magic) && !DETAIL_WITHOUT_MARGIN_MAGIC.equals(magic) && !WITHOUT_DETAIL_MAGIC.equals(magic)
          && !WITHOUT_DOUBTS_MAGIC.equals(magic) && !WITHOUT_INDEX_MAGIC.equals(magic)) {
        throw new VisionException("not a calibration file: " + file);
      }
      int n = count(in.readInt(), MOST_SAMPLES, file);
      List<Sample> samples = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        String face = in.readUTF();
        float[] red = new float[count(in.readInt(), MOST_VALUES, file)];
        for (int k = 0; k < red.length; k++) {
          red[k] = in.readFloat();
        }
        float[] f = new float[count(in.readInt(), MOST_VALUES, file)];
        for (int k = 0; k < f.length; k++) {
          f[k] = in.readFloat();
        }
        boolean withMargin = MAGIC.equals(magic);
        byte[] picture = new byte[withMargin || DETAIL_WITHOUT_MARGIN_MAGIC.equals(magic) ? count(in.readInt(), MOST_VALUES, file) : 0];
        int size = withMargin ? FineDetail.W * FineDetail.H : FineDetail.FACE_W * FineDetail.FACE_H;
        if (picture.length != 0 && picture.length != size) {
          throw new VisionException("the calibration in " + file + " holds a sample picture of " + picture.length
              + " bytes, not " + size + "; photograph the layout again");
        }
        in.readFully(picture);
        samples.add(new Sample(face, new Look(f, red, picture.length == 0 || !withMargin ? null : () -> picture)));
      }
      if (samples.isEmpty()) {
        throw new VisionException("the calibration in " + file + " holds no faces; photograph the layout again");
      }
      Set<String> networkReads = new TreeSet<>();
      int n2 = count(in.readInt(), MOST_VALUES, file);
      for (int i = 0; i < n2; i++) {
        networkReads.add(in.readUTF());
      }
      IndexPrinted index = IndexPrinted.UNKNOWN;
      if (!WITHOUT_INDEX_MAGIC.equals(magic)) {
        String printed = in.readUTF();
        try {
          index = IndexPrinted.valueOf(printed);
        } catch (IllegalArgumentException e) {
          throw new VisionException("the calibration in " + file + " is damaged (index printed \"" + printed
              + "\"); photograph the layout again");
        }
      }
      List<LayoutDoubt> doubts = new ArrayList<>();
      if (MAGIC.equals(magic) || DETAIL_WITHOUT_MARGIN_MAGIC.equals(magic) || WITHOUT_DETAIL_MAGIC.equals(magic)) {
        int n3 = count(in.readInt(), MOST_VALUES, file);
        for (int i = 0; i < n3; i++) {
          doubts.add(new LayoutDoubt(in.readUTF(), in.readUTF(), in.readBoolean()));
        }
      }
      return new Calibration(samples, networkReads, index, doubts);
    } catch (EOFException e) {
      throw new VisionException("the calibration in " + file + " is cut short (damaged); photograph the layout again");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the calibration in " + file + ": " + e.getMessage(), e);
    }
  }

  /** More samples or values than any calibration holds: the file is damaged, not to be allocated. */
  private static final int MOST_SAMPLES = 1_000_000, MOST_VALUES = 100_000;

  private static int count(int n, int most, Path file) {
    if (n < 0 || n > most) {
      throw new VisionException("the calibration in " + file + " is damaged (a count of " + n + "); photograph the layout again");
    }
    return n;
  }

}
