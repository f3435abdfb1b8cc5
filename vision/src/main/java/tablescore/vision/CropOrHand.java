package tablescore.vision;

import java.util.List;
import org.opencv.core.Mat;

/**
 * Whether a photo is a crop or close-up of one or a few tiles, to be read whole, or tiles on a
 * table, read spot by spot: a photo shaped like one tile whose spots may be its dots, sticks or
 * the specks of its sides, spots that are pieces of one tile close up rather than tiles seen whole
 * at a table's distance, and table showing round a few tiles. {@link Recognizer} asks; these
 * judgements are kept apart from it, each with the measurement behind its bound, so that they can
 * be read together and Recognizer, too large to read rule by rule with them in it, is shorter.
 */
final class CropOrHand {
  private CropOrHand() {}

  /**
   * A photo shaped like one tile ({@link #tileShaped}) in which the network finds up to this many
   * spots (the most dots or sticks a face shows) may be a crop whose dots it took for tiles: it is
   * read whole too, and is that one tile if the second look is sure of a face there
   * ({@link Recognizer#SURE_FACE}, "no face" under {@link Recognizer#SURELY_A_TILE}), as a photo of up to {@link Recognizer#FEW}
   * spots is. Measured (2026-11-26): crops of 8 made-up sets never learnt ({@code drawn_sets.py
   * --seed 77}, {@code kde_eval.py}) read 381 tiles for 336 to 340, 291 right to 300 (with
   * {@link Recognizer#piecesOfOneRead}); {@code CropOfOneTileTest} none read as several tiles (three); KDE,
   * the held-out photos and crops the same. "No face" alone (under 0.02, without a sure face) read
   * a 640x480 photo of six turned tiles as one tile ({@code TileNetTest}); a sure face does not.
   * Thirteen rather than nine (a 9 of bamboo's sticks come out as up to a dozen spots): the same
   * crops made square 302 to 304 right, 351 to 343 read; KDE default crops 36 to 37.
   */
  static final int MOST_PIECES = 13;
  /**
   * A photo shaped like a tile is this much longer one way than the other or more: a crop with a
   * margin, or one stretched to a square, as data sets of tile photos store them (the made-up
   * sets' crops made 224x224: 290 of 336 right, 365 read, to 294 and 351; table photos the same)...
   */
  static final double TILE_SHAPED_FROM = 1.0;
  /**
   * ...and at most this much (a tile is about 1.3; one of a photo stretched to a square up to
   * 1.7), or, taller than wide, {@link Recognizer#TILE_ASPECT} (a tile cut from a photo squeezed to a
   * square: the photos learnt from cut at their labels, 760 of 807 read right to 762, 791 read to 783).
   */
  static final double TILE_SHAPED_TO = 1.7;

  /**
   * Whether the photo may be a crop of one tile, to be read whole; {@code specks}: its spots are
   * ({@link #SPECK}). A table's calibrated set too: a close-up of one of its tiles was read as its
   * dots or sticks, each searched among the table's samples (the made-up sets' crops 39 of 42 and
   * 46-50 tiles read, where they read 42 built in). A calibrated crop read whole is the one tile
   * when the second look takes it for a tile face at all ("no face" under {@link Recognizer#SURELY_A_TILE}),
   * however unsure of which: the samples name the face, and the built-in faces the second look
   * knows are not the table's (a made-up set's flowers, unsure, were read as 3-5 tiles each;
   * {@link #wholeCropStands}).
   */
  static boolean mayBeACrop(Mat image, List<TileNet.Spot> found, boolean specks) {
    return tileShaped(image)
        && (found.size() <= MOST_PIECES && spread(found) >= CROP_SPREAD * image.cols() * image.rows() || specks);
  }

  /**
   * A 1-bit computer set draws its tiles' sides as a pattern of dots (xmahjongg's Dorothy's white
   * set: dots of 2 pixels, 5 apart), which the network boxes dot by dot, 16 to 20 spots of 10-12
   * pixels in a crop of 174x224. Spots whose median longer side is at most this share of the
   * photo's shorter side, and at most {@link #SPECK_PIXELS}, are specks: a photo shaped like a
   * tile is read whole ({@link #mayBeACrop}), and is that one tile unless the second look takes
   * it for no tile face ({@link #wholeCropStands}), however unsure of which (the Dorothy's white
   * crops read 0.2-0.97 sure, "no face" 0.001-0.1, its autumn 0.30). Measured (2026-11-29,
   * thirty-sixth session, {@code recognize --eval}): Dorothy's white crops 0 to 27 of 42 right
   * (759 tiles read to 59), stretched to a square 0 to 26 (1,058 read to 42); every other set's
   * crops, hands and melds, the tight crops, the held-out photos, at half size and in camera
   * frames, and all 430 shared photos the same.
   */
  static final double SPECK = 0.1;
  /**
   * ...and the most pixels a speck spans: without this bound a hand in a square photo (tiles of
   * 40-60 pixels in 640) was specks, read whole "no face" under 0.2 as often as not, and the
   * held-out photos read 1,153 to 1,095 tiles right.
   */
  static final double SPECK_PIXELS = 16;

