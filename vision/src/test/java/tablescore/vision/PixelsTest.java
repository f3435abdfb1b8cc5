package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PixelsTest {
  /** The sampling's own floor gives Math.floor's whole number for every coordinate a photo takes. */
  @Test
  void floorIsMathFloor() {
    double[] edges = {0, -0.0, 0.5, -0.5, 1, -1, 31.999999, -31.999999, 1e-12, -1e-12, 4e6, -4e6 - 0.25};
    for (double v : edges) {
      assertEquals((long) Math.floor(v), Pixels.floor(v), "floor of " + v);
    }
    Random random = new Random(7);
    for (int i = 0; i < 100_000; i++) {
      double v = (random.nextDouble() - 0.5) * 1e6;
      assertEquals((long) Math.floor(v), Pixels.floor(v), "floor of " + v);
    }
  }
}
