package tablescore.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.opencv.core.Mat;
import tablescore.vision.Recognizer.Looked;

/**
 * What a tile prints or shows, read where the looks doubt its face: a flower's or season's name
 * and number, the index many sets print in a suit tile's corner, a character's numeral, an
 * honour's character, a wind's corner letter, a western flower's English name, the dots or
 * sticks counted, a white dragon's frame; and a calibrated set's reading decided by its printed
 * index, a character's numeral read twice, or its dots counted. Each read weighs the tile's faces
 * again ({@link TilePrint} says by how much). {@link Recognizer} finds and looks at the tiles and
 * asks for these reads in turn. They live here, each bound beside the measurement behind it, so
 * that a reader can check them one by one.
 */
final class GlyphReading {
  /** Reads the flowers' printed names and the numbers tiles print; null: the looks alone read the tiles. */
  private final PrintedGlyphs printedGlyphs;
  /** The table's calibrated set, whose readings the index, numeral and dots decide; null: none. */
  private final Calibration calibration;
  /** Whether each of {@link TileNet#FACES} is one of the faces the table plays (null: any). */
  private final boolean[] held;

  GlyphReading(PrintedGlyphs printedGlyphs, Calibration calibration, boolean[] held) {
    this.printedGlyphs = printedGlyphs;
    this.calibration = calibration;
    this.held = held;
  }

  /**
   * Whether a character's numeral read on a tile read for a character ({@link
   * PrintedGlyphs#readCharacter}) makes it a tile face whatever the second look says ({@link
   * Looked#aTileFace}): a numeral 2-9 (a 1 is any stroke) read at {@link TilePrint#DIGIT_SURE}.
   * The second look, never having seen them, took xmahjongg gnome's pixel characters for "no
   * face" (0.64-0.85) and dropped them. Measured (2026-11-30, fifty-fourth session, {@code
   * recognize --eval}): that set's hands 134 to 138 of 168 right (read 160 to 165); every other
   * set's hands the same.
   */
  static boolean numeralSaysATile(PrintedGlyphs.Glyphs numeral) {
    return numeral.surestDigit(2) >= TilePrint.DIGIT_SURE;
  }

  /**
   * A character's numeral read on a tile the looks took for a flower stands only when the looks
   * give that character this chance ({@link #numeralOfACharacterTakenForAFlower}).
   */
  static final double NUMERAL_IN_THE_LOOKS = 0.05;

  /**
   * The numeral of a tile read for a flower ({@link Printed#FLOWER}) whose name and number were
   * not read ({@link TilePrint#aFlowerRead}) and whose looks give the characters {@link
   * #CHARACTER_TILE}, when read at {@link TilePrint#DIGIT_SEEN}; else null. A character drawn in a
   * way the looks never saw may look like a flower to them (xmahjongg gnome's green pixel 三 over a
   * red 万). The numeral is read in the same one of the {@link #GLYPH_READS}, and it stands only
   * when the looks give its character {@link #NUMERAL_IN_THE_LOOKS}: a shared photo's 六萬 turned
   * 45 degrees, which the looks read 6m 0.33, had its numeral read from a skewed cut as 八
   * (0.996). Measured (2026-11-30, fifty-fourth session, {@code recognize --eval}, with {@link
   * #numeralSaysATile}): xmahjongg gnome's hands 134 to 140 of 168 right (read 160 to 167), its
   * melds 136 to 139; every other set's hands and melds and all 430 shared photos the same.
   * Counted as a read of its own, the numeral cost a Dorothy's white hand a flower's read later
   * in the bound (one tile fewer), and gnome's hands gained 4.
   */
  private PrintedGlyphs.Glyphs numeralOfACharacterTakenForAFlower(Mat image, Quad.Box box, int turn, double[] looks, PrintedGlyphs.Glyphs flower) {
    if (TilePrint.aFlowerRead(flower) || TilePrint.characterChance(looks) < CHARACTER_TILE) {
      return null;
    }
    PrintedGlyphs.Glyphs numeral = printedGlyphs.readCharacter(image, box, turn);
    return numeralStands(looks, numeral) ? numeral : null;
  }

  /** Whether a numeral read on a tile the looks took for a flower stands ({@link #NUMERAL_IN_THE_LOOKS}). */
  static boolean numeralStands(double[] looks, PrintedGlyphs.Glyphs numeral) {
    return numeral.surestDigit(2) >= TilePrint.DIGIT_SEEN
        && TilePrint.characterOfNumberChance(looks, numeral.surestDigitRead(2)) >= NUMERAL_IN_THE_LOOKS;
  }

