package tablescore.vision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.dnn.Dnn;
import org.opencv.dnn.Net;
import org.opencv.imgproc.Imgproc;

/**
 * Reads the glyphs a tile prints in its top band: a flower's or season's name and number, and the
 * index many sets print in a corner of a suit tile (model {@code flowernames.onnx}, trained by
 * {@code vision/train/flower_names.py}). The second look reads a tile from a 64-pixel cut, where
 * those glyphs are a few pixels, and a set it never saw draws its own plants, strokes and dots;
 * but most sets print the same few glyphs: the name (梅 蘭 菊 竹, 春 夏 秋 冬) and the digits,
 * in a top corner. This looks for them at the tile's own resolution.
 *
 * <p>The network is a window classifier with unpadded convolutions, run over the whole face at
 * once: at every {@link #STRIDE} pixels it gives the chance that a {@link #WINDOW}-pixel window
 * holds each glyph. The face is read brought to {@link #FACE_WIDTH} pixels wide, both ways up,
 * and only windows in its top {@link #BAND} count: the plant or the dots below are drawn in
 * strokes that can look like a numeral (a flower's name is also looked for below the band, when
 * read surely: {@link #NAME_BELOW_BAND}, and a western set's English name anywhere on the face:
 * {@link #ENGLISH_NAME_WIDTHS}; a character's Chinese numeral in its top half: {@link
 * #NUMERAL_WIDTH}; a wind's or dragon's character across the whole face: {@link
 * #HONOUR_NAME_WIDTH}; and a wind's initial in a corner of the band: {@link #windLetters}). Its
 * edges are repeated {@link #MARGIN} pixels outwards first, so that a glyph in a corner is read.
 */
public final class PrintedGlyphs {
  static final String RESOURCE = "/tablescore/vision/flowernames.onnx";
  /** The reader of English names ({@code vision/train/english_names.py}), classes none and 1f-8f. */
  static final String ENGLISH_RESOURCE = "/tablescore/vision/englishnames.onnx";
  static final int FACE_WIDTH = 96;
  /**
   * A flower's or season's name printed large, over about a third of the face's width, outgrows
   * a window at {@link #FACE_WIDTH} (the reader learnt glyphs 10-30 pixels tall); the names are
   * read again with the face brought to this width, where one of up to two fifths of it fits.
   * Numbers are not: read so, they cost made-up crops 2 tiles. Measured (2026-11-26, {@code
   * recognize --eval}): made-up sets never learnt, crops 312 to 315 of 336, hands 1181 to 1220 of
   * 1344; KDE hands 157 / 124 / 149 to 157 / 124 / 151 of 168, KDE crops and the held-out photos
   * the same (the band alone so: hands 1198; 64 pixels wide, or a third read at 56: the same
   * within three tiles).
   */
  static final int LARGE_NAME_WIDTH = 72;
  /** A window's side as learnt; the convolutions see its first 29 pixels, centred near its own centre. */
  static final int WINDOW = 32;
  static final int STRIDE = 4;
  /** The share of the face, from its top, where the name and number are looked for. */
  static final double BAND = 0.45;
  /** The share of the box's width (and height) left out at each side where numbers are read (and an honour's character). */
  static final double INSIDE = 0.04;
  /**
   * The share left out at each side where names alone are read (a western set's English name,
   * {@link #englishNames}, and a name below the band, {@link #namesBelowBand}): none. A box's
   * edge reads like a 1, which is why a read with numbers keeps {@link #INSIDE} of it, but such
   * a read counts no number, and a name printed down to the tile's foot, where the network's
   * box of a set it never saw ends, lost its lowest strokes: a made-up set's PLUM, read at 0.28
   * so, reads 0.99 to the box's edge, and another's 夏 below its plant 0.23 and 0.99. Measured
   * (2026-11-28, twenty-seventh session, {@code recognize --eval}): made-up sets never learnt,
   * crops 333 to 334 of 336 and hands 1319 to 1323 of 1344; KDE hands default 160 to 161 and
   * traditional 162 to 163 of 168; every other set, the held-out photos and all 430 shared photos
   * the same. Melds a tile apart, the same in all (2,280 right): made-up 1,322 to 1,327, fonts'
   * 487 to 488, KDE's 471 to 465 (traditional's SUM read as MUM twice and an 8 of bamboo as a
   * flower; jade's 1 of bamboo and spring, and default's bamboo, read as other flowers). Tried:
   * the English names alone so, hands 1321 and traditional 163; read 3 % beyond the box, 1322
   * and 163, and 6 %, traditional 161; a flower's band read so for its large names too, Noto
   * Sans Symbols 2's hands 166 to 163 and KDE traditional's crops 36 to 35; only the ends left
   * whole (the sides as {@link #INSIDE}), with a tile the looks do not take for a flower read
   * inside its box, every figure within a tile of before and the melds 2 better; an honour's
   * character read so, hands 1322.
   */
  static final double NAMES_INSIDE = 0;
  /**
   * The face's edges are repeated this many pixels beyond its top and sides before it is read: a
   * window sees a glyph only near its own centre, and a corner's index lies nearer the edge than
   * a window's half. Measured (2026-11-26): an index in a top corner read on 30 of 48 tiles
   * without, 48 with (4 pixels: 48 too); flowers' names on the shared sets 20 to 28 of 32; KDE
   * hands 153 / 119 / 140 to 156 / 124 / 146 of 168 (12 and 16 pixels the same).
   */
  static final int MARGIN = 8;
  /**
   * A name read below the band counts from this chance up ({@link #namesBelowBand}). Many sets
   * print a flower's name at the foot of its plant, so a tile the looks think may be a flower,
   * whose band shows no name all but surely ({@code TilePrint.NAME_IN_BAND_SURE}; this bound
   * until 2026-11-27), is read for one below it too; but there a plant's or a
   * word's strokes read as a name about as often as a name does, seldom surely (the made-up sets'
   * and KDE's 85 flower crops, upright: 18 names right below the band, 15 wrong; over 0.85, 13
   * right, 6 wrong). Measured (2026-11-26, {@code recognize --eval}): made-up sets never learnt,
   * crops 300 to 307 of 336, hands 1160 to 1172 of 1344; KDE hands 156 / 125 / 145 to 156 / 125
   * / 144 (a jade tile not read for the bound on reads, {@code GlyphReading.GLYPH_READS}; with
   * every name below the band counted, traditional lost 3: its English words, SPR, read as 冬);
   * 0.7 and 0.95 within two tiles of 0.85. Since only the band at the face's top is read where
   * the turn is known (2026-11-26, tenth session), 0.75 from 0.85: made-up squeezed crops 307 to
   * 308 of 346, hands 1251 to 1252 of 1345, KDE crops default 37 to 38 of 41, the rest the same
   * (0.7 the same as 0.75; 0.6 and 0.5 read the made-up hands 1248 and 1244).
   */
  static final double NAME_BELOW_BAND = 0.75;
  /** Classes: none, the eight names in the order 1f-8f, the digits 1-9. */
  static final int CLASSES = 1 + 8 + 9;

