package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/**
 * A photo with a few tiles found is also read whole, in case it is a crop whose dots the network
 * boxed; a tile lying on a table with room round it keeps its own box and face, and a close
 * photo of two or three tiles is read tile by tile.
 */
class OneTileOnATableTest {

  @Test
  void aTileAloneOnATableKeepsItsOwnBox() {
    Map<String, Mat> art = SyntheticScene.style("wikimedia");
    for (String face : List.of("5p", "3s", "7m", "1z")) {
      SyntheticScene s = new SyntheticScene(640, 480, new Scalar(60, 120, 40), 90);
      s.place(face, art.get(face), new Point(320, 240), 0);
      List<TileReading> read = Recognizer.builtIn().read(s.photo(0).image());
      assertEquals(1, read.size(), face + ": " + read);
      Quad.Box tile = new Quad.Box(320 - s.tileW() / 2.0, 240 - s.tileH() / 2.0, 320 + s.tileW() / 2.0, 240 + s.tileH() / 2.0);
      assertTrue(read.get(0).quad().bounds().iou(tile) >= 0.5, face + " box " + read.get(0).quad().bounds());
      assertEquals(face, read.get(0).tile());
    }
  }

  @Test
  void aTwelveMegapixelCloseUpOfOneTileIsRead() {
    // A Pi camera's full frame: the close-up's cuts are brought down before they are copied (one
    // cut of the whole photo was 84 MB, and a close-up is read from seven).
    Map<String, Mat> art = SyntheticScene.style("wikimedia");
    SyntheticScene s = new SyntheticScene(2592, 3456, new Scalar(60, 120, 40), 3000);
    s.place("5p", art.get("5p"), new Point(1296, 1728), 0);
    List<TileReading> read = Recognizer.builtIn().read(s.photo(0).image());
    assertEquals(1, read.size(), "one tile: " + read);
    assertEquals("5p", read.get(0).tile());
  }

  @Test
  void aClosePhotoOfTwoOrThreeTilesIsReadTileByTile() {
    Map<String, Mat> art = SyntheticScene.style("wikimedia");
    for (List<String> faces : List.of(List.of("2p", "7s"), List.of("3m", "3m", "6z"), List.of("1p", "9s", "4z"))) {
      SyntheticScene s = new SyntheticScene(640, 480, new Scalar(60, 120, 40), 140);
      for (int i = 0; i < faces.size(); i++) {
        s.place(faces.get(i), art.get(faces.get(i)), new Point(180 + s.tileW() / 2.0 + i * s.tileW(), 240), 0);
      }
      List<String> read = Recognizer.builtIn().read(s.photo(0).image()).stream()
          .sorted(java.util.Comparator.comparingDouble(r -> r.quad().center().x)).map(TileReading::tile).toList();
      assertEquals(faces, read);
    }
  }
}
