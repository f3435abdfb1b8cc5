package tablescore.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.Mat;

/**
 * Whether to look at a photo again nearer or farther than the hand look ({@link TileNet#HAND_SIZE}):
 * nearer when the tiles found lie too small for the tile network to find them all (a hand far
 * off, a camera's wide frame), farther when they lie too large for it to find them one by one (a
 * close-up of a few tiles, whose dots and sticks it boxes as tiles). {@link Recognizer} asks for
 * the spots of the look that holds; these looks are kept apart from it, each with the
 * measurement behind its bound, so that they can be read together and Recognizer, too large to
 * read rule by rule with them in it, is shorter.
 */
final class LookDistance {
  private LookDistance() {}

  /**
   * The tiles found are far when their median shorter side is under this many pixels of the hand
   * look ({@link TileNet#HAND_SIZE}): the network finds tiles of 20 pixels and more surely, and of
   * a photo whose tiles lie smaller it finds only the larger. Over the 430 shared photos the
   * median is 19 to 80 pixels. From 26, a hand of six tiles of 24 pixels looked at nearer had a
   * pen beside it read as a tile ({@code TileNetTest}); the held-out photos framed twice as
   * wide read 0.852 counted recall at 22 against 0.875 at 26 (before a photo with nothing found
   * was looked at nearer too; 0.860 since).
   */
  static final double FAR_TILE = 22;
  /** A nearer look brings the tiles found to this many pixels: about the shared photos' own median. */
  static final double NEAR_TILE = 32;
  /** The largest side a nearer look takes (about 150 ms on one core, against 25 at 416). */
  static final int MOST_NEAR_SIDE = 1024;

  /** The side of the farther look ({@link #fartherIfLarge}): a close-up's tiles of 60-100 pixels at the hand look come to 14-23. */
  static final int FAR_LOOK_SIDE = 96;
  /**
   * Tiles whose median shorter side at the farther look is this many pixels or more lie at least
   * 52 at the hand look, larger than the network finds them one by one (so the look again is at
   * most 256 pixels, and at least {@link #FAR_LOOK_SIDE} + 32: at 96 itself the network misses a
   * tile of a close chow now and then).
   */
  static final double LARGE_AT_FAR_LOOK = 12;

  /**
   * Boxes of the farther look overlapping this much (IoU) are pieces of one tile: touching tiles'
   * boxes, small and less exact there, overlap up to about 0.15 (a pung of four 8s of dots, 0.12).
   */
  static final double FAR_PIECES_OVERLAP = 0.3;

  /**
   * A look that found at most this many tiles boxed as if squeezed ({@link Squeeze#SQUEEZED}) may be a
   * close-up whose sticks or dots the network boxed as thin tiles side by side, and is looked at
   * farther as well: the built-in close-ups of 2-4 tiles of 18 sets read 2,794 of 3,888 tiles
   * right by box before, 2,931 after (4,072 read, 3,822). A photo truly squeezed shows more: of
   * the 430 shared photos the two squeezed ones a farther look would read as a few wide tiles
   * (each pung boxed as one tile, 14 tiles read as 4) found 13 tiles each at the hand look.
   */
  static final int SQUEEZED_CLOSE_UP_TILES = 9;

  /**
   * More tiles than {@link #SQUEEZED_CLOSE_UP_TILES} boxed as if squeezed are a squeezed photo's
   * only when their boxes are about one height, as a row of tiles is: boxes whose longer sides
   * spread more than this (their standard deviation over their mean) are a close-up's dots or
   * sticks, each column boxed as a thin tile, and the photo is looked at farther as well. A
   * held-out close-up of nine tiles of dots spreads 0.34 (read as 14 tiles, 7 right, before;
   * its nine since), and 0.20-0.38 as the worse cameras of vision/NOTEBOOK.md, "Photos as a worse camera takes them",
   * take it; at the hand look no other shared photo whose tiles were boxed so spreads over 0.16
   * (the squeezed hand of 13 a farther look reads as 4, 0.15).
   * Measured (2026-12-01, fifty-seventh session, {@code recognize --eval}): all 430 shared
   * photos 8,246 to 8,250 counted, the held-out photos as 15 worse cameras take them 21,479 to
   * 21,498 (no kind down), the close-ups of 2-4 tiles of 18 sets never learnt 3,301 to 3,302
   * counted, 3,917 to 3,881 read; every crop, hand and meld of the sets never learnt the same.
   */
  static final double PIECES_OF_MANY_HEIGHTS = 0.2;

  /** How much the spots' longer sides spread: their standard deviation over their mean. */
  static double heightSpread(List<TileNet.Spot> spots) {
    double[] longer = spots.stream().mapToDouble(s -> s.box().longerSide()).toArray();
    double mean = Arrays.stream(longer).average().orElse(0);
    if (mean <= 0) {
      return 0;
    }
    double variance = Arrays.stream(longer).map(v -> (v - mean) * (v - mean)).average().orElse(0);
    return Math.sqrt(variance) / mean;
  }