  /**
   * Whether a photo that may be a crop ({@link #mayBeACrop}), read whole with "no face" at {@code
   * noFace}, is its one tile however unsure the second look is of which built-in face: when the
   * table is calibrated and its samples name the face, a tile face at all ("no face" under {@link
   * Recognizer#SURELY_A_TILE}) is enough; when its spots are specks ({@link #SPECK}), which are never tiles,
   * a tile face as likely as not ({@link Recognizer#NOT_A_TILE}) is. Measured (2026-11-30,
   * forty-sixth session, {@code recognize --eval}): Dorothy's white autumn, read whole "no face"
   * 0.30, had been 18 tiles; its crops 59 tiles read to 42, 27 right as before; every other set's
   * crops and hands, the held-out photos and all 430 shared photos the same.
   */
  static boolean wholeCropStands(boolean specks, boolean calibrated, double noFace) {
    return specks && noFace < Recognizer.NOT_A_TILE || calibrated && noFace < Recognizer.SURELY_A_TILE;
  }

  static boolean specks(Mat image, List<TileNet.Spot> found) {
    return specks(image.cols(), image.rows(), found.stream().map(TileNet.Spot::box).toList());
  }

  /** Whether the boxes found in a photo of {@code cols} x {@code rows} are specks ({@link #SPECK}). */
  static boolean specks(int cols, int rows, List<Quad.Box> boxes) {
    if (boxes.isEmpty()) {
      return false;
    }
    return Quad.Box.medianLongerSide(boxes) <= Math.min(SPECK * Math.min(cols, rows), SPECK_PIXELS);
  }

  /**
   * A crop's dots or sticks, taken for tiles, lie over much of it: the box round the spots covers
   * this share of the photo or more (or nothing is found). A photo of a few tiles on a table
   * mostly shows table round them, and is spared the whole read (at 0.35, the 430 shared photos:
   * 110 whole reads to 66, bench median about 1 ms less; the made-up sets' square crops 304 right,
   * 343 read, to 303 and 346). From 0.35 to 0.25 (2026-11-27, twenty-second session, {@code
   * recognize --eval}): the made-up sets' square crops 328 right of 340 read to 329 of 337 (a 4
   * of dots whose four dots, taken for tiles, spread over 0.34 of it read as one tile); the 430
   * shared photos read 13 more whole (none taken for one tile) and as before, the other sets the
   * same; 0.2 the same as 0.25.
   */
  static final double CROP_SPREAD = 0.25;

  /**
   * Whether the spots of a photo that may be a crop ({@link #mayBeACrop}) are its one tile's dots,
   * each taken for a tile: the whole photo read surely as a tile face ("no face" under {@link
   * Recognizer#SURELY_A_TILE}), a tile of dots to the looks at least {@link GlyphReading#SUIT_TILE}, however unsure of
   * its number, and as many dots counted over it ({@link SuitMarks#dots}) as there are spots or
   * more ({@code spots}). A photo of a table shows tiles, which are not dots, and counts none. Measured
   * (2026-11-27, twenty-second session, {@code recognize --eval}): a made-up 5 of dots drawn light
   * on navy, read whole at 0.63, had been five tiles: the made-up sets' crops 330 of 339 read to
   * 331 of 335; the other sets and the 430 shared photos the same.
   */
  static boolean dotsTakenForTiles(Mat image, Quad.Box whole, double noFace, double[] faces, int spots) {
    if (noFace >= Recognizer.SURELY_A_TILE || TilePrint.chanceOf(faces, i -> Faces.isOfSuit(TileNet.FACES.get(i), 'p')) < GlyphReading.SUIT_TILE) {
      return false;
    }
    int dots = SuitMarks.dots(image, whole);
    return dots >= 2 && spots <= dots;
  }

