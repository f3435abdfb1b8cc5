package tablescore.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.opencv.core.Point;

/**
 * Tiles the tile network finds faintly. A tile lying turned well off a quarter turn (discards
 * thrown on the table, a photo turned by a data set) scores under {@link TileNet#TILE_THRESHOLD},
 * often 0.13-0.4, where a tile lying straight scores 0.6-0.9: of a held-out photo's 26 tiles
 * thrown on a cloth (discards_003) 12 scored 0.4 or more and 11 of the rest 0.13-0.39. Such a
 * spot is a tile when it lies apart from every tile found ({@link #overlapping}) and the second
 * look surely sees a tile face there: "no face" under {@link #NO_FACE}, a face at {@link #FACE}
 * or more, and not a blank one (a white card or glare looks like a blank, which has its own rule,
 * {@link Recognizer#BLANK_TILE_FLOOR}). Where the tiles found include a hand laid in a row
 * ({@link #handRow}), only a faint spot in line with the row is kept: one elsewhere is a discard
 * or another player's tile, which the camera should not read into the hand. A photo of three
 * spots or fewer is left as it is: they may be a crop's dots, which the whole crop's read
 * decides on.
 *
 * <p>Measured (2026-11-28, thirtieth session, {@code recognize --eval}, against the session's
 * first jar): held-out photos' tiles matched by box 1142 to 1153 of 1509, 1467 to 1497 read
 * (the faces counted per photo, boxes aside, 0.975 / 0.948 to 0.973 / 0.965); of the three
 * shared photos of tiles thrown on a cloth 65 to 80 of 84 counted (discards_003 12 to 22), of a
 * turned block of 42 tiles 15 to 28; all 430 shared photos 5623 to 5649 by box,
 * counted 6727 to 6770 of 7066, 6983 to 7042 read; melds a tile apart 2285 to 2289; made-up
 * hands 1327 to 1328; every other set the same (KDE jade crops one more read, not right). Without
 * the row rule the 430 photos read 7268 tiles, 6775 counted: the discards round a hand. From a
 * floor of 0.25 (blank faces not yet left out): 6760 counted, 7026 read; 0.1: 6772, 7065. A face at 0.8: 9 fewer counted, 19
 * fewer read. Bench median 58.4-59.5 ms against 56.8-58.4 (alternated, the 430 photos, one core).
 */
final class FaintTiles {
  /** Spots scored this much or more may be faint tiles. */
  static final double FLOOR = 0.15;
  /** The second look sees no face at under this chance... */
  static final double NO_FACE = 0.05;
  /** ...and its likeliest face at this chance or more. */
  static final double FACE = 0.5;
  /**
   * At most this many faint spots a photo, the likeliest first, are looked at again (about 1.6 ms
   * each): a busy cloth could show hundreds. Of the 466 looks at the 430 shared photos (a photo
   * looked at widened back or swapped is looked at twice) 384 had no faint spot apart from the
   * tiles found, 81 had 1-11, one 23.
   */
  static final int MOST_LOOKED_AT = 24;
  /** Faint tiles are looked for among more than this many tiles found (a crop's few dots are left to the whole-crop read). */
  static final int AMONG_MORE_THAN = 3;
  /** Tiles found this many or more in one straight row are a hand laid out. */
  static final int HAND_ROW = 11;
  /** Tiles side by side in a row have centres within this many of their shorter sides. */
  static final double SIDE_BY_SIDE = 1.25;
  /** A row is straight when its centres lie within this many shorter sides of its line (root mean square). */
  static final double STRAIGHT = 0.35;
  /** A faint spot is in line with the row within this many shorter sides of its line... */
  static final double IN_LINE = 0.5;
  /** ...and within this many of its ends. */
  static final double BEYOND_ENDS = 1.5;
  private FaintTiles() {}

  /**
   * The faint tiles among {@code seen} (every spot of the network's look, down to {@link #FLOOR}),
   * given the {@code tiles} found at {@code threshold}; {@code secondLook} gives the second
   * look's probabilities for boxes (the faces, then "no face" at {@link TileFace#NONE}).
   */
  static List<TileNet.Spot> among(List<TileNet.Spot> seen, List<TileNet.Spot> tiles, double threshold,
      Function<List<Quad.Box>, double[][]> secondLook) {
    if (tiles.size() <= AMONG_MORE_THAN) {
      return List.of();
    }
    Optional<Row> row = handRow(tiles.stream().map(TileNet.Spot::box).toList());
    return seenAsFaces(faintApart(seen, tiles, threshold, b -> row.map(r -> r.inLine(b)).orElse(true)), secondLook);
  }