  /**
   * The spots the looks are unsure of, large enough to show what they print, weighed again by
   * what {@link PrintedGlyphs} reads there: a flower's or season's name and number
   * ({@link TilePrint#weighedByGlyphs}), and the number many sets print on a suit tile as an index
   * ({@link TilePrint#weighedByNumber}). Measured (2026-11-26, {@code recognize --eval}, with and without
   * {@code --no-printed-glyphs}): KDE hands, sets never seen, 136 to 156 of 168 (default), 113 to
   * 125 (traditional), 132 to 145 (jade; 144, 117 and 138 with the flowers' names alone); KDE
   * crops 33 to 36, 28 and 28, 31 to 35; the held-out photos 1129 of 1509 and the unturned ones
   * 306 of 331 as without. Since 2026-11-26 (tenth session) only the band at the top of the face
   * as the network turns it is read, not both ends': made-up sets never learnt, crops 315 to 318
   * of 340, squeezed 303 to 307, hands 1244 to 1251 of 1345; KDE hands 160 / 125 / 154 to 160 /
   * 124 / 155, squeezed KDE crops 99 to 100; the training photos' tiles cut out 776 to 777 of
   * 807, the rest the same (the turn taken only when the network gave it 0.5 or more: the same but
   * a held-out tile; 0.9: half the gain).
   */
  List<Looked> readByPrintedGlyphs(Mat image, List<Looked> spots) {
    if (printedGlyphs == null) {
      return spots;
    }
    // The least sure first, and no more than GLYPH_READS of them: a photo of a whole set laid out
    // would otherwise spend a read (3 ms) on dozens of tiles.
    List<Integer> toRead = new ArrayList<>();
    Printed[] printed = new Printed[spots.size()];
    for (int k = 0; k < spots.size(); k++) {
      printed[k] = worthReading(spots.get(k));
      if (printed[k] != Printed.NOTHING) {
        toRead.add(k);
      }
    }
    // the least sure first; a tile read for an English name alone after every other
    toRead.sort(Comparator.comparing((Integer k) -> printed[k] == Printed.ENGLISH_NAME)
        .thenComparingDouble(k -> spots.get(k).spot().surestFace()));
    List<Looked> out = new ArrayList<>(spots);
    int reads = 0;
    for (int k : toRead) {
      if (reads == GLYPH_READS) {
        break;
      }
      Quad.Box box = GlyphBoxes.glyphBox(out.get(k).spot(), image);
      int turn = Recognizer.turnOf(out.get(k).spot()); // TURN_UNKNOWN, -1, when no turn agrees with the box
      PrintedGlyphs.Glyphs g = switch (printed[k]) {
        case FLOWER -> printedGlyphs.readFlower(image, box, turn);
        case CHARACTER -> printedGlyphs.readCharacter(image, box, turn);
        case ENGLISH_NAME, NAME_ACROSS_THE_FACE -> PrintedGlyphs.Glyphs.none(); // read below
        default -> printedGlyphs.read(image, box, turn);
      };
      reads++;
      if (printed[k] == Printed.FLOWER && TilePrint.nameMayLieBelowBand(g) && reads < GLYPH_READS) {
        g = g.withNamesOf(printedGlyphs.namesBelowBand(image, box, turn)); // many sets print the name at the plant's foot
        reads++;
      }
      Printed as = printed[k];
      PrintedGlyphs.Glyphs numeral = as == Printed.FLOWER ? numeralOfACharacterTakenForAFlower(image, box, turn, out.get(k).spot().faces(), g) : null;
      if (numeral != null) {
        g = numeral;
        as = Printed.CHARACTER;
      }
      if (as != Printed.FLOWER && flowersHeld()) {
        // the looks may take a western flower for a suit tile or an honour (KDE's MUM for a 1 of
        // dots); about 1.2 ms more, in the tile's own turn of the GLYPH_READS
        PrintedGlyphs.Glyphs english = as == Printed.NAME_ACROSS_THE_FACE ? PrintedGlyphs.Glyphs.none()
            : printedGlyphs.englishNames(image, box, turn);
        if (english.surestName() >= ENGLISH_NAME_UNLOOKED_FOR) {
          g = g.withNamesOf(english);
          as = Printed.FLOWER;
        } else {
          // a computer set's flower may print its name alone, large across the face, which the
          // looks take for a character or an honour (GNOME smooth's 梅 for a 1 of characters)
          PrintedGlyphs.Glyphs large = printedGlyphs.wholeFaceNames(image, box, turn);
          double looksSure = out.get(k).spot().surestFace();
          if (as == Printed.NAME_ACROSS_THE_FACE ? nameAcrossASmallTileMakesAFlower(large.surestName(), looksSure)
              : wholeFaceNameMakesAFlower(large.surestName(), looksSure)) {
            g = g.withNamesOf(large);
            as = Printed.FLOWER;
          }
        }
      }
      Looked read = readByGlyphs(out.get(k), as, g);
      out.set(k, as == Printed.CHARACTER && numeralSaysATile(g) ? read.aTileFace() : read);
    }
    return out;
  }

  /**
   * A tile the looks are unsure of ({@link #LOOKS_SURE_OF_NUMBER}) and give the winds and the red
   * and green dragons together at least this chance is read for an honour's character
   * ({@link PrintedGlyphs#honourNames}); one read leaves every other face {@link TilePrint#GLYPH_FLOOR} of
   * its chance. The looks, on a set they never saw, took a made-up 西 for a 南 or an 8 of bamboo,
   * a 北 for a 4 of bamboo. Measured (2026-11-28, twenty-sixth session, {@code recognize --eval}):
   * made-up crops 332 to 333 of 336, squeezed 331 to 333, hands 1314 to 1319 of 1344; KDE's and
   * Unicode's fonts' sets, the held-out and all 430 shared photos the same (from 0.005 and from
   * 0.1, the same).
   */
  static final double HONOUR_LOOKED_FOR = 0.02;

  /** The spots read again where an honour's character is read ({@link #HONOUR_LOOKED_FOR}). */
  List<Looked> readByHonourNames(Mat image, List<Looked> spots) {
    if (printedGlyphs == null) {
      return spots;
    }
    List<Looked> out = new ArrayList<>(spots);
    for (int k = 0; k < out.size(); k++) {
      Looked l = out.get(k);
      double[] p = l.spot().faces();
      if (!largeGlyphsWorthReading(l) || TilePrint.chanceOf(p, TilePrint.HONOUR_READ::contains) < HONOUR_LOOKED_FOR) {
        continue;
      }
      Quad.Box box = GlyphBoxes.glyphBox(l.spot(), image);
      int turn = Recognizer.turnOf(l.spot());
      double[] q = TilePrint.weighedByHonourName(p, printedGlyphs.honourNames(image, box, turn));
      if (q == p && TilePrint.chanceOf(p, TilePrint.WIND_READ::contains) >= WIND_LOOKED_FOR) {
        q = TilePrint.weighedByWindLetter(p, printedGlyphs.windLetters(image, box, turn));
      }
      if (q != p) {
        out.set(k, l.withFaces(q));
      }
    }
    return out;
  }

  /**
   * A tile read for an honour's character ({@link #HONOUR_LOOKED_FOR}) whose character is not read
   * and whose looks give the four winds together at least this chance is read for the letter many
   * sets print in a wind's corner, E S W N ({@link PrintedGlyphs#windLetters}); one read leaves
   * every other face {@link TilePrint#GLYPH_FLOOR} of its chance. KDE's traditional set writes its winds'
   * characters in a brush hand the looks and the character reader do not tell apart (南 as 西, 西 as
   * 南), and prints S and W plainly in the corner. Measured (2026-11-28, twenty-ninth session,
   * {@code recognize --eval} against the session's first jar): KDE traditional crops 36 to 37 of
   * 40, squeezed 35 to 37, hands 163 to 164 of 168; made-up hands 1326 to 1327 of 1344 (a 北 the
   * looks took for a 4 of bamboo, the winds 0.1-0.3); melds a tile apart 2,281 to 2,285; every
   * other set, the held-out photos and all 430 shared photos the same. From 0 (any tile read for
   * a character) and 0.05 the same; from 0.3, the made-up 北 not read.
   */
  static final double WIND_LOOKED_FOR = 0.1;