  /**
   * A western set prints a flower's or season's name in English across the face's foot (PLUM,
   * ORCHID, SPR, WIN: the word whole, or its first three or four letters), and often no Chinese
   * name or number. Such a word is wider than a window at {@link #FACE_WIDTH}, so a flower's whole
   * face is read for it by a second reader ({@link #ENGLISH_RESOURCE}) brought to these widths,
   * where a word across 0.3 to 0.8 of the face fits in a window. Measured (2026-11-26, {@code
   * recognize --eval}, the glyph reader unchanged): made-up sets never learnt, crops 318 to 323 of
   * 336, squeezed 308 to 314, hands 1252 to 1266 of 1344; KDE traditional (its flowers print
   * PLUM, ORC, MUM, BAM, SPR, SUM, AUT) hands 124 to 147 of 168, crops 29 to 32 of 40, squeezed
   * KDE crops 101 to 104; KDE default and jade, and the held-out photos, the same. 36 alone, 44
   * alone, or 36, 44 and 52 read within two tiles of these.
   */
  static final int[] ENGLISH_NAME_WIDTHS = {36, 44};
  /**
   * An English name counts from this chance up. Measured as above: 0.75, 0.9 and 0.99 read the
   * made-up hands 1262, 1266 and 1267, KDE traditional's 141, 142 and 148. The renders are crisper
   * than a photo, whose true reads are less sure, so not the highest bar.
   */
  static final double ENGLISH_NAME_SURE = 0.97;

