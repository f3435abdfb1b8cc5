package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * A calibrated reading in doubt between two faces of different numbers is decided by the index
 * the tile prints in its corner, when one is read surely ({@link TilePrint#byIndex}); a character
 * by its numeral read the same in two bands ({@link GlyphReading#byNumeralReadTwice}), a flower or
 * season by its number where its detail does not tell otherwise ({@link TilePrint#byFlowerNumber},
 * {@link TilePrint#keptByDetail}), a tile of dots by its dots counted ({@link GlyphReading#byDotsCounted}).
 */
class CalibratedIndexTest {
  private static PrintedGlyphs.Glyphs digits(double... chanceOfOneToNine) {
    double[] numbers = new double[9];
    System.arraycopy(chanceOfOneToNine, 0, numbers, 0, chanceOfOneToNine.length);
    return new PrintedGlyphs.Glyphs(new double[8], numbers);
  }

  /** The faces of a whole set, red fives included. */
  private static final Predicate<String> EVERY_FACE = face -> true;

  private static FaceScores byIndex(FaceScores face, PrintedGlyphs.Glyphs g) {
    return TilePrint.byIndex(face, g, EVERY_FACE);
  }

  private static final FaceScores THREE_OR_TWO = new FaceScores("3m", 0.55, "2m", 0);

  @Test
  void aBoxLengthenedAboveTheFacesTopReachesThereWhicheverWayTheFaceLies() {
    OpenCv.load();
    Mat photo = new Mat(400, 400, CvType.CV_8UC3);
    Quad.Box standing = new Quad.Box(100, 100, 160, 180), lying = new Quad.Box(100, 100, 180, 160);
    // a fifth of the face's length above its top (16 pixels), the usual reach below its foot
    double below = GlyphBoxes.INDEX_REACH * 80;
    assertBox(new Quad.Box(100, 84, 160, 180 + below), GlyphBoxes.lengthened(standing, 0, 0.2, GlyphBoxes.INDEX_REACH, photo));
    assertBox(new Quad.Box(100, 100 - below, 160, 196), GlyphBoxes.lengthened(standing, 2, 0.2, GlyphBoxes.INDEX_REACH, photo));
    assertBox(new Quad.Box(100 - below, 100, 196, 160), GlyphBoxes.lengthened(lying, 1, 0.2, GlyphBoxes.INDEX_REACH, photo));
    assertBox(new Quad.Box(84, 100, 180 + below, 160), GlyphBoxes.lengthened(lying, 3, 0.2, GlyphBoxes.INDEX_REACH, photo));
    photo.release();
  }

  private static void assertBox(Quad.Box expected, Quad.Box actual) {
    assertArrayEquals(new double[] {expected.x0(), expected.y0(), expected.x1(), expected.y1()},
        new double[] {actual.x0(), actual.y0(), actual.x1(), actual.y1()}, 1e-9, actual.toString());
  }

  @Test
  void aTwoPrintedInTheCornerMakesTheThreeOfCharactersInDoubtATwo() {
    FaceScores read = byIndex(THREE_OR_TWO, digits(0, 0.97, 0.01));
    assertEquals(new FaceScores("2m", 0.55, "3m", 0), read);
  }

  @Test
  void anIndexReadLessSurelyLeavesTheReading() {
    assertEquals(THREE_OR_TWO, byIndex(THREE_OR_TWO, digits(0, 0.85, 0)));
  }

  @Test
  void anIndexThatAlsoReadsAsTheFirstFacesNumberLeavesTheReading() {
    assertEquals(THREE_OR_TWO, byIndex(THREE_OR_TWO, digits(0, 0.97, 0.3)));
  }

  @Test
  void aReadingSureOfItsFaceIsNotReadForAnIndex() {
    FaceScores sure = new FaceScores("3m", 0.96, "2m", 0);
    assertEquals(false, TilePrint.indexMayTell(sure));
    assertEquals(sure, byIndex(sure, digits(0, 1.0, 0)));
  }

  @Test
  void aReadingFairlySureOfItsFaceIsStillReadForAnIndex() {
    // the samples can be fairly sure and wrong where a box falls half on the gap between tiles
    assertEquals(true, TilePrint.indexMayTell(new FaceScores("3m", 0.92, "2m", 0)));
  }

  @Test
  void aOneIsNeverTakenForAnIndexForABambooStickReadsAsOne() {
    FaceScores twoOrOne = new FaceScores("2s", 0.5, "1s", 0);
    assertEquals(twoOrOne, byIndex(twoOrOne, digits(1.0, 0, 0)));
  }

  @Test
  void honoursFlowersAndAnimalsAreNotReadForAnIndex() {
    assertEquals(false, TilePrint.indexMayTell(new FaceScores("6z", 0.5, "2s", 0)));
    assertEquals(false, TilePrint.indexMayTell(new FaceScores("3f", 0.5, "2f", 0)));
    assertEquals(false, TilePrint.indexMayTell(new FaceScores("1a", 0.5, "2a", 0)));
  }

  @Test
  void aFiveWhoseIndexReadsFiveStaysAFiveWhateverElseIsRead() {
    FaceScores fiveOrRed = new FaceScores("5m", 0.5, "0m", 0);
    assertEquals(fiveOrRed, byIndex(fiveOrRed, digits(0, 0, 0, 0, 0.99, 0.95)));
  }

  @Test
  void aRedFiveInDoubtWithASixIsReadAsItsFive() {
    FaceScores sixOrRedFive = new FaceScores("6p", 0.5, "0p", 0);
    assertEquals("0p", byIndex(sixOrRedFive, digits(0, 0, 0, 0, 0.95, 0.02)).best());
  }

  @Test
  void anIndexNamingAFaceBeyondTheRunnerUpMakesTheTileThatFaceOfItsSuit() {
    FaceScores threeOrEight = new FaceScores("3m", 0.45, "8m", 0);
    assertEquals(new FaceScores("2m", 0.45, "3m", 0), byIndex(threeOrEight, digits(0, 0.98, 0.01)));
  }

  @Test
  void twoNumbersReadSurelyNameNoFaceButTheRunnerUpsOwn() {
    FaceScores threeOrEight = new FaceScores("3m", 0.45, "8m", 0);
    assertEquals(threeOrEight, byIndex(threeOrEight, digits(0, 0.98, 0.01, 0.95)));
    assertEquals("2m", byIndex(THREE_OR_TWO, digits(0, 0.98, 0.01, 0.95)).best());
  }

  @Test
  void aFaceTheTablesSetLacksIsNotTaken() {
    FaceScores threeOrEight = new FaceScores("3m", 0.45, "8m", 0);
    Predicate<String> withoutTwoOfCharacters = face -> !face.equals("2m");
    assertEquals(threeOrEight, TilePrint.byIndex(threeOrEight, digits(0, 0.98, 0.01), withoutTwoOfCharacters));
  }
  private static FaceScores byNumeral(FaceScores face, PrintedGlyphs.Glyphs g) {
    return TilePrint.byNumeral(face, g, EVERY_FACE);
  }

  private static final FaceScores SURELY_THREE = new FaceScores("3m", 0.98, "1m", 0);

  @Test
  void aCharacterTheSamplesAreSureOfTakesTheNumeralReadSurely() {
    // one stroke more is all a 3 of characters has, and thin strokes barely show in the features
    assertEquals(new FaceScores("2m", 0.98, "3m", 0), byNumeral(SURELY_THREE, digits(0, 0.9997, 0)));
  }

  @Test
  void aNumeralReadUnderTheCalibratedBarLeavesTheCharacter() {
    assertEquals(SURELY_THREE, byNumeral(SURELY_THREE, digits(0, 0.994, 0)));
  }

  @Test
  void aOneReadAndNoOtherNumeralMakesTheCharacterAOne() {
    assertEquals(new FaceScores("1m", 0.98, "3m", 0), byNumeral(SURELY_THREE, digits(1.0, 0, 0)));
  }

  @Test
  void aOneIsNotTakenBesideAnotherNumeralReadForATwoSeenOneStrokeAtATimeReadsAsOne() {
    assertEquals(SURELY_THREE, byNumeral(SURELY_THREE, digits(1.0, 0.98, 0)));
  }

  @Test
  void twoNumeralsReadSurelyLeaveTheCharacter() {
    assertEquals(SURELY_THREE, byNumeral(SURELY_THREE, digits(0, 1.0, 0, 1.0)));
  }

  @Test
  void onlyCharactersAreReadForANumeral() {
    FaceScores dots = new FaceScores("3p", 0.98, "2p", 0);
    assertEquals(dots, byNumeral(dots, digits(0, 1.0, 0)));
  }

  @Test
  void aNumeralOfACharacterTheSetLacksIsNotTaken() {
    assertEquals(SURELY_THREE, TilePrint.byNumeral(SURELY_THREE, digits(0, 1.0, 0), face -> !face.equals("2m")));
  }

  @Test
  void aNumeralReadAgainNearerTheFacesTopNamesTheCharacterOnlyWhenReadTheSameThere() {
    assertEquals(new FaceScores("2m", 0.98, "3m", 0),
        GlyphReading.byNumeralReadTwice(SURELY_THREE, digits(0, 1.0, 0), () -> digits(0, 0.9995, 0), EVERY_FACE));
    // a numeral read one way in one band and another way, or not at all, in the other names nothing
    assertEquals(SURELY_THREE, GlyphReading.byNumeralReadTwice(SURELY_THREE, digits(0, 1.0, 0), () -> digits(0, 0, 1.0), EVERY_FACE));
    assertEquals(SURELY_THREE, GlyphReading.byNumeralReadTwice(SURELY_THREE, digits(0, 1.0, 0), () -> digits(0, 0, 0), EVERY_FACE));
  }

  @Test
  void aNumeralThatNamesTheSamplesOwnCharacterIsNotReadAgain() {
    Supplier<PrintedGlyphs.Glyphs> notToBeRead = () -> {
      throw new AssertionError("read again");
    };
    assertEquals(SURELY_THREE, GlyphReading.byNumeralReadTwice(SURELY_THREE, digits(0, 0, 1.0), notToBeRead, EVERY_FACE));
    assertEquals(SURELY_THREE, GlyphReading.byNumeralReadTwice(SURELY_THREE, digits(0, 0, 0), notToBeRead, EVERY_FACE));
  }

  @Test
  void aFlowersNumberDoesNotOverruleTheFaceItsDetailTellsItAs() {
    FaceScores spring = new FaceScores("5f", 0.73, "7f", 0), summer = new FaceScores("6f", 0.73, "5f", 0);
    assertEquals(spring, TilePrint.keptByDetail(spring, summer, other -> other.equals("6f")));
    assertEquals(summer, TilePrint.keptByDetail(spring, summer, other -> false), "the detail could not tell them");
    assertEquals(spring, TilePrint.keptByDetail(spring, spring, other -> {
      throw new AssertionError("no other face named");
    }));
  }

  private static FaceScores byFlowerNumber(FaceScores face, PrintedGlyphs.Glyphs g) {
    return TilePrint.byFlowerNumber(face, g, EVERY_FACE);
  }

  @Test
  void aFlowerWhosePlantIsThatOfAllFourIsNamedByItsNumber() {
    // GNOME Mahjongg's postmodern set: one plant on all four flowers, 一 to 四 in a corner
    FaceScores plum = new FaceScores("1f", 0.6, "3f", 0);
    assertEquals(new FaceScores("3f", 0.6, "1f", 0), byFlowerNumber(plum, digits(0.01, 0, 0.995)));
  }

  @Test
  void aSeasonsNumberNamesASeasonNotTheFlowerOfThatNumber() {
    FaceScores spring = new FaceScores("5f", 0.6, "1f", 0);
    assertEquals("8f", byFlowerNumber(spring, digits(0, 0, 0, 0.995)).best());
  }

  @Test
  void aSeasonWhoseOwnNumberIsReadStaysThatSeason() {
    // summer prints a 2: its number among the seasons, not the 6 its face is written
    FaceScores summer = new FaceScores("6f", 0.6, "2f", 0);
    assertEquals(summer, byFlowerNumber(summer, digits(0, 0.995)));
  }

  @Test
  void aFlowersNumberReadUnderTheNumeralsBarLeavesTheFlower() {
    // a plant's strokes read as a numeral now and then, under 0.99
    FaceScores plum = new FaceScores("1f", 0.6, "3f", 0);
    assertEquals(plum, byFlowerNumber(plum, digits(0, 0, 0.95)));
  }

  @Test
  void twoFlowerNumbersReadSurelyLeaveTheFlower() {
    FaceScores plum = new FaceScores("1f", 0.6, "3f", 0);
    assertEquals(plum, byFlowerNumber(plum, digits(0, 0.995, 0.995)));
  }

  @Test
  void aFlowerTheSetLacksIsNotTaken() {
    FaceScores plum = new FaceScores("1f", 0.6, "3f", 0);
    assertEquals(plum, TilePrint.byFlowerNumber(plum, digits(0, 0, 0.995), face -> !face.equals("3f")));
  }

  private static final FaceScores FIVE_OR_FOUR = new FaceScores("5p", 0.7, "4p", 0);
  /** No index read as the samples' number. */
  private static final boolean NO_INDEX = false;

  @Test
  void dotsCountedNameTheTileOfThatManyDots() {
    assertEquals(new FaceScores("6p", 0.7, "5p", 0), GlyphReading.byDotsCounted(FIVE_OR_FOUR, 6, () -> 6, NO_INDEX, EVERY_FACE));
  }

  @Test
  void fewerDotsCountedLeaveTheSamplesFaceWhereTheBoxRoundBothTilesCountsItsNumber() {
    // xmahjongg's 1-bit white set: a 5 of dots counted four on the face found, five round both boxes
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 4, () -> 5, NO_INDEX, EVERY_FACE));
  }

  @Test
  void fewerDotsCountedAlsoRoundBothTilesNameTheirFace() {
    assertEquals(new FaceScores("4p", 0.7, "5p", 0), GlyphReading.byDotsCounted(FIVE_OR_FOUR, 4, () -> 4, NO_INDEX, EVERY_FACE));
  }

  @Test
  void oneDotCountedOrNoneNamesNoFace() {
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 1, () -> 1, NO_INDEX, EVERY_FACE));
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 0, () -> 0, NO_INDEX, EVERY_FACE));
  }

  @Test
  void aCountOfDotsGivesWayToTheIndexTheTilePrints() {
    // xmahjongg's 1-bit white set: a 5 of dots whose middle dot is lost in the count, its 5 printed in the corner
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 4, () -> 4, true, EVERY_FACE));
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 6, () -> 6, true, EVERY_FACE));
  }

  @Test
  void aCountOfDotsTheSetLacksIsNotTaken() {
    assertEquals(FIVE_OR_FOUR, GlyphReading.byDotsCounted(FIVE_OR_FOUR, 6, () -> 6, NO_INDEX, face -> !face.equals("6p")));
  }
}