  /** The suits whose tiles draw their number as marks to count ({@link SuitMarks}): dots and bamboo. */
  private static final String COUNTED_SUITS = "ps";

  /**
   * The spots whose looks doubt between tiles of dots, or of bamboo, of different numbers, their
   * marks counted ({@link #marksIn}) and that suit's faces weighed by the count
   * ({@link TilePrint#weighedByMarks}).
   */
  static List<Looked> readBySuitMarks(Mat image, List<Looked> spots) {
    List<Looked> out = new ArrayList<>(spots);
    for (int k = 0; k < out.size(); k++) {
      Looked l = out.get(k);
      if (l.spot().surestFace() >= LOOKS_SURE_OF_NUMBER) {
        out.set(k, withMoreDotsCounted(image, l));
        continue;
      }
      double[] p = l.spot().faces();
      for (char suit : COUNTED_SUITS.toCharArray()) {
        if (TilePrint.chanceOf(p, i -> Faces.isOfSuit(TileNet.FACES.get(i), suit)) < SUIT_TILE || !TilePrint.suitMayTell(p, suit)) {
          continue;
        }
        int marks = marksIn(suit, image, l.spot().box());
        if (marks >= 2 && (suit != 's' || TilePrint.plausible(p, suit, marks))) {
          p = TilePrint.weighedByMarks(p, suit, marks, TilePrint.GLYPH_FLOOR);
        }
      }
      if (p != l.spot().faces()) {
        out.set(k, l.withFaces(p));
      }
    }
    return out;
  }

  /**
   * A tile of dots the looks are sure of ({@link #LOOKS_SURE_OF_NUMBER}), numbered 2 or more, with
   * more dots counted than its number ({@link #marksIn}), weighed by the count ({@link
   * TilePrint#weighedByMarks}, other numbers keeping {@link TilePrint#MARKS_OVER_SURE_LOOKS});
   * otherwise as it is. On a set they never saw the looks
   * take dots in two columns for fewer: a made-up set's 6 of dots, light on dark, read as a 4 at
   * 0.97-0.99, an 8 of dots as a 4 at 0.94, and no glyph is read on a tile they are that sure of.
   * Only more dots: fewer counted were mostly wrong, on a made-up set that draws each dot as rings
   * of three colours and on small tiles (3s of dots read as 2s, 9s as 6s or 7s). Counted both
   * ways, and kept as the looks had it where the printed index read their number at 0.5 or more,
   * close-ups gained 8 tiles but that set's lost 4, and the hands at 0.63 of their size 3 fewer.
   * The 1, one great dot that many sets draw as a rosette, is left out (not tried). Bamboo counted
   * so read no tile more right, and the held-out photos 2 fewer (sticks are counted only where the
   * looks half doubt, {@link TilePrint#STICKS_PLAUSIBLE}). Measured (2026-12-03, seventieth
   * session, {@code recognize --eval}, counted): close-ups of 2-4 tiles of the 18 sets never
   * learnt 3,366 to 3,371 of 3,888, the hands at 0.63 of their size 2,706 to 2,707 of 3,024;
   * hands, melds, crops as cut and squared, the held-out photos as taken and as 15 worse cameras
   * take them and all 430 shared photos the same (none of their tiles recounted so). With the
   * looks kept where the index reads their number, the same.
   */
  private static Looked withMoreDotsCounted(Mat image, Looked l) {
    double[] p = l.spot().faces();
    int likeliest = TileFace.likeliestFace(p);
    if (!Faces.isOfSuit(TileNet.FACES.get(likeliest), 'p') || TilePrint.NUMBER[likeliest] < 2) {
      return l;
    }
    int dots = marksIn('p', image, l.spot().box());
    return dots > TilePrint.NUMBER[likeliest] ? l.withFaces(TilePrint.weighedByMarks(p, 'p', dots, TilePrint.MARKS_OVER_SURE_LOOKS)) : l;
  }

  /**
   * A tile the looks are unsure of ({@link #LOOKS_SURE_OF_NUMBER}) and give a white dragon at
   * least this chance is looked at for a white dragon's frame ({@link WhiteDragonFrame}); one
   * found leaves every other face {@link TilePrint#GLYPH_FLOOR} of its chance. KDE's traditional white
   * dragon, a ladder of bricks round an empty middle, looked like a 5 or an 8 of bamboo (0.21 to
   * 0.42), a white dragon 0.05 to 0.07. Measured (2026-11-28, twenty-fifth session,
   * {@code recognize --eval}): KDE traditional hands 159 to 162 of 168, its melds 152 to 155 of
   * 164; made-up crops 331 to 332 of 336, squeezed 330 to 331; every other set, the held-out
   * photos and all 430 shared photos the same (from 0.005, and a middle up to 0.2 inked, the
   * same).
   */
  static final double WHITE_DRAGON_LOOKED_FOR = 0.02;

  /** The spots read again where a white dragon's frame shows ({@link #WHITE_DRAGON_LOOKED_FOR}). */
  static List<Looked> readByWhiteDragonFrames(Mat image, List<Looked> spots) {
    List<Looked> out = new ArrayList<>(spots);
    for (int k = 0; k < out.size(); k++) {
      Looked l = out.get(k);
      double[] p = l.spot().faces();
      if (l.spot().surestFace() < LOOKS_SURE_OF_NUMBER && p[TileNet.WHITE_DRAGON] >= WHITE_DRAGON_LOOKED_FOR
          && WhiteDragonFrame.framed(image, l.spot().box())) {
        out.set(k, l.withFaces(TilePrint.weighedByFrame(p)));
      }
    }
    return out;
  }

  /**
   * A box whose marks are not clearly counted is counted again grown this much of its size a side:
   * the network's box of a set it never saw falls a few pixels short of the tile's edge and cuts
   * its outer dots. Measured (2026-11-27, {@code recognize --eval}, dots): made-up hands 1297 to
   * 1302 of 1344 at 0.08, 1304 at 0.12 and 0.16 (0.16 a Symbola tile more); the shared photos the same.
   */
  static final double MARKS_BOX_GROWTH = 0.12;

