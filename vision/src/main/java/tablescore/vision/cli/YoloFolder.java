package tablescore.vision.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tablescore.vision.Faces;
import tablescore.vision.Quad;

/**
 * A folder of labelled photos in YOLO layout: images/, labels/ (one "class cx cy w h" line per
 * tile, or a polygon "class x1 y1 x2 y2 ..."), and data.yaml naming the classes.
 */
public record YoloFolder(Path dir, List<String> classFaces) {

  /** One photo and its labelled tiles (boxes in pixels, face in notation). */
  public record Photo(Path image, Path label) {}

  public record Label(String face, Quad.Box box) {}

  public static YoloFolder open(Path dir) {
    Path yaml = dir.resolve("data.yaml");
    if (!Files.isRegularFile(yaml)) {
      throw new IllegalArgumentException("no data.yaml in " + dir);
    }
    try {
      String text = Files.readString(yaml);
      Matcher m = Pattern.compile("names:\\s*\\[(.*?)]", Pattern.DOTALL).matcher(text);
      List<String> faces = new ArrayList<>();
      if (m.find()) {
        for (String n : m.group(1).split(",")) {
          faces.add(Faces.fromRoboflow(n.trim().replaceAll("^['\"]|['\"]$", "")));
        }
      } else {
        // Block list form: "names:\n  - a\n  - b" or "names:\n  0: a"
        boolean in = false;
        for (String line : text.split("\n")) {
          if (line.startsWith("names:")) {
            in = true;
            continue;
          }
          if (in && line.matches("\\s+(-|\\d+:).*")) {
            String n = line.replaceFirst("\\s+(-|\\d+:)\\s*", "").trim().replaceAll("^['\"]|['\"]$", "");
            faces.add(Faces.fromRoboflow(n));
          } else if (in && !line.isBlank()) {
            break;
          }
        }
      }
      if (faces.isEmpty()) {
        throw new IllegalArgumentException("no class names in " + yaml);
      }
      return new YoloFolder(dir, List.copyOf(faces));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public List<Photo> photos() {
    try (Stream<Path> s = Files.list(dir.resolve("images"))) {
      return s.filter(p -> p.getFileName().toString().matches("(?i).*\\.(jpe?g|png|bmp|webp)"))
          .sorted()
          .map(p -> new Photo(p, dir.resolve("labels").resolve(stem(p) + ".txt")))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Labelled tiles of a photo whose size is {@code width} x {@code height} pixels. */
  public List<Label> labels(Photo photo, int width, int height) {
    if (!Files.exists(photo.label())) {
      return List.of();
    }
    try {
      List<Label> out = new ArrayList<>();
      for (String line : Files.readAllLines(photo.label())) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 5) {
          continue;
        }
        String face = classFaces.get(Integer.parseInt(f[0]));
        double x0, y0, x1, y1;
        if (f.length == 5) {
          double cx = Double.parseDouble(f[1]), cy = Double.parseDouble(f[2]);
          double w = Double.parseDouble(f[3]), h = Double.parseDouble(f[4]);
          x0 = cx - w / 2; x1 = cx + w / 2; y0 = cy - h / 2; y1 = cy + h / 2;
        } else {
          x0 = y0 = Double.MAX_VALUE; x1 = y1 = -Double.MAX_VALUE;
          for (int i = 1; i + 1 < f.length; i += 2) {
            double x = Double.parseDouble(f[i]), y = Double.parseDouble(f[i + 1]);
            x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
          }
        }
        out.add(new Label(face, new Quad.Box(x0 * width, y0 * height, x1 * width, y1 * height)));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Deterministic held-out split by file name: about one photo in five is held out. Uses a fixed
   * string hash (not {@code String.hashCode} semantics that callers might change) of the stem.
   */
  public static boolean isHeldOut(Path image) {
    String stem = stem(image);
    long h = 1125899906842597L;
    for (int i = 0; i < stem.length(); i++) {
      h = 31 * h + stem.charAt(i);
    }
    return Math.floorMod(h ^ (h >>> 29), 5) == 0;
  }

  static String stem(Path p) {
    String n = p.getFileName().toString();
    int dot = n.lastIndexOf('.');
    return dot < 0 ? n : n.substring(0, dot);
  }
}