  /** The reader of a character's Chinese numeral ({@code vision/train/character_numerals.py}), classes none and 1-9. */
  static final String NUMERAL_RESOURCE = "/tablescore/vision/characternumerals.onnx";
  /**
   * A character tile prints its numeral (一 to 九, 伍) across 0.4 to 0.8 of the face above its 萬,
   * larger than a window at {@link #FACE_WIDTH}; the top of a tile that looks like a character is
   * read again by a reader of its own brought to this width, where the numeral fits in a window.
   * Measured (2026-11-27, {@code recognize --eval}): 36 and 44, 36 alone, and 36, 44 and 52 read
   * every figure as 40 alone does, or a tile fewer (made-up hands 1282 at 44, squeezed crops 318
   * at 36); one width is one run.
   */
  static final int NUMERAL_WIDTH = 40;
  /** The share of the face, from its top, where the numeral is looked for (the 萬 lies below it). */
  static final double NUMERAL_BAND = 0.5;
  /**
   * A numeral counts from this chance up. Measured (2026-11-27, {@code recognize --eval}, with
   * {@link #INDEX_PRINTED}): made-up sets never learnt, crops 323 to 324 of 336, squeezed 314 to
   * 315, hands 1266 to 1273 of 1344; KDE hands and crops, squeezed KDE crops and the held-out
   * photos the same. At 0.9: squeezed crops 314, the rest the same.
   */
  static final double NUMERAL_SURE = 0.97;
  /**
   * A character whose index digit (2-9) is read this surely is not read for its numeral: KDE's
   * sets print both, and their brush-written numerals read less surely than the index (without
   * this bound, KDE hands default, traditional and jade 160 / 147 / 155 to 159 / 146 / 154 of 168;
   * the made-up sets the same). It also spares the read.
   */
  static final double INDEX_PRINTED = 0.9;
  /**
   * Some sets print a flower's or season's number as a Chinese numeral (一 to 四) in a corner,
   * which the glyph reader does not read; in its band at {@link #FACE_WIDTH} such a numeral is
   * about the size the numeral reader learnt, and one read this surely counts. Measured
   * (2026-11-27, {@code recognize --eval}): made-up sets never learnt, crops 324 to 326 of 336,
   * squeezed 315 to 319, hands 1273 to 1283 of 1344; KDE, the held-out photos the same. From 0.97
   * a plum's strokes read as 二 (squeezed KDE crops 104 to 103); 0.999 kept 2 tiles fewer.
   */
  static final double FLOWER_NUMERAL_SURE = 0.99;

  /** The reader of a wind's or a dragon's character ({@code vision/train/honour_names.py}), classes none and {@link #HONOURS}. */
  static final String HONOUR_RESOURCE = "/tablescore/vision/honournames.onnx";
  /** The faces whose characters the honour reader reads, in its classes' order: 東 南 西 北 中 發. */
  public static final List<String> HONOURS = List.of("1z", "2z", "3z", "4z", "7z", "6z");
  /**
   * A wind or a dragon prints its character (東 南 西 北 中 發) across 0.5 to 0.85 of the face,
   * larger than a window at {@link #FACE_WIDTH}; the whole face of a tile that may be an honour is
   * read by a reader of its own brought to this width, where the character fits in a window.
   * Measured (2026-11-28, {@code recognize --eval}): made-up hands 1319 of 1344 at 30, 1318 at 36
   * (KDE jade's hands a tile fewer: a 西 read as 北), and at 26 and 34 both as at 30 but KDE jade
   * a tile fewer.
   */
  static final int HONOUR_NAME_WIDTH = 30;
  /** An honour's character counts from this chance up (0.9 and 0.99 read every figure the same). */
  static final double HONOUR_NAME_SURE = 0.97;

  /** The reader of the letter a wind prints in its corner ({@code vision/train/wind_letters.py}), classes none and {@link #WIND_LETTERS}. */
  static final String WIND_LETTER_RESOURCE = "/tablescore/vision/windletters.onnx";
  /** The winds whose initials the letter reader reads, in its classes' order: E S W N. */
  public static final List<String> WIND_LETTERS = List.of("1z", "2z", "3z", "4z");
  /** A wind's letter counts from this chance up (from 0.9 or 0.99 every set and the held-out photos read the same). */
  static final double WIND_LETTER_SURE = 0.97;

  /**
   * What a tile prints: each flower's or season's name (in its top band, below it, or in English
   * anywhere on the face), and each digit 1-9 in its top band (a flower's number, or the index
   * many sets print in a corner of a suit tile), as chances 0-1.
   */
  public record Glyphs(double[] names, double[] numbers) {
    /** No glyph read. */
    public static Glyphs none() {
      return new Glyphs(new double[8], new double[9]);
    }