  /**
   * Whether spots are tiles with table round them, not pieces of one tile: beyond the box round
   * them, across its longer side and a little past it ({@link #TABLE_GAP}), the photo shows at
   * least {@link #TABLE_BEYOND} of its side both ways, even ({@link #TABLE_EVEN}) and coloured
   * or dark, as felt or a mat is ({@link #TABLE_COLOURED}, {@link #TABLE_DARK}), and at least two
   * spots are light and pale in their middles, as tile faces are ({@link FaceTone#lightAndPale}). Such a photo is not read whole as one tile, nor are its spots taken for one
   * tile's pieces (a close-up's tiles overlap as boxes), nor does one tile read whole with light
   * and dark swapped stand over them ({@link Recognizer#readAll}). A close-up of four xmahjongg gnome2
   * tiles in a row, table above and below, had read as one 2 of bamboo, the whole photo "no face"
   * only 0.26; a made-up one, its four boxes overlapping, too. A crop of one tile shows its own
   * face round its pieces, or no room round them at all; a set whose faces are dark, or a table
   * as light as a face, reads as before. Measured (2026-11-30, forty-ninth session, {@code
   * recognize --eval}): close-ups of 2-4 tiles of the 18 sets never learnt 3,090 to 3,108 of
   * 3,888 right (counted 3,141 to 3,159); their hands at 0.63 of their size 2,601 to 2,602; every
   * crop, hand and meld of those sets, their crops cut tight (693, the made-up, KDE and Debian
   * sets'), the held-out photos as a worse camera takes them (half size, framed 1.5 to 3 times,
   * 1920x1080 near and close) and all 430 shared photos the same. Asking instead for 3 spots or
   * more whose round box is under {@link #CROP_SPREAD} of the photo and twice as long as wide:
   * the close-ups 3,104, but a tight crop's 9 of dots, a row of three dots boxed, read as three
   * 1s of dots; from 2 spots, a 2 of dots' two dots in a column, and 8 crops lost. Since the
   * fiftieth session a face's middle is read a fifth in from each side, as {@link FaceTone}'s
   * other checks read it, not a quarter: xmahjongg gnome's close-ups 2 tiles more, the rest the same.
   */
  static boolean tilesOnATable(Mat image, List<TileNet.Spot> spots) {
    if (spots.size() < 2) {
      return false;
    }
    Quad.Box round = Quad.Box.around(spots.stream().map(TileNet.Spot::box).toList(), 0).within(image.cols(), image.rows());
    boolean across = round.x1() - round.x0() >= round.y1() - round.y0();
    int side = across ? image.rows() : image.cols();
    double gap = TABLE_GAP * (across ? round.y1() - round.y0() : round.x1() - round.x0());
    int from = (int) Math.floor((across ? round.y0() : round.x0()) - gap);
    int to = (int) Math.ceil((across ? round.y1() : round.x1()) + gap);
    if (from < TABLE_BEYOND * side || side - to < TABLE_BEYOND * side) {
      return false;
    }
    for (Mat beyond : List.of(across ? image.rowRange(0, from) : image.colRange(0, from),
        across ? image.rowRange(to, side) : image.colRange(to, side))) {
      double[][] hsv = FaceTone.hsvMeanAndSpread(beyond);
      if (hsv[1][2] >= TABLE_EVEN || hsv[0][1] <= TABLE_COLOURED && hsv[0][2] >= TABLE_DARK) {
        return false;
      }
    }
    return spots.stream().filter(s -> FaceTone.lightAndPale(image, s.box())).count() >= 2;
  }

  /** The share of the photo's side beyond the tiles, each way, where a table must show ({@link #tilesOnATable}). */
  static final double TABLE_BEYOND = 0.15;
  /** The table is looked for this share of the tiles' height (or width) past their boxes, which may stop short of the tiles' edges. */
  static final double TABLE_GAP = 0.25;
  /** A table is even: its brightness (HSV value, 0-255) spreads less than this. */
  static final double TABLE_EVEN = 20;
  /** A table is coloured, its saturation (0-255) over this, or dark, its value under {@link #TABLE_DARK}. */
  static final double TABLE_COLOURED = 80;
  static final double TABLE_DARK = 100;

  /** The area of the box round all the spots. */
  private static double spread(List<TileNet.Spot> spots) {
    if (spots.isEmpty()) {
      return Double.POSITIVE_INFINITY;
    }
    double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
    for (TileNet.Spot s : spots) {
      x0 = Math.min(x0, s.box().x0());
      y0 = Math.min(y0, s.box().y0());
      x1 = Math.max(x1, s.box().x1());
      y1 = Math.max(y1, s.box().y1());
    }
    return (x1 - x0) * (y1 - y0);
  }

  /** Whether the photo is shaped like one tile, standing, lying or stretched to a square (not a row). */
  static boolean tileShaped(Mat image) {
    return tileShaped(image.cols(), image.rows());
  }

