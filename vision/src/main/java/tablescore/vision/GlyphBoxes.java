package tablescore.vision;

import org.opencv.core.Mat;

/**
 * Where on a tile its printed glyphs are looked for: the box a spot's name, number or index is
 * read in ({@link #glyphBox}) and a calibrated tile's index box ({@link #indexBox}), the network's
 * box lengthened along the face and widened across it by measured shares, kept within the photo,
 * and whether a calibrated tile is large enough for its index to be read. {@link GlyphReading} and
 * {@link Calibration} read the glyphs; these boxes are kept apart from them, each reach with the
 * measurement behind it, so that they can be read together and Recognizer, too large to read rule
 * by rule with them in it, is shorter.
 */
final class GlyphBoxes {
  private GlyphBoxes() {}

  /**
   * Where a spot's printed glyphs are read: its box lengthened {@link #GLYPH_REACH} of its length
   * at each end along the face, as the network turns it, unless the box lies the other way, then
   * widened {@link #GLYPH_REACH_ACROSS} of its width at each side, all kept within the photo (a
   * crop's own edge, reached, would read like a 1). The network's box of a set it never saw may
   * stop short of the tile's ends and sides, and the name and the index are printed in a top
   * corner; but a close-up's box wider than its tile already is not widened ({@link
   * #closeUpBoxedWide}).
   */
  static Quad.Box glyphBox(TileNet.Spot s, Mat image) {
    int turn = Recognizer.turnOf(s);
    if (turn < 0) {
      return s.box();
    }
    Quad.Box b = s.box();
    double w = b.x1() - b.x0(), h = b.y1() - b.y0();
    Quad.Box longer = (turn % 2 == 0 ? h < w : w < h) ? b : lengthened(b, turn, GLYPH_REACH, image);
    return closeUpBoxedWide(b, turn, image) ? longer : widened(longer, turn, GLYPH_REACH_ACROSS, image);
  }

  /**
   * Whether a box is a close-up's tile ({@link #CLOSE_UP_TILE_SIDE}) boxed wider across than a
   * tile of its length ({@link #BOXED_WIDE}), as the network turns it. The network boxes a large
   * tile of a set it never saw with some of its neighbours' edges, and widened further the box
   * takes in their glyphs: a made-up set's AUT 秋 with its 3, beside a 5 of characters, read as
   * a chrysanthemum, its name and number read surely in its own box.
   */
  static boolean closeUpBoxedWide(Quad.Box b, int turn, Mat image) {
    double along = turn % 2 == 0 ? b.y1() - b.y0() : b.x1() - b.x0();
    double across = turn % 2 == 0 ? b.x1() - b.x0() : b.y1() - b.y0();
    return b.shorterSide() >= CLOSE_UP_TILE_SIDE * Math.min(image.cols(), image.rows())
        && across >= BOXED_WIDE * along / Recognizer.STANDING_TILE;
  }

  /**
   * A box whose shorter side is this share of the photo's or more is a close-up's tile. Measured
   * (2026-11-30, fiftieth session, {@code recognize --eval}, {@link #BOXED_WIDE} at 1.1): the
   * built-in close-ups of 2-4 tiles of 18 sets never learnt 3,156 to 3,190 of 3,888 right by
   * box, counted per photo 3,209 to 3,244; all 430 shared photos 5,651 to 5,652 (counted 6,772
   * to 6,773); crops, hands, melds, hands at 0.63 of their size, tight crops and the held-out
   * photos the same. From 0.1 (any box): close-ups 3,195, but the made-up and xmahjongg hands 3
   * fewer (a hand's unseen tiles boxed wide but short of a side).
   */
  static final double CLOSE_UP_TILE_SIDE = 0.2;
  /**
   * A box at least this many times as wide across as a standing tile of its length ({@link
   * Recognizer#STANDING_TILE}) is wider than its tile. Close-ups (any size of box, above): 3,182 at 1.0,
   * 3,195 at 1.1, 3,187 at 1.2, 3,158 at 1.35 (3,156 never). A large box short of the tile's
   * side, narrower than a tile, is widened as before ({@code PrintedGlyphsTest}).
   */
  static final double BOXED_WIDE = 1.1;

  /**
   * Measured (2026-11-26, {@code recognize --eval}): made-up sets never learnt, crops 309 to 310 of
   * 340, hands 1173 to 1177 of 1345, their squeezed frames 303 to 301; KDE hands 156 / 126 / 145
   * to 156 / 127 / 146; held-out photos the same. 0.09 read the made-up hands 1179 and 0.12 KDE
   * traditional's hands 122 (its English words read as names); lengthened along the longer side
   * whatever the turn, past the photo's edge, squeezed frames 303 to 269.
   */
  static final double GLYPH_REACH = 0.06;

