package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

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
      Mat row = new Mat(1, features, CvType.CV_32F, new org.opencv.core.Scalar(0));
      row.put(0, 0, length > features ? java.util.Arrays.copyOf(cut, features) : cut);
      Mat product = new Mat();
      Core.gemm(row, bank, 1, new Mat(), 0, product, Core.GEMM_2_T);
      float[] expected = new float[samples];
      product.get(0, 0, expected);
      assertArrayEquals(expected, Calibration.Columns.times(cut, columns), 1e-3f, "a cut of " + length + " features");
    }
  }
}
