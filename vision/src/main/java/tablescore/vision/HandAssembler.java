package tablescore.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.opencv.core.Point;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * Turns the tiles read from a photo into a hand for the engine: bonus tiles apart; tiles that
 * touch form groups; the biggest group with no sideways tile is the concealed part; other groups
 * are melds if they hold a sideways (called) tile or lie as one ({@link #laidAsAMeld}), and part
 * of the concealed hand if not (a pair or loose tiles a winner laid a little apart). Tiles read
 * with low confidence are listed for the phone to ask about.
 */
public final class HandAssembler {
  /** Two tiles are in one group when the gap between them is under this share of a tile width. */
  static final double TOUCH_GAP = 0.35;

  private final double uncertainBelow;

  public HandAssembler(double uncertainBelow) {
    this.uncertainBelow = uncertainBelow;
  }

  public HandAssembler() {
    this(0.8);
  }

  /** A meld as laid: tiles in order along the group, and which positions lie sideways (claimed). */
  public record Meld(List<String> tiles, List<Integer> sideways) {
    public boolean claimed() {
      return !sideways.isEmpty();
    }
  }

  /** The hand: concealed tiles, melds, bonus tiles, and the readings to confirm. */
  public record AssembledHand(List<String> concealed, List<Meld> melds, List<String> bonus,
      List<TileReading> uncertain) {}

  public AssembledHand assemble(List<TileReading> readings) {
    List<String> bonus = new ArrayList<>();
    List<TileReading> playing = new ArrayList<>();
    for (TileReading r : readings) {
      if (Faces.isBonus(r.tile())) {
        bonus.add(r.tile());
      } else {
        playing.add(r);
      }
    }
    List<List<TileReading>> groups = groups(playing);
    List<TileReading> concealedGroup = groups.stream()
        .filter(g -> g.stream().noneMatch(r -> r.orientation() == Orientation.SIDEWAYS))
        .max(Comparator.comparingInt(List::size))
        .orElse(List.of());
    // Tiles set apart that are no meld come first: the concealed group's last tile stays the last laid.
    List<String> concealed = new ArrayList<>();
    List<Meld> melds = new ArrayList<>();
    for (List<TileReading> g : groups) {
      if (g != concealedGroup && !laidAsAMeld(g)) {
        g.forEach(r -> concealed.add(r.tile()));
      }
    }
    concealedGroup.forEach(r -> concealed.add(r.tile()));
    for (List<TileReading> g : groups) {
      if (g == concealedGroup || !laidAsAMeld(g)) {
        continue;
      }
      List<Integer> sideways = new ArrayList<>();
      for (int i = 0; i < g.size(); i++) {
        if (g.get(i).orientation() == Orientation.SIDEWAYS) {
          sideways.add(i);
        }
      }
      melds.add(new Meld(g.stream().map(TileReading::tile).toList(), List.copyOf(sideways)));
    }
    List<TileReading> uncertain = readings.stream().filter(r -> r.confidence() < uncertainBelow).toList();
    return new AssembledHand(List.copyOf(concealed), List.copyOf(melds), List.copyOf(bonus), uncertain);
  }

  /**
   * Whether a group set apart from the concealed tiles is a meld: it holds a sideways (called)
   * tile, whatever was read (a misread shows as a meld the phone can put right), or its faces are
   * a chow, pung or kong, or two of a kind: a concealed kong laid with its two end tiles face down
   * (whose backs are no face to read).
   */
  static boolean laidAsAMeld(List<TileReading> group) {
    if (group.stream().anyMatch(r -> r.orientation() == Orientation.SIDEWAYS)) {
      return true;
    }
    List<Tile> tiles = new ArrayList<>();
    for (TileReading r : group) {
      try {
        tiles.add(Notation.parseTile(r.tile()));
      } catch (IllegalArgumentException e) {
        return false; // a face the engine does not know is no meld
      }
    }
    return switch (tiles.size()) {
      case 2 -> tiles.get(0).plain().equals(tiles.get(1).plain());
      case 3 -> HandValidator.isWellFormed(new tablescore.engine.hand.Meld(MeldKind.PUNG, tiles, null))
          || HandValidator.isWellFormed(new tablescore.engine.hand.Meld(MeldKind.CHOW, tiles, null));
      case 4 -> HandValidator.isWellFormed(new tablescore.engine.hand.Meld(MeldKind.CONCEALED_KONG, tiles, null));
      default -> false;
    };
  }

  /** Connected groups of touching tiles, each ordered along its own length. */
  static List<List<TileReading>> groups(List<TileReading> tiles) {
    int n = tiles.size();
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
    double width = tiles.stream().mapToDouble(t -> Math.min(t.quad().width(), t.quad().height()))
        .sorted().skip(n / 2).findFirst().orElse(1);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (gap(tiles.get(i).quad(), tiles.get(j).quad()) < TOUCH_GAP * width) {
          parent[find(parent, i)] = find(parent, j);
        }
      }
    }
    List<List<TileReading>> out = new ArrayList<>();
    List<Integer> roots = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int r = find(parent, i);
      int k = roots.indexOf(r);
      if (k < 0) {
        roots.add(r);
        out.add(new ArrayList<>());
        k = out.size() - 1;
      }
      out.get(k).add(tiles.get(i));
    }
    for (List<TileReading> g : out) {
      orderAlong(g);
    }
    out.sort(Comparator.comparingDouble((List<TileReading> g) -> g.get(0).quad().center().y)
        .thenComparingDouble(g -> g.get(0).quad().center().x));
    return out;
  }

  /** Gap between two quads along the line joining their centres (negative when they overlap). */
  static double gap(Quad a, Quad b) {
    Point ca = a.center(), cb = b.center();
    double dx = cb.x - ca.x, dy = cb.y - ca.y;
    double d = Math.hypot(dx, dy);
    if (d == 0) {
      return -1;
    }
    double ux = dx / d, uy = dy / d;
    return d - extent(a, ca, ux, uy) - extent(b, cb, -ux, -uy);
  }

  private static double extent(Quad q, Point c, double ux, double uy) {
    // Where the ray from the centre leaves the quad: the smallest positive hit on an edge.
    double best = Double.MAX_VALUE;
    List<Point> ps = q.points();
    for (int i = 0; i < 4; i++) {
      Point p = ps.get(i), r = ps.get((i + 1) % 4);
      double ex = r.x - p.x, ey = r.y - p.y;
      double den = ux * ey - uy * ex;
      if (Math.abs(den) < 1e-9) {
        continue;
      }
      double t = ((p.x - c.x) * ey - (p.y - c.y) * ex) / den;
      double s = ((p.x - c.x) * uy - (p.y - c.y) * ux) / den;
      if (t > 0 && s >= -1e-9 && s <= 1 + 1e-9) {
        best = Math.min(best, t);
      }
    }
    return best == Double.MAX_VALUE ? 0 : best;
  }

  private static void orderAlong(List<TileReading> g) {
    if (g.size() < 2) {
      return;
    }
    double x0 = g.stream().mapToDouble(t -> t.quad().center().x).min().orElse(0);
    double x1 = g.stream().mapToDouble(t -> t.quad().center().x).max().orElse(0);
    double y0 = g.stream().mapToDouble(t -> t.quad().center().y).min().orElse(0);
    double y1 = g.stream().mapToDouble(t -> t.quad().center().y).max().orElse(0);
    boolean horizontal = x1 - x0 >= y1 - y0;
    g.sort(Comparator.comparingDouble(t -> horizontal ? t.quad().center().x : t.quad().center().y));
  }

  private static int find(int[] parent, int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }
}