  /**
   * The marks of {@code suit} (dots, 'p', or sticks, 's') counted on the tile's face where a gap
   * shows it ({@link SuitMarks#faceAround}), else in the box, or in it grown
   * {@link #MARKS_BOX_GROWTH} when nothing is clear there (a mark cut by its edge); 0 for none
   * clearly. The face first: a box a sixth of a tile off it, as Symbola's and FreeSerif's 5s of
   * bamboo were, counts three of the five sticks clearly (a column lies outside it), too few for
   * the looks to take ({@link TilePrint#STICKS_PLAUSIBLE}), and they kept the 6 they preferred. Measured
   * (2026-11-28, twenty-fifth session, {@code recognize --eval}): hands of Unicode's tiles drawn
   * from Symbola 160 to 165 of 168,
   * FreeSerif 161 to 167, made-up hands 1312 to 1313 of 1344; melds Symbola 156 to 161 of 166,
   * FreeSerif 159 to 162, KDE jade 155 to 156; every other set, the held-out and all 430 shared
   * photos, and the calibrated hands and melds (3,682 of 3,696) the same. With the face looked
   * for last, where the box and the box grown count nothing, Symbola's hands read 164 and
   * FreeSerif's 166 (a 5 boxed off its face counts 3 clearly in the box).
   */
  static int marksIn(char suit, Mat image, Quad.Box box) {
    Quad.Box face = SuitMarks.faceAround(image, box);
    int marks = face == null ? 0 : SuitMarks.onFace(suit, image, face);
    if (marks > 0) {
      return marks;
    }
    marks = suit == 'p' ? SuitMarks.dots(image, box) : SuitMarks.sticks(image, box);
    if (marks > 0) {
      return marks;
    }
    Quad.Box grown = box.scaled(1 + 2 * MARKS_BOX_GROWTH).within(image.cols(), image.rows());
    return suit == 'p' ? SuitMarks.dots(image, grown) : SuitMarks.sticks(image, grown);
  }

  /**
   * What a spot's printed glyphs may tell: a flower's or season's name and number, a suit tile's
   * index, a character's numeral as well, a western flower's English name alone, or nothing.
   */
  enum Printed { NOTHING, NUMBER, CHARACTER, FLOWER, ENGLISH_NAME, NAME_ACROSS_THE_FACE }

  /**
   * An English name read at least this surely on a tile not read as a flower or season (the
   * looks under {@link #FLOWER_OR_SEASON} for one, or {@link #LOOKS_SURE} of another face) makes
   * it one. The looks took each MUM of KDE's
   * traditional set for a 1 of dots (0.86-0.88, flowers 0.03-0.04), its name read at 0.9999 or
   * more; at {@link PrintedGlyphs#ENGLISH_NAME_SURE}, 0.97, a 5 and two 8s of bamboo and a 1 of
   * characters read 0.98-0.998 became flowers. Measured (2026-11-28, twenty-fourth session,
   * {@code recognize --eval}): KDE traditional hands 154 to 159 of 168, crops 34 to 35 of 40,
   * squeezed crops 34 to 35, melds 150 to 152 of 164; every other set, the held-out photos and
   * the 430 shared photos the same.
   */
  static final double ENGLISH_NAME_UNLOOKED_FOR = 0.999;
  /**
   * A flower's name read at least this surely over the whole face ({@link
   * PrintedGlyphs#wholeFaceNames}) on a tile not read as a flower or season, and whose English name
   * was not read, makes it one. Measured (2026-11-28, thirty-fourth session, {@code recognize
   * --eval}): GNOME Mahjongg's smooth set, whose flowers and seasons print their name alone, large,
   * hands 125 to 140 of 168, melds 126 to 137, crops 34 to 36 of 42, stretched to a square 33 to
   * 35; every other set, the melds a tile apart (2,294), the held-out photos and the 430 shared
   * photos the same. At 0.999: smooth's hands 150 and melds 145, but a made-up set's tile in each
   * of two sets' hands and one of Noto Sans Symbols 2's read as flowers (3 fewer right); at 0.99999,
   * smooth's hands 134.
   */
  static final double WHOLE_FACE_NAME_UNLOOKED_FOR = 0.9999;
  /**
   * ...or at least this surely where the looks are under {@link #WHOLE_FACE_LOOKS_UNSURE} sure of
   * any face. GNOME smooth's 梅, 蘭 and 菊, each alone in its frame, the looks took for a 1 of
   * characters or a red dragon at 0.2-0.6, their names read at 0.9990-0.99998. Measured (2026-11-30,
   * fifty-third session, {@code recognize --eval}): smooth's hands 140 to 152 of 168, melds 137 to
   * 146, close-ups 166 to 176 of 216, crops 36 to 38 of 42, squeezed 35 to 36, its hands at 0.63
   * of their size 123 to 125; a made-up set's 五萬 in its melds read as 菊 twice (the grass radical
   * on 萬, the looks at 0.36 and 0.53), a made-up close-up a tile more; every other set, the
   * held-out and all 430 shared photos the same. With the looks under 0.7: a made-up 東 read as
   * 秋 too, smooth's close-ups a tile more; at 0.99 (looks under 0.8): smooth's hands 154, but KDE
   * default's 萬 read as 菊 four times; at 0.999 with the looks under 0.8 or 0.9, made-up tiles
   * read as flowers in two or three sets' hands.
   */
  static final double WHOLE_FACE_NAME_OVER_UNSURE_LOOKS = 0.998;
  /** The looks' surest face under which {@link #WHOLE_FACE_NAME_OVER_UNSURE_LOOKS} is enough. */
  static final double WHOLE_FACE_LOOKS_UNSURE = 0.6;

  /**
   * Whether a flower's name read over the whole face as surely as {@code name} makes a tile the
   * looks did not take for a flower one, the looks {@code looksSure} of their surest face.
   */
  static boolean wholeFaceNameMakesAFlower(double name, double looksSure) {
    return name >= (looksSure < WHOLE_FACE_LOOKS_UNSURE ? WHOLE_FACE_NAME_OVER_UNSURE_LOOKS : WHOLE_FACE_NAME_UNLOOKED_FOR);
  }