  /**
   * Measured (2026-11-26, {@code recognize --eval}), a flower's box widened (a made-up hand's 2 夏,
   * its name in the top corner cut off by a box 8 pixels inside the tile's 56): made-up sets never
   * learnt, hands 1220 to 1240 of 1344, crops the same; KDE hands 157 / 124 / 151 to 160 / 123 /
   * 152 of 168, KDE crops the same; held-out photos 1138 to 1137 of 1509 (0.06 read the made-up
   * hands 1233, 0.12 1239, 0.18 1223 and 0.25 1151: a neighbour's glyphs). A suit tile's box
   * widened too, for its index: made-up hands 1244, KDE hands 160 / 125 / 154, the rest the same.
   */
  static final double GLYPH_REACH_ACROSS = 0.1;

  /**
   * The calibrated tile is the network's median box, which on some sets stops short of the
   * tile's ends, where the index is printed (KDE's jade set: boxes 65 pixels of an 80-pixel tile):
   * it is read in the box lengthened this much of its length at each end. Jade hands: none 0.958,
   * 0.06 the same, 0.12 0.964, 0.18 0.964 (a 640x640 frame a tile more). Widened across by
   * {@link #GLYPH_REACH_ACROSS} too (2026-11-26, ninth session): jade hands 0.970 to 0.982, their
   * 640x640 frames 0.940 to 0.958, melds 0.970 / 0.964 to 0.982 / 0.976; default and traditional
   * the same (0.05: jade 0.976, 0.952, 0.976 / 0.970; 0.15 as 0.1; 0.2 lost a default frame's
   * tile and jade's melds went back to 0.970).
   */
  static final double INDEX_REACH = 0.12;

  /**
   * Where a calibrated tile's index is read: its box lengthened {@code above} of its length above
   * the face's top and {@link #INDEX_REACH} below its foot, and widened as the built-in reading's
   * glyph box is (the index stands in a top corner).
   */
  static Quad.Box indexBox(Quad.Box tile, int turn, double above, Mat image) {
    return widened(lengthened(tile, turn, above, INDEX_REACH, image), turn, GLYPH_REACH_ACROSS, image);
  }

  /** Whether a calibrated tile is large enough in the photo for its index to be read ({@link #INDEX_LEGIBLE}). */
  static boolean indexLegible(Quad.Box tile) {
    return Math.min(tile.x1() - tile.x0(), tile.y1() - tile.y0()) >= INDEX_LEGIBLE;
  }

  /**
   * A set that prints an index ({@link Calibration#indexPrinted}) whose index read no digit at
   * {@link TilePrint#DIGIT_SEEN} in its {@link #indexBox} has it read again in a box reaching this much of the
   * tile's length above its top: a calibrated box a few pixels below the tile's top leaves an
   * index printed close under the edge at the band's very top, where the reader (which reads a
   * little inside its box, {@link PrintedGlyphs#INSIDE}) sees it cut. A made-up set's 8 of dots,
   * its box 10 pixels below the tile's top, read its 8 at 0.02 there and at 0.95 here. Measured
   * (2026-11-27, twentieth session; hands and melds of 8 made-up and 3 KDE sets, each calibrated
   * from its layout photo): 3,673 to 3,675 of 3,696 tiles right (that set's 8 and 9 of dots, read
   * as 6s before); 0.15 and 0.3 3,674, 0.25 3,675. Read again so for every set, whatever its
   * layout showed, a set that prints no index read a 5 of bamboo as an 8 (3,674).
   */
  static final double INDEX_TOP_REACH = 0.2;

  /**
   * The box lengthened by {@code share} of its length at each end along a face turned
   * {@code turn} quarter turns (down a standing face, across a lying one), within the photo.
   */
  static Quad.Box lengthened(Quad.Box b, int turn, double share, Mat image) {
    return lengthened(b, turn, share, share, image);
  }

  /**
   * The box lengthened {@code above} of its length beyond the top of a face turned {@code turn}
   * quarter turns and {@code below} beyond its foot, within the photo.
   */
  static Quad.Box lengthened(Quad.Box b, int turn, double above, double below, Mat image) {
    double w = b.x1() - b.x0(), h = b.y1() - b.y0();
    int t = Math.floorMod(turn, 4);
    // Stood up as PrintedGlyphs stands it, a face turned once or twice has its top at the box's foot or right.
    double before = t == 0 || t == 3 ? above : below, after = t == 0 || t == 3 ? below : above;
    Quad.Box longer = t % 2 == 0 ? new Quad.Box(b.x0(), b.y0() - before * h, b.x1(), b.y1() + after * h)
        : new Quad.Box(b.x0() - before * w, b.y0(), b.x1() + after * w, b.y1());
    return longer.within(image.cols(), image.rows());
  }
  /** The box widened by {@code share} of its width at each side, across a face turned {@code turn} quarter turns. */
  static Quad.Box widened(Quad.Box b, int turn, double share, Mat image) {
    return lengthened(b, turn + 1, share, image);
  }
  /**
   * A calibrated tile's shorter side, in pixels of the photo, from which its index is read: KDE's
   * default set's 2 of characters in a 640x640 frame of a hand, 33 pixels across, was read as a 3
   * with the built-in reader's {@link GlyphReading#NAME_LEGIBLE}, and as a 2 from 30 (24 the same; those
   * frames' other tiles and {@code CalibratedSetsTest} the same).
   */
  static final double INDEX_LEGIBLE = 30;
}
