package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/**
 * Calibration end to end with three tile sets (each art style of ../shared/vision, its missing
 * red fives marked with a red dot, animals, heads and the Fly made up): each set is laid out,
 * photographed and learned, then read in 12 hands of random tiles and 12 hands of four pungs and
 * a pair (a pung's three touching twins are what a shape search can mix up with its neighbours).
 * A tile counts right when a reading of its face lies within half a tile of its centre; a tile
 * not found counts wrong, and every reading more than the tiles read (a tile read twice, a
 * reading half a tile from every tile) counts against.
 */
class CalibratedSetsTest {
  private static final CalibrationLayout LAYOUT = CalibrationLayout.full();

  /**
   * Measured when written (of 336 tiles each): gleitz 325 (red fives read as their five, a 4 of
   * bamboo as a 2), fluffystuff 332, wikimedia 331 (a made-up animal as bamboo), 0.980 in all,
   * short of the 99.5 % target; the commonest misreads are a red five as its five and a 4 of
   * bamboo as a 2 (the shape features see the 2's two sticks in half of the 4). With cuts also
   * tried a quarter tile across the face: 326, 333, 333, 0.984; gleitz's 4 of bamboo still reads
   * as a 2 (its small art is blurred at that size). With red fives told by their share of red ink
   * where the mark is: 329, 333, 332, 0.986. With the network's reading deciding close calls on
   * faces it read right in the calibration photo: 332, 336, 333, 0.993 (gleitz's 4 of bamboo
   * mostly read right now). With a 5 of dots' red mark looked for at both ends (its shape cannot
   * tell which way up it was cut): 333, 336, 334, 0.995. With a gap of one tile in a row read
   * against the samples (a tile the network missed): 334, 336, 334, 0.996; readings more than
   * tiles (a tile read twice): 1, 0, 2; 0, 0, 1 once two readings of one face found in the same
   * place are one. With the search's shifted cuts ranked by features they share and only the
   * likeliest taken alone (ShiftedFaces), and cuts moved up to a third of a tile along the row:
   * 335, 336, 334, 0.997. With the second look on MobileNetV2: 332, 336, 334 (gleitz's 4 of
   * bamboo a 2 four times: the network is not trusted with it), and 334, 336, 334 once a face read
   * right in 70 % of the calibration views is trusted. The floors allow two or three tiles less.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"gleitz, 0.98", "fluffystuff-Regular, 0.99", "wikimedia, 0.985"})
  void aCalibratedSetReadsRandomHandsAndHandsOfPungs(String style, double floor) {
    Map<String, Mat> set = SyntheticScene.tableSet(style, LAYOUT.faces());
    Calibration learned = Calibration.learn(CalibrationEndToEndTest.calibrationPhoto(set), LAYOUT);
    System.out.println(style + ": the network read " + learned.networkReads().size() + " faces of the layout right");
    Recognizer recognizer = Recognizer.builtIn().withCalibration(learned);
    Random random = new Random(5);
    int right = 0, total = 0, extra = 0;
    StringBuilder wrong = new StringBuilder();
    for (int h = 0; h < 24; h++) {
      List<String> hand = h % 2 == 0 ? randomHand(random) : pungHand(random);
      SyntheticScene s = new SyntheticScene(1000, 400, new Scalar(50, 120, 60), 70 + h);
      for (int i = 0; i < hand.size(); i++) {
        s.place(hand.get(i), set.get(hand.get(i)), new Point(60 + i * s.tileW(), 200), 0);
      }
      SyntheticScene.Photo photo = s.photo(0.02);
      List<TileReading> read = recognizer.read(photo.image());
      long tilesRead = photo.tiles().stream().filter(p -> read.stream().anyMatch(r -> Math.hypot(
          r.quad().center().x - p.center().x, r.quad().center().y - p.center().y) < s.tileW() * 0.5)).count();
      extra += read.size() - tilesRead;
      for (SyntheticScene.Placed p : photo.tiles()) {
        total++;
        TileReading near = read.stream()
            .filter(r -> Math.hypot(r.quad().center().x - p.center().x, r.quad().center().y - p.center().y) < s.tileW() * 0.5)
            .findFirst().orElse(null);
        if (near != null && near.tile().equals(p.face())) {
          right++;
        } else {
          wrong.append(p.face()).append("->").append(near == null ? "missed" : near.tile()).append(' ');
        }
      }
    }
    String figure = style + ": " + right + "/" + total + " read right, " + extra
        + " readings more than tiles (counted against); misread: " + wrong;
    System.out.println(figure);
    assertTrue((right - extra) / (double) total >= floor, figure);
  }

  private static List<String> randomHand(Random random) {
    List<String> hand = new ArrayList<>();
    for (int i = 0; i < 14; i++) {
      hand.add(LAYOUT.faces().get(random.nextInt(LAYOUT.faces().size())));
    }
    return hand;
  }

  private static List<String> pungHand(Random random) {
    List<String> hand = new ArrayList<>();
    for (int group = 0; group < 5; group++) {
      String face = LAYOUT.faces().get(random.nextInt(LAYOUT.faces().size()));
      for (int k = 0; k < (group == 4 ? 2 : 3); k++) {
        hand.add(face);
      }
    }
    return hand;
  }
}
