package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** A folder of labelled photos as other data sets write them, and what {@code recognize --eval} makes of it. */
class LabelledFolderTest {
  private static YoloFolder folder(Path dir, String yaml, String labels) throws Exception {
    Files.createDirectories(dir.resolve("images"));
    Files.createDirectories(dir.resolve("labels"));
    Files.writeString(dir.resolve("data.yaml"), yaml);
    Files.writeString(dir.resolve("labels/a.txt"), labels);
    return YoloFolder.open(dir);
  }

  private static List<YoloFolder.Label> labelsOf(YoloFolder f, Path dir) {
    return f.labels(new YoloFolder.Photo(dir.resolve("images/a.png"), dir.resolve("labels/a.txt")), 100, 100);
  }

  @Test
  void classNamesAreReadAsAnInlineListAnInlineMapABlockListOrABlockMap() {
    assertEquals(List.of("sc1", "hwe"), YoloFolder.namesIn("nc: 2\nnames: ['sc1', \"hwe\"]\n"));
    assertEquals(List.of("1m", "east"), YoloFolder.namesIn("names: {0: 1m, 1: east}\n"));
    assertEquals(List.of("1m", "east"), YoloFolder.namesIn("names:\n  - 1m\n  - 'east'\nnc: 2\n"));
    assertEquals(List.of("1m", "east"), YoloFolder.namesIn("names:\r\n  0: 1m\r\n  1: east\r\n"));
  }

  @Test
  void aClassThatIsNoTileFaceIsNamedAndItsLabelsAreNotCounted(@TempDir Path dir) throws Exception {
    YoloFolder f = folder(dir, "names: [1man, tile_back, hatsu]\n", "0 0.2 0.2 0.2 0.2\n1 0.5 0.5 0.2 0.2\n2 0.8 0.8 0.2 0.2\n");
    assertEquals(List.of("tile_back"), f.notTiles());
    assertEquals(List.of("1m", "6z"), labelsOf(f, dir).stream().map(YoloFolder.Label::face).toList());
  }

  @Test
  void aLabelWhoseClassDataYamlDoesNotNameSaysWhichFileAndLine(@TempDir Path dir) throws Exception {
    YoloFolder f = folder(dir, "names: [sc1, sc2, sc3]\n", "0 0.2 0.2 0.2 0.2\n7 0.5 0.5 0.2 0.2\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> labelsOf(f, dir));
    assertTrue(e.getMessage().contains("a.txt line 2") && e.getMessage().contains("class 7 is not among the 3"), e.getMessage());
  }

  @Test
  void aLabelWithCoordinatesThatAreNoNumbersSaysWhichFileAndLine(@TempDir Path dir) throws Exception {
    YoloFolder f = folder(dir, "names: [sc1]\n", "0 0.2 0.2 wide 0.2\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> labelsOf(f, dir));
    assertTrue(e.getMessage().contains("a.txt line 1") && e.getMessage().contains("not all numbers"), e.getMessage());
  }

  /**
   * A data set labelled without red fives labels a red five as its five: its photos are read with
   * the faces its classes name, so a red five read is its five; one that names red fives reads them.
   * (fluffystuff's red 5 of dots the built-in models read as a 5 either way, so it is left out.)
   */
  @Test
  void aSetLabelledWithoutRedFivesCountsARedFiveAsItsFive(@TempDir Path dir) throws Exception {
    Map<String, Mat> fluffy = SyntheticScene.style("fluffystuff-Regular");
    String[] faces = {"0m", "0s"};
    for (String sub : List.of("plain", "red")) {
      Path d = dir.resolve(sub);
      Files.createDirectories(d.resolve("images"));
      Files.createDirectories(d.resolve("labels"));
      for (int i = 0; i < faces.length; i++) {
        assertTrue(Imgcodecs.imwrite(d.resolve("images/" + faces[i] + ".png").toString(), fluffy.get(faces[i])));
        Files.writeString(d.resolve("labels/" + faces[i] + ".txt"), i + " 0.5 0.5 1 1\n");
      }
    }
    Files.writeString(dir.resolve("plain/data.yaml"), "names: [sc5, sb5, sd5, sc1, sd1, sb1, hwe, hdr, bf1, bs1]\n");
    Files.writeString(dir.resolve("red/data.yaml"), "names: [0m, 0s, 5m, 5p, 5s, 1m, 1p, 1s, 1z]\n");
    Evaluation.Result plain = Evaluation.run(Recognizer.builtIn(), dir.resolve("plain"), p -> true);
    Evaluation.Result red = Evaluation.run(Recognizer.builtIn(), dir.resolve("red"), p -> true);
    assertEquals(2, plain.correct(), plain.report());
    assertEquals(2, red.correct(), red.report());
  }
}