  /**
   * The faint tiles among {@code seen} beside the one to {@link #AMONG_MORE_THAN} tiles of a
   * close-up the network found at a farther look, where it boxes tiles, not their dots or sticks
   * ({@link LookDistance#fartherIfLarge}): a spot beside one of them and about its size ({@link
   * Rows#beside}) and {@code whole} (not cut off by the photo's edge, which a close-up's
   * neighbours are) is a tile when the second look surely sees a face there, as {@link #among}
   * asks. A close-up's plain tile, a 西 drawn thin, scores 0.2-0.4 there now and then: the
   * built-in close-ups of 2-4 tiles of 18 sets read 2,931 to 2,942 of 3,888 right by box, 2,990
   * to 3,001 counted per photo (3,822 to 3,840 read); crops, hands, melds and the 430 shared
   * photos the same.
   */
  static List<TileNet.Spot> besideCloseUp(List<TileNet.Spot> seen, List<TileNet.Spot> tiles, double threshold,
      Predicate<Quad.Box> whole, Function<List<Quad.Box>, double[][]> secondLook) {
    if (tiles.isEmpty() || tiles.size() > AMONG_MORE_THAN) {
      return List.of();
    }
    return seenAsFaces(faintApart(seen, tiles, threshold,
        b -> whole.test(b) && tiles.stream().anyMatch(t -> Rows.beside(t.box(), b))), secondLook);
  }

  /**
   * The tiles another look found beside the one to {@link #AMONG_MORE_THAN} tiles of a close-up
   * where the look that holds did not ({@link LookDistance#fartherIfLarge}). Of a made-up pair, a 3 of
   * bamboo and a 西, the hand look found the 3 alone (0.63) and held over the farther look's pair
   * (0.49 and 0.44, a lower mean), so the 西, 0.33 at the hand look, was lost: faint spots are
   * looked for among a few tiles only where a farther look holds ({@link #besideCloseUp}). Such a
   * tile, beside one found, about its size, {@code whole} and apart from every tile found, is kept
   * where the second look surely sees a face, as a faint one is. Measured: {@link Recognizer}'s
   * use of it.
   */
  static List<TileNet.Spot> besideCloseUpFromOtherLooks(List<TileNet.Spot> otherLooksTiles, List<TileNet.Spot> tiles,
      Predicate<Quad.Box> whole, Function<List<Quad.Box>, double[][]> secondLook) {
    if (tiles.isEmpty() || tiles.size() > AMONG_MORE_THAN) {
      return List.of();
    }
    return seenAsFaces(apart(otherLooksTiles, tiles, s -> true,
        b -> whole.test(b) && tiles.stream().anyMatch(t -> Rows.beside(t.box(), b))), secondLook);
  }

  /**
   * The faint spots of {@code seen} ({@link #FLOOR} to {@code threshold}), the likeliest first and
   * at most {@link #MOST_LOOKED_AT}, that lie {@code where} asked and apart from the tiles found
   * and from each other ({@link #overlapping}).
   */
  private static List<TileNet.Spot> faintApart(List<TileNet.Spot> seen, List<TileNet.Spot> tiles, double threshold,
      Predicate<Quad.Box> where) {
    return apart(seen, tiles, s -> s.score() < threshold && s.score() >= FLOOR, where);
  }

  /** The spots of {@code seen} {@code scored} so, as {@link #faintApart} takes them. */
  private static List<TileNet.Spot> apart(List<TileNet.Spot> seen, List<TileNet.Spot> tiles, Predicate<TileNet.Spot> scored,
      Predicate<Quad.Box> where) {
    List<TileNet.Spot> apart = new ArrayList<>();
    List<Quad.Box> taken = new ArrayList<>(tiles.stream().map(TileNet.Spot::box).toList());
    for (TileNet.Spot s : seen.stream().sorted(Comparator.comparingDouble(TileNet.Spot::score).reversed()).toList()) {
      if (apart.size() < MOST_LOOKED_AT && scored.test(s)
          && taken.stream().noneMatch(t -> overlapping(t, s.box())) && where.test(s.box())) {
        apart.add(s);
        taken.add(s.box());
      }
    }
    return apart;
  }