    /** The chance the tile shows face {@code k}'s name (0-7: 1f-8f). */
    public double name(int k) {
      return names[k];
    }

    /** The chance it shows the digit {@code n} (1-9). */
    public double number(int n) {
      return numbers[n - 1];
    }

    /** The surest name's chance. */
    public double surestName() {
      double most = 0;
      for (double n : names) {
        most = Math.max(most, n);
      }
      return most;
    }

    /** The surest digit's chance among {@code from} to 9 (from 2: a 1 is a stem or a stroke as often as a digit). */
    public double surestDigit(int from) {
      return number(surestDigitRead(from));
    }

    /** The digit among {@code from} to 9 read surest (the smallest of equals). */
    public int surestDigitRead(int from) {
      int surest = from;
      for (int n = from + 1; n <= 9; n++) {
        surest = number(n) > number(surest) ? n : surest;
      }
      return surest;
    }

    /** The surest digit's chance among {@code from} to 9 but {@code digit}. */
    public double surestDigitBut(int digit, int from) {
      double most = 0;
      for (int n = from; n <= 9; n++) {
        most = n == digit ? most : Math.max(most, number(n));
      }
      return most;
    }

    /** These glyphs with each name as surely as here or in {@code more}, whichever is surer. */
    public Glyphs withNamesOf(Glyphs more) {
      double[] both = names.clone();
      for (int k = 0; k < both.length; k++) {
        both[k] = Math.max(both[k], more.names[k]);
      }
      return new Glyphs(both, numbers);
    }
  }

  private final Net net;
  private final Net english;
  private final Net numerals;
  private final Net honours;
  private final Net windLetters;

  private PrintedGlyphs(Net net, Net english, Net numerals, Net honours, Net windLetters) {
    this.net = net;
    this.english = english;
    this.numerals = numerals;
    this.honours = honours;
    this.windLetters = windLetters;
  }

  private static final Onnx.Lazy<Net> BUILT_IN_ENGLISH = new Onnx.Lazy<>(() -> Onnx.resource(ENGLISH_RESOURCE, "English name model"));
  private static final Onnx.Lazy<Net> BUILT_IN_NUMERALS = new Onnx.Lazy<>(() -> Onnx.resource(NUMERAL_RESOURCE, "character numeral model"));
  private static final Onnx.Lazy<Net> BUILT_IN_HONOURS = new Onnx.Lazy<>(() -> Onnx.resource(HONOUR_RESOURCE, "honour character model"));
  private static final Onnx.Lazy<Net> BUILT_IN_WIND_LETTERS = new Onnx.Lazy<>(() -> Onnx.resource(WIND_LETTER_RESOURCE, "wind letter model"));
  private static final Onnx.Lazy<PrintedGlyphs> BUILT_IN = new Onnx.Lazy<>(
      () -> new PrintedGlyphs(Onnx.resource(RESOURCE, "printed glyph model"), BUILT_IN_ENGLISH.get(), BUILT_IN_NUMERALS.get(),
          BUILT_IN_HONOURS.get(), BUILT_IN_WIND_LETTERS.get()));

  /** The models that ship in the jar. */
  public static PrintedGlyphs builtIn() {
    return BUILT_IN.get();
  }

  /**
   * Models from ONNX files (freshly trained ones, to measure them before they ship): the glyphs',
   * the English names', the characters' numerals', the honours' characters' and the winds'
   * letters', any null for the built-in one.
   */
  public static PrintedGlyphs load(Path glyphs, Path englishNames, Path characterNumerals, Path honourNames, Path windLetters) {
    return new PrintedGlyphs(glyphs == null ? BUILT_IN.get().net : Onnx.file(glyphs, "printed glyph model"),
        englishNames == null ? BUILT_IN_ENGLISH.get() : Onnx.file(englishNames, "English name model"),
        characterNumerals == null ? BUILT_IN_NUMERALS.get() : Onnx.file(characterNumerals, "character numeral model"),
        honourNames == null ? BUILT_IN_HONOURS.get() : Onnx.file(honourNames, "honour character model"),
        windLetters == null ? BUILT_IN_WIND_LETTERS.get() : Onnx.file(windLetters, "wind letter model"));
  }

