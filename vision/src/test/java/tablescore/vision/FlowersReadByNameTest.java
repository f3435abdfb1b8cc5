package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * How the glyphs {@link FlowerName} reads weigh the looks' reading of a flower or season
 * ({@link Recognizer#weighedByGlyphs}): a name tells the face, a number narrows it to two (a
 * flower and a season share each number), and the looks decide the rest.
 */
class FlowersReadByNameTest {
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

  private static FlowerName.Glyphs glyphs(String name, double nameChance, int number, double numberChance) {
    double[] names = new double[8], numbers = new double[4];
    if (name != null) {
      names[Integer.parseInt(name.substring(0, 1)) - 1] = nameChance;
    }
    if (number > 0) {
      numbers[number - 1] = numberChance;
    }
    return new FlowerName.Glyphs(names, numbers);
  }

  private static String best(double[] q) {
    int b = 0;
    for (int i = 1; i < q.length; i++) {
      b = q[i] > q[b] ? i : b;
    }
    return TileNet.FACES.get(b);
  }

  private static double chance(double[] q, String face) {
    return q[TileNet.FACES.indexOf(face)];
  }

  @Test
  void theNameReadTellsTheFaceWhicheverTheLooksPrefer() {
    double[] q = Recognizer.weighedByGlyphs(looks("5f", 0.4, "8f", 0.1, "3f", 0.1), glyphs("8f", 0.95, 4, 1.0));
    assertEquals("8f", best(q));
  }

  @Test
  void aNumberReadLeavesItsFlowerAndItsSeasonToTheLooks() {
    double[] q = Recognizer.weighedByGlyphs(looks("5f", 0.3, "1f", 0.1, "3f", 0.2, "6f", 0.05), glyphs(null, 0, 1, 1.0));
    assertEquals("5f", best(q));
    assertTrue(chance(q, "1f") > chance(q, "3f"), "the 1 of flowers over the 3 the looks liked better: " + Arrays.toString(q));
  }

  @Test
  void aNameReadSurelyMakesAnUnsureTileAFlowerOrSeason() {
    double[] q = Recognizer.weighedByGlyphs(looks("4m", 0.5, "6f", 0.1, "7f", 0.1), glyphs("6f", 1.0, 2, 1.0));
    assertEquals("6f", best(q));
    assertEquals(1.0, Arrays.stream(q).sum(), 1e-9);
  }

  @Test
  void withNoGlyphSeenTheLooksStandAsTheyWere() {
    double[] p = looks("5f", 0.3, "1f", 0.1, "4m", 0.2);
    double[] q = Recognizer.weighedByGlyphs(p, glyphs(null, 0, 0, 0));
    for (int i = 0; i < p.length; i++) {
      assertEquals(p[i], q[i], 1e-12, TileNet.FACES.get(i));
    }
  }

  @Test
  void aNameOrNumberSeenFaintlyDoesNotMakeAFlowerOfAnotherFace() {
    double[] q = Recognizer.weighedByGlyphs(looks("4m", 0.6, "6f", 0.15), glyphs("6f", 0.6, 2, 0.6));
    assertEquals("4m", best(q));
    assertEquals(0.15, chance(q, "6f") + chance(q, "2f") + chance(q, "1f") + chance(q, "5f") + chance(q, "3f")
        + chance(q, "4f") + chance(q, "7f") + chance(q, "8f"), 1e-9);
  }
}
