package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The second look's cuts ({@link TileFace}): a close-up's photo is brought down once before its
 * large boxes are cut from it, and reads as its cuts taken from the photo as it is read.
 */
class TileFaceTest {
  private static List<ArtCatalog.Art> art;

  @BeforeAll
  static void load() {
    OpenCv.load();
    art = ArtCatalog.ofStyles("gleitz", "fluffystuff-Regular");
  }

  @Test
  void theLikeliestFaceLeavesNoFaceAside() {
    double[] p = new double[TileFace.NONE + 1];
    p[TileNet.FACES.indexOf("5z")] = 0.2;
    p[TileNet.FACES.indexOf("3p")] = 0.1;
    p[TileFace.NONE] = 0.7;
    assertEquals("5z", TileNet.FACES.get(TileFace.likeliestFace(p)));
  }

  @Test
  void onlyAPhotoOfLargeBoxesIsBroughtDownBeforeItIsCut() {
    Quad.Box closeUp = new Quad.Box(100, 50, 400, 450), tableTile = new Quad.Box(10, 10, 50, 65);
    assertEquals(TileFace.KEPT_BEFORE_CUT * TileFace.CUT / (TileFace.SPAN * 400), TileFace.shrinking(List.of(closeUp)), 1e-12);
    assertEquals(1, TileFace.shrinking(List.of(tableTile)));
    assertEquals(1, TileFace.shrinking(List.of(closeUp, tableTile)), "one small box: its cut needs the photo as it is");
    assertEquals(1, TileFace.shrinking(List.of(new Quad.Box(0, 0, 100, 100))), "a box that would not halve the photo");
    assertEquals(1, TileFace.shrinking(List.of()), "no box: nothing to bring down");
  }

  /**
   * Each face three times as large as {@link TileArt} draws it, filling a photo, read from the
   * photo brought down and from the cut of the photo as it is. Measured when written: the same
   * face on 86 of gleitz's and fluffystuff's 87 faces (fluffystuff's white dragon, a blank
   * face, read as 8f); the largest difference in any face's chance 0.05.
   */
  @Test
  void aCloseUpBroughtDownReadsAsItsFullSizeCut() {
    TileFace second = TileFace.builtIn();
    List<String> differ = new ArrayList<>();
    double most = 0;
    for (ArtCatalog.Art a : art) {
      Mat face = TileArt.render(a), large = new Mat();
      Imgproc.resize(face, large, new Size(3 * TileArt.W, 3 * TileArt.H), 0, 0, Imgproc.INTER_CUBIC);
      Mat photo = new Mat(3 * TileArt.H + 80, 3 * TileArt.W + 120, CvType.CV_8UC3, new Scalar(60, 120, 50));
      large.copyTo(photo.submat(new Rect(60, 40, large.cols(), large.rows())));
      Quad.Box box = new Quad.Box(60, 40, 60 + large.cols(), 40 + large.rows());
      assertTrue(TileFace.shrinking(List.of(box)) < 1);
      double[] broughtDown = second.read(photo, List.of(box))[0];
      Mat cut = TileFace.cut(photo, box);
      double[] fullSize = second.run(List.of(cut))[0];
      int b = argmax(broughtDown), f = argmax(fullSize);
      if (b != f) {
        differ.add(a.style() + " " + a.face() + ": " + TileNet.FACES.get(Math.min(b, TileNet.FACES.size() - 1)));
      }
      for (int k = 0; k < fullSize.length; k++) {
        most = Math.max(most, Math.abs(broughtDown[k] - fullSize[k]));
      }
      for (Mat m : List.of(face, large, photo, cut)) {
        m.release();
      }
    }
    System.out.println("close-ups brought down: " + art.size() + " faces, read otherwise " + differ + ", largest difference " + most);
    assertTrue(differ.size() <= 2, differ.toString());
    assertTrue(most < 0.15, "largest difference " + most);
  }

  /**
   * A read's last run holds only the cuts left ({@code TileFace.shortRuns}), not a full batch
   * padded with blank cuts: each cut reads the same whichever run holds it.
   */
  @Test
  void aCutReadsTheSameInAShortRunAsInAFullOne() {
    TileFace second = TileFace.builtIn();
    List<Mat> cuts = new ArrayList<>();
    for (ArtCatalog.Art a : art.subList(0, TileFace.BATCH + 3)) {
      Mat face = TileArt.render(a);
      cuts.add(TileFace.cut(face, new Quad.Box(0, 0, face.cols(), face.rows())));
      face.release();
    }
    double[][] inRuns = second.run(cuts); // a full run of 8, then a short run of 3
    double[][] lastEightInOneRun = second.run(cuts.subList(3, TileFace.BATCH + 3));
    double[][] lastAlone = second.run(cuts.subList(TileFace.BATCH + 2, TileFace.BATCH + 3));
    for (int i = TileFace.BATCH; i < TileFace.BATCH + 3; i++) {
      for (int k = 0; k < inRuns[i].length; k++) {
        assertEquals(lastEightInOneRun[i - 3][k], inRuns[i][k], 1e-4, "cut " + i + ", face " + k);
      }
    }
    for (int k = 0; k < lastAlone[0].length; k++) {
      assertEquals(inRuns[TileFace.BATCH + 2][k], lastAlone[0][k], 1e-4, "the last cut alone, face " + k);
    }
    cuts.forEach(Mat::release);
  }

  /** A freshly trained model measured before it ships ({@code --face-model}) is one file read into both runs' networks. */
  @Test
  void aModelFileReadsAsTheBuiltInModel(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("tileface.onnx");
    try (InputStream in = TileFace.class.getResourceAsStream(TileFace.RESOURCE)) {
      Files.copy(in, file);
    }
    TileFace fromFile = TileFace.load(file);
    List<Mat> cuts = new ArrayList<>();
    for (ArtCatalog.Art a : art.subList(0, TileFace.BATCH + 1)) {
      Mat face = TileArt.render(a);
      cuts.add(TileFace.cut(face, new Quad.Box(0, 0, face.cols(), face.rows())));
      face.release();
    }
    double[][] builtIn = TileFace.builtIn().run(cuts), read = fromFile.run(cuts); // a full run and a short one
    for (int i = 0; i < cuts.size(); i++) {
      for (int k = 0; k < read[i].length; k++) {
        assertEquals(builtIn[i][k], read[i][k], 1e-6, "cut " + i + ", face " + k);
      }
    }
    cuts.forEach(Mat::release);
    Files.write(file, "not a network".getBytes());
    VisionException e = assertThrows(VisionException.class, () -> TileFace.load(file));
    assertTrue(e.getMessage().contains("tile face model") && e.getMessage().contains(file.toString()), e.getMessage());
  }

  private static int argmax(double[] p) {
    int b = 0;
    for (int i = 1; i < p.length; i++) {
      b = p[i] > p[b] ? i : b;
    }
    return b;
  }
}
