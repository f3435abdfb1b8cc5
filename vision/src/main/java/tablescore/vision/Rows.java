package tablescore.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Where tiles stand in rows, from their boxes alone: a box beside another, a tile's two
 * neighbours' places, the gaps of one tile in a row of standing tiles and the places one step
 * beyond its ends. {@link Recognizer} reads what lies there.
 */
final class Rows {
  private Rows() {}

  /**
   * A box this much longer one way than the other shows which way the tile lies: which way its
   * row runs here, whether it stands or lies sideways in {@link Recognizer}.
   */
  static final double CLEARLY_LONGER = 1.15;

  /** How far beyond its own box, in its own widths and heights, a kept blank's neighbour may begin. */
  static final double BLANK_REACH = 0.5;

  /**
   * Whether box {@code b} begins within {@link #BLANK_REACH} of {@code a}'s size beyond {@code a}
   * and is about a tile of its size (0.4-2.5 times its area), not the same spot.
   */
  static boolean beside(Quad.Box a, Quad.Box b) {
    double ratio = a.area() / b.area();
    if (ratio < 0.4 || ratio > 2.5 || a.iou(b) > 0.3) {
      return false;
    }
    return a.scaled(1 + 2 * BLANK_REACH).overlap(b) > 0;
  }

  /**
   * The places of a tile's two neighbours in a row: beside its longer sides, of its own size. A
   * tile is taken to lie sideways, its row running up and down, only when its box is clearly wider
   * than high ({@link #CLEARLY_LONGER}): a box about square is taken to stand, as most rows do (a
   * crop's 万 boxed alone, a little wider than high, had its 三 above it).
   */
  static List<Quad.Box> rowNeighbours(Quad.Box tile) {
    double w = tile.x1() - tile.x0(), h = tile.y1() - tile.y0();
    return w <= CLEARLY_LONGER * h
        ? List.of(new Quad.Box(tile.x0() - w, tile.y0(), tile.x0(), tile.y1()),
            new Quad.Box(tile.x1(), tile.y0(), tile.x1() + w, tile.y1()))
        : List.of(new Quad.Box(tile.x0(), tile.y0() - h, tile.x1(), tile.y0()),
            new Quad.Box(tile.x0(), tile.y1(), tile.x1(), tile.y1() + h));
  }

  /**
   * A gap holds one missed tile when its neighbours' centres are two of the row's steps apart,
   * give or take this much of a step: the faces either side may be placed a quarter of a tile
   * into it (0.3 to 0.4: KDE jade hands 0.935 / 0.940 to 0.935 / 0.946, as 640x640 frames 0.898 /
   * 0.893 to 0.899 / 0.899; the other sets and CalibratedSetsTest unchanged. 0.4 to 0.5, once a
   * tile read twice is one ({@link Recognizer#SAME_PLACE}), whose twin had shortened the row's step: jade
   * 0.946 / 0.940 to 0.946 / 0.946, a 5 of dots between faces placed 1.6 steps apart read;
   * CalibrationEndToEndTest 41 to 42 of 42, its animal tile the network did not find read in its
   * gap; the rest unchanged). Only a face near the table's samples is read there ({@link Recognizer#GAP_NEAR}).
   */
  private static final double GAP_SLACK = 0.5;

  /**
   * A box one row's step beyond the last tile at each end of each row of standing tiles, where
   * it lies inside the photo ({@code photoWidth}) and no tile's box already covers it; none when
   * no two tiles stand side by side to give the step.
   */
  static List<Quad.Box> beyondRowEnds(List<Quad.Box> boxes, int photoWidth) {
    List<Quad.Box> next = boxes.stream().map(a -> nextInRow(a, boxes)).toList();
    if (next.stream().allMatch(java.util.Objects::isNull)) {
      return List.of();
    }
    double step = rowStep(boxes, next);
    List<Quad.Box> ends = new ArrayList<>();
    for (int i = 0; i < boxes.size(); i++) {
      Quad.Box a = boxes.get(i);
      if (a.y1() - a.y0() <= a.x1() - a.x0()) {
        continue; // a row of standing tiles only
      }
      boolean last = next.get(i) == null, first = next.stream().noneMatch(b -> b == a);
      for (double dx : last && first ? new double[] {step, -step} : last ? new double[] {step} : first ? new double[] {-step} : new double[0]) {
        double x = a.centreX() + dx;
        Quad.Box end = new Quad.Box(x - step / 2, a.y0(), x + step / 2, a.y1());
        if (end.x0() >= 0 && end.x1() <= photoWidth && boxes.stream().noneMatch(o -> o.overlap(end) > 0.3 * end.area())) {
          ends.add(end);
        }
      }
    }
    return ends;
  }

  /** Where a row of standing tiles has room for just one tile between two of them ({@link Recognizer#withGapsInRows}). */
  static List<Quad.Box> gapsInRows(List<Quad.Box> boxes) {
    List<Quad.Box> next = boxes.stream().map(a -> nextInRow(a, boxes)).toList();
    double step = rowStep(boxes, next);
    List<Quad.Box> gaps = new ArrayList<>();
    for (int i = 0; i < boxes.size(); i++) {
      Quad.Box a = boxes.get(i), b = next.get(i);
      if (b == null || Math.abs((b.centreX() - a.centreX()) / step - 2) > GAP_SLACK) {
        continue;
      }
      double x = (a.centreX() + b.centreX()) / 2;
      Quad.Box gap = new Quad.Box(x - step / 2, (a.y0() + b.y0()) / 2, x + step / 2, (a.y1() + b.y1()) / 2);
      if (boxes.stream().noneMatch(o -> o.overlap(gap) > 0.3 * gap.area())) {
        gaps.add(gap);
      }
    }
    return gaps;
  }

  /** The median step between neighbours of a row: each box's centre to its {@code next}'s ({@link #nextInRow}). */
  private static double rowStep(List<Quad.Box> boxes, List<Quad.Box> next) {
    return Calibration.median(IntStream.range(0, boxes.size())
        .filter(i -> next.get(i) != null).mapToDouble(i -> next.get(i).centreX() - boxes.get(i).centreX()).toArray());
  }

  /** The nearest standing tile to the right of a standing tile, level with it; null if none. */
  private static Quad.Box nextInRow(Quad.Box a, List<Quad.Box> boxes) {
    double ah = a.y1() - a.y0();
    if (ah <= a.x1() - a.x0()) {
      return null;
    }
    Quad.Box next = null;
    for (Quad.Box b : boxes) {
      if (b != a && b.y1() - b.y0() > b.x1() - b.x0() && Math.abs(b.centreY() - a.centreY()) < 0.3 * ah
          && b.centreX() > a.centreX() && (next == null || b.centreX() < next.centreX())) {
        next = b;
      }
    }
    return next;
  }
}