  /** The spots the second look surely sees a tile face at, not a blank one ({@link #NO_FACE}, {@link #FACE}). */
  private static List<TileNet.Spot> seenAsFaces(List<TileNet.Spot> apart, Function<List<Quad.Box>, double[][]> secondLook) {
    if (apart.isEmpty()) {
      return List.of();
    }
    double[][] p = secondLook.apply(apart.stream().map(TileNet.Spot::box).toList());
    List<TileNet.Spot> out = new ArrayList<>();
    for (int i = 0; i < apart.size(); i++) {
      if (surelyAFace(p[i])) {
        out.add(apart.get(i));
      }
    }
    return out;
  }

  /**
   * Whether the second look's probabilities (the faces, then "no face" at {@link TileFace#NONE})
   * surely see a tile face, not a blank one ({@link #NO_FACE}, {@link #FACE}): a blank face is
   * what a white card or glare looks like too; blanks are kept by their own rule ({@link
   * Recognizer#BLANK_TILE_FLOOR}).
   */
  static boolean surelyAFace(double[] p) {
    int likeliest = TileFace.likeliestFace(p);
    return p[TileFace.NONE] < NO_FACE && p[likeliest] >= FACE && likeliest != TileNet.WHITE_DRAGON;
  }

  /** Two boxes of one tile: either's centre inside the other, or IoU over 0.2. */
  static boolean overlapping(Quad.Box a, Quad.Box b) {
    return a.contains(b.centreX(), b.centreY()) || b.contains(a.centreX(), a.centreY()) || a.iou(b) > 0.2;
  }

  /** A straight row of tiles: a point on its line, the line's direction (unit), its ends along it, a tile's shorter side. */
  record Row(double cx, double cy, double dx, double dy, double from, double to, double side) {
    boolean inLine(Quad.Box b) {
      double x = b.centreX() - cx, y = b.centreY() - cy;
      double along = x * dx + y * dy, across = Math.abs(-x * dy + y * dx);
      return across <= IN_LINE * side && along >= from - BEYOND_ENDS * side && along <= to + BEYOND_ENDS * side;
    }
  }

  /**
   * The hand laid in a row among the boxes: the largest chain of boxes side by side (centres
   * within {@link #SIDE_BY_SIDE} of the median shorter side) that holds {@link #HAND_ROW} or more
   * and lies straight ({@link #STRAIGHT}); none if no chain does (a pile of discards round a
   * hand chains too, but not straight).
   */
  static Optional<Row> handRow(List<Quad.Box> boxes) {
    if (boxes.size() < HAND_ROW) {
      return Optional.empty();
    }
    double side = Quad.Box.medianShorterSide(boxes);
    List<Point> centres = boxes.stream().map(b -> new Point(b.centreX(), b.centreY())).toList();
    Optional<Row> best = Optional.empty();
    int bestCount = 0;
    for (List<Integer> chain : FarGroups.chained(centres, SIDE_BY_SIDE * side)) {
      if (chain.size() >= HAND_ROW && chain.size() > bestCount) {
        Optional<Row> row = straight(chain.stream().map(boxes::get).toList(), side);
        if (row.isPresent()) {
          best = row;
          bestCount = chain.size();
        }
      }
    }
    return best;
  }

  /** The chain as a row if its centres lie straight ({@link #STRAIGHT}). */
  private static Optional<Row> straight(List<Quad.Box> chain, double side) {
    double mx = chain.stream().mapToDouble(Quad.Box::centreX).average().orElseThrow();
    double my = chain.stream().mapToDouble(Quad.Box::centreY).average().orElseThrow();
    double sxx = 0, syy = 0, sxy = 0;
    for (Quad.Box b : chain) {
      double x = b.centreX() - mx, y = b.centreY() - my;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
    double angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    double dx = Math.cos(angle), dy = Math.sin(angle);
    double from = Double.MAX_VALUE, to = -Double.MAX_VALUE, across = 0;
    for (Quad.Box b : chain) {
      double x = b.centreX() - mx, y = b.centreY() - my;
      double along = x * dx + y * dy, off = -x * dy + y * dx;
      from = Math.min(from, along);
      to = Math.max(to, along);
      across += off * off;
    }
    if (Math.sqrt(across / chain.size()) > STRAIGHT * side) {
      return Optional.empty();
    }
    return Optional.of(new Row(mx, my, dx, dy, from, to, side));
  }
}