  /** Whether a photo of {@code cols} x {@code rows} is shaped like one tile ({@link #tileShaped(Mat)}). */
  static boolean tileShaped(int cols, int rows) {
    double longer = Math.max(cols, rows), shorter = Math.min(cols, rows);
    double most = rows > cols ? Recognizer.TILE_ASPECT : TILE_SHAPED_TO;
    return shorter > 0 && longer >= TILE_SHAPED_FROM * shorter && longer <= most * shorter;
  }

  /**
   * Up to {@link #PIECES} spots, each overlapping another by {@link #PIECES_OVERLAP} (IoU) or more,
   * as tiles lying side by side never do: the dots or strokes of one tile close up, which the
   * network, taught tiles far smaller, takes for tiles. The photo is then read whole, as a photo
   * in which nothing was found is (crops of the held-out photos enlarged three times 0.852 / 0.873
   * became 0.920 / 0.903 by {@code --eval}; of KDE's sets never seen, traditional 0.435 / 0.500 to
   * 0.525 / 0.525, default 0.472 / 0.610 to 0.707 / 0.707; table photos unchanged). An overlap of
   * 0.2 read fewer crops right, 0.05 the same as 0.1. Tiles turned on a table overlap too, as
   * boxes, and are not pieces when {@link #seenWhole} ({@code photoArea}: the photo's, in pixels)
   * or when they lie together in a small part of the photo ({@link #PIECES_SPREAD}).
   */
  static boolean piecesOfOneTile(List<TileNet.Spot> spots, double photoArea) {
    if (spots.size() < 2 || spots.size() > PIECES || seenWhole(spots, photoArea) || spread(spots) < PIECES_SPREAD * photoArea) {
      return false;
    }
    for (TileNet.Spot a : spots) {
      boolean overlaps = false;
      for (TileNet.Spot b : spots) {
        overlaps |= a != b && a.box().iou(b.box()) >= PIECES_OVERLAP;
      }
      if (!overlaps) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether spots are tiles seen whole at a table's distance, not pieces of one tile close up:
   * every box under {@link #FAR_FROM_CLOSE_UP} of the photo, and the looks at least {@link
   * #FACE_SEEN_WHOLE} sure of one spot's face. Tiles lying turned, as a meld or a block of four
   * laid slantwise, overlap as upright boxes; taken for pieces, the photo was read as one tile (a
   * held-out photo of four 7s of dots turned 45 degrees, each box 3 % of the photo and read at
   * 0.76, came out one south wind). A close-up's dots and strokes are larger (the made-up and KDE
   * crops' pieces 9-47 % of the photo, but for one of 5 % read at 0.13). Measured (2026-11-27,
   * {@code recognize --eval}): held-out photos 1138 to 1142 of 1509 right, two of the 430
   * shared photos read 0 to 4 of their 4 tiles, made-up and KDE hands and crops the same; 0.1 and
   * 0.6 the same.
   */
  static boolean seenWhole(List<TileNet.Spot> spots, double photoArea) {
    double surest = spots.stream().mapToDouble(TileNet.Spot::surestFace).max().orElse(0);
    return Recognizer.largestShare(spots, photoArea) < FAR_FROM_CLOSE_UP && surest >= FACE_SEEN_WHOLE;
  }

  /**
   * A close-up's pieces spread over at least this share of the photo (the box round them): a
   * tile that shows its dots or strokes as tiles fills much of its photo. Four tiles laid
   * slantwise in a block, in the middle of a held-out photo framed 1.5 times as wide (a camera
   * further off), overlapped as boxes, each read unsurely, and spread over 0.064 of the frame:
   * read whole, they had been one 1 of dots; so had four such tiles in the middle of a 1920x1080
   * camera frame, which until the fifty-first session a rule of its own kept apart (a spread of
   * {@link #CROP_SPREAD} in a {@link LookDistance#WIDE_FRAME}). Measured (2026-11-30, fifty-first session,
   * {@code recognize --eval}): held-out photos framed 1.5 times as wide 1,356 to 1,360 of 1,509
   * counted, under a cool daylight tube 1,443 to 1,447; every crop of the 18 sets never learnt,
   * square and as cut, the held-out photos as taken and as a worse camera takes them otherwise
   * (warm, dim, bright, blurred, noisy, hard-compressed, washed out, half size, framed 2 and 3
   * times, 1920x1080 far, near and close) and all 430 shared photos the same. At 0.1 for every
   * photo the 1920x1080 frames lost 2 tiles; {@link #CROP_SPREAD}, 0.25, lost a square crop of
   * xmahjongg gnome2.
   */
  static final double PIECES_SPREAD = 0.15;
  static final double FAR_FROM_CLOSE_UP = 0.06;
  static final double FACE_SEEN_WHOLE = 0.7;

  static final int PIECES = 5;
  static final double PIECES_OVERLAP = 0.1;
}