  /** Whether two of the spots overlap as a tile's pieces do ({@link #FAR_PIECES_OVERLAP}), not as tiles in a row touch. */
  private static boolean overlapping(List<TileNet.Spot> spots) {
    for (int i = 0; i < spots.size(); i++) {
      for (int j = i + 1; j < spots.size(); j++) {
        if (spots.get(i).box().iou(spots.get(j).box()) >= FAR_PIECES_OVERLAP) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The spots of the look that holds ({@link #fartherIfLarge}), and the tiles the looks taken but
   * not holding found (none when no farther look was taken), which may show a tile the look that
   * holds missed ({@link FaintTiles#besideCloseUpFromOtherLooks}).
   */
  record Farther(List<TileNet.Spot> spots, List<TileNet.Spot> otherLooksTiles) {}

  /**
   * The spots of a look that brings large tiles to {@link #NEAR_TILE}, or {@code seen}, with the
   * tiles of the other looks taken ({@link Farther}). A photo of
   * a few tiles close up (a meld, a pair, a phone's photo of part of a hand) shows them larger
   * at the hand look than any the network learnt to find one by one: it boxes their dots and
   * sticks as tiles. When the hand look found fewer than a hand ({@link Recognizer#NOT_A_CLOSE_UP}), not
   * boxed as a photo stretched to a square is ({@link Squeeze#SQUEEZED}) unless they are few ({@link
   * #SQUEEZED_CLOSE_UP_TILES}) or of many heights ({@link #PIECES_OF_MANY_HEIGHTS}), and no nearer look was taken, the
   * photo is also looked at small ({@link #FAR_LOOK_SIDE}), where such tiles have a tile's size
   * and tiles of a photo of a table are specks; two or more tiles found there, large ({@link
   * #LARGE_AT_FAR_LOOK}), are looked at again at the side that brings them to {@link #NEAR_TILE}.
   * Of the hand look, the farther look and that one, the look whose tiles the network scores
   * highest on average holds (a close-up in the shared photos, whose tiles it learnt at that size,
   * keeps the hand look: held-out photos 1153 to 1133 right by box when the look again always
   * held). One tile is a crop's, which is read whole ({@link CropOrHand#mayBeACrop}). Tiles found there
   * are looked at again however large: until the fifty-first session (2026-11-30) a median over
   * 40 pixels was taken for a crop's one tile and the hand look held, so a close-up of two tiles
   * filling the photo was read as their dots and strokes (the learnt styles' pairs 130 pixels
   * tall in 216x190, {@code FewTilesCloseUpTest}: 27 of 120 read right, 93 since). Measured
   * ({@code recognize --eval}): the built-in close-ups of 2-4 tiles of 18 sets never learnt
   * 3,192 to 3,196 of 3,888 right by box (counted 3,246 to 3,250, read 3,912 to 3,911), tight
   * crops 704 read to 702 (623 right as before); every crop, hand and meld, hands at 0.63 of
   * their size, the held-out photos as taken and as a worse camera takes them and all 430 shared
   * photos the same.
   */
  static Farther fartherIfLarge(TileNet net, Mat image, List<TileNet.Spot> seen, double threshold, double floor) {
    List<TileNet.Spot> tiles = tilesOf(seen, threshold);
    // A photo stretched to a square, its tiles narrow, is widened back instead (SQUEEZED): looked
    // at farther, a hand of 14 had each pung boxed as one tile, and scored higher than its tiles.
    // A few thin boxes are more likely a close-up's sticks (SQUEEZED_CLOSE_UP_TILES), and so are
    // thin boxes of many heights (PIECES_OF_MANY_HEIGHTS).
    if (tiles.size() >= Recognizer.NOT_A_CLOSE_UP || tiles.size() > SQUEEZED_CLOSE_UP_TILES
        && Squeeze.squeeze(tiles.stream().map(TileNet.Spot::box).toList()) > Squeeze.SQUEEZED
        && heightSpread(tiles) < PIECES_OF_MANY_HEIGHTS) {
      return new Farther(seen, List.of());
    }
    List<TileNet.Spot> far = net.find(image, FAR_LOOK_SIDE, floor);
    List<TileNet.Spot> farTiles = tilesOf(far, threshold);
    if (farTiles.size() < 2) {
      return new Farther(seen, List.of());
    }
    double toFar = (double) FAR_LOOK_SIDE / Math.max(image.cols(), image.rows());
    double median = Quad.Box.medianShorterSide(farTiles.stream().map(TileNet.Spot::box).toList()) * toFar;
    // However large: a crop's one tile is read whole all the same (mayBeACrop), and its dots
    // found there overlap (FAR_PIECES_OVERLAP).
    if (median < LARGE_AT_FAR_LOOK || overlapping(farTiles)) {
      return new Farther(seen, List.of());
    }
    int side = Math.max(FAR_LOOK_SIDE + 32, sideNearest(FAR_LOOK_SIDE, median, NEAR_TILE));
    List<TileNet.Spot> best = Recognizer.meanScore(farTiles) > Recognizer.meanScore(tiles) ? far : seen;
    List<TileNet.Spot> again = net.find(image, side, floor);
    List<TileNet.Spot> againTiles = tilesOf(again, threshold);
    List<TileNet.Spot> holds = Recognizer.meanScore(againTiles) > Recognizer.meanScore(tilesOf(best, threshold)) ? again : best;
    List<TileNet.Spot> others = new ArrayList<>();
    if (holds != far) {
      others.addAll(farTiles);
    }
    if (holds != again) {
      others.addAll(againTiles);
    }
    return new Farther(holds, others);
  }

  /**
   * The spots {@code seen} at the hand look, or those of a nearer look when the tiles may lie too
   * small for it: {@link #nearerSide}, or in a {@link #WIDE_FRAME} {@link #wideFrameLook}, taken
   * whatever the hand look found.
   *
   * <p>Until the seventy-first session (2026-12-03) a wide frame was looked at at its own side only
   * when the hand look found fewer than a hand ({@link Recognizer#NOT_A_CLOSE_UP}). But a whole
   * hand's worth found there may be pairs of tiles: a held-out tray of 36 tiles about 45 pixels wide
   * in the device's frame was boxed two tiles to a box (17 boxes squarer than a tile, their median
   * shorter side 28 of the hand look's pixels) and 17 of its tiles were counted; the frame's own look
   * reads all 36. A sheared tray filling the frame was boxed a tile and a half to a box, 23 of 36
   * counted (35 at the frame's own look). Measured ({@code recognize --eval}, counted, {@code
   * worse_camera.py}): held-out photos in the device's frame enlarged 1.2 times 1,428 to 1,448 of
   * 1,509, enlarged to its height 1,422 to 1,451, framed twice as wide 1,416 to 1,456 and 1.5 times
   * as wide 1,400 to 1,398 (stretched to a square and widened back to 1344x960, a wide frame too);
   * over the 15 kinds 21,549 to 21,636 (22,174 to 22,258 read, precision 0.972 as before). With only
   * the hand look's boxes squarer than a tile ({@link #boxedTurned}) added to the fewer than a hand,
   * 21,606. The held-out and all 430 shared photos and the unseen sets' crops, hands, melds,
   * close-ups and hands at 0.63 of their size (none a wide frame) the same. The device's frames, a
   * wide frame each, now all take the look that most of them took already.
   */
  static List<TileNet.Spot> nearerIfFar(TileNet net, Mat image, List<TileNet.Spot> seen, double threshold, double floor) {
    List<Quad.Box> found = boxesOf(seen, threshold);
    int own = ownSide(image);
    if (isWideFrame(image)) {
      return wideFrameLook(net, image, seen, found, Math.min(own, MOST_NEAR_SIDE), threshold, floor);
    }
    int nearer = nearerSide(image, found);
    if (nearer > TileNet.HAND_SIZE) {
      return net.find(image, nearer, floor);
    }
    if (found.size() >= Recognizer.NOT_A_CLOSE_UP) {
      return withTilesBesideFound(net, image, seen, found, own, threshold, floor);
    }
    if (found.isEmpty()) {
      return seen;
    }
    // A turned row's upright boxes hide how small its tiles are.
    return nearerAmongFound(net, image, seen, found, own, threshold, floor, boxedTurned(found) ? FEW_TILES_FAR : FEW_STRAIGHT_TILES_FAR);
  }

  /**
   * A whole hand found ({@link Recognizer#NOT_A_CLOSE_UP} tiles or more) whose tiles' median
   * shorter side is under this many pixels of the hand look lies so small that the network missed
   * some of its tiles (of tiles 12-16 pixels it finds about half, 16-20 three in four;
   * vision/NOTEBOOK.md, "Large tiles in the camera's frame"): it is looked at nearer, and the
   * tiles that look finds beside the hand look's are added to them ({@link #withTilesBesideFound}).
   * The same as {@link #FAR_TILE}, from which a few tiles found are looked at nearer.
   *
   * <p>Until the seventy-second session (2026-12-04) a whole hand under 18 pixels was read at the
   * nearer look alone, among the hand look's tiles' bounds: from 20 or 22 pixels so, the held-out
   * photos as taken read discards in the middle of the table (precision 0.973 to 0.966 or 0.964,
   * 2026-11-28; 0.982 to 0.968 at 24 pixels, 2026-12-04). Measured (2026-12-04, {@code recognize
   * --eval}, counted, {@code worse_camera.py} over the held-out photos): framed 1.5 times as wide
   * 1,409 to 1,416 of 1,509 (three hands of 15-18, 14 found of each, now read whole); over
   * the 15 kinds 21,667 to 21,674 (22,287 to 22,295 read); the 430 shared photos 6,788 to 6,789;
   * the unseen sets' hands and melds as many counted, a tile more read in each, their hands at
   * 0.63 of their size 2 more read; the held-out photos, the unseen sets' crops and close-ups the
   * same. A spot taken as on a tile found only when either box holds the other's centre, not
   * also at an IoU over 0.2 ({@link FaintTiles#overlapping}), read 4 more in the hands and one
   * more in the melds and at 0.63, none counted.
   * Adding only what a nearer look finds beside the tiles found keeps their boxes: read at the
   * nearer look alone (its spots beside the tiles found), 1,416 there as well, but the held-out
   * photos' tiles 1,169 to 1,162 right by box and 2 more read, and the 15 kinds 17,260 to 17,228
   * right by box; so read, 24 pixels did as 22.
   */
  static final double WHOLE_HAND_FAR = 22;
  /**
   * A spot of the nearer look at a whole hand ({@link #WHOLE_HAND_FAR}) is beside the hand look's
   * tiles when its centre lies within this share of their median shorter side of one of their
   * boxes: a tile missed in a row lies against a tile found, the discards and racks further off
   * (within the bounds of all the tiles found, grown half a tile, a nearer look at held-out photos
   * as taken read the discards in the middle of the table, one or two of which the hand look had
   * found).
   */
  static final double BESIDE_FOUND = 0.75;
  /**
   * Fewer tiles than a hand found ({@link Recognizer#NOT_A_CLOSE_UP}), not far enough for a whole nearer
   * look ({@link #FAR_TILE}), boxed turned ({@link #boxedTurned}) and whose median shorter side
   * is under this many pixels of the hand look, are looked at nearer among themselves: a row
   * turned 45 degrees is boxed upright a third wider than its tiles, so a row of tiles as small
   * as those the network misses looks larger. Measured (2026-11-30, fifty-first session, {@code
   * recognize --eval}): held-out photos framed 1.5 times as wide 1,360 to 1,385 of 1,509
   * counted (a third of each turned row had been missed); every crop, close-up, hand and meld of
   * the 18 sets never learnt, their hands at 0.63 of their size, tight crops, the held-out photos
   * as taken and otherwise framed and all 430 shared photos the same. Raising {@link #FAR_TILE} to 32
   * instead, the whole photo looked at nearer, read 1,399 there, and so did this for tiles boxed
   * straight too (1,396), but both found a score note beside a hand of straight tiles 31 pixels
   * across as a tile ({@code TileNetTest}); straight tiles have their own, smaller bound since
   * the seventy-second session ({@link #FEW_STRAIGHT_TILES_FAR}).
   */
  static final double FEW_TILES_FAR = 32;
  /**
   * Fewer tiles than a hand found ({@link Recognizer#NOT_A_CLOSE_UP}), not far enough for a whole
   * nearer look ({@link #FAR_TILE}), boxed straight and whose median shorter side is under this
   * many pixels of the hand look, are looked at nearer among themselves too: a few straight tiles
   * 22-27 pixels across are the part of a hand the network found. Measured (2026-12-04,
   * seventy-second session, {@code recognize --eval}, counted, {@code worse_camera.py} over the
   * held-out photos): framed 1.5 times as wide 1,398 to 1,409 of 1,509 (four hands of 13-16
   * straight tiles, 10-13 of each counted before, all or all but one now), overexposed 1,428 to
   * 1,429, noisy 1,452 to 1,454; over the 15 kinds 21,653 to 21,667 (22,279 to 22,287 read,
   * precision 0.972); the unseen sets' hands at 0.63 of their size 2,698 to 2,700 of 3,024. The
   * held-out and all 430 shared photos and the unseen sets' crops, squared crops, hands, melds and
   * close-ups the same. At 25, 1,402 framed 1.5 times as wide; 27 to 30 alike. A score note
   * beside a hand of six straight tiles ({@code TileNetTest}), found at the hand look as a box
   * nearly three times a tile's, took the tiles' bounds up to it, and the nearer look read it as
   * a tile until such boxes were left out of the bounds ({@link #LARGER_THAN_A_TILE}).
   */
  static final double FEW_STRAIGHT_TILES_FAR = 28;
  /**
   * A box the hand look found whose shorter side is this many times the found tiles' median or
   * more is a tray, a note or a heap, not a tile, and is left out of the bounds a nearer look's
   * tiles are kept within ({@link #nearerAmongFound}).
   */
  static final double LARGER_THAN_A_TILE = 2;

  /**
   * Whether most of the boxes show no way their tiles lie (none {@link Rows#CLEARLY_LONGER} one way;
   * a tile is about 1.33): tiles turned well off straight, boxed upright.
   */
  static boolean boxedTurned(List<Quad.Box> boxes) {
    return Calibration.median(boxes.stream().mapToDouble(b -> b.longerSide() / b.shorterSide()).toArray()) < Rows.CLEARLY_LONGER;
  }

  /**
   * The spots of a nearer look at fewer tiles than a hand found far ({@code far}: {@link
   * #FEW_TILES_FAR} boxed turned, {@link #FEW_STRAIGHT_TILES_FAR} straight), those whose centres lie
   * among the hand look's tiles ({@code found} but those {@link #LARGER_THAN_A_TILE}, their bounds
   * grown half a tile: the nearer look finds the discards, racks and clutter beyond), when they
   * are more than the hand look's; else {@code seen}.
   */
  private static List<TileNet.Spot> nearerAmongFound(TileNet net, Mat image, List<TileNet.Spot> seen, List<Quad.Box> found, int own, double threshold,
      double floor, double far) {
    double tile = Quad.Box.medianShorterSide(found);
    int side = sideNearerAmongFound(image, tile, own, far);
    if (side == 0) {
      return seen;
    }
    List<Quad.Box> tileSized = found.stream().filter(b -> b.shorterSide() <= LARGER_THAN_A_TILE * tile).toList();
    List<TileNet.Spot> near = amongFound(net.find(image, side, floor), tileSized, tile);
    return tilesOf(near, threshold).size() > found.size() ? near : seen;
  }

  /**
   * {@code seen}, a whole hand found far ({@link #WHOLE_HAND_FAR}), with the tiles a nearer look
   * finds beside its tiles ({@link #BESIDE_FOUND}) and on none of its spots (not two boxes of one
   * tile, {@link FaintTiles#overlapping}): the hand look's boxes and faces stay as they were.
   */
  private static List<TileNet.Spot> withTilesBesideFound(TileNet net, Mat image, List<TileNet.Spot> seen, List<Quad.Box> found, int own,
      double threshold, double floor) {
    double tile = Quad.Box.medianShorterSide(found);
    int side = sideNearerAmongFound(image, tile, own, WHOLE_HAND_FAR);
    if (side == 0) {
      return seen;
    }
    double beside = BESIDE_FOUND * tile;
    List<Quad.Box> besideFound = found.stream().map(f -> Quad.Box.around(List.of(f), beside)).toList();
    List<TileNet.Spot> more = new ArrayList<>(seen);
    for (TileNet.Spot near : tilesOf(net.find(image, side, floor), threshold)) {
      Quad.Box box = near.box();
      boolean besideOne = besideFound.stream().anyMatch(b -> b.contains(box.centreX(), box.centreY()));
      boolean onOne = seen.stream().anyMatch(s -> FaintTiles.overlapping(s.box(), box));
      if (besideOne && !onOne) {
        more.add(near);
      }
    }
    return more;
  }

  /**
   * The side of a nearer look bringing tiles found, their median shorter side {@code tile} pixels
   * of the photo, to {@link #NEAR_TILE}, within the photo's own pixels ({@code own}) and {@link
   * #MOST_NEAR_SIDE}, when they lie under {@code far} pixels of the hand look; 0 when they are not
   * far or no nearer look has more pixels.
   */
  private static int sideNearerAmongFound(Mat image, double tile, int own, double far) {
    double median = tile * TileNet.HAND_SIZE / Math.max(image.cols(), image.rows());
    int side = Math.min(sideBringingNear(TileNet.HAND_SIZE, median), Math.min(own, MOST_NEAR_SIDE));
    return median >= far || side <= TileNet.HAND_SIZE ? 0 : side;
  }

  /**
   * A frame this many times the hand look's side or more (a camera's 1920x1080 over a table)
   * shrinks a hand's tiles of 60 pixels under 20 at the hand look, where the network finds them
   * poorly and boxes the few it finds too large to tell their size by (held-out photos framed
   * three times as wide: a hand of 14 tiles of 83 pixels, 18 at the hand look, found 5 boxed 29
   * pixels; in three others one or two spots boxed 55-105 pixels, larger than any tile there).
   */
  static final int WIDE_FRAME = 3;
  /**
   * ...and at least this many times as tall (the device's 1920x1080 is): a strip cropped round a
   * hand or melds (1240x400) shows its tiles as tall as the strip, and they are boxed truly
   * (melds a tile apart: 2294 read right, 2282 looked at in such a strip as in a frame).
   */
  static final int WIDE_FRAME_SHORT = 2;

  static boolean isWideFrame(Mat image) {
    return Math.max(image.cols(), image.rows()) >= WIDE_FRAME * TileNet.HAND_SIZE
        && Math.min(image.cols(), image.rows()) >= WIDE_FRAME_SHORT * TileNet.HAND_SIZE;
  }

  /**
   * In a {@link #WIDE_FRAME} the hand look's boxes whose median shorter side is under this many
   * of its pixels may be tiles far smaller; the nearer look at the frame's own side (at most
   * {@link #MOST_NEAR_SIDE}) holds the tiles (held-out photos framed three times as wide: counted
   * recall 0.732 to 0.918 by this alone; 28 read 0.862, 44 0.916 with precision 0.966). Twice
   * as wide: 0.964 / 0.860 to 0.951 / 0.922 (0.950 / 0.923 with the pieces rule of {@link
   * Recognizer#readSpots}), the precision lost to the other tiles on the table, discards and racks, which
   * the labels leave out and the nearer look finds.
   */
  static final double WIDE_FRAME_BOXED_SMALL = 36;
  /**
   * Tiles the frame's own look finds with a median shorter side over this many of its pixels lie
   * larger than the network finds them best (a camera close over the hand: 100-160 pixels of a
   * 1920x1080 frame, 55-85 of its own look's 1024x576), and it boxes some twice, half on a
   * neighbour, or not at all. The frame is looked at again at a side that brings them to {@link
   * #NEAR_TILE}, and the look whose tiles the network scores higher on average holds. Measured
   * (2026-11-28, thirty-third session, held-out photos, counted, {@code worse_camera.py}): in the
   * device's frame enlarged to its height 0.917 / 0.932 to 0.915 / 0.940, enlarged 1.2 times
   * 0.971 / 0.939 to 0.968 / 0.946, framed twice as wide 0.950 / 0.923 to 0.949 / 0.935 (until
   * then the frame's look was refused when its median passed this). Holding the look again
   * always, not by score, counted 19 tiles fewer in the enlarged-to-height frames (measured with
   * the frame's look taken over a whole hand found too).
   */
  static final double WIDE_FRAME_LARGE_TILE = 48;

  /**
   * The spots of the frame's own look, fitted to its shape at {@code side}, or the hand look's
   * ({@code seen}; {@code found}, its boxes scored over the threshold): the own look holds when
   * the hand look's boxes are small ({@link #WIDE_FRAME_BOXED_SMALL}) or when it finds more tiles,
   * and its tiles boxed large ({@link #WIDE_FRAME_LARGE_TILE}) are looked at again nearer their
   * best size, those still small closer, the part of the frame round them ({@link #closerAmongSmall}).
   */
  private static List<TileNet.Spot> wideFrameLook(TileNet net, Mat image, List<TileNet.Spot> seen, List<Quad.Box> found, int side, double threshold,
      double floor) {
    // Fitted to the frame's shape: the same tiles read (held-out photos in the middle of the
    // device's frame 1420 counted both ways, in its corner 1409 and 1408) for median 244-261 ms
    // to 172-177 on one core.
    List<TileNet.Spot> near = amongTheHand(net, image, net.find(image, side, floor, true), side, threshold, floor);
    List<TileNet.Spot> nearTiles = tilesOf(near, threshold);
    double toHand = (double) TileNet.HAND_SIZE / Math.max(image.cols(), image.rows());
    if (found.isEmpty() || Quad.Box.medianShorterSide(found) * toHand < WIDE_FRAME_BOXED_SMALL) {
      return closerAmongSmall(net, image, near, side, threshold, floor);
    }
    if (nearTiles.size() <= found.size()) {
      return seen;
    }
    double toNear = (double) side / Math.max(image.cols(), image.rows());
    double median = Quad.Box.medianShorterSide(nearTiles.stream().map(TileNet.Spot::box).toList()) * toNear;
    // to the nearest 32, not up as sideBringingNear brings small tiles to at least NEAR_TILE
    // (up: the device's frames 3 more read, precision 0.975 to 0.973, enlarged to its height
    // 0.915 to 0.911)
    int again = Math.max(TileNet.HAND_SIZE, sideNearest(side, median, NEAR_TILE));
    if (median <= WIDE_FRAME_LARGE_TILE || again >= side) {
      return closerAmongSmall(net, image, near, side, threshold, floor);
    }
    List<TileNet.Spot> nearer = net.find(image, again, floor, true);
    return Recognizer.meanScore(tilesOf(nearer, threshold)) > Recognizer.meanScore(nearTiles) ? nearer : near;
  }

  /**
   * The frame's own look ({@link #wideFrameLook}) at tiles this many of its pixels or more (their
   * median shorter side) sees them larger than the shared photos show theirs at the hand look, and
   * there the network finds the other tiles on the table too, the discards and loose tiles round
   * a hand, which at the size it learnt it leaves out as the photos' labels do (a held-out hand of
   * 15 beside a heap of discards, enlarged to the camera frame's height: 15 tiles found at 640,
   * 30 at 1024). Such a look finding more than a hand ({@link Recognizer#NOT_A_CLOSE_UP}) keeps
   * only its tiles among those a farther look finds ({@link #amongTheHand}).
   */
  static final double LARGE_AT_OWN_LOOK = 28;
  /**
   * The farther look of {@link #amongTheHand} brings the tiles to this many pixels, and holds the
   * hand when it finds a whole one ({@link Recognizer#NOT_A_CLOSE_UP}); fewer, it may have missed
   * some of the hand's tiles, and nothing is left out. Measured (2026-12-02, sixty-fourth session,
   * held-out photos, {@code recognize --eval}, counted, {@code worse_camera.py}): enlarged to the
   * camera frame's height 1,541 read to 1,494, 1,423 counted to 1,422 (a flower read unsurely as
   * another); framed twice as wide 1,480 read to 1,464, 1,416 counted as before; in the camera's
   * frame, enlarged 1.2 times in it and framed three times as wide the same; over the 15 kinds
   * 22,237 read to 22,174, precision 0.969 to 0.972. Photos smaller than a wide frame are not
   * looked at so. Brought to 18, 22 or 24 pixels the five framed kinds counted 17, 40 and 40
   * tiles fewer; {@link #LARGE_AT_OWN_LOOK} 24 counted 3 fewer, 32 left 14 more read; a farther
   * look of 6 tiles or more taken for the hand, 58 fewer counted (of 8 or 11, as of 14).
   */
  static final double HAND_LOOK_TILE = 20;

  /**
   * The spots of the frame's own look ({@code near}, at {@code side}), or only those among the
   * tiles of a farther look that finds a whole hand ({@link #HAND_LOOK_TILE}), their bounds grown
   * half a tile, when the own look finds more than a hand and lies large ({@link #LARGE_AT_OWN_LOOK}).
   */
  private static List<TileNet.Spot> amongTheHand(TileNet net, Mat image, List<TileNet.Spot> near, int side, double threshold, double floor) {
    List<Quad.Box> tiles = boxesOf(near, threshold);
    if (tiles.size() <= Recognizer.NOT_A_CLOSE_UP) {
      return near;
    }
    double median = Quad.Box.medianShorterSide(tiles) * side / Math.max(image.cols(), image.rows());
    int farther = sideNearest(side, median, HAND_LOOK_TILE);
    // Tiles lying larger still are looked at again nearer their best size (WIDE_FRAME_LARGE_TILE).
    if (median < LARGE_AT_OWN_LOOK || farther >= side || farther <= TileNet.HAND_SIZE / 2) {
      return near;
    }
    List<Quad.Box> hand = boxesOf(net.find(image, farther, floor, true), threshold);
    return hand.size() < Recognizer.NOT_A_CLOSE_UP ? near : amongFound(near, hand, Quad.Box.medianShorterSide(hand));
  }

  /**
   * A row turned 45 degrees is boxed upright about this many times its tiles' width ({@link
   * #boxedTurned}); {@link #closerAmongSmall} takes the tiles' size so (a held-out hand in the
   * camera's frame, boxed 28 pixels of the frame's look, is tiles of about 20).
   */
  static final double TURNED_BOX_WIDTH = 1.4;
  /**
   * A closer look is taken only if it brings the tiles at least this many times nearer than the
   * frame's own look: a part as wide as the frame gains little for its cost.
   */
  static final double CLOSER_AT_LEAST = 1.25;
  /**
   * The largest side of the closer look: the parts of the camera's frame round a hand are some
   * 300-700 pixels, looked at at 384-672 to bring their tiles to {@link #NEAR_TILE}. Measured as
   * {@link #closerAmongSmall} is: up to {@link #MOST_NEAR_SIDE} (1024) 1,433 counted and 1,472
   * read in the camera's frame, up to 640 1,434 and 1,472, up to 512 1,434 and 1,469, and the frame
   * enlarged 1.2 times read as without the closer look; a look at 512 costs under half the
   * frame's own (fitted, 1024x576).
   */
  static final int CLOSER_MOST_SIDE = 512;
  /**
   * The closer look holds when it finds more tiles; over a whole hand found ({@link
   * Recognizer#NOT_A_CLOSE_UP}) at most this share more, since more are the table's other tiles:
   * a whole hand and a few discards found, the closer look found the discards round them too
   * (19 tiles to 33 and 26 in two held-out photos in the camera's frame, looked at up to 1024), where a few missed
   * tiles of a hand are one or two.
   */
  static final double CLOSER_MORE_OVER_A_HAND = 0.25;

  /**
   * The spots of a closer look at the part of a wide frame round the tiles its own look found
   * ({@code near}, at {@code side}), when they lie small there ({@link #FAR_TILE}) and the look
   * brings them nearer ({@link #CLOSER_AT_LEAST}) to {@link #NEAR_TILE}: those among the tiles
   * (their bounds grown half a tile), when they are more ({@link #CLOSER_MORE_OVER_A_HAND});
   * else {@code near}. The part, not the whole frame, is looked at: within {@link
   * #MOST_NEAR_SIDE} it brings small tiles nearer than the frame's own look can. Measured
   * (2026-12-01, fifty-ninth session, held-out photos, counted, {@code worse_camera.py}): in the
   * device's 1920x1080 frame 1,425 to 1,434 of 1,509 counted, 1,459 to 1,469 read (0.977 / 0.944
   * to 0.976 / 0.950; a hand of 14 in a row turned 45 degrees 10 to 14, four hands of 16-17 a
   * tile more); framed three times as wide the same; every other kind, the frame enlarged 1.2
   * times and to its height among them, the same. Right by box 1,138 to 1,129: the closer look
   * boxes the tiles tighter than the turned photos' labels, which sit wide of them.
   */
  private static List<TileNet.Spot> closerAmongSmall(TileNet net, Mat image, List<TileNet.Spot> near, int side, double threshold, double floor) {
    List<Quad.Box> tiles = boxesOf(near, threshold);
    if (tiles.size() < 2) {
      return near;
    }
    double tile = Quad.Box.medianShorterSide(tiles) / (boxedTurned(tiles) ? TURNED_BOX_WIDTH : 1);
    double toNear = (double) side / Math.max(image.cols(), image.rows());
    if (tile * toNear >= FAR_TILE) {
      return near;
    }
    Quad.Box part = Quad.Box.around(tiles, tile).within(image.cols(), image.rows());
    double partSide = Math.max(part.x1() - part.x0(), part.y1() - part.y0());
    int closer = Math.min(sideBringingNear((int) Math.round(partSide), tile), CLOSER_MOST_SIDE);
    if (closer / partSide < CLOSER_AT_LEAST * toNear) {
      return near;
    }
    List<TileNet.Spot> seen = amongFound(net.findIn(image, part, closer, floor), tiles, tile);
    int more = tilesOf(seen, threshold).size() - tiles.size();
    boolean fewMore = tiles.size() < Recognizer.NOT_A_CLOSE_UP || more <= CLOSER_MORE_OVER_A_HAND * tiles.size();
    return more > 0 && fewMore ? seen : near;
  }

  /**
   * The spots of a nearer look whose centres lie among the tiles found ({@code found}, their
   * bounds grown half a {@code tile}): a nearer look finds the discards, racks and clutter beyond.
   */
  private static List<TileNet.Spot> amongFound(List<TileNet.Spot> spots, List<Quad.Box> found, double tile) {
    Quad.Box among = Quad.Box.around(found, tile / 2);
    return spots.stream().filter(s -> among.contains(s.box().centreX(), s.box().centreY())).toList();
  }

  /** The spots the network scores as tiles, {@code threshold} or more (a look keeps fainter ones for blanks and faint tiles). */
  private static List<TileNet.Spot> tilesOf(List<TileNet.Spot> spots, double threshold) {
    return spots.stream().filter(s -> s.score() >= threshold).toList();
  }

  /** The boxes of the spots the network scores as tiles ({@link #tilesOf}). */
  private static List<Quad.Box> boxesOf(List<TileNet.Spot> spots, double threshold) {
    return tilesOf(spots, threshold).stream().map(TileNet.Spot::box).toList();
  }

  /** The multiple of 32 nearest the side at which tiles boxed {@code median} pixels at a look of {@code lookSide} come to {@code tile}. */
  private static int sideNearest(int lookSide, double median, double tile) {
    return (int) Math.round(lookSide * tile / median / 32) * 32;
  }

  /** The side, a multiple of 32, at which tiles boxed {@code median} pixels at a look of {@code lookSide} come to {@link #NEAR_TILE}. */
  private static int sideBringingNear(int lookSide, double median) {
    return (int) Math.ceil(lookSide * NEAR_TILE / median / 32) * 32;
  }

  /** The photo's longer side, rounded up to the network's stride of 32. */
  private static int ownSide(Mat image) {
    return (int) Math.ceil(Math.max(image.cols(), image.rows()) / 32.0) * 32;
  }

  /**
   * The side to look at the photo at again, nearer, or {@link TileNet#HAND_SIZE} for none: when
   * fewer tiles are found ({@code found}, boxes in the photo's pixels) than a winning hand holds
   * ({@link Recognizer#NOT_A_CLOSE_UP}) and they are far ({@link #FAR_TILE}), as in a photo taken from
   * further off or wider than the shared photos, the hand small in the frame; or when none is
   * found in a photo of more pixels than the hand look, whose tiles may all be too small (held-out
   * photos framed three times as wide: 21 of 95 found none; counted recall 0.431 to 0.732 with
   * this, 0.213 with no nearer look at all). The
   * nearer look, at a side that brings the tiles to {@link #NEAR_TILE}, within the photo's own
   * pixels and {@link #MOST_NEAR_SIDE}, holds the tiles instead. With a whole hand found no
   * nearer look is taken: it would find more of the other tiles on the table, the shared photos'
   * discards and other players' racks, which their labels leave out (7042 tiles read to 7211, 12
   * more counted right), and it read the made-up sets' hands of 14 tiles, 21-24 pixels of the
   * hand look, worse (1328 to 1293 of 1344 when a straight row of 11 found was the rule instead).
   * A whole hand found yet smaller still is looked at nearer for the tiles beside its own
   * ({@link #withTilesBesideFound}).
   */
  static int nearerSide(Mat image, List<Quad.Box> found) {
    int own = ownSide(image);
    if (found.isEmpty()) {
      // Nothing found: the tiles may lie too small to be found at all.
      return Math.max(TileNet.HAND_SIZE, Math.min(own, MOST_NEAR_SIDE));
    }
    if (found.size() >= Recognizer.NOT_A_CLOSE_UP) {
      return TileNet.HAND_SIZE;
    }
    double toLook = (double) TileNet.HAND_SIZE / Math.max(image.cols(), image.rows());
    double median = Quad.Box.medianShorterSide(found) * toLook;
    if (median >= FAR_TILE) {
      return TileNet.HAND_SIZE;
    }
    return Math.max(TileNet.HAND_SIZE, Math.min(sideBringingNear(TileNet.HAND_SIZE, median), Math.min(own, MOST_NEAR_SIDE)));
  }
}
