package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How the glyphs {@link PrintedGlyphs} reads weigh the looks' reading of a tile. A flower or
 * season ({@link TilePrint#weighedByGlyphs}): a name tells the face, a number narrows it to two
 * (a flower and a season share each number), and the looks decide the rest. A suit tile
 * ({@link TilePrint#weighedByNumber}): the index a set prints tells the number, the looks the
 * suit.
 */
class TilesReadByPrintedGlyphsTest {
  private static double[] looks(Object... faceAndChance) {
    double[] p = new double[TileNet.FACES.size()];
    double given = 0;
    for (int i = 0; i < faceAndChance.length; i += 2) {
      p[TileNet.FACES.indexOf((String) faceAndChance[i])] = (Double) faceAndChance[i + 1];
      given += (Double) faceAndChance[i + 1];
    }
    p[TileNet.FACES.indexOf("5z")] += 1 - given; // the rest on a face that is no flower
    return p;
  }

  private static PrintedGlyphs.Glyphs glyphs(String name, double nameChance, int number, double numberChance) {
    double[] names = new double[8], numbers = new double[9];
    if (name != null) {
      names[Integer.parseInt(name.substring(0, 1)) - 1] = nameChance;
    }
    if (number > 0) {
      numbers[number - 1] = numberChance;
    }
    return new PrintedGlyphs.Glyphs(names, numbers);
  }

  private static String best(double[] q) {
    int b = 0;
    for (int i = 1; i < q.length; i++) {
      b = q[i] > q[b] ? i : b;
    }
    return TileNet.FACES.get(b);
  }

  private static void assertUnchanged(double[] p, double[] q) {
    for (int i = 0; i < p.length; i++) {
      assertEquals(p[i], q[i], 1e-12, TileNet.FACES.get(i));
    }
  }

  private static double chance(double[] q, String face) {
    return q[TileNet.FACES.indexOf(face)];
  }

  @Test
  void theNameReadTellsTheFaceWhicheverTheLooksPrefer() {
    double[] q = TilePrint.weighedByGlyphs(looks("5f", 0.4, "8f", 0.1, "3f", 0.1), glyphs("8f", 0.95, 4, 1.0));
    assertEquals("8f", best(q));
  }

  /** Names read with their chances, {@code "4f", 1.0, "5f", 0.29}; no number. */
  private static PrintedGlyphs.Glyphs names(Object... faceAndChance) {
    double[] names = new double[8];
    for (int i = 0; i < faceAndChance.length; i += 2) {
      names[Integer.parseInt(((String) faceAndChance[i]).substring(0, 1)) - 1] = (Double) faceAndChance[i + 1];
    }
    return new PrintedGlyphs.Glyphs(names, new double[9]);
  }

  @Test
  void aNameReadSurelyAndAloneOutweighsLooksThatPreferAnother() {
    // a made-up 4 竹: its 竹 read at 1.00, blossoms in the band half read as 春 and 冬, its 4 cut off
    double[] q = TilePrint.weighedByGlyphs(looks("5f", 0.105, "8f", 0.08, "4f", 0.011), names("4f", 1.0, "5f", 0.29, "8f", 0.3));
    assertEquals("4f", best(q));
  }

  @Test
  void aSureNameBesideAnotherReadHalfCountsOnlyAsSurelyAsItWasRead() {
    assertEquals(3, TilePrint.nameReadAlone(names("4f", 1.0, "5f", 0.29)));
    assertEquals(-1, TilePrint.nameReadAlone(names("4f", 0.995, "5f", 0.75)));
    assertEquals(-1, TilePrint.nameReadAlone(names("4f", 0.95)));
  }

  @Test
  void aNameReadFarMoreSurelyThanAnotherIsStillReadAlone() {
    // a made-up PLUM close up: its name read at 0.99999, the blossoms in its band as 春 at 0.81, its 1 at 0.94
    double[] one = new double[9];
    one[0] = 0.945;
    PrintedGlyphs.Glyphs plum = new PrintedGlyphs.Glyphs(names("1f", 0.99999, "5f", 0.809).names(), one);
    assertEquals(0, TilePrint.nameReadAlone(plum));
    double[] q = TilePrint.weighedByGlyphs(
        looks("7f", 0.245, "6f", 0.205, "2f", 0.103, "5f", 0.089, "8f", 0.086, "3f", 0.074, "1f", 0.039, "4f", 0.037), plum);
    assertEquals("1f", best(q));
  }

  @Test
  void aSmallNameHalfReadAsAnotherLeavesTheSureOneAlone() {
    // Noto Sans Symbols 2's orchid on a hand's tile: its 蘭, printed small, read at 0.99 and half as 梅
    assertEquals(1, TilePrint.nameReadAlone(names("2f", 0.99, "1f", 0.56, "3f", 0.25)));
    double[] q = TilePrint.weighedByGlyphs(looks("1s", 0.346, "1f", 0.086, "4f", 0.049, "2f", 0.02),
        names("2f", 0.99, "1f", 0.56, "3f", 0.25));
    assertEquals("2f", best(q));
  }

  @Test
  void aBlossomReadAsANameInTheBandLeavesTheFootToBeReadToo() {
    // a made-up 冬 printed at its plant's foot, whose band read 菊 at 0.82
    assertTrue(TilePrint.nameMayLieBelowBand(glyphs("3f", 0.82, 4, 1.0)));
    assertTrue(TilePrint.nameMayLieBelowBand(glyphs(null, 0, 4, 1.0)));
  }

  @Test
  void aNameReadAllButSurelyInTheBandSparesTheReadBelowIt() {
    assertFalse(TilePrint.nameMayLieBelowBand(glyphs("8f", 0.995, 4, 1.0)));
  }

  @Test
  void aNumberReadLeavesItsFlowerAndItsSeasonToTheLooks() {
    double[] q = TilePrint.weighedByGlyphs(looks("5f", 0.3, "1f", 0.1, "3f", 0.2, "6f", 0.05), glyphs(null, 0, 1, 1.0));
    assertEquals("5f", best(q));
    assertTrue(chance(q, "1f") > chance(q, "3f"), "the 1 of flowers over the 3 the looks liked better: " + Arrays.toString(q));
  }

  @Test
  void aOneReadRaisesTheSuitsOnesAsMuchAsTheFlowersOfOne() {
    // a made-up 1 of bamboo, a bird with its index 1, which the looks preferred to the spring
    double[] p = looks("1s", 0.28, "5f", 0.16, "6f", 0.1, "8f", 0.1, "3f", 0.1);
    double[] q = TilePrint.weighedByGlyphs(p, glyphs(null, 0, 1, 1.0));
    assertEquals("1s", best(q));
    assertTrue(chance(q, "5f") > chance(q, "1f") && chance(q, "5f") > p[TileNet.FACES.indexOf("5f")],
        "the spring still raised over the flowers of other numbers: " + Arrays.toString(q));
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
    double flowers = 0.46;
    assertEquals(flowers, chance(q, "1f") + chance(q, "2f") + chance(q, "3f") + chance(q, "4f") + chance(q, "5f")
        + chance(q, "6f") + chance(q, "7f") + chance(q, "8f"), 1e-9, "the flowers keep the looks' chance together");
    // a name read surely, or another digit read, tells more than a 1: the ones are left as they were
    assertEquals(chance(TilePrint.weighedByGlyphs(p, glyphs("5f", 0.95, 0, 0)), "1s"),
        chance(TilePrint.weighedByGlyphs(p, glyphs("5f", 0.95, 1, 1.0)), "1s"), 1e-12);
    double[] fiveAndOne = new double[9];
    fiveAndOne[0] = fiveAndOne[4] = 1.0;
    assertEquals(chance(TilePrint.weighedByGlyphs(p, glyphs(null, 0, 5, 1.0)), "1s"),
        chance(TilePrint.weighedByGlyphs(p, new PrintedGlyphs.Glyphs(new double[8], fiveAndOne)), "1s"), 1e-12);
  }

  @Test
  void aFlowersNumberReadSurelyOutweighsLooksOfAnotherNumber() {
    // KDE's orchid prints a 2 and no name; the looks, never taught the set, took it for the spring
    double[] p = looks("5f", 0.45, "2f", 0.005, "6f", 0.005, "6z", 0.2);
    double[] sure = TilePrint.weighedByGlyphs(p, glyphs(null, 0, 2, TilePrint.DIGIT_SURE));
    assertTrue(chance(sure, "2f") + chance(sure, "6f") > chance(sure, "5f"), "a 2 read surely: " + Arrays.toString(sure));
    double[] unsure = TilePrint.weighedByGlyphs(p, glyphs(null, 0, 2, 0.95));
    assertTrue(chance(unsure, "2f") + chance(unsure, "6f") < chance(unsure, "5f"), "a 2 read less surely: " + Arrays.toString(unsure));
  }

  @Test
  void aNameReadSurelyMakesAnUnsureTileAFlowerOrSeason() {
    double[] q = TilePrint.weighedByGlyphs(looks("4m", 0.5, "6f", 0.1, "7f", 0.1), glyphs("6f", 1.0, 2, 1.0));
    assertEquals("6f", best(q));
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
  }

  @Test
  void withNoGlyphSeenTheLooksStandAsTheyWere() {
    double[] p = looks("5f", 0.3, "1f", 0.1, "4m", 0.2);
    double[] q = TilePrint.weighedByGlyphs(p, glyphs(null, 0, 0, 0));
    assertUnchanged(p, q);
  }

  @Test
  void aNameOrNumberSeenFaintlyDoesNotMakeAFlowerOfAnotherFace() {
    double[] q = TilePrint.weighedByGlyphs(looks("4m", 0.6, "6f", 0.15), glyphs("6f", 0.6, 2, 0.6));
    assertEquals("4m", best(q));
    assertEquals(0.15, chance(q, "6f") + chance(q, "2f") + chance(q, "1f") + chance(q, "5f") + chance(q, "3f")
        + chance(q, "4f") + chance(q, "7f") + chance(q, "8f"), 1e-9);
  }

  @Test
  void aSuitTilesIndexTellsItsNumber() {
    double[] q = TilePrint.weighedByNumber(looks("3m", 0.5, "2m", 0.3, "3p", 0.1), glyphs(null, 0, 2, 0.95), false, false);
    assertEquals("2m", best(q));
  }

  @Test
  void theIndexLeavesTheSuitToTheLooks() {
    double[] p = looks("5p", 0.5, "4p", 0.2, "4s", 0.25);
    // read less than surely, each face of its number by its own look
    double[] q = TilePrint.weighedByNumber(p, glyphs(null, 0, 4, 0.9), false, false);
    assertEquals("4s", best(q));
    assertTrue(chance(q, "4p") > chance(q, "5p"), Arrays.toString(q));
    // read surely, by the looks' chance of its suit over all numbers too: dots, 0.7
    assertEquals("4p", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 4, TilePrint.DIGIT_SURE), false, false)));
  }

  @Test
  void anIndexReadSurelyOutweighsLooksOfAnotherNumber() {
    // a set never learnt may look like another number throughout; its index, read surely, tells
    double[] p = looks("4s", 0.6, "6s", 0.02, "8p", 0.38);
    assertEquals("6s", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 6, TilePrint.DIGIT_SURE), false, false)));
    assertEquals("4s", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 6, 0.95), false, false)));
  }

  @Test
  void aSurelyReadIndexTakesItsSuitFromTheLooksOverAllNumbers() {
    // Dorothy's white 8 of bamboo: the looks saw bamboo, but a 9; of the eights an 8 of dots
    double[] p = looks("9s", 0.6, "0s", 0.1, "8p", 0.1, "8s", 0.01);
    assertEquals("8s", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 8, 0.997), false, false)));
    // read less than surely, the index leaves each face its own chance
    assertEquals("8p", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 8, 0.95), false, false)));
  }

  @Test
  void theSuitOfTheLooksSharesOnlyWhatTheDigitsFacesHadTogether() {
    double[] p = looks("9s", 0.6, "0s", 0.1, "8p", 0.1, "8s", 0.01);
    double[] q = looks("9s", 0.3, "8p", 0.4, "8s", 0.02, "8m", 0.08);
    double[] r = TilePrint.withSuitOfTheLooks(p, q, glyphs(null, 0, 8, 0.997));
    assertEquals(0.5, chance(r, "8m") + chance(r, "8p") + chance(r, "8s"), 1e-12);
    assertEquals(0.3, chance(r, "9s"), 1e-12);
    // each eight by its own look (8s 0.01, 8p 0.1) and its suit's over all numbers (bamboo 0.71, dots 0.1)
    assertEquals((0.01 + TilePrint.SUIT_OF_THE_LOOKS * 0.71) / (0.1 + TilePrint.SUIT_OF_THE_LOOKS * 0.1),
        chance(r, "8s") / chance(r, "8p"), 1e-9);
  }

  @Test
  void aSecondDigitReadLeavesTheSuitToTheFacesOwnChances() {
    // xmahjongg gnome2's 2 of characters: 二 read 0.99, 三 0.67, the looks on a 3 of bamboo
    double[] p = looks("3s", 0.354, "2m", 0.247, "2p", 0.052, "4s", 0.2);
    double[] numbers = new double[9];
    numbers[1] = 0.99;
    numbers[2] = TilePrint.ANOTHER_DIGIT_SEEN + 0.37;
    PrintedGlyphs.Glyphs g = new PrintedGlyphs.Glyphs(new double[8], numbers);
    double[] q = TilePrint.weighedByNumber(p, g, true, false);
    assertEquals("2m", best(q));
    assertUnchanged(q, TilePrint.withSuitOfTheLooks(p, q, g));
  }

  @Test
  void aTileTheLooksDoubtIsASuitTileKeepsItsFacesOwnChances() {
    // KDE jade's 8 of bamboo the looks doubted a flower: the bamboo they saw is too little to count
    double[] p = looks("8s", 0.2, "8p", 0.05, "9p", 0.2, "5f", 0.3);
    PrintedGlyphs.Glyphs g = glyphs(null, 0, 8, 1.0);
    double[] q = p.clone();
    assertUnchanged(q, TilePrint.withSuitOfTheLooks(p, q, g));
  }

  @Test
  void aFlowerReadForASuitTilesIndexIsWeighedByItsOwnNumber() {
    // KDE default's winter, small: the looks saw the summer, its 4 was read at 0.73
    double[] p = looks("6f", 0.3646, "5f", 0.2837, "8f", 0.0844, "1f", 0.0325, "3f", 0.0309, "7f", 0.0256, "1m", 0.0224, "2f", 0.0188);
    PrintedGlyphs.Glyphs four = glyphs(null, 0, 4, 0.7266);
    assertEquals("8f", best(TilePrint.weighedByNumber(p, four, false, false)));
    // flowers weighed by their numbers already share what the 4 left them as they came
    assertEquals("6f", best(TilePrint.weighedByNumber(p, four, false, true)));
  }

  @Test
  void aFlowersNameReadOnATileNotReadAsAFlowerTellsWhichFlowerNotThatItIsOne() {
    // Dorothy's green dragon, small, showed a summer's name at 0.95 (the looks' summer under 0.03)
    double[] p = looks("6z", 0.3088, "4f", 0.0878, "8s", 0.0609, "5f", 0.0581, "6s", 0.0555, "7f", 0.0539, "8f", 0.0468, "6f", 0.02);
    double[] q = TilePrint.flowersWeighedByGlyphs(p, glyphs("6f", 0.9548, 0, 0));
    assertTrue(chance(q, "6z") > chance(q, "6f"), Arrays.toString(q));
    assertEquals(chance(p, "6z"), chance(q, "6z"), 1e-12);
    double flowers = TilePrint.flowerChance(p);
    assertEquals(flowers, TilePrint.flowerChance(q), 1e-12);
    assertTrue(chance(q, "6f") > flowers / 2, Arrays.toString(q));
    // read as a flower, the name makes it one
    assertEquals("6f", best(TilePrint.weighedByGlyphs(p, glyphs("6f", 0.9548, 0, 0))));
  }

  @Test
  void aRedFiveIsAFive() {
    double[] q = TilePrint.weighedByNumber(looks("6p", 0.45, "0p", 0.3), glyphs(null, 0, 5, 0.9), false, false);
    assertEquals("0p", best(q));
  }

  @Test
  void anHonourKeepsItsChanceWhateverDigitIsRead() {
    double[] q = TilePrint.weighedByNumber(looks("7z", 0.3, "2m", 0.3, "3m", 0.3), glyphs(null, 0, 2, 1.0), false, false);
    assertEquals(0.3, chance(q, "7z"), 1e-12);
    assertEquals(0.6, chance(q, "2m") + chance(q, "3m"), 1e-12);
  }

  @Test
  void aOneIsNoIndexForABambooStickReadsAsOne() {
    double[] p = looks("5s", 0.5, "1s", 0.1, "3s", 0.2);
    double[] q = TilePrint.weighedByNumber(p, glyphs(null, 0, 1, 1.0), false, false);
    assertUnchanged(p, q);
  }

  @Test
  void aOneKeepsItsStandingWhateverDigitIsRead() {
    // a bird's strokes may read as a 2: the one of bamboo stays as sure against the two
    double[] q = TilePrint.weighedByNumber(looks("1s", 0.5, "2s", 0.3, "3s", 0.1), glyphs(null, 0, 2, 0.9), false, false);
    assertEquals("1s", best(q));
    assertEquals(0.5 / 0.3, chance(q, "1s") / chance(q, "2s"), 1e-9);
  }

  @Test
  void aCharactersNumeralIsReadWhenTheLooksTakeItForAOne() {
    // a brush-written 四萬 the looks took for 一萬: an index would tell nothing against a one
    double[] p = looks("1m", 0.52, "4m", 0.17, "2m", 0.14);
    assertFalse(TilePrint.numberMayTell(p));
    assertTrue(TilePrint.numeralMayTell(p));
  }

  @Test
  void aCharactersNumeralReadSurelyOutweighsLooksOfAOne() {
    double[] p = looks("1m", 0.52, "4m", 0.17, "2m", 0.14);
    assertEquals("4m", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 4, 0.95), true, false)));
    assertEquals("1m", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 4, 0.95), false, false)));
  }

  @Test
  void aOneOfCharactersWhoseNumeralIsReadStaysAOne() {
    // 一 read, and a stroke of 萬 read as a 2 besides: the one keeps its lead
    double[] numbers = new double[9];
    numbers[0] = 0.99;
    numbers[1] = 0.6;
    double[] q = TilePrint.weighedByNumber(looks("1m", 0.52, "2m", 0.3), new PrintedGlyphs.Glyphs(new double[8], numbers), true, false);
    assertEquals("1m", best(q));
  }

  @Test
  void aFlowerReadShowingNeitherNameNorNumberLeavesTheTileToItsNumeral() {
    // xmahjongg gnome's green pixel 三 over a red 万, which the looks took for a flower: nothing of a flower there
    assertFalse(TilePrint.aFlowerRead(PrintedGlyphs.Glyphs.none()));
    assertFalse(TilePrint.aFlowerRead(glyphs("1f", 0.3, 3, 0.2)));
    assertTrue(TilePrint.aFlowerRead(glyphs("1f", TilePrint.FLOWER_SEEN, 0, 0)));
    assertTrue(TilePrint.aFlowerRead(glyphs(null, 0, 3, TilePrint.FLOWER_SEEN)));
  }

  @Test
  void aCharacterTheLooksTookForAFlowerIsToldByItsNumeral() {
    // the same 三萬: the looks at 2m 0.36, 3m 0.15, the rest on flowers and a dragon; its 三 read at 0.99998
    double[] p = looks("2m", 0.36, "3m", 0.15, "1f", 0.1, "5f", 0.1);
    assertTrue(TilePrint.characterChance(p) >= GlyphReading.CHARACTER_TILE);
    assertEquals("3m", best(TilePrint.weighedByNumber(p, glyphs(null, 0, 3, 0.99998), true, false)));
    assertTrue(GlyphReading.numeralStands(p, glyphs(null, 0, 3, 0.99998)));
  }

  @Test
  void aNumeralTheLooksGiveNoChanceDoesNotStandOnATileTakenForAFlower() {
    // a shared photo's 六萬 turned 45 degrees, its 六 read from a skewed cut as 八 at 0.996
    double[] p = looks("6m", 0.33, "3m", 0.26, "7f", 0.06, "8m", 0.01);
    assertFalse(GlyphReading.numeralStands(p, glyphs(null, 0, 8, 0.996)));
    assertTrue(GlyphReading.numeralStands(p, glyphs(null, 0, 6, 0.996)));
  }

  @Test
  void aFiveNumeralStandsOnTheRedFiveTheLooksSaw() {
    double[] p = looks("0m", 0.2, "2m", 0.3, "1f", 0.2);
    assertTrue(GlyphReading.numeralStands(p, glyphs(null, 0, 5, 0.99)));
  }

  @Test
  void aCharactersNumeralReadSurelyMakesATileFaceWhateverTheSecondLookSays() {
    assertTrue(GlyphReading.numeralSaysATile(glyphs(null, 0, 3, 0.99998)));
    assertFalse(GlyphReading.numeralSaysATile(glyphs(null, 0, 3, 0.98)), "a numeral read all but surely is no proof");
    assertFalse(GlyphReading.numeralSaysATile(glyphs(null, 0, 1, 1.0)), "a one is any stroke");
  }

  @Test
  void anHonourPrintsNoNumeral() {
    // a pixel 六萬 the looks took for a 北: its 六, read surely, takes the honours down
    double[] p = looks("4z", 0.48, "6m", 0.44, "7z", 0.02);
    double[] q = TilePrint.weighedByNumber(p, glyphs(null, 0, 6, 1.0), true, false);
    assertEquals("6m", best(q));
    assertEquals(0.48 * TilePrint.SURE_DIGIT_FLOOR, chance(q, "4z"), 1e-12);
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
    // on a tile not read as a character the digit is an index, which may be a stroke: honours keep their chance
    assertEquals(0.48, chance(TilePrint.weighedByNumber(p, glyphs(null, 0, 6, 1.0), false, false), "4z"), 1e-12);
  }

  @Test
  void aNameAloneAcrossTheFaceMakesAFlowerOfATileTheLooksAreUnsureOf() {
    // GNOME smooth's 蘭, alone in its frame: the looks took it for a 1 of characters at 0.43, its name read at 0.999
    assertTrue(GlyphReading.wholeFaceNameMakesAFlower(0.999, 0.43));
    assertFalse(GlyphReading.wholeFaceNameMakesAFlower(0.99, 0.43));
  }

  @Test
  void aNameAcrossTheFaceOfATileTheLooksKnowMustBeReadAllButSurely() {
    // KDE default's 萬 below its numeral reads as 菊 (both under a grass radical) at up to 0.997, the looks at 0.7-0.85
    assertFalse(GlyphReading.wholeFaceNameMakesAFlower(0.999, 0.84));
    assertTrue(GlyphReading.wholeFaceNameMakesAFlower(GlyphReading.WHOLE_FACE_NAME_UNLOOKED_FOR, 0.84));
  }

  @Test
  void aSmallTileTheLooksDoubtIsReadForTheGlyphsAcrossItsFace() {
    // an honour's character or a flower's name alone spans most of the face: legible at 32 pixels
    assertTrue(GlyphReading.smallTileWorthReading(0.85, 32, GlyphReading.SMALL_TILE_LARGE_GLYPHS));
    assertFalse(GlyphReading.smallTileWorthReading(0.95, 32, GlyphReading.SMALL_TILE_LARGE_GLYPHS));
  }

  @Test
  void aNameAcrossASmallTileMustBeReadSurerThanOnALargeOne() {
    // a made-up 九萬 at 0.63 of its size, its strokes read as 竹 at 0.9987, the looks 0.57 sure
    assertTrue(GlyphReading.wholeFaceNameMakesAFlower(0.9987, 0.57));
    assertFalse(GlyphReading.nameAcrossASmallTileMakesAFlower(0.9987, 0.57));
    // a GNOME smooth flower's name alone at that size, the looks taking it for a green dragon at 0.59
    assertTrue(GlyphReading.nameAcrossASmallTileMakesAFlower(0.99999, 0.59));
  }

  @Test
  void aFlowerTooSmallForAnIndexIsReadForItsNameWhenTheLooksAreLostOnIt() {
    // a made-up set's plum 30 pixels across, the looks' likeliest face at 0.2
    assertTrue(GlyphReading.smallTileWorthReading(0.2, 30, GlyphReading.SMALL_FLOWER_LOOKS_SURE));
  }

  @Test
  void aSmallTileTheLooksKnowIsLeftToThem() {
    // blurred corner digits of a small tile read worse than looks that learnt its set
    assertFalse(GlyphReading.smallTileWorthReading(0.4, 30, GlyphReading.SMALL_FLOWER_LOOKS_SURE));
  }

  @Test
  void aTileTooSmallForAnyGlyphIsNotRead() {
    assertFalse(GlyphReading.smallTileWorthReading(0.2, GlyphReading.SMALL_TILE_LEGIBLE - 1, GlyphReading.SMALL_FLOWER_LOOKS_SURE));
    assertFalse(GlyphReading.smallTileWorthReading(0.2, GlyphReading.SMALL_TILE_LEGIBLE - 1, GlyphReading.SMALL_TILE_LOOKS_SURE));
  }

  @Test
  void aSmallSuitTileTheLooksDoubtIsReadForItsIndexOrNumeral() {
    // the looks split between faces: the index or numeral, read at 32 pixels, may tell
    assertTrue(GlyphReading.smallTileWorthReading(0.65, 32, GlyphReading.SMALL_TILE_LOOKS_SURE));
    assertFalse(GlyphReading.smallTileWorthReading(0.75, 32, GlyphReading.SMALL_TILE_LOOKS_SURE));
    assertEquals(GlyphReading.Printed.CHARACTER, new GlyphReading(null, null, null).worthReading(smallTileLookedAs(Map.of("3m", 0.65, "2m", 0.3))));
  }

  @Test
  void aSmallTileWhoseIndexCannotTellIsReadForTheGlyphsAcrossItsFace() {
    // GNOME smooth's small seasons print their name alone, large; the looks take them for dragons or winds
    assertEquals(GlyphReading.Printed.NAME_ACROSS_THE_FACE,
        new GlyphReading(null, null, null).worthReading(smallTileLookedAs(Map.of("6z", 0.45, "7z", 0.3, "5f", 0.05))));
  }

  @Test
  void aSmallTileThatMayBeAFlowerIsReadForItsIndexOnlyWhenTheLooksDoubtItMore() {
    // a held-out photo's small chrysanthemum, through a brighter camera, read a 2 and became the orchid
    assertEquals(GlyphReading.Printed.NAME_ACROSS_THE_FACE,
        new GlyphReading(null, null, null).worthReading(smallTileLookedAs(Map.of("3f", 0.55, "2f", 0.2, "2s", 0.15))));
  }

  /** A tile 32 pixels across that the looks read as {@code faces} say. */
  private static Recognizer.Looked smallTileLookedAs(Map<String, Double> faces) {
    double[] p = new double[TileNet.FACES.size()];
    faces.forEach((face, chance) -> p[TileNet.FACES.indexOf(face)] = chance);
    return new Recognizer.Looked(new TileNet.Spot(new Quad.Box(100, 100, 132, 142), 0.9, p, new double[] {1, 0, 0, 0}), 0);
  }

  @Test
  void aLargerTileIsReadByTheRulesForLargeTiles() {
    assertFalse(GlyphReading.smallTileWorthReading(0.2, GlyphReading.NAME_LEGIBLE, GlyphReading.SMALL_FLOWER_LOOKS_SURE));
    assertFalse(GlyphReading.smallTileWorthReading(0.2, GlyphReading.NAME_LEGIBLE, GlyphReading.SMALL_TILE_LOOKS_SURE));
  }

  @Test
  void aDigitSeenFaintlyChangesNothing() {
    double[] p = looks("3m", 0.5, "2m", 0.3);
    double[] q = TilePrint.weighedByNumber(p, glyphs(null, 0, 2, TilePrint.DIGIT_SEEN - 0.01), false, false);
    assertUnchanged(p, q);
  }

  @Test
  void flowersAndSeasonsMoveTogetherByTheirNumbers() {
    // a 4 read: the 4 of flowers gains on the 9 of characters, and the flowers, weighed by
    // weighedByGlyphs already, keep their order
    double[] q = TilePrint.weighedByNumber(looks("9m", 0.5, "4f", 0.2, "8f", 0.1), glyphs(null, 0, 4, 1.0), false, true);
    assertEquals("4f", best(q));
    assertEquals(2.0, chance(q, "4f") / chance(q, "8f"), 1e-9);
    assertEquals(0.8, chance(q, "9m") + chance(q, "4f") + chance(q, "8f"), 1e-9);
  }

  /** Reads of the glyphs of {@code faces}, in their order: {@code face}'s at {@code chance}, the others' none. */
  private static double[] readsOf(List<String> faces, String face, double chance) {
    double[] reads = new double[faces.size()];
    reads[faces.indexOf(face)] = chance;
    return reads;
  }

  private static double[] honourNames(String face, double chance) {
    return readsOf(PrintedGlyphs.HONOURS, face, chance);
  }

  @Test
  void aWindsCharacterReadSurelyTellsTheWindWhicheverTheLooksPrefer() {
    // a made-up 西 the looks took for a 南 or an 8 of bamboo
    double[] q = TilePrint.weighedByHonourName(looks("2z", 0.45, "3z", 0.15, "8s", 0.3), honourNames("3z", 0.99));
    assertEquals("3z", best(q));
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
  }

  @Test
  void aDragonsCharacterReadSurelyMakesASuitTileTheDragon() {
    double[] q = TilePrint.weighedByHonourName(looks("1s", 0.6, "6z", 0.05), honourNames("6z", 0.98));
    assertEquals("6z", best(q));
  }

  private static double[] windLetters(String face, double chance) {
    return readsOf(PrintedGlyphs.WIND_LETTERS, face, chance);
  }

  @Test
  void aWindsLetterReadSurelyTellsTheWindTheLooksDoubted() {
    // KDE traditional's brush-written 南, which the looks took for a 西, its corner printing S
    double[] q = TilePrint.weighedByWindLetter(looks("3z", 0.61, "2z", 0.23, "2p", 0.02), windLetters("2z", 0.99));
    assertEquals("2z", best(q));
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
  }

  @Test
  void aWindsLetterSeenFaintlyLeavesTheLooksAsTheyWere() {
    double[] p = looks("3z", 0.61, "2z", 0.23, "2p", 0.02);
    assertUnchanged(p, TilePrint.weighedByWindLetter(p, windLetters("2z", PrintedGlyphs.WIND_LETTER_SURE - 0.01)));
    assertUnchanged(p, TilePrint.weighedByWindLetter(p, new double[PrintedGlyphs.WIND_LETTERS.size()]));
  }

  @Test
  void anHonoursCharacterSeenFaintlyLeavesTheLooksAsTheyWere() {
    double[] p = looks("2z", 0.45, "3z", 0.15, "8s", 0.3);
    assertUnchanged(p, TilePrint.weighedByHonourName(p, honourNames("3z", 0.9)));
    assertUnchanged(p, TilePrint.weighedByHonourName(p, new double[PrintedGlyphs.HONOURS.size()]));
  }
}
