package tablescore.vision;

import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * A tile's face chances weighed by what it prints or shows: the looks' chances over {@link
 * TileNet#FACES} weighed by the glyphs read on it (a flower's or season's name and number, a suit
 * tile's index, a character's numeral, an honour's character, a wind's letter), by the dots or
 * sticks counted on it and by a white dragon's frame; and a calibrated reading decided by its
 * index, numeral or flower's number. Where and whether a tile is read is {@link GlyphReading}'s;
 * here is only what a read weighs, with no pixels.
 */
final class TilePrint {
  private TilePrint() {}

  /** The white dragon, the one face with no ink, whose frame (or nothing) is read. */
  static final String WHITE_DRAGON = "5z";

  /** Where the winds whose letters are read ({@link PrintedGlyphs#WIND_LETTERS}) stand in {@link TileNet#FACES}. */
  static final List<Integer> WIND_READ = PrintedGlyphs.WIND_LETTERS.stream().map(TileNet.FACES::indexOf).toList();

  /**
   * The face chances {@code p} with every face but the wind whose letter was read surest among
   * {@code letters} ({@link PrintedGlyphs#WIND_LETTERS}' order) at {@link #GLYPH_FLOOR} of its
   * chance, summing to what they did; {@code p} itself when none was read at
   * {@link PrintedGlyphs#WIND_LETTER_SURE}.
   */
  static double[] weighedByWindLetter(double[] p, double[] letters) {
    return weighedBySurestRead(p, letters, WIND_READ, PrintedGlyphs.WIND_LETTER_SURE);
  }

  /**
   * The face chances {@code p} weighed toward the face (of {@code faces}, by index in {@link
   * TileNet#FACES}) whose glyph was read surest among {@code reads}, in the same order; {@code p}
   * itself when none was read at {@code sure}.
   */
  private static double[] weighedBySurestRead(double[] p, double[] reads, List<Integer> faces, double sure) {
    int surest = 0;
    for (int k = 1; k < reads.length; k++) {
      surest = reads[k] > reads[surest] ? k : surest;
    }
    return reads[surest] >= sure ? weighedToward(p, faces.get(surest)) : p;
  }

  /** Where the honours whose characters are read ({@link PrintedGlyphs#HONOURS}) stand in {@link TileNet#FACES}. */
  static final List<Integer> HONOUR_READ = PrintedGlyphs.HONOURS.stream().map(TileNet.FACES::indexOf).toList();

  /**
   * The face chances {@code p} with every face but the honour whose character was read surest
   * among {@code names} ({@link PrintedGlyphs#HONOURS}' order) at {@link #GLYPH_FLOOR} of its
   * chance, summing to what they did; {@code p} itself when none was read at
   * {@link PrintedGlyphs#HONOUR_NAME_SURE}.
   */
  static double[] weighedByHonourName(double[] p, double[] names) {
    return weighedBySurestRead(p, names, HONOUR_READ, PrintedGlyphs.HONOUR_NAME_SURE);
  }

  /** The face chances {@code p} with every face but the white dragon at {@link #GLYPH_FLOOR} of its chance, summing to what they did. */
  static double[] weighedByFrame(double[] p) {
    return weighedToward(p, TileNet.FACES.indexOf(WHITE_DRAGON));
  }

  /** The face chances {@code p} with every face but {@code face} (its index in {@link TileNet#FACES}) at {@link #GLYPH_FLOOR} of its chance, summing to what they did. */
  private static double[] weighedToward(double[] p, int face) {
    return weighedWithin(p, i -> true, i -> i == face ? 1 : GLYPH_FLOOR);
  }

  /**
   * The face chances {@code p} with the faces {@code among} holds (by index in {@link TileNet#FACES})
   * each times its {@code weight}, their chance together kept; every other face as it was.
   */
  private static double[] weighedWithin(double[] p, IntPredicate among, IntToDoubleFunction weight) {
    double before = 0, after = 0;
    double[] q = p.clone();
    for (int i = 0; i < p.length; i++) {
      if (among.test(i)) {
        q[i] = p[i] * weight.applyAsDouble(i);
        before += p[i];
        after += q[i];
      }
    }
    for (int i = 0; i < p.length && after > 0; i++) {
      if (among.test(i)) {
        q[i] *= before / after;
      }
    }
    return after > 0 ? q : p;
  }

  /**
   * The face chances {@code p} with the tiles of {@code suit} weighed by the marks counted: each
   * its chance times {@code floor}, plus one if its number is the count; their chance together
   * stays the looks', and every other face keeps its own. The floor is {@link #GLYPH_FLOOR} where
   * the looks doubt the number, {@link #MARKS_OVER_SURE_LOOKS} where more marks are counted than
   * the face they are sure of shows ({@link GlyphReading#LOOKS_SURE_OF_NUMBER}).
   */
  static double[] weighedByMarks(double[] p, char suit, int marks, double floor) {
    return weighedWithin(p, i -> Faces.isOfSuit(TileNet.FACES.get(i), suit), i -> floor + (NUMBER[i] == marks ? 1 : 0));
  }

  /**
   * What a tile of the suit counted, of another number than the count, keeps of its chance in
   * {@link #weighedByMarks} where the looks were sure of it. The looks, 0.99 sure that a made-up 6
   * of dots was a 4, gave the 6 0.003: with {@link #GLYPH_FLOOR} the 4 stayed ahead, and a
   * hundredth (0.0099) would leave it ahead too.
   */
  static final double MARKS_OVER_SURE_LOOKS = 0.001;

