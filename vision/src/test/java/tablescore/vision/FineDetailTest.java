package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Calibrated faces that differ by one small mark alone are told apart by that mark ({@link
 * FineDetail}), as GNOME Mahjongg's postmodern set tells its four flowers apart by 一 to 四 in a
 * corner of one plant. Here gleitz's spring, its name covered, carries one or two small dots; each
 * face's samples and the tile are cut a few pixels apart from one another, as the network's boxes
 * of a set it never saw fall, and the tile in other light.
 */
class FineDetailTest {
  static Map<String, Mat> gleitz;

  @BeforeAll
  static void art() {
    OpenCv.load();
    gleitz = SyntheticScene.style("gleitz");
  }

  /** Cuts a few pixels apart, as the samples of one face are (pixels of the 150 x 200 art). */
  private static final int[][] SAMPLE_CUTS = {{0, 0}, {9, -6}, {-8, 7}};
  /** The tile's own cut, off every sample's. */
  private static final int[] TILE_CUT = {5, 9};
  /** The features held the tile as like one face as the other. */
  private static final double TIED = 0;

  @Test
  void aTileIsTheFaceWhoseMarkItShowsWhicheverTheFeaturesChose() {
    assertToldByTheirDots(samples("5f", withDots(1), "6f", withDots(2), SAMPLE_CUTS, SAME_SIZES).detail(), TILE_CUT);
  }

  /** A tile with one dot is the 5f and one with two the 6f, whichever of the two the features chose. */
  private static void assertToldByTheirDots(FineDetail detail, int[] tileCut) {
    Supplier<byte[]> one = tile(withDots(1), tileCut), two = tile(withDots(2), tileCut);
    assertEquals("5f", detail.tile(one).nearer("5f", "6f", TIED));
    assertEquals("5f", detail.tile(one).nearer("6f", "5f", TIED));
    assertEquals("6f", detail.tile(two).nearer("5f", "6f", TIED));
    assertEquals("6f", detail.tile(two).nearer("6f", "5f", TIED));
  }

  /** Samples cut at other sizes are lined up at theirs: one face's a little larger, the other's smaller. */
  @Test
  void aMarkStillTellsWhenTheSamplesAreCutAtOtherSizes() {
    assertToldByTheirDots(samples("5f", withDots(1), "6f", withDots(2), SAMPLE_CUTS, OTHER_SIZES).detail(), TILE_CUT);
  }

  /**
   * The network's boxes of a set it never saw sit up to a fifth of a tile off, on the layout and
   * in a hand: a sample and a tile boxed low would lose the top of the face, where the mark is,
   * but for the margin every picture keeps round the face ({@link FineDetail#MARGIN_Y}).
   */
  @Test
  void aMarkAtTheTopStillTellsWhenTheBoxesSitLow() {
    assertToldByTheirDots(samples("5f", withDots(1), "6f", withDots(2), LOW_CUTS, SAME_SIZES).detail(), LOW_TILE_CUT);
  }

  @Test
  void facesThatDifferOverMoreThanASmallMarkAreLeftToTheFeatures() {
    FineDetail detail = samples("1m", gleitz.get("1m"), "9p", gleitz.get("9p"), SAMPLE_CUTS, SAME_SIZES).detail();
    Supplier<byte[]> character = tile(gleitz.get("1m"), TILE_CUT);
    assertEquals("1m", detail.tile(character).nearer("1m", "9p", TIED));
    assertEquals("9p", detail.tile(character).nearer("9p", "1m", TIED), "the features' choice stands");
  }

  /**
   * A detail larger than a numeral ({@link FineDetail#NUMERAL_AREA}), such as the strokes of 一
   * and 二 over one 萬, tells a tile when it tells the samples it was found from.
   */
  @Test
  void aLargerDetailTellsWhenItTellsItsOwnSamples() {
    FineDetail detail = samples("1m", withBars(THIN, 62), "2m", withBars(THIN, 62, 28), SAMPLE_CUTS, SAME_SIZES).detail();
    Supplier<byte[]> one = tile(withBars(THIN, 62), TILE_CUT), two = tile(withBars(THIN, 62, 28), TILE_CUT);
    assertEquals("1m", detail.tile(one).nearer("2m", "1m", TIED));
    assertEquals("2m", detail.tile(two).nearer("1m", "2m", TIED));
  }

