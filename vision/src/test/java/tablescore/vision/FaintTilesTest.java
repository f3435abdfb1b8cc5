package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.YoloFolder;

/** Tiles the network finds faintly, kept when the second look surely sees a face ({@link FaintTiles}). */
class FaintTilesTest {
  private static TileNet.Spot spot(double x, double y, double score) {
    return new TileNet.Spot(new Quad.Box(x, y, x + 40, y + 56), score, new double[TileNet.FACES.size()], new double[4]);
  }

  /** Fourteen tiles standing side by side from x = 100, their tops at y = 300, scored 0.8. */
  private static List<TileNet.Spot> handInARow() {
    List<TileNet.Spot> hand = new ArrayList<>();
    for (int i = 0; i < 14; i++) {
      hand.add(spot(100 + 41 * i, 300, 0.8));
    }
    return hand;
  }

  /** Four tiles found apart from each other, as tiles thrown on a cloth lie: no row. */
  private static List<TileNet.Spot> thrownApart() {
    return List.of(spot(20, 20, 0.7), spot(200, 40, 0.6), spot(60, 200, 0.8), spot(400, 300, 0.5));
  }

  /** A second look that surely sees {@code face} in every box. */
  private static Function<List<Quad.Box>, double[][]> sureOf(String face) {
    return boxes -> {
      double[][] p = new double[boxes.size()][TileFace.NONE + 1];
      for (double[] one : p) {
        one[TileNet.FACES.indexOf(face)] = 0.97;
        one[TileFace.NONE] = 0.01;
      }
      return p;
    };
  }

  @Test
  void aHandLaidInAStraightRowIsARow() {
    assertTrue(FaintTiles.handRow(handInARow().stream().map(TileNet.Spot::box).toList()).isPresent());
  }

  @Test
  void tilesThrownApartAreNoRow() {
    List<Quad.Box> thrown = new ArrayList<>();
    for (int i = 0; i < 14; i++) {
      thrown.add(spot(60 + 90 * (i % 5), 40 + 110 * (i / 5) + 30 * (i % 2), 0.8).box());
    }
    assertFalse(FaintTiles.handRow(thrown).isPresent());
  }

  @Test
  void aRowTurnedWithThePhotoIsStillARow() {
    List<Quad.Box> turned = new ArrayList<>();
    double a = Math.toRadians(25);
    for (int i = 0; i < 14; i++) {
      // Each tile's upright bounds, 40 x 56 turned 25 degrees: 58 x 68.
      double cx = 100 + 41 * i * Math.cos(a), cy = 100 + 41 * i * Math.sin(a);
      turned.add(new Quad.Box(cx - 29, cy - 34, cx + 29, cy + 34));
    }
    assertTrue(FaintTiles.handRow(turned).isPresent());
  }

  @Test
  void aFaintSpotInLineWithTheHandIsATileWhenTheSecondLookSurelySeesAFace() {
    List<TileNet.Spot> hand = handInARow().subList(0, 13);
    List<TileNet.Spot> seen = new ArrayList<>(hand);
    TileNet.Spot atTheEnd = spot(100 + 41 * 13, 302, 0.2);
    seen.add(atTheEnd);
    assertEquals(List.of(atTheEnd), FaintTiles.among(seen, hand, TileNet.TILE_THRESHOLD, sureOf("3m")));
  }

  @Test
  void aFaintSpotOffTheHandsRowIsADiscardNotReadIntoTheHand() {
    List<TileNet.Spot> hand = handInARow();
    List<TileNet.Spot> seen = new ArrayList<>(hand);
    seen.add(spot(300, 100, 0.3));
    assertEquals(List.of(), FaintTiles.among(seen, hand, TileNet.TILE_THRESHOLD, sureOf("3m")));
  }

