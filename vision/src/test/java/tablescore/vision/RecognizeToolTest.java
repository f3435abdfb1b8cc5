package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import tablescore.vision.cli.RecognizeTool;

class RecognizeToolTest {
  @Test
  void badInputsGiveAnErrorLineNamingTheFileAndTheBatchGoesOn(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("missing.jpg");
    Path text = Files.writeString(dir.resolve("notes.jpg"), "not an image");
    Path empty = Files.write(dir.resolve("empty.png"), new byte[0]);
    Map<String, Mat> art = SyntheticScene.style("wikimedia");
    SyntheticScene s = new SyntheticScene(640, 480, new Scalar(60, 130, 40), 80);
    s.place("1m", art.get("1m"), new Point(200, 200), 0);
    s.place("2m", art.get("2m"), new Point(200 + s.tileW(), 200), 0);
    Path good = dir.resolve("good.png");
    Imgcodecs.imwrite(good.toString(), s.photo(0).image());

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int failed = new RecognizeTool(Recognizer.builtIn())
        .run(List.of(missing, text, good, empty), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(4, lines.length);
    assertEquals(3, failed);
    assertTrue(lines[0].contains("\"error\":") && lines[0].contains("missing.jpg"), lines[0]);
    assertTrue(lines[1].contains("\"error\":") && lines[1].contains("notes.jpg"), lines[1]);
    assertTrue(lines[3].contains("\"error\":") && lines[3].contains("empty.png"), lines[3]);
    assertTrue(!lines[2].contains("\"error\"") && lines[2].contains("\"millis\":"), lines[2]);
    assertEquals(2, lines[2].split("\"tile\":").length - 1, "two tiles read: " + lines[2]);
    assertTrue(lines[2].matches(".*\"quad\":\\[\\[\\d+,\\d+],\\[\\d+,\\d+],\\[\\d+,\\d+],\\[\\d+,\\d+]].*"), lines[2]);
  }

  /** A photo a few pixels thin (a strip, a bad crop) reads as no tiles, not as an error. */
  @Test
  void aPhotoAFewPixelsThinReadsAsNoTiles() {
    OpenCv.load();
    for (Mat strip : List.of(new Mat(2, 3000, org.opencv.core.CvType.CV_8UC3, Scalar.all(90)),
        new Mat(1000, 3, org.opencv.core.CvType.CV_8UC3, Scalar.all(200)),
        new Mat(1, 1, org.opencv.core.CvType.CV_8UC3, Scalar.all(200)))) {
      assertEquals(List.of(), Recognizer.builtIn().read(strip), strip.cols() + "x" + strip.rows());
    }
  }

  /** A PNG a few dozen bytes long whose header says 20000 x 20000 pixels (decoded: 1.2 GB). */
  @Test
  void aHugeImageInATinyFileIsRefusedBeforeItIsDecoded(@TempDir Path dir) throws Exception {
    java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
    png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
    java.nio.ByteBuffer ihdr = java.nio.ByteBuffer.allocate(17).put("IHDR".getBytes(StandardCharsets.US_ASCII))
        .putInt(20_000).putInt(20_000).put((byte) 8).put((byte) 2).put((byte) 0).put((byte) 0).put((byte) 0);
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(ihdr.array());
    png.write(java.nio.ByteBuffer.allocate(4).putInt(13).array());
    png.write(ihdr.array());
    png.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    Path bomb = Files.write(dir.resolve("bomb.png"), png.toByteArray());
    VisionException e = org.junit.jupiter.api.Assertions.assertThrows(VisionException.class, () -> OpenCv.readImage(bomb));
    assertTrue(e.getMessage().contains("bomb.png has 400 megapixels; at most 64"), e.getMessage());
  }
}
