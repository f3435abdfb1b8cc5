package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
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
    int right = 0, total = 0, extra = 0;
    StringBuilder wrong = new StringBuilder();
    for (HandRead h : handsRead(style)) {
      extra += h.extra();
      for (int i = 0; i < h.placed().size(); i++) {
        total++;
        TileReading near = h.nearest().get(i);
        if (near != null && near.tile().equals(h.placed().get(i).face())) {
          right++;
        } else {
          wrong.append(h.placed().get(i).face()).append("->").append(near == null ? "missed" : near.tile()).append(' ');
        }
      }
    }
    String figure = style + ": " + right + "/" + total + " read right, " + extra
        + " readings more than tiles (counted against); misread: " + wrong;
    System.out.println(figure);
    assertTrue((right - extra) / (double) total >= floor, figure);
  }

  /** The confidence under which the phone asks about a tile: the device's default vision.uncertain-below. */
  private static final double ASK_BELOW = 0.8;

  /**
   * A calibrated set's tiles read right are seldom asked about: the phone that asks about half a
   * hand is not read. Measured when written (right reads asked about; misreads asked about), with
   * the samples' cosines divided by 0.04 for the confidence: gleitz 118 of 334 (1 of 2),
   * fluffystuff 161 of 336, wikimedia 151 of 334 (2 of 2); divided by 0.02
   * ({@code Calibration.TEMPERATURE}): 49, 33 and 34 of them (0 of 2, 1 of 2: gleitz's 4 of
   * bamboo read as a 2 surely). The ceiling is a quarter of the right reads.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"gleitz", "fluffystuff-Regular", "wikimedia"})
  void aCalibratedSetsTilesReadRightAreSeldomAskedAbout(String style) {
    int right = 0, rightAsked = 0, misread = 0, misreadAsked = 0;
    for (HandRead h : handsRead(style)) {
      for (int i = 0; i < h.placed().size(); i++) {
        TileReading near = h.nearest().get(i);
        if (near == null) {
          continue;
        }
        boolean asked = near.confidence() < ASK_BELOW;
        if (near.tile().equals(h.placed().get(i).face())) {
          right++;
          rightAsked += asked ? 1 : 0;
        } else {
          misread++;
          misreadAsked += asked ? 1 : 0;
        }
      }
    }
    String figure = style + ": asked about " + rightAsked + " of " + right + " read right, "
        + misreadAsked + " of " + misread + " misread";
    System.out.println(figure);
    assertTrue(rightAsked <= 0.25 * right, figure);
  }

  /** One photographed hand: its tiles as placed, the reading nearest each (or null), readings more than tiles. */
  private record HandRead(List<SyntheticScene.Placed> placed, List<TileReading> nearest, long extra) {}

  private static final Map<String, List<HandRead>> READ = new HashMap<>();

  /**
   * Each set laid out, photographed and learned, then 12 hands of random tiles and 12 of four
   * pungs and a pair read; once per set for both tests. A tile's reading is the one within half
   * a tile of its centre.
   */
  private static synchronized List<HandRead> handsRead(String style) {
    return READ.computeIfAbsent(style, st -> {
      Map<String, Mat> set = SyntheticScene.tableSet(st, LAYOUT.faces());
      Calibration learned = Calibration.learn(CalibrationEndToEndTest.calibrationPhoto(set), LAYOUT);
      System.out.println(st + ": the network read " + learned.networkReads().size() + " faces of the layout right");
      Recognizer recognizer = Recognizer.builtIn().withCalibration(learned);
      Random random = new Random(5);
      List<HandRead> out = new ArrayList<>();
      for (int h = 0; h < 24; h++) {
        List<String> hand = h % 2 == 0 ? randomHand(random) : pungHand(random);
        SyntheticScene s = new SyntheticScene(1000, 400, new Scalar(50, 120, 60), 70 + h);
        for (int i = 0; i < hand.size(); i++) {
          s.place(hand.get(i), set.get(hand.get(i)), new Point(60 + i * s.tileW(), 200), 0);
        }
        SyntheticScene.Photo photo = s.photo(0.02);
        List<TileReading> read = recognizer.read(photo.image());
        List<TileReading> nearest = new ArrayList<>();
        for (SyntheticScene.Placed p : photo.tiles()) {
          nearest.add(read.stream()
              .filter(r -> Math.hypot(r.quad().center().x - p.center().x, r.quad().center().y - p.center().y) < s.tileW() * 0.5)
              .findFirst().orElse(null));
        }
        long found = nearest.stream().filter(r -> r != null).count();
        out.add(new HandRead(photo.tiles(), nearest, read.size() - found));
      }
      return out;
    });
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
