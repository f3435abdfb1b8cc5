package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A tile the looks are unsure of is read by the second look both ways up ({@link Recognizer#UNSURE_BOTH_WAYS_UP}). */
class UnsureTileBothWaysUpTest {
  /** A held-out photo of a hand with a kong of 9s of characters lying sideways, one above the other. */
  private static final String KONG_OF_NINES = "hand_065_jpg.rf.10cf4fb5d291787243d639d1271d7208.jpg";

  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  @Test
  void aTileTheLooksDoubtIsReadBothWaysUp() {
    // Read from its cut as it lies only, the kong's third 9 was a 5 of characters (0.50, the 9 runner-up).
    List<TileReading> read = Recognizer.builtIn().read(LabelledPhotos.heldOutImage(KONG_OF_NINES));
    assertEquals(4, read.stream().filter(r -> r.tile().equals("9m")).count(), read.toString());
    assertTrue(read.stream().noneMatch(r -> r.tile().equals("5m")), read.toString());
  }
}