  /**
   * Sticks counted are taken only where the looks give the counted tile at least this share of
   * the likeliest tile of bamboo's chance: a box a third of a tile off shows half a 4 of bamboo,
   * two sticks, as clearly as a 2 (two of Symbola's 4s, the looks 0.76 / 0.13 and 0.68 / 0.16,
   * read as 2s). Measured (2026-11-27, {@code recognize --eval}): made-up hands 1307 without it,
   * 1308 with it; Symbola and FreeSerif hands 158 and 160 to 160 and 161 of 168; made-up squeezed
   * crops 329 to 328, KDE jade hands 158 to 157. For dots too, KDE traditional hands lost 3 tiles
   * and the made-up hands 4.
   */
  static final double STICKS_PLAUSIBLE = 0.25;

  /** Whether the looks give the tile of {@code suit} with {@code marks} at least {@link #STICKS_PLAUSIBLE} of the suit's likeliest tile's chance. */
  static boolean plausible(double[] p, char suit, int marks) {
    double best = 0, counted = 0;
    for (int i = 0; i < p.length; i++) {
      if (Faces.isOfSuit(TileNet.FACES.get(i), suit)) {
        best = Math.max(best, p[i]);
        counted += NUMBER[i] == marks ? p[i] : 0;
      }
    }
    return counted >= STICKS_PLAUSIBLE * best;
  }

  /** Whether the looks give a tile of {@code suit} of another number at least {@link #GLYPH_FLOOR} of the likeliest one's chance (a 1 counts). */
  static boolean suitMayTell(double[] p, char suit) {
    return doubtBetweenNumbers(p, i -> Faces.isOfSuit(TileNet.FACES.get(i), suit), true);
  }

  /**
   * A flower whose band shows a name less surely than this is read for one below the band too
   * ({@link PrintedGlyphs#namesBelowBand}): a plant's blossoms in the band read as a name now and
   * then (a made-up 冬, printed at the plant's foot, whose band read 菊 at 0.82, was read as the
   * chrysanthemum; read below too, as the winter it is). Measured (2026-11-27, thirteenth session,
   * {@code recognize --eval}): made-up sets never learnt, hands 1288 to 1292 of 1344, squeezed
   * crops 319 to 320 of 336; KDE hands and crops and the held-out photos the same. It was {@link
   * PrintedGlyphs#NAME_BELOW_BAND}, 0.75, before; 0.9 read the made-up hands 1291; reading below
   * whatever the band showed, KDE hands 160 / 148 / 157 to 159 / 146 / 156.
   */
  static final double NAME_IN_BAND_SURE = 0.99;

  /** Whether a flower whose band read {@code band} is read below the band too ({@link #NAME_IN_BAND_SURE}). */
  static boolean nameMayLieBelowBand(PrintedGlyphs.Glyphs band) {
    return band.surestName() < NAME_IN_BAND_SURE;
  }

  /** Where the eight flowers and seasons, 1f to 8f, stand in {@link TileNet#FACES}. */
  static final int FIRST_FLOWER = TileNet.FACES.indexOf("1f");

  static double flowerChance(double[] p) {
    return chanceOf(p, TilePrint::isFlower);
  }