  /** ...but only of a tile the features held about as like the one as the other. */
  @Test
  void aLargerDetailIsNotAskedOfATileTheFeaturesHeldApart() {
    FineDetail detail = samples("1m", withBars(THIN, 62), "2m", withBars(THIN, 62, 28), SAMPLE_CUTS, SAME_SIZES).detail();
    Supplier<byte[]> one = tile(withBars(THIN, 62), TILE_CUT);
    assertEquals("1m", detail.tile(one).nearer("2m", "1m", FineDetail.LARGER_DETAIL_TIE));
    assertEquals("2m", detail.tile(one).nearer("2m", "1m", FineDetail.LARGER_DETAIL_TIE + 0.01));
  }

  /**
   * ...and not when it cannot: here a sample of 1m was cut from a 2m, as from a layout laid out a
   * tile wrong, and lies nearer 2m's samples than its own face's. The features' choice stands.
   */
  @Test
  void aLargerDetailThatCannotTellItsOwnSamplesIsLeftToTheFeatures() {
    Mat one = withBars(BOLD, 62), two = withBars(BOLD, 62, 28);
    Samples taught = samples("1m", one, "2m", two, SAMPLE_CUTS, SAME_SIZES);
    List<byte[]> pictures = new ArrayList<>(taught.pictures());
    int last = SAMPLE_CUTS.length - 1;
    pictures.set(last, pictures.get(last + SAMPLE_CUTS.length));
    FineDetail detail = new FineDetail(taught.faces(), pictures, taught.features());
    assertEquals("2m", detail.tile(tile(one, TILE_CUT)).nearer("2m", "1m", TIED));
  }

  /** What the detail cannot tell it says nothing of, so that a reader of the printed number may decide ({@code TilePrint.keptByDetail}). */
  @Test
  void aPairTheDetailCannotTellIsToldAsNeither() {
    FineDetail marks = samples("5f", withDots(1), "6f", withDots(2), SAMPLE_CUTS, SAME_SIZES).detail();
    assertEquals(Optional.of("6f"), marks.tile(tile(withDots(2), TILE_CUT)).told("5f", "6f", TIED));
    FineDetail faces = samples("1m", gleitz.get("1m"), "9p", gleitz.get("9p"), SAMPLE_CUTS, SAME_SIZES).detail();
    assertEquals(Optional.empty(), faces.tile(tile(gleitz.get("1m"), TILE_CUT)).told("9p", "1m", TIED));
  }

  @Test
  void aCalibrationSavedBeforeThePicturesWereKeptTellsNothingThisWay() {
    Samples both = samples("5f", withDots(1), "6f", withDots(2), SAMPLE_CUTS, SAME_SIZES);
    List<byte[]> pictures = new ArrayList<>(both.pictures());
    Collections.fill(pictures.subList(0, SAMPLE_CUTS.length), null);
    FineDetail detail = new FineDetail(both.faces(), pictures, both.features());
    assertEquals("5f", detail.tile(tile(withDots(2), TILE_CUT)).nearer("5f", "6f", TIED));
    assertEquals("6f", both.detail().tile(null).nearer("6f", "5f", TIED));
  }

  /** A sample of each face cut low, as a box a sixth of a tile low is (pixels of the 150 x 200 art). */
  private static final int[][] LOW_CUTS = {{0, 0}, {6, 34}, {-5, -4}};
  /** The tile boxed lower still. */
  private static final int[] LOW_TILE_CUT = {3, 38};

  /** Sizes each face's samples are cut at, in the order of the cuts: the art's... */
  private static final double[][] SAME_SIZES = {{1, 1, 1}, {1, 1, 1}};
  /** ...and one face's a little larger, the other's smaller. */
  private static final double[][] OTHER_SIZES = {{1.03, 1.05, 1.04}, {0.97, 0.95, 0.96}};

