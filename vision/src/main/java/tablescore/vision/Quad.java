package tablescore.vision;

import java.util.List;
import org.opencv.core.Point;
import org.opencv.core.Rect;

/**
 * A tile face as four corners in image pixels, in order: top-left, top-right, bottom-right,
 * bottom-left of the face as read (so the edge p0-p1 is the top of the face).
 */
public record Quad(Point p0, Point p1, Point p2, Point p3) {

  public List<Point> points() {
    return List.of(p0, p1, p2, p3);
  }

  public Point center() {
    return new Point((p0.x + p1.x + p2.x + p3.x) / 4, (p0.y + p1.y + p2.y + p3.y) / 4);
  }

  /** Length of the top edge (face width). */
  public double width() {
    return (dist(p0, p1) + dist(p3, p2)) / 2;
  }

  /** Length of the side edge (face height). */
  public double height() {
    return (dist(p0, p3) + dist(p1, p2)) / 2;
  }

  public double area() {
    double a = 0;
    List<Point> ps = points();
    for (int i = 0; i < 4; i++) {
      Point u = ps.get(i);
      Point v = ps.get((i + 1) % 4);
      a += u.x * v.y - v.x * u.y;
    }
    return Math.abs(a) / 2;
  }

  /** Axis-aligned bounds, used for IoU against labelled boxes. */
  public Box bounds() {
    double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
    for (Point p : points()) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
    return new Box(x0, y0, x1, y1);
  }

  /**
   * The quad grown by {@code across} of its width on the left and right and {@code down} of its
   * height above and below, along its own edges.
   */
  public Quad grown(double across, double down) {
    return new Quad(at(-across, -down), at(1 + across, -down), at(1 + across, 1 + down), at(-across, 1 + down));
  }

  /** The point at fractions (u across, v down) of the quad, bilinear between its corners. */
  Point at(double u, double v) {
    double x = (1 - u) * (1 - v) * p0.x + u * (1 - v) * p1.x + u * v * p2.x + (1 - u) * v * p3.x;
    double y = (1 - u) * (1 - v) * p0.y + u * (1 - v) * p1.y + u * v * p2.y + (1 - u) * v * p3.y;
    return new Point(x, y);
  }

  /** The same quad with corners rotated by {@code quarterTurns} positions (re-reads which edge is the top). */
  public Quad rotateCorners(int quarterTurns) {
    List<Point> ps = points();
    int k = Math.floorMod(quarterTurns, 4);
    return new Quad(ps.get(k), ps.get((k + 1) % 4), ps.get((k + 2) % 4), ps.get((k + 3) % 4));
  }

  /** This quad in a photo resized by {@code sx} across and {@code sy} down. */
  public Quad scaled(double sx, double sy) {
    return new Quad(mul(p0, sx, sy), mul(p1, sx, sy), mul(p2, sx, sy), mul(p3, sx, sy));
  }

  public static Quad ofRect(Rect r) {
    return new Quad(
        new Point(r.x, r.y),
        new Point(r.x + r.width, r.y),
        new Point(r.x + r.width, r.y + r.height),
        new Point(r.x, r.y + r.height));
  }

  private static Point mul(Point p, double sx, double sy) {
    return new Point(p.x * sx, p.y * sy);
  }

  static double dist(Point a, Point b) {
    return Math.hypot(a.x - b.x, a.y - b.y);
  }

  /** An axis-aligned box in pixels. */
  public record Box(double x0, double y0, double x1, double y1) {
    public boolean contains(double x, double y) {
      return x >= x0 && x <= x1 && y >= y0 && y <= y1;
    }

    public double centreX() {
      return (x0 + x1) / 2;
    }

    /** The shorter of its width and height: a tile's width whichever way it lies. */
    public double shorterSide() {
      return Math.min(x1 - x0, y1 - y0);
    }

    /** The longer of its width and height: a tile's height whichever way it lies. */
    public double longerSide() {
      return Math.max(x1 - x0, y1 - y0);
    }

    /** The median of the boxes' shorter sides: their tiles' width (0 for none). */
    static double medianShorterSide(List<Box> boxes) {
      return Calibration.median(boxes.stream().mapToDouble(Box::shorterSide).toArray());
    }

    /** The median of the boxes' longer sides: their tiles' height (0 for none). */
    static double medianLongerSide(List<Box> boxes) {
      return Calibration.median(boxes.stream().mapToDouble(Box::longerSide).toArray());
    }

    public double centreY() {
      return (y0 + y1) / 2;
    }

    public double area() {
      return Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
    }

    /** The area this box and another have in common. */
    public double overlap(Box o) {
      double ix = Math.max(0, Math.min(x1, o.x1) - Math.max(x0, o.x0));
      double iy = Math.max(0, Math.min(y1, o.y1) - Math.max(y0, o.y0));
      return ix * iy;
    }

    /** This box {@code factor} times as wide and as tall about its centre. */
    public Box scaled(double factor) {
      double gx = (x1 - x0) * (factor - 1) / 2, gy = (y1 - y0) * (factor - 1) / 2;
      return new Box(x0 - gx, y0 - gy, x1 + gx, y1 + gy);
    }

    /** The box round all of {@code boxes}, grown {@code margin} on every side (about the origin when there are none). */
    public static Box around(List<Box> boxes, double margin) {
      return new Box(boxes.stream().mapToDouble(Box::x0).min().orElse(0) - margin,
          boxes.stream().mapToDouble(Box::y0).min().orElse(0) - margin,
          boxes.stream().mapToDouble(Box::x1).max().orElse(0) + margin,
          boxes.stream().mapToDouble(Box::y1).max().orElse(0) + margin);
    }

    /** This box cut to the picture of {@code width} by {@code height} pixels it lies in. */
    public Box within(double width, double height) {
      return new Box(Math.max(0, x0), Math.max(0, y0), Math.min(width, x1), Math.min(height, y1));
    }

    public double iou(Box o) {
      double inter = overlap(o);
      double union = area() + o.area() - inter;
      return union <= 0 ? 0 : inter / union;
    }
  }
}
