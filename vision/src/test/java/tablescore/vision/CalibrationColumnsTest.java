package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;

/**
 * A calibrated read compares each cut with every sample as dot products down the bank's columns
 * ({@link Calibration.Columns}): the same numbers OpenCV's matrix product gives, a vector shorter
 * than the bank's width counting as padded with zeros and a longer one as cut.
 */
class CalibrationColumnsTest {

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  @Test
  void aCutsCosinesWithEverySampleAreTheMatrixProducts() {
    Random random = new Random(7);
    int samples = 300, features = 936;
    Mat bank = new Mat(samples, features, CvType.CV_32F);
    float[] values = new float[samples * features];
    for (int i = 0; i < values.length; i++) {
      values[i] = random.nextFloat() - 0.5f;
    }
    bank.put(0, 0, values);
    Calibration.Columns columns = Calibration.Columns.of(bank);
    for (int length : new int[] {features, features - 40, features + 40}) {
      float[] cut = new float[length];
      for (int i = 0; i < length; i++) {
        cut[i] = i % 7 == 0 ? 0 : random.nextFloat() - 0.5f;
      }
      Mat row = new Mat(1, features, CvType.CV_32F, new Scalar(0));
      row.put(0, 0, length > features ? java.util.Arrays.copyOf(cut, features) : cut);
      Mat product = new Mat();
      Core.gemm(row, bank, 1, new Mat(), 0, product, Core.GEMM_2_T);
      float[] expected = new float[samples];
      product.get(0, 0, expected);
      assertArrayEquals(expected, Calibration.Columns.times(cut, columns), 1e-3f, "a cut of " + length + " features");
    }
  }

  /**
   * The cheap first ranking of a tile's cuts: each cut projected on the samples' leading
   * directions, and its best dot product there with any sample, as OpenCV's two matrix products
   * and a row maximum give it.
   */
  @Test
  void aCutsProjectionRanksItByItsBestProjectedSample() {
    Random random = new Random(11);
    int cuts = 130, features = 936, directions = 64, samples = 200;
    Mat directionRows = randomMat(directions, features, random), projectedSamples = randomMat(samples, directions, random);
    List<float[]> shapes = new ArrayList<>();
    for (int i = 0; i < cuts; i++) {
      float[] cut = new float[i % 3 == 0 ? features - 20 : features];
      for (int k = 0; k < cut.length; k++) {
        cut[k] = random.nextFloat() - 0.5f;
      }
      shapes.add(cut);
    }
    Mat cutRows = new Mat(cuts, features, CvType.CV_32F, new Scalar(0));
    for (int i = 0; i < cuts; i++) {
      cutRows.put(i, 0, shapes.get(i));
    }
    Mat projected = new Mat(), cosines = new Mat(), best = new Mat();
    Core.gemm(cutRows, directionRows, 1, new Mat(), 0, projected, Core.GEMM_2_T);
    Core.gemm(projected, projectedSamples, 1, new Mat(), 0, cosines, Core.GEMM_2_T);
    Core.reduce(cosines, best, 1, Core.REDUCE_MAX);
    float[] expected = new float[cuts];
    best.get(0, 0, expected);
    float[][] sampleRows = new float[samples][directions];
    for (int s = 0; s < samples; s++) {
      projectedSamples.get(s, 0, sampleRows[s]);
    }
    float[] ranked = Calibration.Columns.bestProjected(shapes, Calibration.Columns.of(directionRows), sampleRows);
    assertArrayEquals(expected, ranked, 1e-2f);
  }

  private static Mat randomMat(int rows, int cols, Random random) {
    Mat m = new Mat(rows, cols, CvType.CV_32F);
    float[] values = new float[rows * cols];
    for (int i = 0; i < values.length; i++) {
      values[i] = random.nextFloat() - 0.5f;
    }
    m.put(0, 0, values);
    return m;
  }
}