  /** Two faces' samples, each face's art cut at {@code cuts} and its {@code sizes}. */
  private static Samples samples(String face, Mat art, String other, Mat otherArt, int[][] cuts, double[][] sizes) {
    List<byte[]> pictures = new ArrayList<>();
    List<float[]> features = new ArrayList<>();
    List<String> faces = new ArrayList<>();
    Mat[] arts = {art, otherArt};
    String[] names = {face, other};
    for (int f = 0; f < 2; f++) {
      Mat table = onTable(arts[f], 1, 0);
      for (int k = 0; k < cuts.length; k++) {
        Quad window = window(cuts[k], sizes[f][k]);
        pictures.add(FineDetail.of(Pixels.of(table), window));
        features.add(Calibration.unit(FaceFeatures.of(Pixels.of(table), window)));
        faces.add(names[f]);
      }
    }
    return new Samples(faces, pictures, features);
  }

  /** Samples' faces, detail pictures and features, in a calibration's order. */
  private record Samples(List<String> faces, List<byte[]> pictures, List<float[]> features) {
    FineDetail detail() {
      return new FineDetail(faces, pictures, features);
    }
  }

  /** gleitz's spring with its name covered and {@code n} small dots at its top left. */
  private static Mat withDots(int n) {
    Mat m = gleitz.get("5f").clone();
    double[] ground = m.get(100, 8);
    Imgproc.rectangle(m, new Point(8, 8), new Point(142, 60), new Scalar(ground[0], ground[1], ground[2]), -1);
    for (int k = 0; k < n; k++) {
      Imgproc.circle(m, new Point(30 + 16 * k, 34), 6, new Scalar(40, 40, 40), -1);
    }
    return m;
  }

  /** Strokes' half length and half thickness (pixels of the art): thin ones, a tenth of the face between 1m and 2m... */
  private static final int[] THIN = {40, 4};
  /** ...and bold ones, a quarter. */
  private static final int[] BOLD = {55, 7};

  /** gleitz's spring with its name covered and a stroke across its upper half at each of {@code ys}, as 一 and 二 are drawn. */
  private static Mat withBars(int[] stroke, double... ys) {
    Mat m = gleitz.get("5f").clone();
    double[] ground = m.get(100, 8);
    Imgproc.rectangle(m, new Point(8, 8), new Point(142, 90), new Scalar(ground[0], ground[1], ground[2]), -1);
    for (double y : ys) {
      Imgproc.rectangle(m, new Point(75 - stroke[0], y - stroke[1]), new Point(75 + stroke[0], y + stroke[1]), new Scalar(40, 40, 40), -1);
    }
    return m;
  }

  /** The tile cut at {@code cut}, off the samples' cuts, dimmer. */
  private static Supplier<byte[]> tile(Mat art, int[] cut) {
    byte[] picture = FineDetail.of(Pixels.of(onTable(art, 0.8, 10)), window(cut, 1));
    return () -> picture;
  }

  private static final int MARGIN = 40;

  private static Mat onTable(Mat art, double contrast, double brightness) {
    Mat table = new Mat(art.rows() + 2 * MARGIN, art.cols() + 2 * MARGIN, art.type(), new Scalar(60, 110, 40));
    art.copyTo(table.submat(new Rect(MARGIN, MARGIN, art.cols(), art.rows())));
    table.convertTo(table, -1, contrast, brightness);
    return table;
  }

  /** The art's window moved by {@code cut} and {@code size} times the art's size about its centre. */
  private static Quad window(int[] cut, double size) {
    double cx = MARGIN + cut[0] + TileArt.W / 2.0, cy = MARGIN + cut[1] + TileArt.H / 2.0;
    double w = TileArt.W * size / 2, h = TileArt.H * size / 2;
    return Recognizer.quadOf(new Quad.Box(cx - w, cy - h, cx + w, cy + h), 0);
  }
}
