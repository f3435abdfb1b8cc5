package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

  @Test
  void aTileIsTheFaceWhoseMarkItShowsWhicheverTheFeaturesChose() {
    assertToldByTheirDots(detail("5f", withDots(1), "6f", withDots(2)));
  }

  /** A tile with one dot is the 5f and one with two the 6f, whichever of the two the features chose. */
  private static void assertToldByTheirDots(FineDetail detail) {
    Supplier<byte[]> one = tile(withDots(1)), two = tile(withDots(2));
    assertEquals("5f", detail.tile(one, COSINES).nearer("5f", "6f"));
    assertEquals("5f", detail.tile(one, COSINES).nearer("6f", "5f"));
    assertEquals("6f", detail.tile(two, COSINES).nearer("5f", "6f"));
    assertEquals("6f", detail.tile(two, COSINES).nearer("6f", "5f"));
  }

  /**
   * Samples cut at slightly other scales draw the same outlines a pixel or two apart; those
   * outlines are no detail ({@link FineDetail#OUTLINE_SLACK}), and the mark still tells.
   */
  @Test
  void aMarkStillTellsWhenTheSamplesAreCutAtSlightlyOtherScales() {
    assertToldByTheirDots(scaledDetail("5f", withDots(1), "6f", withDots(2)));
  }

  @Test
  void facesThatDifferOverMoreThanASmallMarkAreLeftToTheFeatures() {
    FineDetail detail = detail("1m", gleitz.get("1m"), "9p", gleitz.get("9p"));
    Supplier<byte[]> character = tile(gleitz.get("1m"));
    assertEquals("1m", detail.tile(character, COSINES).nearer("1m", "9p"));
    assertEquals("9p", detail.tile(character, COSINES).nearer("9p", "1m"), "the features' choice stands");
  }

  @Test
  void aCalibrationSavedBeforeThePicturesWereKeptTellsNothingThisWay() {
    List<byte[]> pictures = new ArrayList<>(java.util.Collections.nCopies(SAMPLE_CUTS.length, (byte[]) null));
    pictures.addAll(samples(withDots(2)));
    List<String> faces = new ArrayList<>(java.util.Collections.nCopies(SAMPLE_CUTS.length, "5f"));
    faces.addAll(java.util.Collections.nCopies(SAMPLE_CUTS.length, "6f"));
    FineDetail detail = new FineDetail(faces, pictures);
    assertEquals("5f", detail.tile(tile(withDots(2)), COSINES).nearer("5f", "6f"));
    assertEquals("6f", detail.tile(null, COSINES).nearer("6f", "5f"));
  }

  /** Every sample's features as near the tile's: the pictures alone decide. */
  private static final float[] COSINES = {1, 1, 1, 1, 1, 1};

  /** Two faces' samples, each face's art cut as {@link #SAMPLE_CUTS}. */
  private static FineDetail detail(String face, Mat art, String other, Mat otherArt) {
    List<byte[]> pictures = new ArrayList<>(samples(art));
    pictures.addAll(samples(otherArt));
    List<String> faces = new ArrayList<>(java.util.Collections.nCopies(SAMPLE_CUTS.length, face));
    faces.addAll(java.util.Collections.nCopies(SAMPLE_CUTS.length, other));
    return new FineDetail(faces, pictures);
  }

  /** Scales each face's samples are cut at, in the order of {@link #SAMPLE_CUTS}: one face's larger, the other's smaller. */
  private static final double[][] SCALES = {{1.03, 1.05, 1.04}, {0.97, 0.95, 0.96}};

  /** As {@link #detail}, each face's samples cut at its own {@link #SCALES}. */
  private static FineDetail scaledDetail(String face, Mat art, String other, Mat otherArt) {
    List<byte[]> pictures = new ArrayList<>();
    List<String> faces = new ArrayList<>();
    Mat[] arts = {art, otherArt};
    String[] names = {face, other};
    for (int f = 0; f < 2; f++) {
      for (int k = 0; k < SAMPLE_CUTS.length; k++) {
        pictures.add(cutOut(onTable(arts[f], 1, 0), SAMPLE_CUTS[k], SCALES[f][k]));
        faces.add(names[f]);
      }
    }
    return new FineDetail(faces, pictures);
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

  private static List<byte[]> samples(Mat art) {
    List<byte[]> out = new ArrayList<>();
    for (int[] cut : SAMPLE_CUTS) {
      out.add(cutOut(onTable(art, 1, 0), cut));
    }
    return out;
  }

  /** The tile cut off the samples' cuts, dimmer. */
  private static Supplier<byte[]> tile(Mat art) {
    byte[] picture = cutOut(onTable(art, 0.8, 10), TILE_CUT);
    return () -> picture;
  }

  private static final int MARGIN = 40;

  private static Mat onTable(Mat art, double contrast, double brightness) {
    Mat table = new Mat(art.rows() + 2 * MARGIN, art.cols() + 2 * MARGIN, art.type(), new Scalar(60, 110, 40));
    art.copyTo(table.submat(new Rect(MARGIN, MARGIN, art.cols(), art.rows())));
    table.convertTo(table, -1, contrast, brightness);
    return table;
  }

  private static byte[] cutOut(Mat table, int[] cut) {
    return cutOut(table, cut, 1);
  }

  /** The cut {@code scale} times the art's size about its centre. */
  private static byte[] cutOut(Mat table, int[] cut, double scale) {
    double cx = MARGIN + cut[0] + TileArt.W / 2.0, cy = MARGIN + cut[1] + TileArt.H / 2.0;
    double w = TileArt.W * scale / 2, h = TileArt.H * scale / 2;
    Quad window = Recognizer.quadOf(new Quad.Box(cx - w, cy - h, cx + w, cy + h), 0);
    return FineDetail.of(Pixels.of(table), window);
  }
}
