package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Point;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

class EvaluationTest {
  private static TileReading reading(String tile, double x0, double y0, double x1, double y1) {
    return reading(tile, x0, y0, x1, y1, 0.9);
  }

  private static TileReading reading(String tile, double x0, double y0, double x1, double y1, double confidence) {
    Quad q = new Quad(new Point(x0, y0), new Point(x1, y0), new Point(x1, y1), new Point(x0, y1));
    return new TileReading(tile, q, confidence, "1m", Orientation.UPRIGHT);
  }

  @Test
  void readingsCountOnlyWhenTheyOverlapALabelAtHalfIoUWithTheRightFace(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("images"));
    Files.createDirectories(dir.resolve("labels"));
    Files.writeString(dir.resolve("data.yaml"), "nc: 3\nnames: ['sc1', 'sd2', 'hwe']\n");
    // 100x100 image: a box, a polygon label, and a third box nothing is read at.
    Files.writeString(dir.resolve("labels/a.txt"),
        "0 0.2 0.2 0.2 0.2\n1 0.5 0.5 0.7 0.5 0.7 0.7 0.5 0.7\n2 0.9 0.9 0.1 0.1\n");
    YoloFolder folder = YoloFolder.open(dir);
    List<YoloFolder.Label> labels = folder.labels(new YoloFolder.Photo(dir.resolve("images/a.jpg"), dir.resolve("labels/a.txt")), 100, 100);
    assertEquals(List.of("1m", "2p", "1z"), labels.stream().map(YoloFolder.Label::face).toList());
    assertEquals(0.5 * 100, labels.get(1).box().x0(), 1e-9);

    List<TileReading> readings = List.of(
        reading("1m", 11, 11, 31, 31),   // IoU 0.81 with the 1m box: right
        reading("3p", 52, 50, 70, 70),   // IoU 0.9 with the 2p box: wrong face
        reading("1z", 40, 40, 60, 60),   // overlaps the 2p box below 0.5 once it is taken: a false reading
        reading("5z", 0, 60, 10, 70));   // no label there
    Evaluation.Match m = Evaluation.match(readings, labels);
    assertEquals(1, m.correct());
    assertEquals(2, m.located());
    assertEquals(Map.of("2p -> 3p", 1), m.confusions());
  }

  @Test
  void theTilesThePhoneAsksAboutAreThoseReadUnderItsConfidence() {
    List<YoloFolder.Label> labels = List.of(
        new YoloFolder.Label("1m", new Quad.Box(0, 0, 10, 10)),
        new YoloFolder.Label("2m", new Quad.Box(20, 0, 30, 10)),
        new YoloFolder.Label("3m", new Quad.Box(40, 0, 50, 10)),
        new YoloFolder.Label("4m", new Quad.Box(60, 0, 70, 10)));
    List<TileReading> readings = List.of(
        reading("1m", 0, 0, 10, 10, 0.95),   // right, not asked
        reading("2m", 20, 0, 30, 10, 0.6),   // right, asked needlessly
        reading("5m", 40, 0, 50, 10, 0.5),   // misread, asked: a tap fixes it
        reading("6m", 60, 0, 70, 10, 0.85)); // misread, not asked: goes into the score unseen
    Evaluation.Match m = Evaluation.match(readings, labels, 0.8);
    assertEquals(2, m.correct());
    assertEquals(1, m.misreadsAsked());
    assertEquals(1, m.rightAsked());
    Evaluation.Match notCounted = Evaluation.match(readings, labels);
    assertEquals(0, notCounted.misreadsAsked() + notCounted.rightAsked());
  }

  @Test
  void facesCountedPerPhotoAsAHandIsScoredWhereverTheyAreBoxed() {
    List<YoloFolder.Label> labels = List.of(
        new YoloFolder.Label("1m", new Quad.Box(0, 0, 10, 10)),
        new YoloFolder.Label("1m", new Quad.Box(20, 0, 30, 10)),
        new YoloFolder.Label("7z", new Quad.Box(40, 0, 50, 10)));
    List<TileReading> readings = List.of(
        reading("7z", 100, 100, 110, 110), // far from its label: counted, not matched by box
        reading("1m", 0, 0, 10, 10),
        reading("1m", 20, 0, 30, 10),
        reading("1m", 60, 0, 70, 10),      // a third 1m where two are labelled
        reading("2p", 80, 0, 90, 10));     // no 2p labelled
    assertEquals(3, Evaluation.countedAlike(readings, labels));
    assertEquals(2, Evaluation.match(readings, labels).correct());
  }
}
