package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * A set drawn in light ink on a dark face (as jade-like sets are) is read with light and dark
 * swapped: no set the networks learnt from is drawn that way. An ivory face, however dimly lit,
 * is read as it is, and so is the one light-on-dark set the networks learnt (fluffystuff's black).
 */
class LightOnDarkTest {
  @BeforeAll
  static void load() {
    OpenCv.load();
  }

  private static final Quad.Box WHOLE = new Quad.Box(0, 0, TileArt.W, TileArt.H);

  /** A face of {@code face} colour with three strokes of {@code ink}. */
  private static Mat strokes(Scalar face, Scalar ink) {
    Mat m = new Mat(TileArt.H, TileArt.W, CvType.CV_8UC3, face);
    for (int i = 0; i < 3; i++) {
      Imgproc.line(m, new Point(30, 50 + 50 * i), new Point(120, 50 + 50 * i), ink, 9);
    }
    return m;
  }

  @Test
  void lightInkOnADarkFaceIsToldFromDarkInkOnIvory() {
    assertTrue(FaceTone.lightOnDark(strokes(new Scalar(30, 30, 110), new Scalar(240, 240, 240)), WHOLE));
    assertFalse(FaceTone.lightOnDark(strokes(new Scalar(225, 235, 240), new Scalar(40, 40, 40)), WHOLE));
    // Dim light darkens the ivory as much as the ink: still dark ink on a light face.
    assertFalse(FaceTone.lightOnDark(strokes(new Scalar(70, 75, 80), new Scalar(10, 10, 10)), WHOLE));
  }

  /**
   * Measured when written: 32 of gleitz's 42 faces drawn light on dark (each tile's colours
   * inverted) read right as crops, 10 before such a face was read with light and dark swapped
   * (the misreads left are mostly dots, whose light rings the tile network finds as tiles and
   * the spots are then read as they are); 28 with the second look taught made-up sets, which
   * reads KDE's jade crops better (0.467 / 0.525 to 0.532 / 0.625); 32 with the mean of three more
   * such cycles (jade crops 0.587 / 0.675); 39 with the second look on MobileNetV2 (0.689 / 0.775).
   * The floor allows two fewer.
   */
  @Test
  void aCropOfATileDrawnLightOnDarkIsReadAsThatTile() {
    Recognizer recognizer = Recognizer.builtIn();
    Map<String, Mat> art = SyntheticScene.style("gleitz");
    int right = 0;
    StringBuilder wrong = new StringBuilder();
    for (Map.Entry<String, Mat> e : art.entrySet()) {
      Mat inverted = new Mat();
      Core.bitwise_not(e.getValue(), inverted);
      List<TileReading> read = recognizer.read(inverted);
      if (read.size() == 1 && read.get(0).tile().equals(e.getKey())) {
        right++;
      } else {
        wrong.append(e.getKey()).append("->").append(read.stream().map(TileReading::tile).toList()).append(' ');
      }
    }
    String figure = right + " of " + art.size() + " read right; " + wrong;
    System.out.println("light on dark: " + figure);
    assertTrue(right >= 37, figure);
  }

  @Test
  void inkLighterThanTheFaceIsToldEvenWhereDarkInkCoversMostOfTheFace() {
    assertTrue(FaceTone.inkLighterThanFace(strokes(new Scalar(30, 30, 110), new Scalar(240, 240, 240)), WHOLE));
    assertFalse(FaceTone.inkLighterThanFace(strokes(new Scalar(225, 235, 240), new Scalar(40, 40, 40)), WHOLE));
    // A close 9 of dots: dark rings over most of the middle, ivory between them.
    Mat nineDots = new Mat(TileArt.H, TileArt.W, CvType.CV_8UC3, new Scalar(225, 235, 240));
    for (int row = 0; row < 3; row++) {
      for (int col = 0; col < 3; col++) {
        Imgproc.circle(nineDots, new Point(33 + 42 * col, 55 + 55 * row), 22, new Scalar(60, 40, 40), -1);
        Imgproc.circle(nineDots, new Point(33 + 42 * col, 55 + 55 * row), 8, new Scalar(250, 250, 250), -1);
      }
    }
    assertTrue(FaceTone.lightOnDark(nineDots, WHOLE), "the middle's median is ink: the crop test is fooled");
    assertFalse(FaceTone.inkLighterThanFace(nineDots, WHOLE));
  }

  /**
   * Measured when written: in rows of 14 touching tiles (8 photos), gleitz's faces inverted read
   * 97 of 112 right and wikimedia's 104, against 30 and 48 before a photo of light-on-dark tiles
   * was also read with light and dark swapped; 107 and 110 with the second look on MobileNetV2.
   * The floors allow a few fewer.
   */
  @Test
  void aHandDrawnLightOnDarkIsReadWithLightAndDarkSwapped() {
    assertRowsRead(inverted(SyntheticScene.style("gleitz")), 102);
    assertRowsRead(inverted(SyntheticScene.style("wikimedia")), 105);
  }

  /**
   * A jade-like set: gleitz's faces in light ink on dark green. Swapped, its faces are magenta, a
   * colour no tile is, and that look is read in grey: 81 of 112 right when written, 70 read in the
   * swapped colours; 95 with the second look on MobileNetV2. The floor allows a few fewer.
   */
  @Test
  void aHandOfJadeLikeTilesIsReadSwappedAndInGrey() {
    assertRowsRead(recoloured(SyntheticScene.style("gleitz"), new Scalar(40, 95, 25), new Scalar(225, 240, 235)), 90);
  }

  /** The art's dark ink drawn in {@code ink} on a plain {@code face}. */
  private static Map<String, Mat> recoloured(Map<String, Mat> art, Scalar face, Scalar ink) {
    Map<String, Mat> out = new HashMap<>();
    art.forEach((name, m) -> {
      Mat grey = new Mat();
      Imgproc.cvtColor(m, grey, Imgproc.COLOR_BGR2GRAY);
      Mat inked = new Mat();
      Imgproc.threshold(grey, inked, 150, 255, Imgproc.THRESH_BINARY_INV);
      Mat drawn = new Mat(m.size(), CvType.CV_8UC3, face);
      drawn.setTo(ink, inked);
      out.put(name, drawn);
    });
    return out;
  }

  /**
   * fluffystuff's black set, which the networks learnt as it is, read 111 of 112 (100 swapped);
   * 107 with the second look taught made-up sets (vision/NOTEBOOK.md, "Sets never seen"), 112 with
   * the mean of three more such cycles, 111 with the second look on MobileNetV2. The floor allows
   * a few fewer.
   */
  @Test
  void aHandOfTheBlackSetTheNetworksLearntIsReadAsItIs() {
    assertRowsRead(SyntheticScene.style("fluffystuff-Black"), 108);
  }

  /**
   * Swapped, the felt between melds set apart is a plain face lighter than the dark tiles around
   * it, which the first look may read as a blank white dragon: it is no tile. Eight photos of
   * gleitz's faces drawn in white on navy, in melds of 3, 3, 3 and 5 a tile apart on green felt;
   * when written, 2 of the 24 gaps were read as white dragons before such a gap was told from
   * the faces by its grey ({@link Recognizer#withoutTheTable}), none after.
   */
  @Test
  void theTableBetweenMeldsOfALightOnDarkSetIsNoTile() {
    Recognizer recognizer = Recognizer.builtIn();
    Map<String, Mat> art = recoloured(SyntheticScene.style("gleitz"), new Scalar(100, 40, 30), new Scalar(235, 235, 235));
    List<String> faces = new ArrayList<>(new TreeSet<>(art.keySet()));
    Random random = new Random(11);
    List<String> inGaps = new ArrayList<>();
    for (int photo = 0; photo < 8; photo++) {
      SyntheticScene s = new SyntheticScene(1240, 400, new Scalar(50, 120, 60), 80);
      int place = 0;
      for (int meld : new int[] {3, 3, 3, 5}) {
        for (int i = 0; i < meld; i++, place++) {
          String face = faces.get(random.nextInt(faces.size()));
          s.place(face, art.get(face), new Point(60 + place * s.tileW(), 200), 0);
        }
        place++; // a tile's width of felt
      }
      SyntheticScene.Photo p = s.photo(0.03);
      for (TileReading r : recognizer.read(p.image())) {
        boolean onATile = p.tiles().stream().anyMatch(t -> Math.abs(r.quad().center().x - t.center().x) < 0.5 * s.tileW());
        if (!onATile) {
          inGaps.add(r.tile() + " at " + Math.round(r.quad().center().x));
        }
      }
    }
    assertTrue(inGaps.isEmpty(), "read on the felt between melds: " + inGaps);
  }

  private static void assertRowsRead(Map<String, Mat> art, int floor) {
    int right = readRight(art);
    assertTrue(right >= floor, right + " of 112 read right, floor " + floor);
  }

  private static Map<String, Mat> inverted(Map<String, Mat> art) {
    Map<String, Mat> out = new HashMap<>();
    art.forEach((face, m) -> {
      Mat inv = new Mat();
      Core.bitwise_not(m, inv);
      out.put(face, inv);
    });
    return out;
  }

  /** Tiles read right, at their place, in 8 rows of 14 faces drawn at random from {@code art}. */
  private static int readRight(Map<String, Mat> art) {
    Recognizer recognizer = Recognizer.builtIn();
    List<String> faces = new ArrayList<>(new TreeSet<>(art.keySet()));
    Random random = new Random(5);
    int right = 0;
    for (int photo = 0; photo < 8; photo++) {
      SyntheticScene s = new SyntheticScene(800, 480, new Scalar(60, 130, 40), 52);
      for (int i = 0; i < 14; i++) {
        String face = faces.get(random.nextInt(faces.size()));
        s.place(face, art.get(face), new Point(60 + i * s.tileW(), 240), 0);
      }
      SyntheticScene.Photo p = s.photo(0.03);
      List<TileReading> read = recognizer.read(p.image());
      for (SyntheticScene.Placed placed : p.tiles()) {
        if (read.stream().anyMatch(r -> r.tile().equals(placed.face())
            && Math.hypot(r.quad().center().x - placed.center().x, r.quad().center().y - placed.center().y) < 0.35 * s.tileW())) {
          right++;
        }
      }
    }
    System.out.println("rows read right: " + right + " of 112");
    return right;
  }
}