  @Test
  void withoutARowEveryFaintSpotSurelyAFaceIsATile() {
    List<TileNet.Spot> thrown = thrownApart();
    List<TileNet.Spot> seen = new ArrayList<>(thrown);
    TileNet.Spot faint = spot(250, 250, 0.2);
    seen.add(faint);
    assertEquals(List.of(faint), FaintTiles.among(seen, thrown, TileNet.TILE_THRESHOLD, sureOf("4z")));
  }

  @Test
  void aFaintSpotIsNotATileWhereTheSecondLookSeesNoFaceOrABlankOne() {
    List<TileNet.Spot> thrown = thrownApart();
    List<TileNet.Spot> seen = new ArrayList<>(thrown);
    seen.add(spot(250, 250, 0.2));
    Function<List<Quad.Box>, double[][]> noFace = boxes -> {
      double[][] p = new double[boxes.size()][TileFace.NONE + 1];
      for (double[] one : p) {
        one[TileFace.NONE] = 0.9;
      }
      return p;
    };
    assertEquals(List.of(), FaintTiles.among(seen, thrown, TileNet.TILE_THRESHOLD, noFace));
    assertEquals(List.of(), FaintTiles.among(seen, thrown, TileNet.TILE_THRESHOLD, sureOf("5z")));
  }

  @Test
  void aFaintSpotOnATileFoundIsThatTileNotAnother() {
    List<TileNet.Spot> thrown = thrownApart();
    List<TileNet.Spot> seen = new ArrayList<>(thrown);
    seen.add(spot(215, 60, 0.3));
    assertEquals(List.of(), FaintTiles.among(seen, thrown, TileNet.TILE_THRESHOLD, sureOf("4z")));
  }

  @Test
  void aBusyClothIsLookedAtNoMoreThanABoundedNumberOfTimes() {
    List<TileNet.Spot> thrown = thrownApart();
    List<TileNet.Spot> seen = new ArrayList<>(thrown);
    for (int i = 0; i < 100; i++) {
      seen.add(spot(1000 + 50 * (i % 10), 1000 + 70 * (i / 10), 0.16 + 0.002 * i));
    }
    List<Integer> asked = new ArrayList<>();
    Function<List<Quad.Box>, double[][]> counting = boxes -> {
      asked.add(boxes.size());
      return sureOf("4z").apply(boxes);
    };
    List<TileNet.Spot> kept = FaintTiles.among(seen, thrown, TileNet.TILE_THRESHOLD, counting);
    assertEquals(List.of(FaintTiles.MOST_LOOKED_AT), asked);
    assertEquals(FaintTiles.MOST_LOOKED_AT, kept.size());
    // The likeliest first.
    assertTrue(kept.stream().allMatch(s -> s.score() > 0.16 + 0.002 * (100 - FaintTiles.MOST_LOOKED_AT - 1)));
  }

  @Test
  void aFewSpotsMayBeACropsDotsAndAreLeftToTheWholeCropsRead() {
    List<TileNet.Spot> dots = List.of(spot(20, 20, 0.7), spot(200, 40, 0.6), spot(60, 200, 0.8));
    List<TileNet.Spot> seen = new ArrayList<>(dots);
    seen.add(spot(250, 250, 0.2));
    assertEquals(List.of(), FaintTiles.among(seen, dots, TileNet.TILE_THRESHOLD, sureOf("1p")));
  }

  @Test
  void aFaintSpotBesideACloseUpsFewTilesIsATileWhenTheSecondLookSurelySeesAFace() {
    List<TileNet.Spot> pair = List.of(spot(20, 60, 0.6), spot(102, 60, 0.7));
    TileNet.Spot between = spot(61, 61, 0.3);
    List<TileNet.Spot> seen = List.of(pair.get(0), pair.get(1), between);
    assertEquals(List.of(between), FaintTiles.besideCloseUp(seen, pair, TileNet.TILE_THRESHOLD, box -> true, sureOf("3z")));
  }