  /** The looks' chance, together, of the faces (by index in {@link TileNet#FACES}) that {@code kind} holds. */
  static double chanceOf(double[] p, IntPredicate kind) {
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      sum += kind.test(i) ? p[i] : 0;
    }
    return sum;
  }

  /**
   * The face chances {@code p} ({@link TileNet#FACES} order) with the eight flowers and seasons
   * weighed by the glyphs read: each the looks' chance times how surely its name and its number
   * were seen, scaled back to the looks' chance of a flower or season at all, or to the name's
   * chance when one is read at {@link #NAME_SURE} or more (no other face prints one). A face of
   * another number than the digit read keeps what a suit tile's would ({@link #digitFloor}), a
   * hundredth once the digit is read surely: with a twentieth, a 2 read surely on KDE's orchid,
   * which the looks took for the spring at 0.45, left the spring ahead. Measured (2026-11-27,
   * twenty-second session, {@code recognize --eval}): made-up sets never learnt, hands 1308 to
   * 1310 of 1344 (with a digit taken as sure from 0.5 or 0.9 instead: 1311); their crops, KDE's,
   * the fonts' sets and the 430 shared photos the same.
   */
  static double[] weighedByGlyphs(double[] p, PrintedGlyphs.Glyphs g) {
    return weighedByGlyphs(p, g, false);
  }

  /**
   * The face chances {@code p} with the flowers and seasons weighed among themselves by their
   * names and numbers read, as {@link #weighedByGlyphs} weighs them, their chance together the
   * looks': for a tile read for a suit tile's index or a character's numeral, not as a flower,
   * whose band showed a flower's name at {@link #NAME_SURE} (see {@link
   * GlyphReading#FLOWER_NAMED_ON_A_SUIT_TILE}). The name says which flower the tile is if it is
   * one, not that it is one: a pixel set's green dragon showed a summer at 0.95.
   */
  static double[] flowersWeighedByGlyphs(double[] p, PrintedGlyphs.Glyphs g) {
    return weighedByGlyphs(p, g, true);
  }

  private static double[] weighedByGlyphs(double[] p, PrintedGlyphs.Glyphs g, boolean amongThemselves) {
    double flowers = flowerChance(p);
    double[] q = p.clone();
    double sum = 0;
    int alone = nameReadAlone(g);
    for (int k = 0; k < 8; k++) {
      int i = FIRST_FLOWER + k;
      q[i] = p[i] * (GLYPH_FLOOR + g.name(k)) * byFlowersNumber(g, k % 4 + 1) * (k == alone ? NAME_ALONE : 1);
      sum += q[i];
    }
    if (sum <= 0) {
      return p;
    }
    double named = g.surestName();
    double mass = named >= NAME_SURE && !amongThemselves ? Math.max(flowers, named) : flowers;
    for (int i = 0; i < q.length; i++) {
      q[i] *= isFlower(i) ? mass / sum : flowers >= 1 ? 0 : (1 - mass) / (1 - flowers);
    }
    if (!amongThemselves && named < NAME_SURE && g.number(1) >= DIGIT_SEEN && g.surestDigit(2) < DIGIT_SEEN) {
      // what the 1 did for the plum and the spring, their names not read
      return suitOnesRaisedAlike(q, GLYPH_FLOOR * byFlowersNumber(g, 1) * mass / sum);
    }
    return q;
  }

  /**
   * How much the number read weighs a flower or season of {@code number} in {@link
   * #weighedByGlyphs}: how surely it was seen (a 1 a fifth as much, {@link #A_ONE_READ}) over the
   * floor a face of another number keeps ({@link #digitFloor}).
   */
  private static double byFlowersNumber(PrintedGlyphs.Glyphs g, int number) {
    return digitFloor(g) + g.number(number) * (number == 1 ? A_ONE_READ : 1);
  }

  /**
   * The faces {@code q}, as {@link #weighedByGlyphs} weighed the looks by a 1 read (no other
   * digit, no name read at {@link #NAME_SURE}), with the suits' ones raised as much as the 1
   * raised the plum and the spring ({@code raised}, what it did for them with no name read), the
   * other faces that are no flowers scaled back to what they had together. The flowers of other
   * numbers give way to those of number 1, and a 1 of bamboo prints a 1 as surely: a made-up bird
   * with its index 1, which the looks preferred to the spring (0.28 to 0.16), came out as the
   * spring, the flowers' chance all on the plum and the spring. Measured (2026-11-28,
   * twenty-eighth session, {@code recognize --eval} against the session's first jar): made-up
   * hands 1323 to 1326 of 1344 (two such birds read as the spring, another as a 3 of bamboo), KDE
   * default's crops 38 to 39 of 41 (its bird, read as the spring); melds a tile apart 2,280 to
   * 2,281; every other set, the held-out photos and all 430 shared photos the same. The flowers'
   * chance lowered instead, as if the 1 weighed them alone: made-up hands 1324 (a spring the looks
   * took for a 3 of flowers became a 4 of dots), KDE default's square crops a tile better; lowered
   * also where no digit at all was read, two shared photos' seasons became ones of bamboo; lowered
   * by any number read, made-up hands 1317.
   */
  static double[] suitOnesRaisedAlike(double[] q, double raised) {
    if (raised <= 1) {
      return q;
    }
    double[] r = q.clone();
    double before = 0, after = 0;
    for (int i = 0; i < r.length; i++) {
      if (!isFlower(i)) {
        before += q[i];
        r[i] *= NUMBER[i] == 1 ? raised : 1;
        after += r[i];
      }
    }
    for (int i = 0; i < r.length; i++) {
      r[i] *= isFlower(i) || after <= 0 ? 1 : before / after;
    }
    return r;
  }

  /**
   * The flower or season (0-7: 1f-8f) whose name is read at {@link #NAME_ALONE_SURE} or more
   * while no other name reaches {@link #OTHER_NAME_SEEN} but far less surely ({@link
   * #FAR_SURER}), or -1. Such a name counts
   * {@link #NAME_ALONE} times more in {@link #weighedByGlyphs}: a name is weighed by how surely it
   * was read, so a name read all but surely was only three times a stray half-read of another
   * (blossoms in the band taken for 春 at 0.3), too little where the looks, on a set they never
   * learnt, gave the named face a tenth of another's chance (a made-up 4 竹, its 竹 read at 1.00,
   * came out as the 5 春 the looks preferred). Measured (2026-11-27, fourteenth session,
   * {@code recognize --eval}): made-up sets never learnt, hands 1292 to 1297 of 1344; KDE
   * traditional hands 148 to 151 of 168 and crops 32 to 34 of 40, squeezed KDE crops 104 to 105
   * of 121; the other KDE sets, the made-up crops and the held-out photos the same.
   */
  static int nameReadAlone(PrintedGlyphs.Glyphs g) {
    int surest = -1;
    for (int k = 0; k < 8; k++) {
      if (g.name(k) >= NAME_ALONE_SURE) {
        surest = surest < 0 || g.name(k) > g.name(surest) ? k : surest;
      }
    }
    for (int k = 0; k < 8 && surest >= 0; k++) {
      if (k != surest && g.name(k) >= OTHER_NAME_SEEN && odds(g.name(surest)) < FAR_SURER * odds(g.name(k))) {
        return -1;
      }
    }
    return surest;
  }

  /** A name read this surely is taken as read: the bar that spares a read below the band. */
  static final double NAME_ALONE_SURE = NAME_IN_BAND_SURE;
  /**
   * Another name read this surely leaves the surest one its own weight. Noto Sans Symbols 2
   * prints its flowers' names small in a corner: on a hand's tile its 蘭 read at 0.99 was half
   * read as 梅 too (0.56, 0.57), and the orchid came out as the plum the looks preferred. Measured
   * (2026-11-28, twenty-fifth session, {@code recognize --eval}): Noto's hands 163 to 166 of 168,
   * made-up hands 1313 to 1314 of 1344; every other set and the held-out photos the same. It was
   * 0.5; 0.6 read Noto's hands 165, 0.9 as 0.7. Weighing every name by its odds instead, up to
   * 100 to 1, read Noto's hands 168 and KDE traditional's 161, but a made-up crop and hand, a
   * Noto crop and a held-out tile worse: a name misread at 0.9 or more counted too.
   */
  static final double OTHER_NAME_SEEN = 0.7;
  /**
   * ...unless the surest name's odds are this many times the other's: a name read all but
   * certainly is not put in doubt by one read at 0.8. A made-up set's PLUM, its name read at
   * 0.99999 and 春 at 0.81 in the blossoms of its band, came out as the spring the looks
   * preferred (0.089 to the plum's 0.039). Measured (2026-12-03, sixty-eighth session, {@code
   * recognize --eval} against the session's first jar): close-ups of 2-4 tiles of the 18 sets
   * never learnt 3,357 to 3,361 of 3,888 counted, their hands at 0.63 of their size 2,691 to
   * 2,696 of 3,024, the hands as melds a tile apart 3,283 to 3,286 of 3,528, no set a tile worse;
   * hands, crops as cut and squared, the held-out photos as taken and as the 15 worse cameras
   * take them and all 430 shared photos the same. From 100 the same. Only whether the
   * surest name counts alone is judged by odds; each name still weighs as surely as it was read.
   */
  static final double FAR_SURER = 1000;

  /** A chance's odds, p to 1 - p; a chance of 1 has odds of 10^12, not infinity. */
  private static double odds(double chance) {
    return chance / Math.max(1 - chance, 1e-12);
  }

  /** How many times more a name read alone counts. */
  static final double NAME_ALONE = 20;

  /**
   * How much a 1 read counts for a flower or season ({@link #weighedByGlyphs}): a plant's stem, a
   * stroke or the tile's edge reads as a 1 on many faces, so a 1 read fully drew the plum and the
   * spring over the others. Measured (2026-11-26, {@code recognize --eval}, tiles read right):
   * made-up sets never learnt, crops 309 to 312 of 336 and hands 1177 to 1181 of 1344; KDE hands
   * default 156 to 157, jade 146 to 149, traditional 127 to 124 (its seasons print a word, no
   * number); held-out photos the same. 0 read the made-up hands 1167 (a printed 1 is needed
   * too); 0.1 and 0.3 gained 4 and 5 tiles in all, 0.5 4.
   */
  static final double A_ONE_READ = 0.2;

  /** Each face's number (1-9; a red five's 5, a flower's or season's 1-4), or 0 for an honour. */
  static final int[] NUMBER = TileNet.FACES.stream().mapToInt(TilePrint::numberOf).toArray();

  static int numberOf(String face) {
    char kind = face.charAt(1);
    int n = face.charAt(0) - '0';
    if (kind == 'f') {
      return (n - 1) % 4 + 1;
    }
    return Faces.isSuit(face) ? (n == 0 ? 5 : n) : 0;
  }

  static double characterChance(double[] p) {
    return chanceOf(p, i -> Faces.isCharacter(TileNet.FACES.get(i)));
  }

  /** The chance of the character of number {@code n}, its red five's too. */
  static double characterOfNumberChance(double[] p, int n) {
    return chanceOf(p, i -> NUMBER[i] == n && Faces.isCharacter(TileNet.FACES.get(i)));
  }

  static double suitChance(double[] p) {
    return chanceOf(p, i -> NUMBER[i] > 0 && !isFlower(i));
  }

  /**
   * The face chances {@code p} with the faces that print a number (suit tiles, flowers and
   * seasons) weighed by the digit read: many sets print a suit tile's number in a corner, as an
   * index, where the looks, from a 64-pixel cut, confuse two and three strokes or four and five
   * dots. Their chance together stays the looks' (an honour prints none); among them each suit
   * tile counts its chance times how surely its digit was seen (plus a floor, {@link #GLYPH_FLOOR},
   * or {@link #SURE_DIGIT_FLOOR} when a digit is read surely), and each flower or season its
   * chance times its number's weight in {@link #weighedByGlyphs} ({@link #byFlowersNumber}). A 1 is not
   * taken for a digit here, and a one's face counts as if its digit were the one read: a bamboo
   * stick or a stroke reads as a 1 (19 of the shared sets' 114 suit tiles, which print no index),
   * a bird's or a big dot's strokes as another digit (the held-out crops' 1 of bamboo as a 2), and
   * the ones are the faces the looks tell best. Unless a digit 2-9 is read at {@link #DIGIT_SEEN}
   * or more, nothing changes.
   *
   * <p>When {@code asCharacter} (a tile read for a character's numeral too, {@link
   * #numeralMayTell}) a one's face counts by the 1 read like any other: a Chinese numeral's 一 reads
   * as the 1 it is, not as any stroke. A digit 2-9 read so surely ({@link #DIGIT_SURE}: the
   * numeral, or the index a set prints instead) also leaves the honours {@link #SURE_DIGIT_FLOOR}
   * of their chance, which goes to the faces that print a number: an honour prints neither, and the
   * numeral reader learnt the winds' and dragons' characters as none (xmahjongg gnome's pixel 六萬,
   * read 六 at 1.0, had stayed a 北, 0.48 against 0.44). Measured (2026-11-30, forty-seventh session,
   * {@code recognize --eval}, {@link GlyphReading#CHARACTER_TILE} then 0.3): xmahjongg gnome's crops 26 to 27
   * of 34; every other set and all 430 shared photos the same. With that bar lowered too: {@link
   * GlyphReading#CHARACTER_TILE}. Which suit's face of the number read wins: {@link #withSuitOfTheLooks}.
   *
   * <p>When {@code flowersWeighed} (by {@link #weighedByGlyphs} or {@link #flowersWeighedByGlyphs},
   * each by its number already) the flowers and seasons together count by their numbers and share
   * that as {@code p} shares it among them. Weighed only so until 2026-12-03, a small tile the looks took
   * for a flower and read for a suit tile's index kept the looks' flower whatever its number: KDE
   * default's winter, its 4 read at 0.73, stayed the summer the looks saw at 0.36 (the winter
   * 0.08). Measured (2026-12-03, sixty-ninth session, {@code recognize --eval}): the unseen sets'
   * hands at 0.63 of their size 2,669 to 2,678 of 3,024 right by box (KDE default 150 to 155,
   * jade 149 to 153), close-ups counted per photo 3,361 to 3,362; hands, melds, crops, the
   * held-out photos as taken and through 15 worse cameras and all 430 shared photos the same.
   */
  static double[] weighedByNumber(double[] p, PrintedGlyphs.Glyphs g, boolean asCharacter, boolean flowersWeighed) {
    double seen = g.surestDigit(2);
    if (seen < DIGIT_SEEN) {
      return p;
    }
    double floor = digitFloor(g);
    double before = 0, after = 0, flowersBefore = 0, flowersAfter = 0;
    double[] q = p.clone();
    for (int i = 0; i < p.length; i++) {
      if (NUMBER[i] == 0) {
        continue;
      }
      double w = p[i] * (isFlower(i) && !flowersWeighed ? byFlowersNumber(g, NUMBER[i])
          : floor + (NUMBER[i] == 1 && !asCharacter ? seen : g.number(NUMBER[i])));
      before += p[i];
      after += w;
      if (isFlower(i) && flowersWeighed) {
        flowersBefore += p[i];
        flowersAfter += w;
      } else {
        q[i] = w;
      }
    }
    if (after <= 0) {
      return p;
    }
    double numbered = before;
    if (asCharacter && seen >= DIGIT_SURE) { // an honour prints no numeral
      for (int i = 0; i < q.length; i++) {
        if (NUMBER[i] == 0) {
          numbered += p[i] * (1 - SURE_DIGIT_FLOOR);
          q[i] = p[i] * SURE_DIGIT_FLOOR;
        }
      }
    }
    for (int i = 0; i < q.length; i++) {
      if (NUMBER[i] > 0) {
        q[i] = (isFlower(i) && flowersWeighed ? (flowersBefore > 0 ? p[i] * flowersAfter / flowersBefore : 0) : q[i]) * numbered / after;
      }
    }
    return withSuitOfTheLooks(p, q, g);
  }

  /**
   * A digit 2-9 read surely ({@link #DIGIT_SURE}) and alone (no other at {@link
   * #ANOTHER_DIGIT_SEEN}) on a tile the looks take for a suit tile ({@link #LOOKS_SEE_A_SUIT_TILE})
   * settles its number, and the looks still tell its suit: on a set they never saw they may miss
   * the number and see the suit, their chance of the face itself then small in every suit, so
   * that which suit's face of that number won was noise. Dorothy's white set's 8 of bamboo looked
   * a 9 of bamboo (0.60) and an 8 of dots 0.10, its own face hardly at all; its 8 was read at
   * 0.997 and it was taken for the 8 of dots (a 5 of bamboo, read 5, for the 5 of characters). So
   * the faces {@code q} of the number read share what {@link #weighedByNumber} gave them together
   * by the looks' {@code p} for each plus {@link #SUIT_OF_THE_LOOKS} times its suit's chance over
   * all numbers (a red five and a five split their suit's part as the looks split them).
   */
  static double[] withSuitOfTheLooks(double[] p, double[] q, PrintedGlyphs.Glyphs g) {
    int digit = g.surestDigitRead(2);
    if (g.number(digit) < DIGIT_SURE || g.surestDigitBut(digit, 2) >= ANOTHER_DIGIT_SEEN || suitChance(p) < LOOKS_SEE_A_SUIT_TILE) {
      return q;
    }
    double[] suit = new double[SUITS.length()], ofDigit = new double[SUITS.length()];
    int[] facesOfDigit = new int[SUITS.length()];
    for (int i = 0; i < p.length; i++) {
      int s = suitIndex(i);
      if (s >= 0) {
        suit[s] += p[i];
        if (NUMBER[i] == digit) {
          ofDigit[s] += p[i];
          facesOfDigit[s]++;
        }
      }
    }
    double[] share = new double[p.length];
    double mass = 0, shares = 0;
    for (int i = 0; i < p.length; i++) {
      int s = suitIndex(i);
      if (s >= 0 && NUMBER[i] == digit) {
        share[i] = p[i] + SUIT_OF_THE_LOOKS * suit[s] * (ofDigit[s] > 0 ? p[i] / ofDigit[s] : 1.0 / facesOfDigit[s]);
        mass += q[i];
        shares += share[i];
      }
    }
    if (shares <= 0) {
      return q;
    }
    double[] r = q.clone();
    for (int i = 0; i < p.length; i++) {
      if (suitIndex(i) >= 0 && NUMBER[i] == digit) {
        r[i] = mass * share[i] / shares;
      }
    }
    return r;
  }

  /** The suits in {@link #suitIndex}'s order. */
  private static final String SUITS = "mps";

  /** Face {@code i}'s suit's place in {@link #SUITS}, or -1 for an honour, a flower or a season. */
  private static int suitIndex(int i) {
    return Faces.isSuit(TileNet.FACES.get(i)) ? SUITS.indexOf(TileNet.FACES.get(i).charAt(1)) : -1;
  }

  private static boolean isFlower(int i) {
    return i >= FIRST_FLOWER && i < FIRST_FLOWER + 8;
  }

  /**
   * Whether a digit read could change which face that prints a number is likeliest: some face of
   * another number has at least {@code GLYPH_FLOOR / (1 + GLYPH_FLOOR)} of the likeliest one's
   * chance (a digit weighs a face by at most 1 + GLYPH_FLOOR against GLYPH_FLOOR). Most unsure
   * tiles doubt between faces of one number (4p or 4s), or are an honour; reading their glyphs
   * would be time for nothing.
   */
  static boolean numberMayTell(double[] p) {
    return doubtBetweenNumbers(p, i -> NUMBER[i] > 0, false);
  }

  /**
   * Whether a character's numeral read could change which character is likeliest, the 1 of
   * characters taking part ({@link #numberMayTell} leaves the ones out, whose index a stroke reads
   * as): a 一 is a numeral read like any other ({@link PrintedGlyphs#readCharacter}). The looks
   * took a real set's brush-written 四萬 and a pixel set's 二萬 and 八萬 for 一萬 (0.52 against
   * 0.17), and the tile was never read. Measured (2026-11-30, forty-seventh session, {@code
   * recognize --eval}): xmahjongg's real set's hands 133 to 135 of 168, xmahjongg gnome's 129 to
   * 131 and gnome2's 130 to 135; close-ups of 2-4 tiles of the made-up, KDE, GNOME and xmahjongg
   * sets 2,787 to 2,792 of 3,888; xmahjongg gnome's crops 27 to 26 (a 1 of characters read as a 2
   * of bamboo); every other set and all 430 shared photos the same.
   */
  static boolean numeralMayTell(double[] p) {
    return doubtBetweenNumbers(p, i -> Faces.isCharacter(TileNet.FACES.get(i)), true);
  }

  /**
   * Whether, among the faces {@code among} holds (by index in {@link TileNet#FACES}), one of
   * another number than the likeliest has at least {@code GLYPH_FLOOR / (1 + GLYPH_FLOOR)} of its
   * chance; a face of number 1 takes part only if {@code onesCount}.
   */
  private static boolean doubtBetweenNumbers(double[] p, IntPredicate among, boolean onesCount) {
    int best = -1;
    for (int i = 0; i < p.length; i++) {
      if (among.test(i) && (best < 0 || p[i] > p[best])) {
        best = i;
      }
    }
    for (int i = 0; best >= 0 && i < p.length; i++) {
      if (among.test(i) && NUMBER[i] != NUMBER[best] && (onesCount || NUMBER[i] != 1 && NUMBER[best] != 1)
          && p[i] >= GLYPH_FLOOR / (1 + GLYPH_FLOOR) * p[best]) {
        return true;
      }
    }
    return false;
  }

  /** A flower's name or number read at least this surely is a flower read ({@link #aFlowerRead}). */
  static final double FLOWER_SEEN = 0.5;

  /** Whether a tile read for a flower's name and number ({@link PrintedGlyphs#readFlower}) showed either at {@link #FLOWER_SEEN}. */
  static boolean aFlowerRead(PrintedGlyphs.Glyphs g) {
    return g.surestName() >= FLOWER_SEEN || g.surestDigit(1) >= FLOWER_SEEN;
  }

  /** A digit read this surely weighs the faces that print a number. */
  static final double DIGIT_SEEN = 0.5;
  /**
   * A digit read this surely leaves a face of another number only {@link #SURE_DIGIT_FLOOR} of
   * its chance, not {@link #GLYPH_FLOOR}: a set never learnt may look like another number
   * throughout (KDE traditional's 6 of bamboo, its index read 0.99999, looked a 4 at 0.46 and a 6
   * far less). Measured (2026-11-26, {@code recognize --eval}): KDE crops 28 to 29 of 39
   * (traditional), squeezed KDE crops 100 to 101 of 121, the rest the same; from 0.9, made-up
   * hands lost 2; floors 0.005 and 0.001 the same as 0.01. The bar for reading the index at all
   * ({@link #numberMayTell}) stays at {@link #GLYPH_FLOOR}: at 0.01, KDE jade hands lost one.
   */
  static final double DIGIT_SURE = 0.99;
  static final double SURE_DIGIT_FLOOR = 0.01;
  /**
   * A second digit read this surely leaves the suit to the faces' own chances ({@link
   * #withSuitOfTheLooks}): xmahjongg gnome2's 2 of characters, its 二 read 0.99 and 三 0.67, went
   * to a 3 of bamboo once its 2's chance went to the bamboo the looks saw.
   */
  static final double ANOTHER_DIGIT_SEEN = 0.3;
  /**
   * The looks' chance of the suit tiles together from which their suit counts ({@link
   * #withSuitOfTheLooks}): KDE jade's 8 of bamboo, whose looks doubted it a flower, went to an
   * 8 of dots and then to a spring.
   */
  static final double LOOKS_SEE_A_SUIT_TILE = 0.5;
  /**
   * How much a suit's chance over all its numbers weighs beside the face's own ({@link
   * #withSuitOfTheLooks}). Measured (2026-11-30, forty-ninth session, {@code recognize --eval}):
   * Dorothy's white set's crops 27 to 28 of 42, hands 115 to 122 of 168, melds 105 to 114,
   * close-ups 124 to 130 of 216; xmahjongg gnome's close-ups 155 to 156; KDE traditional's
   * close-ups 175 to 174 (a 4 of bamboo the looks gave the characters more), its melds and
   * gnome2's 1 fewer; every other set and all 430 shared photos the same. At 0.3 and 1.0 within
   * a tile or two of it; with neither bar above, 0.6 lost a KDE jade hand's tile and two crops.
   * A digit read from 0.9, not {@link #DIGIT_SURE}: 8 tiles more in Dorothy's white close-ups and
   * the sets' hands at 0.63 of their size, but a shared photo's 九萬, its numeral read as 八 at
   * 0.979, became an 8 of characters.
   */
  static final double SUIT_OF_THE_LOOKS = 0.6;

  /** What a face of another number than the digit read keeps of its chance: {@link #SURE_DIGIT_FLOOR} once a digit 2-9 is read surely. */
  static double digitFloor(PrintedGlyphs.Glyphs g) {
    return g.surestDigit(2) >= DIGIT_SURE ? SURE_DIGIT_FLOOR : GLYPH_FLOOR;
  }

  /**
   * A glyph not seen still leaves a face this much chance: the reader misses small glyphs. The
   * looks' own chances weigh as they are (as their square root or to the power 1.5, the same
   * within two tiles).
   */
  static final double GLYPH_FLOOR = 0.05;
  /** A flower's or season's name read this surely makes the tile one. */
  static final double NAME_SURE = 0.9;

  /**
   * A character's numeral (一 to 九) is all that tells it from the others, and in a set of thin
   * strokes the samples' features, a few cells across, barely see one stroke more: a made-up set
   * of white strokes on navy read 8 of its 48 2s of characters as 3s, surely (0.95-0.98). So a
   * calibrated character whose index did not decide it has its numeral read, however sure the
   * samples are, and a numeral 2-9 read at {@link #CALIBRATED_NUMERAL_SURE} names its face
   * ({@link #byNumeral}). Measured (2026-11-27, hands and melds of 8 made-up and 3 KDE sets,
   * each calibrated from its layout photo): 3,656 to 3,664 of 3,696 tiles right, all of it that
   * set's 2s; no other set's reading changed. At the numeral reader's own bar (0.97),
   * CalibratedSetsTest read a 2 of characters of fluffystuff's art as a 3 (its numeral read so at
   * 0.994); that set's 2s read here at 0.9995 and more.
   */
  static final double CALIBRATED_NUMERAL_SURE = 0.999;

  /**
   * The character, or the one whose numeral 2-9 alone was read at {@link #CALIBRATED_NUMERAL_SURE},
   * when the table's set has it ({@code known}). A 一 so read is taken only when no other numeral
   * was read at all: a 二 seen one stroke at a time reads as one too. (Taking it so: three sets'
   * 1s of characters, read as 2s surely by the samples, 4 of 4 right; 3,664 to 3,667 of 3,696 in
   * all, CalibratedSetsTest the same.)
   */
  static FaceScores byNumeral(FaceScores face, PrintedGlyphs.Glyphs g, Predicate<String> known) {
    int[] read = IntStream.rangeClosed(2, 9).filter(n -> g.number(n) >= CALIBRATED_NUMERAL_SURE).toArray();
    // The numeral reader keeps only numerals it read surely (PrintedGlyphs.NUMERAL_SURE): any other is 0.
    if (read.length == 0 && g.number(1) >= CALIBRATED_NUMERAL_SURE && IntStream.rangeClosed(2, 9).allMatch(n -> g.number(n) == 0)) {
      read = new int[] {1};
    }
    if (!Faces.isCharacter(face.best()) || read.length != 1 || read[0] == numberOf(face.best())) {
      return face;
    }
    String named = read[0] + "m";
    return known.test(named) ? new FaceScores(named, face.confidence(), face.best(), face.noneProbability()) : face;
  }

  /**
   * A calibrated reading of a suit tile under this confidence has its index read: the samples
   * can be sure and wrong where a box falls half on the gap between two tiles. Measured
   * (2026-11-26, tenth session, fresh calibrations): KDE jade melds 0.982 / 0.976 to 0.988 /
   * 0.982; hands, their 640x640 frames, default, traditional, alphabet and CalibratedSetsTest
   * the same. At 0.9, the built-in reading's bar ({@link GlyphReading#LOOKS_SURE_OF_NUMBER}), before; 0.99
   * read the same KDE figures but CalibratedSetsTest 1002 of 1008, not 1004 (a 9 of bamboo read
   * as an 8, a 4 of characters as a 9); every tile read, default's melds lost one.
   */
  static final double CALIBRATED_INDEX_BELOW = 0.95;

  /** Whether a calibrated reading of a suit tile is unsure enough for its printed index to be read. */
  static boolean indexMayTell(FaceScores face) {
    return face.confidence() < CALIBRATED_INDEX_BELOW && numberOf(face.best()) > 0 && !face.best().endsWith("f");
  }

  /**
   * The reading, or the face of its suit whose number the index reads surely and the first face's
   * number surely not, when that face is of the table's set ({@code known}): the runner-up when
   * it bears such a number (a red five stays red), else the suit's plain face of the one number
   * 2 to 9 read so (of two, neither: a dot or a neighbour's index read as one).
   */
  static FaceScores byIndex(FaceScores face, PrintedGlyphs.Glyphs g, Predicate<String> known) {
    if (!indexMayTell(face) || g.number(numberOf(face.best())) >= 1 - INDEX_SURE) {
      return face;
    }
    String runnerUp = face.runnerUp();
    int[] read = IntStream.rangeClosed(2, 9).filter(n -> g.number(n) >= INDEX_SURE).toArray();
    boolean runnerUpRead = runnerUp != null && sameSuit(runnerUp, face.best())
        && IntStream.of(read).anyMatch(n -> n == numberOf(runnerUp));
    String named = runnerUpRead ? runnerUp : read.length == 1 ? read[0] + face.best().substring(1) : null;
    return named != null && known.test(named)
        ? new FaceScores(named, face.confidence(), face.best(), face.noneProbability())
        : face;
  }

  /**
   * A calibrated flower or season the samples are under {@link #CALIBRATED_INDEX_BELOW} sure of,
   * named by the number it prints ({@link PrintedGlyphs#flowerNumber}: a digit, or a Chinese numeral
   * 一 to 四): the one number 1-4 read at {@link PrintedGlyphs#FLOWER_NUMERAL_SURE} names the face
   * of that number in the reading's own group, the flowers (1f-4f) or the seasons (5f-8f), when
   * the table's set has it. A set may tell its four flowers apart by the number alone: GNOME
   * Mahjongg's postmodern set draws one plant on all four, 一 to 四 in a corner, and the samples'
   * features barely see the numeral. Measured (2026-11-28, thirty-fourth session; hands and melds
   * of 8 made-up, 3 KDE and 7 GNOME Mahjongg and xmahjongg sets, each calibrated from its layout
   * photo): postmodern's hands 148 to 152 of 168, its melds 146 to 151; every other set the same.
   * Any number read at 0.9: postmodern 152 and 152, but smooth's flowers, which print no number,
   * 2 fewer (a plant's strokes read as one); at 0.999, postmodern 149 and 149.
   */
  static FaceScores byFlowerNumber(FaceScores face, PrintedGlyphs.Glyphs g, Predicate<String> known) {
    int[] read = IntStream.rangeClosed(1, 4).filter(n -> g.number(n) >= PrintedGlyphs.FLOWER_NUMERAL_SURE).toArray();
    if (read.length != 1 || read[0] == numberOf(face.best())) {
      return face;
    }
    String named = (read[0] + (face.best().charAt(0) > '4' ? 4 : 0)) + "f";
    return known.test(named) ? new FaceScores(named, face.confidence(), face.best(), face.noneProbability()) : face;
  }

  /**
   * {@code face}, where the flower or season its number names ({@code named}, {@link #byFlowerNumber})
   * is one its detail tells it from ({@code detailHolds}, {@link Calibration#detailHolds}); else
   * {@code named}. The detail is the set's own samples lined up at the tile's resolution; the
   * number reader knows no set, and a line over the numeral reads as a stroke more (GNOME
   * Mahjongg's postmodern seasons frame their picture, and a 一 under the frame's edge read as a
   * 二). Measured (2026-11-29, forty-fifth session; hands and melds of the 7 GNOME Mahjongg and
   * xmahjongg sets and of 8 made-up and 3 KDE sets, each calibrated from its layout photo):
   * postmodern's hands 166 to 167 of 168, its square crops 41 to 42 of 42; every other set the
   * same. A character's numeral ({@link #byNumeral}) so checked read every set the same, and is not.
   */
  static FaceScores keptByDetail(FaceScores face, FaceScores named, Predicate<String> detailHolds) {
    return !named.best().equals(face.best()) && detailHolds.test(named.best()) ? face : named;
  }

  private static boolean sameSuit(String a, String b) {
    return a.charAt(1) == b.charAt(1);
  }

  /** An index read this surely names a calibrated reading's face ({@link #byIndex}). */
  static final double INDEX_SURE = 0.9;
}