  /** As {@link #wholeFaceNameMakesAFlower}, for a small tile read for it alone ({@link #SMALL_TILE_NAME_ACROSS_THE_FACE}). */
  static boolean nameAcrossASmallTileMakesAFlower(double name, double looksSure) {
    return wholeFaceNameMakesAFlower(name, looksSure) && name >= SMALL_TILE_NAME_ACROSS_THE_FACE;
  }

  /** Whether the table's set holds flowers and seasons (every set does when the faces are not told). */
  private boolean flowersHeld() {
    return held == null || held[TilePrint.FIRST_FLOWER];
  }

  Printed worthReading(Looked l) {
    double[] p = l.spot().faces();
    boolean mayBeAFlower = TilePrint.flowerChance(p) >= FLOWER_OR_SEASON && flowersHeld();
    double surest = l.spot().surestFace(), side = l.spot().box().shorterSide();
    if (mayBeAFlower && smallTileWorthReading(surest, side, SMALL_FLOWER_LOOKS_SURE)) {
      return Printed.FLOWER;
    }
    if (!unsureAndLegible(l) && !smallTileWorthReading(surest, side, mayBeAFlower ? SMALL_FLOWER_INDEX_LOOKS_SURE : SMALL_TILE_LOOKS_SURE)) {
      return acrossTheFaceIfSmallAndDoubted(surest, side);
    }
    boolean small = side < NAME_LEGIBLE;
    if (surest < LOOKS_SURE && mayBeAFlower && !small) {
      return Printed.FLOWER;
    }
    // an honour prints no number, and between faces of one number (4p or 4s) the index tells
    // nothing; a western flower taken for either still prints its name
    boolean character = TilePrint.characterChance(p) >= CHARACTER_TILE;
    if (TilePrint.suitChance(p) < SUIT_TILE || !TilePrint.numberMayTell(p) && !(character && TilePrint.numeralMayTell(p))) {
      return !small ? (flowersHeld() ? Printed.ENGLISH_NAME : Printed.NOTHING) : acrossTheFaceIfSmallAndDoubted(surest, side);
    }
    return character ? Printed.CHARACTER : Printed.NUMBER;
  }

  /**
   * {@link Printed#NAME_ACROSS_THE_FACE} for a small tile the looks doubt ({@link
   * #SMALL_TILE_LARGE_GLYPHS}) in a set that holds flowers, else {@link Printed#NOTHING}.
   */
  private Printed acrossTheFaceIfSmallAndDoubted(double surest, double side) {
    return flowersHeld() && smallTileWorthReading(surest, side, SMALL_TILE_LARGE_GLYPHS) ? Printed.NAME_ACROSS_THE_FACE : Printed.NOTHING;
  }

  /**
   * Whether a spot is worth reading for what it prints: the looks are under {@link
   * #LOOKS_SURE_OF_NUMBER} sure of it, and its shorter side is at least {@link #NAME_LEGIBLE}
   * pixels (a smaller tile shows no glyph to read).
   */
  private static boolean unsureAndLegible(Looked l) {
    Quad.Box b = l.spot().box();
    return l.spot().surestFace() < LOOKS_SURE_OF_NUMBER && b.shorterSide() >= NAME_LEGIBLE;
  }

  /** Whether a spot is worth reading for the glyphs across its face: {@link #unsureAndLegible}, or small as {@link #SMALL_TILE_LARGE_GLYPHS} allows. */
  private static boolean largeGlyphsWorthReading(Looked l) {
    return unsureAndLegible(l) || smallTileWorthReading(l.spot().surestFace(), l.spot().box().shorterSide(), SMALL_TILE_LARGE_GLYPHS);
  }

  private static Looked readByGlyphs(Looked l, Printed printed, PrintedGlyphs.Glyphs g) {
    double[] p = l.spot().faces();
    boolean flowerNamed = printed != Printed.FLOWER && TilePrint.flowerChance(p) >= FLOWER_NAMED_ON_A_SUIT_TILE
        && g.surestName() >= TilePrint.NAME_SURE;
    double[] named = printed == Printed.FLOWER ? TilePrint.weighedByGlyphs(p, g)
        : flowerNamed ? TilePrint.flowersWeighedByGlyphs(p, g) : p;
    return l.withFaces(TilePrint.weighedByNumber(named, g, printed == Printed.CHARACTER, printed == Printed.FLOWER || flowerNamed));
  }

  /**
   * The most reads of printed glyphs in one photo, a flower's names below the band counting as a
   * read of their own (KDE hands read the same with no bound, 3 tiles fewer with 8; the 430
   * shared photos' slowest at 640x640 from 205-240 ms to 170-175 with this bound, the photos of a
   * whole set laid out).
   */
  static final int GLYPH_READS = 12;

  /**
   * A tile the looks give a character (1m-9m, a red five) this chance or more has its numeral read
   * too ({@link PrintedGlyphs#readCharacter}). Measured (2026-11-27): 0.1 and 0.5 read every
   * figure the same as 0.3. Since a numeral read surely takes the honours down ({@link
   * TilePrint#weighedByNumber}) a character the looks take for an
   * honour is worth reading (2026-11-30, forty-seventh session, {@code recognize --eval}, against
   * 0.3): xmahjongg gnome's hands 131 to 134 of 168 and gnome2's 135 to 141 (pixel 萬 the looks
   * took for 西, 北 and 中), gnome2's square crops 23 to 24 of 34 and the two sets' close-ups 2
   * tiles more, Dorothy's white hands 116 to 115 (a dithered 東 read as 七萬); every other set and
   * all 430 shared photos the same. At 0.1, gnome2's hands 143 but made-up sets' 西, 中 and 東 read
   * as characters (3 tiles) and Dorothy's white hands 114.
   */
  static final double CHARACTER_TILE = 0.2;


  /** A tile the looks give a suit tile this chance or more has its printed index read. */
  static final double SUIT_TILE = 0.1;
  /**
   * A reading the looks are this sure of is not weighed by its index (KDE hands the same from
   * 0.9 to every tile read; 0.8 read 3 default and 2 traditional tiles fewer right).
   */
  static final double LOOKS_SURE_OF_NUMBER = 0.9;

