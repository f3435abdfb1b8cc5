package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/** Tiles well beyond the hand in a slanted photo are left out; nothing else is. */
class FarGroupsTest {
  private static TileReading tile(String face, double x, double y, double height) {
    double w = height * 0.75;
    Quad q = new Quad(new Point(x - w / 2, y - height / 2), new Point(x + w / 2, y - height / 2),
        new Point(x + w / 2, y + height / 2), new Point(x - w / 2, y + height / 2));
    return new TileReading(face, q, 0.99, "1m", Orientation.UPRIGHT);
  }

  /** A row of {@code count} touching tiles of the given height starting at (x, y). */
  private static List<TileReading> row(String face, int count, double x, double y, double height) {
    List<TileReading> r = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      r.add(tile(face, x + i * height * 0.75, y, height));
    }
    return r;
  }

  @Test
  void discardsFarAcrossTheTableLookSmallerAndAreLeftOut() {
    List<TileReading> hand = row("1m", 14, 40, 500, 60);
    List<TileReading> photo = new ArrayList<>(hand);
    photo.addAll(row("9p", 4, 300, 100, 40));
    photo.addAll(row("5s", 2, 100, 150, 42));
    assertEquals(hand, FarGroups.without(photo));
  }

  @Test
  void aMeldSetApartBesideTheHandStays() {
    assertNothingLeftOut(row("1m", 11, 40, 500, 60), row("7z", 3, 40, 350, 58));
  }

  @Test
  void fromStraightAboveEveryTileIsTheSameSizeAndAllStay() {
    assertNothingLeftOut(row("1m", 14, 40, 500, 60), row("9p", 6, 300, 100, 60));
  }

  @Test
  void aSecondPileHalfAsLargeAsTheHandStaysHoweverSmall() {
    assertNothingLeftOut(row("1m", 14, 40, 500, 60), row("9p", 7, 300, 100, 40));
  }

  @Test
  void withoutAHandOfElevenTouchingTilesNothingIsLeftOut() {
    assertNothingLeftOut(row("1m", 10, 40, 500, 60), row("9p", 3, 300, 100, 40));
  }

  private static void assertNothingLeftOut(List<TileReading> hand, List<TileReading> apart) {
    List<TileReading> photo = new ArrayList<>(hand);
    photo.addAll(apart);
    assertEquals(photo, FarGroups.without(photo));
  }
}
