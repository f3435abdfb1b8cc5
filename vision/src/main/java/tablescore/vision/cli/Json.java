package tablescore.vision.cli;

import java.util.List;
import java.util.Locale;
import org.opencv.core.Point;
import tablescore.vision.TileReading;

/** The JSON lines of the recognize command, written by hand (the shapes are small and fixed). */
public final class Json {
  private Json() {}

  public static String string(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  public static String readings(String image, List<TileReading> tiles, long millis) {
    StringBuilder b = new StringBuilder("{\"image\":").append(string(image)).append(",\"tiles\":[");
    for (int i = 0; i < tiles.size(); i++) {
      TileReading t = tiles.get(i);
      if (i > 0) {
        b.append(',');
      }
      b.append("{\"tile\":").append(string(t.tile())).append(",\"quad\":[");
      List<Point> ps = t.quad().points();
      for (int k = 0; k < 4; k++) {
        b.append(k > 0 ? "," : "").append('[').append(Math.round(ps.get(k).x)).append(',')
            .append(Math.round(ps.get(k).y)).append(']');
      }
      b.append("],\"confidence\":").append(String.format(Locale.ROOT, "%.3f", t.confidence()))
          .append(",\"runnerUp\":").append(string(t.runnerUp()))
          .append(",\"orientation\":").append(string(t.orientation().json())).append('}');
    }
    return b.append("],\"millis\":").append(millis).append('}').toString();
  }

  public static String error(String image, String message) {
    return "{\"image\":" + string(image) + ",\"tiles\":[],\"error\":" + string(message) + "}";
  }
}