  /** The looks' chance of a flower or season at or above which the printed name and number are read. */
  static final double FLOWER_OR_SEASON = 0.1;
  /**
   * A tile read for a suit tile's index or a character's numeral (as a tile under {@link
   * #NAME_LEGIBLE} pixels across is though the looks take it for a flower, {@link #worthReading})
   * whose looks give the flowers and seasons this chance or more, and whose band showed a flower's
   * name at {@link TilePrint#NAME_SURE}, has its flowers weighed among themselves by the name
   * ({@link TilePrint#flowersWeighedByGlyphs}). KDE default's winter, 34 pixels wide, printed 冬,
   * read at 0.997, and the looks saw the summer. Measured (2026-12-03, sixty-ninth session, {@code
   * recognize --eval}, after {@link TilePrint#weighedByNumber}'s flowers by their own numbers):
   * close-ups of 2-4 tiles 3,306 to 3,310 of 3,888 right by box (KDE default and jade 2 each), the
   * hands at 0.63 of their size 2,678 to 2,683; hands, melds, crops, the held-out photos as taken
   * and through 15 worse cameras and all 430 shared photos the same. Weighed by any glyph read,
   * however unsure: close-ups 3,313, but a held-out photo's small winter (a 3 read at 0.0004, its 4
   * at 0.0001) became an autumn, and all 430 shared photos read 2 tiles fewer. Letting the name
   * raise the flowers' chance too: close-ups 3,311, small hands 2,681 (Dorothy's green dragons read
   * as summers).
   */
  static final double FLOWER_NAMED_ON_A_SUIT_TILE = FLOWER_OR_SEASON;
  /**
   * A reading the looks are this sure of is not read again: a set they learnt (KDE hands read the
   * same from 0.6 to 0.95, the held-out photos a tile better than with every flower read again).
   */
  static final double LOOKS_SURE = 0.8;
  /** A tile's shorter side, in pixels of the photo, from which its printed glyphs are read. */
  static final double NAME_LEGIBLE = 40;
  /**
   * A tile that may be a flower or season ({@link #FLOWER_OR_SEASON}) whose shorter side is under
   * {@link #NAME_LEGIBLE} but this many pixels or more is read for its name and number when the
   * looks are lost on it, under {@link #SMALL_FLOWER_LOOKS_SURE} of any face: a set never seen
   * draws its own plants, and its name is the only thing the tile tells. Tiles 30-40 pixels across
   * are common in a photo of a table (the shared photos' median shorter sides are 19-80). Measured
   * (2026-11-30, forty-eighth session, {@code recognize --eval}): close-ups of 2-4 tiles of the 18
   * sets never learnt (shorter sides 30-73 pixels, half under 43) 2,942 to 3,043 of 3,888 right by
   * box, 3,001 to 3,095 counted; hands of two made-up sets and KDE's default set brought to 0.63 of
   * their size (tiles 38 pixels wide) 134 / 132 / 137 to 155 / 151 / 149 of 168; crops, hands,
   * melds and all 430 shared photos the same. At 0.4: close-ups 3,052, the small hands 156 / 154 /
   * 150, but a shared photo's blurred season read as another; at 0.8, as larger tiles are:
   * close-ups 3,071 and the shared photos 4 tiles fewer (blurred corner digits of the set the looks
   * learnt). From 30 pixels: close-ups 3,057 (at 0.8).
   */
  static final double SMALL_TILE_LEGIBLE = 24;
  /** The looks' surest face under which a tile of {@link #SMALL_TILE_LEGIBLE} that may be a flower is read for its name. */
  static final double SMALL_FLOWER_LOOKS_SURE = 0.3;
  /**
   * A tile under {@link #NAME_LEGIBLE} but at least {@link #SMALL_TILE_LEGIBLE} across is read for
   * its index, or a character's numeral, when the looks are under this sure of it (not for an
   * English name, nor as a flower over {@link #SMALL_FLOWER_LOOKS_SURE}). Measured (2026-11-30,
   * forty-eighth session, {@code recognize --eval}): the close-ups 3,043 to 3,084 right by box,
   * 3,095 to 3,134 counted; the small hands 155 / 151 / 149 to 159 / 153 / 150; all 430 shared
   * photos 5,650 to 5,651 (two characters read otherwise, one more right), the held-out ones 1,153
   * to 1,154. With the flowers read so too: the close-ups 3,099, the shared photos 5,648 (blurred
   * seasons read as another); under 0.4 for both, 3,072 and 5,649.
   *
   * <p>It was 0.5 until the seventieth session. From 0.7, with a small tile whose index cannot tell
   * (the looks take it for an honour, or for faces of one number) read for the glyphs across its
   * face instead ({@link #SMALL_TILE_LARGE_GLYPHS}), and a tile that may be a flower still read for
   * its index only under {@link #SMALL_FLOWER_INDEX_LOOKS_SURE}: close-ups of 2-4 tiles of the 18
   * sets never learnt 3,371 to 3,380 of 3,888 counted, the hands at 0.63 of their size 2,707 to
   * 2,726 of 3,024 (GNOME smooth 139 to 144, a made-up set 158 to 162) (2026-12-03, {@code recognize
   * --eval}). From 0.7 alone, such a tile was read for nothing: GNOME smooth's small seasons, which
   * the looks took for dragons and winds at 0.5-0.7, lost what the glyphs across their face had
   * read (its small hands 139 to 131, all small hands 2,709).
   */
  static final double SMALL_TILE_LOOKS_SURE = 0.7;
  /**
   * ...and a tile that may be a flower ({@link #FLOWER_OR_SEASON}) is read for its index under this:
   * at {@link #SMALL_TILE_LOOKS_SURE} a held-out photo's small chrysanthemum, taken through a
   * brighter camera, read a 2 and became the orchid (though close-ups and small hands then read 1
   * and 2 tiles more right).
   */
  static final double SMALL_FLOWER_INDEX_LOOKS_SURE = 0.5;

