package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A calibrated reading in doubt between two faces of different numbers is decided by the index
 * the tile prints in its corner, when one is read surely ({@link Recognizer#byIndex}).
 */
class CalibratedIndexTest {
  private static PrintedGlyphs.Glyphs digits(double... chanceOfOneToNine) {
    double[] numbers = new double[9];
    System.arraycopy(chanceOfOneToNine, 0, numbers, 0, chanceOfOneToNine.length);
    return new PrintedGlyphs.Glyphs(new double[8], numbers);
  }

  private static final FaceScores THREE_OR_TWO = new FaceScores("3m", 0.55, "2m", 0);

  @Test
  void aTwoPrintedInTheCornerMakesTheThreeOfCharactersInDoubtATwo() {
    FaceScores read = Recognizer.byIndex(THREE_OR_TWO, digits(0, 0.97, 0.01));
    assertEquals(new FaceScores("2m", 0.55, "3m", 0), read);
  }

  @Test
  void anIndexReadLessSurelyLeavesTheReading() {
    assertEquals(THREE_OR_TWO, Recognizer.byIndex(THREE_OR_TWO, digits(0, 0.85, 0)));
  }

  @Test
  void anIndexThatAlsoReadsAsTheFirstFacesNumberLeavesTheReading() {
    assertEquals(THREE_OR_TWO, Recognizer.byIndex(THREE_OR_TWO, digits(0, 0.97, 0.3)));
  }

  @Test
  void aReadingSureOfItsFaceIsNotReadForAnIndex() {
    FaceScores sure = new FaceScores("3m", 0.92, "2m", 0);
    assertEquals(false, Recognizer.indexMayTell(sure));
    assertEquals(sure, Recognizer.byIndex(sure, digits(0, 1.0, 0)));
  }

  @Test
  void aOneIsNeverTakenForAnIndexForABambooStickReadsAsOne() {
    FaceScores twoOrOne = new FaceScores("2s", 0.5, "1s", 0);
    assertEquals(false, Recognizer.indexMayTell(twoOrOne));
    assertEquals(twoOrOne, Recognizer.byIndex(twoOrOne, digits(1.0, 0, 0)));
  }

  @Test
  void facesOfOneNumberOrWithoutOneAreNotReadForAnIndex() {
    assertEquals(false, Recognizer.indexMayTell(new FaceScores("5m", 0.5, "0m", 0)));
    assertEquals(false, Recognizer.indexMayTell(new FaceScores("4p", 0.5, "4s", 0)));
    assertEquals(false, Recognizer.indexMayTell(new FaceScores("6z", 0.5, "2s", 0)));
    assertEquals(false, Recognizer.indexMayTell(new FaceScores("1a", 0.5, "2a", 0)));
  }

  @Test
  void aRedFiveInDoubtWithASixIsReadAsItsFive() {
    FaceScores sixOrRedFive = new FaceScores("6p", 0.5, "0p", 0);
    assertEquals("0p", Recognizer.byIndex(sixOrRedFive, digits(0, 0, 0, 0, 0.95, 0.02)).best());
  }
}
