package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/** The calibrated search's products by the sample bank, run as a network, are the plain products. */
class FixedProductTest {
  @BeforeAll
  static void natives() {
    OpenCv.load();
  }

  private static float[][] random(int rows, int cols, Random rnd) {
    float[][] m = new float[rows][cols];
    for (float[] row : m) {
      for (int j = 0; j < cols; j++) {
        row[j] = rnd.nextFloat() * 2 - 1;
      }
    }
    return m;
  }

  private static Mat mat(float[][] m) {
    Mat out = new Mat(m.length, m[0].length, CvType.CV_32F);
    for (int i = 0; i < m.length; i++) {
      out.put(i, 0, m[i]);
    }
    return out;
  }

  /** {@code a · bᵀ}, summed in doubles. */
  private static float[][] timesTransposed(float[][] a, float[][] b) {
    float[][] out = new float[a.length][b.length];
    for (int i = 0; i < a.length; i++) {
      for (int j = 0; j < b.length; j++) {
        double sum = 0;
        for (int k = 0; k < a[i].length; k++) {
          sum += (double) a[i][k] * b[j][k];
        }
        out[i][j] = (float) sum;
      }
    }
    return out;
  }

  @Test
  void rowsTimesTheBankAreEachRowsDotProductWithEachSample() {
    Random rnd = new Random(7);
    float[][] bank = random(300, 936, rnd);
    FixedProduct product = new FixedProduct(mat(bank));
    // A search asks with a few cuts and with hundreds: each count of rows is a new shape to the network.
    for (int rows : new int[] {1, 4, 187, 2}) {
      float[][] cuts = random(rows, 936, rnd);
      float[][] expected = timesTransposed(cuts, bank);
      Mat got = product.times(mat(cuts));
      assertEquals(rows, got.rows());
      assertEquals(300, got.cols());
      float[] row = new float[300];
      for (int i = 0; i < rows; i++) {
        got.get(i, 0, row);
        for (int j = 0; j < 300; j++) {
          assertEquals(expected[i][j], row[j], 1e-3, "row " + i + ", sample " + j);
        }
      }
    }
  }

  @Test
  void rowsProjectedOnDirectionsThenTimesTheProjectedBankAreThePlainTwoProducts() {
    Random rnd = new Random(8);
    float[][] directions = random(64, 936, rnd), projectedBank = random(120, 64, rnd), cuts = random(50, 936, rnd);
    float[][] expected = timesTransposed(timesTransposed(cuts, directions), projectedBank);
    Mat got = new FixedProduct(mat(directions), mat(projectedBank)).times(mat(cuts));
    float[] row = new float[120];
    for (int i = 0; i < 50; i++) {
      got.get(i, 0, row);
      for (int j = 0; j < 120; j++) {
        assertEquals(expected[i][j], row[j], 1e-2 * Math.max(1, Math.abs(expected[i][j])), "row " + i + ", sample " + j);
      }
    }
  }

  @Test
  void rowsOfTheWrongWidthAreRefusedSayingWhatWasExpected() {
    FixedProduct product = new FixedProduct(mat(random(10, 936, new Random(9))));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> product.times(new Mat(3, 935, CvType.CV_32F)));
    assertEquals("rows of 935 values of type 5, not 936 floats", e.getMessage());
  }
}