  /**
   * A tile under {@link #NAME_LEGIBLE} but at least {@link #SMALL_TILE_LEGIBLE} across is read for
   * the glyphs that span most of its face when the looks are under this sure of it: an honour's
   * character ({@link #readByHonourNames}) and a flower's name printed alone across the face
   * ({@link PrintedGlyphs#wholeFaceNames}, as {@link #SMALL_TILE_NAME_ACROSS_THE_FACE} says). At 38
   * pixels a corner's index is a few pixels tall, but 梅 or 東 across the face is 20-25, about
   * what those readers learnt. Measured (2026-12-03, sixty-seventh session, {@code recognize
   * --eval}, counted): hands of the 18 sets never learnt at 0.63 of their size 2,672 to 2,691 of
   * 3,024 (GNOME smooth's, whose flowers print their name alone, 126 to 139; the honours' characters
   * alone, a made-up set's 3 tiles more); close-ups of 2-4 tiles 3,348 to 3,357 of 3,888. Crops as cut
   * and stretched to a square, hands and melds of those sets, the held-out photos as taken and as
   * 15 worse cameras take them and all 430 shared photos the same. Read with the looks under 0.6
   * alone (where a name then counts from {@link #WHOLE_FACE_NAME_OVER_UNSURE_LOOKS}): the small
   * hands 2,687.
   */
  static final double SMALL_TILE_LARGE_GLYPHS = 0.9;

  /**
   * A flower's name read across the face of a small tile ({@link #SMALL_TILE_LARGE_GLYPHS}) makes
   * it a flower only from this sureness (and {@link #wholeFaceNameMakesAFlower}'s): read from fewer
   * pixels, a 九萬's strokes read as 竹 at 0.9987 (a made-up set at 0.63 of its size,
   * the looks 0.57 sure of it); most of GNOME smooth's names read there at 0.9990-1.
   */
  static final double SMALL_TILE_NAME_ACROSS_THE_FACE = 0.999;

  /**
   * Whether a tile {@link #SMALL_TILE_LEGIBLE} to {@link #NAME_LEGIBLE} across is read for what it
   * prints: the looks are under {@code looksSure} ({@link #SMALL_FLOWER_LOOKS_SURE} for a flower's
   * name, {@link #SMALL_TILE_LOOKS_SURE} for an index or numeral) sure of any face.
   */
  static boolean smallTileWorthReading(double surestFace, double shorterSide, double looksSure) {
    return shorterSide >= SMALL_TILE_LEGIBLE && shorterSide < NAME_LEGIBLE && surestFace < looksSure;
  }

  /**
   * A calibrated reading in doubt between faces of different numbers (a 2 and a 3 of characters
   * differ by one stroke, a 6 and a 7 of dots by one dot) is decided by the index the tile prints
   * in its corner, when that reads a number at {@link TilePrint#INDEX_SURE} and not the first face's
   * ({@link TilePrint#byIndex}): many sets print one, and the reader sees it at the tile's own resolution,
   * where the samples' features, a few cells across, barely tell a stroke. A 1 is not read as an
   * index (a bamboo stick reads as one; taken for characters and dots, CalibratedSetsTest read
   * four 5s of characters as 1s); a set that prints none reads no digit that surely.
   * Measured (2026-11-26, fresh calibrations of KDE's sets, which print one): between the two
   * likeliest faces only, melds a tile apart, default 0.982 to 1.000 (2m and 3m), traditional
   * 0.982 to 0.994 (6p and 7p), jade 0.874 to 0.886. Any number of the suit, read in the box
   * lengthened ({@link GlyphBoxes#INDEX_REACH}) and light ink on a dark tile swapped
   * ({@link FaceTone#inkLighterThanFace}, in {@code PrintedGlyphs}): jade hands 0.952 to 0.964,
   * their 640x640 frames 0.905 to 0.917, melds 0.916 to 0.946 / 0.940; default and traditional, CalibratedSetsTest
   * and CalibrationEndToEndTest the same. The search has found which way up the face lies, so
   * only the band at its top is read: 2.2 to 1.2 ms a read, about 4 reads a jade hand (its
   * 640x640 frames 0.946 to 0.940: an upright 8 of characters had been made an 8 by an 8 read in
   * the band at its foot). A set whose layout photo showed no index ({@link Calibration#indexPrinted}
   * NO) is not read for one at all: on the 11 sets measured, the same tiles right, and no time
   * spent on three of them. A character with no index decided is read for its numeral
   * ({@link #byNumeralReadTwice}); a flower or season is read for its number instead ({@link TilePrint#byFlowerNumber}),
   * which gives way to the face its detail tells ({@link TilePrint#keptByDetail}).
   */
  FaceScores byPrintedIndex(Mat image, Quad.Box tile, int turn, FaceScores face, PrintedGlyphs.Glyphs index,
      Calibration.Matched look) {
    if (printedGlyphs == null || !GlyphBoxes.indexLegible(tile)) {
      return face;
    }
    Quad.Box reach = GlyphBoxes.indexBox(tile, turn, GlyphBoxes.INDEX_REACH, image);
    if (face.best().endsWith("f")) { // no index: a flower prints its number 1-4 where suits print theirs
      if (face.confidence() >= TilePrint.CALIBRATED_INDEX_BELOW) {
        return face;
      }
      FaceScores named = TilePrint.byFlowerNumber(face, printedGlyphs.flowerNumber(image, reach, turn), calibration.faces()::contains);
      return TilePrint.keptByDetail(face, named, other -> calibration.detailHolds(look, face.best(), other));
    }
    FaceScores byIndex = index == null ? face : TilePrint.byIndex(face, index, calibration.faces()::contains);
    boolean indexDecided = !byIndex.best().equals(face.best());
    if (indexDecided || !Faces.isCharacter(face.best())) {
      return byIndex;
    }
    return byNumeralReadTwice(face, printedGlyphs.characterNumeral(image, reach, turn),
        () -> printedGlyphs.characterNumeral(image, GlyphBoxes.indexBox(tile, turn, NUMERAL_AGAIN_REACH, image), turn),
        calibration.faces()::contains);
  }