  @Test
  void aFaintSpotBesideACloseUpsTilesIsNotATileWhereTheSecondLookSeesNoFace() {
    List<TileNet.Spot> pair = List.of(spot(20, 60, 0.6), spot(102, 60, 0.7));
    List<TileNet.Spot> seen = List.of(pair.get(0), pair.get(1), spot(61, 61, 0.3));
    assertEquals(List.of(), FaintTiles.besideCloseUp(seen, pair, TileNet.TILE_THRESHOLD, box -> true, noFace()));
  }

  private static Function<List<Quad.Box>, double[][]> noFace() {
    return boxes -> {
      double[][] p = new double[boxes.size()][TileFace.NONE + 1];
      for (double[] one : p) {
        one[TileFace.NONE] = 0.9;
      }
      return p;
    };
  }

  @Test
  void aCloseUpsNeighbourCutOffByThePhotosEdgeIsNoTile() {
    List<TileNet.Spot> pair = List.of(spot(45, 60, 0.6), spot(86, 60, 0.7));
    TileNet.Spot cutOff = spot(4, 60, 0.3);
    List<TileNet.Spot> seen = List.of(pair.get(0), pair.get(1), cutOff);
    assertEquals(List.of(), FaintTiles.besideCloseUp(seen, pair, TileNet.TILE_THRESHOLD, box -> box.x0() > 5, sureOf("3z")));
  }

  @Test
  void aTileAnotherLookFoundBesideACloseUpsFewTilesIsATileWhenTheSecondLookSurelySeesAFace() {
    List<TileNet.Spot> found = List.of(spot(20, 60, 0.63));
    TileNet.Spot missed = spot(61, 62, 0.44);
    List<TileNet.Spot> otherLooks = List.of(spot(21, 58, 0.49), missed);
    assertEquals(List.of(missed), FaintTiles.besideCloseUpFromOtherLooks(otherLooks, found, box -> true, sureOf("3z")));
  }

  @Test
  void aTileAnotherLookFoundBesideACloseUpsTilesIsNoTileWhereTheSecondLookSeesNoFaceOrTheEdgeCutsItOff() {
    List<TileNet.Spot> found = List.of(spot(45, 60, 0.6));
    TileNet.Spot beside = spot(86, 60, 0.5);
    List<TileNet.Spot> otherLooks = List.of(spot(4, 60, 0.5), beside);
    assertEquals(List.of(beside), FaintTiles.besideCloseUpFromOtherLooks(otherLooks, found, box -> box.x0() > 5, sureOf("3z")));
    assertEquals(List.of(), FaintTiles.besideCloseUpFromOtherLooks(otherLooks, found, box -> true, noFace()));
  }

  @Test
  void aFaintSpotFarFromACloseUpsTilesIsNoTile() {
    List<TileNet.Spot> pair = List.of(spot(20, 60, 0.6), spot(61, 60, 0.7));
    List<TileNet.Spot> seen = List.of(pair.get(0), pair.get(1), spot(300, 300, 0.3));
    assertEquals(List.of(), FaintTiles.besideCloseUp(seen, pair, TileNet.TILE_THRESHOLD, box -> true, sureOf("3z")));
  }

  /**
   * A held-out photo of 26 tiles thrown on a cloth, most lying turned 15-45 degrees: 12 were read
   * before faint spots were (their faces counted as a hand is scored, boxes aside), 22 now.
   */
  @Test
  void tilesThrownTurnedOnTheClothAreRead() {
    Path photo = LabelledPhotos.heldOutImage("discards_003_jpg.rf.0923d7325fa2e8832d989f11c6f7c5b0.jpg");
    Mat img = OpenCv.readImage(photo);
    try {
      List<YoloFolder.Label> labels = LabelledPhotos.labels(photo, img);
      List<TileReading> read = Recognizer.builtIn().read(img);
      int counted = Evaluation.countedAlike(read, labels);
      assertTrue(counted >= 20, counted + " of " + labels.size() + " counted: " + read);
      assertTrue(read.size() <= labels.size(), read.size() + " read: " + read);
    } finally {
      img.release();
    }
  }
}