  /**
   * The glyphs on the tile in {@code box} of {@code image} (BGR), read in its top band. A box wider
   * than tall is a tile lying sideways and is stood up first. A face that lies {@code turn}
   * quarter turns round ({@link Recognizer#quadOf}) is read only in the band at its top, at about
   * half the cost, so that the foot's glyphs, turned over, are not read as the top's; with
   * {@link #TURN_UNKNOWN} both ends' bands are read.
   */
  public Glyphs read(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE, (tile, ways, names, numbers) -> readBand(tile, FACE_WIDTH, ways, names, numbers));
  }

  /**
   * As {@link #read}, for a tile that may be a flower or season: its names are read again as if
   * printed large ({@link #LARGE_NAME_WIDTH}), the whole face, to the box's edge ({@link
   * #NAMES_INSIDE}), is read for an English name ({@link #ENGLISH_NAME_WIDTHS}), and its band for
   * a Chinese numeral ({@link #FLOWER_NUMERAL_SURE}).
   */
  public Glyphs readFlower(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE, (tile, ways, names, numbers) -> {
      readFlowersBand(tile, ways, names, numbers);
      readBand(tile, LARGE_NAME_WIDTH, ways, names, new double[9]); // its names only
    }).withNamesOf(englishNames(image, box, turn));
  }

  /**
   * A flower's or season's number as {@link #readFlower} reads it, a digit or a Chinese numeral
   * in the band, without the names read large or in English: what a calibrated flower is named by
   * ({@code TilePrint.byFlowerNumber}), its plant being the table's own.
   */
  public Glyphs flowerNumber(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE, this::readFlowersBand);
  }

  /** The band read for names and digits, and for a Chinese numeral read at {@link #FLOWER_NUMERAL_SURE}. */
  private void readFlowersBand(Mat tile, Ways ways, double[] names, double[] numbers) {
    readBand(tile, FACE_WIDTH, ways, names, numbers);
    readNumeral(tile, FACE_WIDTH, BAND, FLOWER_NUMERAL_SURE, ways, numbers);
  }

  /**
   * As {@link #read}, for a tile that may be a character: its Chinese numeral is read too, into
   * the numbers ({@link #NUMERAL_WIDTH}), unless an index digit was read ({@link #INDEX_PRINTED}).
   */
  public Glyphs readCharacter(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE, (tile, ways, names, numbers) -> {
      readBand(tile, FACE_WIDTH, ways, names, numbers);
      if (surestIndex(numbers) < INDEX_PRINTED) { // a set that prints an index says the number plainly
        readNumeral(tile, NUMERAL_WIDTH, NUMERAL_BAND, NUMERAL_SURE, ways, numbers);
      }
    });
  }

  /** The surest digit 2-9 among {@code numbers} (1-9); a 1 is any stroke. */
  private static double surestIndex(double[] numbers) {
    double most = 0;
    for (int n = 2; n <= 9; n++) {
      most = Math.max(most, numbers[n - 1]);
    }
    return most;
  }

  /**
   * The numerals alone that {@link #readCharacter} reads, each only when read at {@link
   * #NUMERAL_SURE} or more; the names are left at 0.
   */
  Glyphs characterNumeral(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE,
        (tile, ways, names, numbers) -> readNumeral(tile, NUMERAL_WIDTH, NUMERAL_BAND, NUMERAL_SURE, ways, numbers));
  }

  /** The Chinese numeral alone that {@link #readFlower} reads in the band ({@link #FLOWER_NUMERAL_SURE}); the names are left at 0. */
  Glyphs flowerNumeral(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, INSIDE, (tile, ways, names, numbers) -> readNumeral(tile, FACE_WIDTH, BAND, FLOWER_NUMERAL_SURE, ways, numbers));
  }

  /**
   * The top {@code band} of the stood-up tile brought to {@code width}, read for a Chinese numeral,
   * into numbers: each number's highest chance over the windows, when {@code sure} or more.
   */
  private void readNumeral(Mat tile, int width, double band, double sure, Ways ways, double[] numbers) {
    surestInBand(numerals, "numerals", tile, width, band, sure, ways, numbers);
  }

  /**
   * {@code model} run over the top {@code band} of the stood-up tile brought to {@code width}
   * ({@link #surestOf}): into each class's place its highest chance over the windows, when
   * {@code sure} or more.
   */
  private static void surestInBand(Net model, String output, Mat tile, int width, double band, double sure, Ways ways,
      double[] into) {
    Mat small = broughtTo(tile, width);
    int rows = Math.min(small.rows(), STRIDE * (bandWindows(small, band) - 1) + WINDOW);
    List<Mat> tops = bordered(small, 0, rows, MARGIN, 0, ways);
    small.release();
    surestOf(model, tops, output, sure, into);
  }

  /**
   * The English names alone that {@link #readFlower} reads ({@link #ENGLISH_NAME_WIDTHS}), each
   * only when read at {@link #ENGLISH_NAME_SURE} or more; the numbers are left at 0.
   */
  Glyphs englishNames(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, NAMES_INSIDE, (tile, ways, names, numbers) -> readEnglish(tile, ways, names));
  }

  /**
   * The chance the tile in {@code box} prints each honour's character ({@link #HONOURS}): its
   * highest over the windows of the whole face brought to {@link #HONOUR_NAME_WIDTH}, read the
   * ways its {@code turn} says; all 0 when the box is too small. A character counts as read from
   * {@link #HONOUR_NAME_SURE}.
   */
  public double[] honourNames(Mat image, Quad.Box box, int turn) {
    double[] chances = new double[HONOURS.size()];
    Mat tile = standing(image, box, INSIDE);
    if (tile != null) {
      Mat small = broughtTo(tile, HONOUR_NAME_WIDTH);
      tile.release();
      List<Mat> faces = bordered(small, 0, small.rows(), MARGIN, MARGIN, waysOf(turn));
      small.release();
      surestOf(honours, faces, "honours", 0, chances);
    }
    return chances;
  }

  /**
   * The chance the tile in {@code box} prints each wind's initial ({@link #WIND_LETTERS}: E S W N)
   * as an index: its highest over the windows of the top band ({@link #BAND}) of the face brought
   * to {@link #FACE_WIDTH}, where a suit tile's index digit is read, the ways its {@code turn}
   * says; all 0 when the box is too small. A letter counts as read from {@link #WIND_LETTER_SURE}.
   */
  public double[] windLetters(Mat image, Quad.Box box, int turn) {
    double[] chances = new double[WIND_LETTERS.size()];
    Mat tile = standing(image, box, INSIDE);
    if (tile != null) {
      surestInBand(windLetters, "letters", tile, FACE_WIDTH, BAND, 0, waysOf(turn), chances);
      tile.release();
    }
    return chances;
  }

  /**
   * A flower's or season's name printed alone across the face, as a computer set prints it (GNOME
   * Mahjongg's smooth set: 梅 蘭 菊 竹 and 春 夏 秋 冬, three fifths of the face wide), is read with
   * the whole face brought to this width, where it is about 30 pixels, the largest the reader
   * learnt. Measured (2026-11-28, thirty-fourth session, {@code recognize --eval}): smooth's hands
   * 125 of 168 right, at 36 pixels 129, 44 145, 52 150 and 60 144, with the name taken at 0.999
   * ({@code GlyphReading.WHOLE_FACE_NAME_UNLOOKED_FOR} is 0.9999: 140).
   */
  static final int WHOLE_FACE_NAME_WIDTH = 52;

  /**
   * The names read over the whole stood-up tile brought to {@link #WHOLE_FACE_NAME_WIDTH}, each
   * only when read at {@link #NAME_BELOW_BAND} or more; no numbers (a plant's strokes or a
   * character's read like numerals).
   */
  public Glyphs wholeFaceNames(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, NAMES_INSIDE, (tile, ways, names, numbers) -> {
      Mat face = broughtTo(tile, WHOLE_FACE_NAME_WIDTH);
      if (face.rows() + 2 * MARGIN >= WINDOW) {
        glyphs(face, 0, face.rows(), MARGIN, MARGIN, names, numbers, true, ways);
      }
      face.release();
    });
  }

  /** One way of reading a stood-up tile into names and numbers. */
  private interface Reading {
    void into(Mat tile, Ways ways, double[] names, double[] numbers);
  }

  /** The tile in {@code box} stood up ({@link #standing}) and read by {@code reading}, the ways its {@code turn} says; nothing read when the box is too small. */
  private static Glyphs readStanding(Mat image, Quad.Box box, int turn, double inside, Reading reading) {
    double[] names = new double[8], numbers = new double[9];
    Mat tile = standing(image, box, inside);
    if (tile != null) {
      reading.into(tile, waysOf(turn), names, numbers);
      tile.release();
    }
    return new Glyphs(names, numbers);
  }

  /**
   * The whole stood-up tile brought small, read for a western set's English names, into names:
   * each name's highest chance over the windows, when {@link #ENGLISH_NAME_SURE} or more.
   */
  private void readEnglish(Mat tile, Ways ways, double[] names) {
    for (int width : ENGLISH_NAME_WIDTHS) {
      Mat small = broughtTo(tile, width);
      List<Mat> faces = bordered(small, 0, small.rows(), MARGIN, MARGIN, ways);
      small.release();
      surestOf(english, faces, "names", ENGLISH_NAME_SURE, names);
    }
  }

  /**
   * {@code model} (classes: none, then one for each of {@code into}) run over {@code pieces}, which
   * are released: into each class's place its highest chance over every window, when {@code sure}
   * or more.
   */
  private static void surestOf(Net model, List<Mat> pieces, String output, double sure, double[] into) {
    int classes = 1 + into.length;
    float[] v = run(model, pieces, output, classes);
    int plane = v.length / (pieces.size() * classes);
    for (int p = 0; p < pieces.size(); p++) {
      for (int w = 0; w < plane; w++) {
        for (int k = 0; k < into.length; k++) {
          double chance = v[(p * classes + 1 + k) * plane + w];
          into[k] = Math.max(into[k], chance < sure ? 0 : chance);
        }
      }
    }
    pieces.forEach(Mat::release);
  }

  /** A face's turn when it is not known: both ends' bands are read. */
  public static final int TURN_UNKNOWN = -1;

  /** Which ways up a stood-up face's band is read. */
  private enum Ways { BOTH, UPRIGHT, UPSIDE_DOWN }

  private static Ways waysOf(int turn) {
    if (turn == TURN_UNKNOWN) {
      return Ways.BOTH;
    }
    // Stood up (turned clockwise when wide), a face turned once or twice has its top at the foot.
    int t = Math.floorMod(turn, 4);
    return t == 1 || t == 2 ? Ways.UPSIDE_DOWN : Ways.UPRIGHT;
  }

  /** The top band of the stood-up tile brought to {@code width} pixels wide, read into names and numbers. */
  private void readBand(Mat tile, int width, Ways ways, double[] names, double[] numbers) {
    Mat face = broughtTo(tile, width);
    // The windows whose centres lie in the band, in one run.
    int rows = Math.min(face.rows(), STRIDE * (bandWindows(face, BAND) - 1) + WINDOW);
    glyphs(face, 0, rows, MARGIN, 0, names, numbers, false, ways);
    face.release();
  }

  /**
   * The flowers' and seasons' names read below the top band, where many sets print the name at
   * the foot of the plant, each only when read at {@link #NAME_BELOW_BAND} or more (no numbers:
   * a plant's or the dots' strokes read like numerals); the numbers are left at 0. Names
   * printed large are read too ({@link #LARGE_NAME_WIDTH}). Only below the band at the face's top
   * when its {@code turn} is known ({@link #read}).
   */
  public Glyphs namesBelowBand(Mat image, Quad.Box box, int turn) {
    return readStanding(image, box, turn, NAMES_INSIDE, (tile, ways, names, numbers) -> {
      for (int width : new int[] {FACE_WIDTH, LARGE_NAME_WIDTH}) {
        Mat face = broughtTo(tile, width);
        // The windows just below the band's, on the same grid (the band's lay MARGIN lower).
        int below = STRIDE * bandWindows(face, BAND);
        if (face.rows() - below + MARGIN >= WINDOW) {
          glyphs(face, below, face.rows(), 0, MARGIN, names, numbers, true, ways);
        }
        face.release();
      }
    });
  }

  /** Rows of windows whose centres lie in the top {@code band} of a face. */
  private static int bandWindows(Mat face, double band) {
    return Math.max(1, (int) Math.floor((band * face.rows() - WINDOW / 2.0) / STRIDE) + 1);
  }

  /**
   * The tile in {@code box}, {@code inside} of it left out at each side, in grey, stood up, dark
   * ink on a light face; null when the box holds too few pixels.
   */
  private static Mat standing(Mat image, Quad.Box box, double inside) {
    // A little inside the box (INSIDE): its edge may run over the tile's, and an edge reads like a 1.
    double gx = inside * (box.x1() - box.x0()), gy = inside * (box.y1() - box.y0());
    int x0 = (int) Math.max(0, Math.floor(box.x0() + gx)), y0 = (int) Math.max(0, Math.floor(box.y0() + gy));
    int x1 = (int) Math.min(image.cols(), Math.ceil(box.x1() - gx)), y1 = (int) Math.min(image.rows(), Math.ceil(box.y1() - gy));
    if (x1 - x0 < 2 || y1 - y0 < 2) {
      return null;
    }
    Mat grey = new Mat();
    Mat piece = image.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
    if (piece.channels() == 1) {
      piece.copyTo(grey);
    } else {
      Imgproc.cvtColor(piece, grey, Imgproc.COLOR_BGR2GRAY);
    }
    if (grey.cols() > grey.rows()) {
      Core.rotate(grey, grey, Core.ROTATE_90_CLOCKWISE);
    }
    // The reader learnt dark glyphs on light faces: a jade or black set's light ink is swapped.
    if (FaceTone.inkLighterThanFace(image, box)) {
      Core.bitwise_not(grey, grey);
    }
    return grey;
  }

  /** The stood-up tile brought to {@code width} pixels wide, at least a window tall. */
  private static Mat broughtTo(Mat tile, int width) {
    int height = Math.max(WINDOW, (int) Math.round(tile.rows() * (double) width / tile.cols()));
    Mat face = new Mat();
    Imgproc.resize(tile, face, new Size(width, height), 0, 0, tile.cols() > width ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
    return face;
  }

  /**
   * Reads rows {@code from} to {@code to} of a face as it stands and of the face turned half
   * round (a tile upside down shows its top band at the foot), or of one of them ({@code ways}),
   * each with its edges repeated {@code above} and {@code below} pixels and {@link #MARGIN} at the
   * sides: each glyph's highest chance over every window, into names and numbers; of a part
   * {@code belowBand}, only the names read at {@link #NAME_BELOW_BAND} or more.
   */
  private void glyphs(Mat face, int from, int to, int above, int below, double[] names, double[] numbers, boolean belowBand,
      Ways ways) {
    List<Mat> bands = bordered(face, from, to, above, below, ways);
    float[] v = run(net, bands, "glyphs", CLASSES);
    int plane = v.length / (bands.size() * CLASSES);
    for (int b = 0; b < bands.size(); b++) {
      for (int w = 0; w < plane; w++) {
        int at = b * CLASSES * plane + w;
        for (int k = 0; k < 8; k++) {
          double name = v[at + (1 + k) * plane];
          names[k] = Math.max(names[k], belowBand && name < NAME_BELOW_BAND ? 0 : name);
        }
        if (belowBand) {
          continue;
        }
        for (int n = 0; n < 9; n++) {
          numbers[n] = Math.max(numbers[n], v[at + (9 + n) * plane]);
        }
      }
    }
    bands.forEach(Mat::release);
  }

  /** Rows {@code from} to {@code to} of the face, as it stands and turned half round ({@code ways}), their edges repeated. */
  private static List<Mat> bordered(Mat face, int from, int to, int above, int below, Ways ways) {
    List<Mat> bands = new ArrayList<>();
    if (ways != Ways.UPSIDE_DOWN) {
      Mat upright = new Mat();
      Core.copyMakeBorder(face.rowRange(from, to), upright, above, below, MARGIN, MARGIN, Core.BORDER_REPLICATE);
      bands.add(upright);
    }
    if (ways != Ways.UPRIGHT) {
      Mat turned = new Mat(), upsideDown = new Mat();
      Core.rotate(face, turned, Core.ROTATE_180);
      Core.copyMakeBorder(turned.rowRange(from, to), upsideDown, above, below, MARGIN, MARGIN, Core.BORDER_REPLICATE);
      turned.release();
      bands.add(upsideDown);
    }
    return bands;
  }

  /** {@code model} run over the bands in one pass: {@code classes} chances at every window of each. */
  private static float[] run(Net model, List<Mat> bands, String output, int classes) {
    Mat blob = Dnn.blobFromImages(bands, 1.0, bands.get(0).size(), new Scalar(0), false, false, CvType.CV_32F);
    Mat out;
    synchronized (model) { // one Net is not safe to run from two threads at once
      model.setInput(blob);
      out = model.forward(output);
    }
    int rows = out.size(2), cols = out.size(3);
    float[] v = OpenCv.floats(out);
    blob.release();
    out.release();
    if (v.length != bands.size() * classes * rows * cols) {
      throw new VisionException("printed glyph model (" + output + ") gave " + v.length + " values for " + bands.size() + " bands of "
          + rows + "x" + cols + " windows");
    }
    return v;
  }
}