  /**
   * A numeral that would name another character than the samples' ({@link TilePrint#byNumeral}) is read
   * again in the tile lengthened this much above, less than {@link GlyphBoxes#INDEX_REACH}, and names the
   * face only when read the same there: a line across the band's top that is no stroke (the
   * bevel over the face of GNOME Mahjongg's postmodern tiles, the edge of the tile) makes a 二 a
   * 三 or a 一 a 二 in one band and not the other. Measured (2026-11-29, forty-fifth session;
   * hands and melds of the 7 GNOME Mahjongg and xmahjongg sets and of 8 made-up and 3 KDE sets,
   * each calibrated from its layout photo): postmodern's melds 166 to 167 of 168 (a 2 read as
   * a 3), xmahjongg's gnome2 hands 165 to 166 (a 1 read as a 2); every other set, and their
   * crops, the same; at 0.05 and 0.08 the same, at 0.02 a made-up set's 2 of characters, read
   * by the samples as a 3, was a 3 again.
   */
  static final double NUMERAL_AGAIN_REACH = 0.06;

  /**
   * The character the numeral read in the band ({@code read}) names ({@link TilePrint#byNumeral}), when the
   * numeral read again nearer the face's top ({@code readAgain}, {@link #NUMERAL_AGAIN_REACH})
   * names it too; else {@code face}. The numeral is read again only when the first names another face.
   */
  static FaceScores byNumeralReadTwice(FaceScores face, PrintedGlyphs.Glyphs read, Supplier<PrintedGlyphs.Glyphs> readAgain,
      Predicate<String> known) {
    FaceScores named = TilePrint.byNumeral(face, read, known);
    if (named.best().equals(face.best())) {
      return named;
    }
    return TilePrint.byNumeral(face, readAgain.get(), known).best().equals(named.best()) ? named : face;
  }

  /**
   * The index a calibrated suit tile prints ({@link #byPrintedIndex}), read where it may tell the
   * reading ({@link TilePrint#indexMayTell}) in a set that may print one; null where it is not read. Read
   * once, for {@link #byPrintedIndex} and {@link #byDotsCounted} both.
   */
  PrintedGlyphs.Glyphs indexRead(Mat image, Quad.Box tile, int turn, FaceScores face) {
    Calibration.IndexPrinted printed = calibration.indexPrinted();
    if (printedGlyphs == null || !GlyphBoxes.indexLegible(tile) || !TilePrint.indexMayTell(face) || printed == Calibration.IndexPrinted.NO) {
      return null;
    }
    PrintedGlyphs.Glyphs g = printedGlyphs.read(image, GlyphBoxes.indexBox(tile, turn, GlyphBoxes.INDEX_REACH, image), turn);
    if (printed == Calibration.IndexPrinted.YES && g.surestDigit(1) < TilePrint.DIGIT_SEEN) {
      g = printedGlyphs.read(image, GlyphBoxes.indexBox(tile, turn, GlyphBoxes.INDEX_TOP_REACH, image), turn);
    }
    return g;
  }

  /**
   * A calibrated reading of a tile of dots under {@link TilePrint#CALIBRATED_INDEX_BELOW}, its dots counted
   * ({@link #marksIn}) in the tile where its face was found, or, when nothing clear is there, in
   * the network's box of it ({@code spot}): a count of 2 to 9 names the face of that many dots,
   * when the table's set has it. Measured (2026-11-27, hands and melds of 8 made-up and 3 KDE
   * sets, each calibrated from its layout photo): 3,678 to 3,680 of 3,696 in the found tile alone,
   * 3,682 with the network's box too (a jade 4 and a made-up 7 of dots, whose found tiles lay 5-6
   * pixels over a neighbour). Sticks counted so as well mended 3 tiles and marred 9 (a made-up
   * set's 6s of bamboo counted as four sticks): sticks are not counted here. A count under the
   * samples' number stands only where the box round both tiles does not count the samples'
   * number (2026-11-28, thirty-fourth session: xmahjongg's dorwhite set, 1-bit art whose 5s of
   * dots counted four on the face found, hands 161 to 163 and melds 159 to 164 of 168; any other
   * count there kept too, 166 and 166, cost xmahjongg's gnome set 2 tiles; every other set the
   * same).
   */
  FaceScores byDotsCounted(Mat image, Quad.Box tile, Quad.Box spot, PrintedGlyphs.Glyphs index, FaceScores face) {
    if (!Faces.isOfSuit(face.best(), 'p') || face.confidence() >= TilePrint.CALIBRATED_INDEX_BELOW) {
      return face;
    }
    int marks = marksIn('p', image, tile);
    if (marks == 0) {
      marks = marksIn('p', image, spot); // the found face's tile may lie a few pixels off it, over its neighbour's edge
    }
    boolean indexReadsTheFace = index != null && index.number(TilePrint.numberOf(face.best())) >= TilePrint.INDEX_SURE;
    return byDotsCounted(face, marks, () -> SuitMarks.dots(image, Quad.Box.around(List.of(tile, spot), 0)),
        indexReadsTheFace, calibration.faces()::contains);
  }

  /**
   * The tile of dots {@code marks} names, when the table's set has it ({@code known}), or {@code
   * face}: a count under 2 names nothing, and a count under the samples' number none when the box
   * round both the found tile and the network's counts the samples' number ({@code countAroundBoth},
   * counted only then): a dot was cut off or lost in the count, not missing. Nor does any count
   * where the tile's printed index ({@link #indexRead}) reads the samples' number surely ({@link
   * TilePrint#INDEX_SURE}, {@code indexReadsTheFace}): the number a tile prints outweighs its dots counted,
   * which a set's own way of drawing a dot can lead astray (xmahjongg's 1-bit Dorothy's white set:
   * the 5 of dots' middle dot, red rings on white, is lost in the count and the tile counted a 4).
   * Measured (2026-11-29, fortieth session; 7 GNOME Mahjongg and xmahjongg sets, 8 made-up and 3
   * KDE sets, each calibrated from its layout photo):
   * Dorothy's white set's hands 163 to 168 of 168 and melds 164 to 166, every other set the same.
   */
  static FaceScores byDotsCounted(FaceScores face, int marks, IntSupplier countAroundBoth, boolean indexReadsTheFace,
      Predicate<String> known) {
    String counted = marks + "p";
    if (marks < 2 || marks == TilePrint.numberOf(face.best()) || !known.test(counted)) {
      return face;
    }
    if (marks < TilePrint.numberOf(face.best()) && countAroundBoth.getAsInt() == TilePrint.numberOf(face.best())) {
      return face;
    }
    return indexReadsTheFace ? face : new FaceScores(counted, face.confidence(), face.best(), face.noneProbability());
  }
}
