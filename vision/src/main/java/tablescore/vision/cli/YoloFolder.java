package tablescore.vision.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tablescore.vision.Faces;
import tablescore.vision.Quad;

/**
 * A folder of labelled photos in YOLO layout: images/, labels/ (one "class cx cy w h" line per
 * tile, or a polygon "class x1 y1 x2 y2 ..."), and data.yaml naming the classes
 * ({@link Faces#fromLabel}). A class that names no tile face (a tile back, a hand) has no face
 * in {@link #classFaces}: its labels are not counted, and {@link #notTiles} names it.
 */
public record YoloFolder(Path dir, List<String> classNames) {

  /** One photo and its labelled tiles (boxes in pixels, face in notation). */
  public record Photo(Path image, Path label) {}

  public record Label(String face, Quad.Box box) {}

  public static YoloFolder open(Path dir) {
    Path yaml = dir.resolve("data.yaml");
    if (!Files.isRegularFile(yaml)) {
      throw new IllegalArgumentException("no data.yaml in " + dir);
    }
    List<String> names;
    try {
      names = namesIn(Files.readString(yaml));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (names.isEmpty()) {
      throw new IllegalArgumentException("no class names in " + yaml + " (expected names: [a, b, ...], a list or a map of them)");
    }
    return new YoloFolder(dir, List.copyOf(names));
  }

  /** The class names of a data.yaml: "names: [a, b]", "names: {0: a, 1: b}", or a block list or map below "names:". */
  public static List<String> namesIn(String yaml) {
    List<String> names = new ArrayList<>();
    Matcher inline = Pattern.compile("(?m)^names:\\s*[\\[{](.*?)[\\]}]", Pattern.DOTALL).matcher(yaml);
    if (inline.find()) {
      for (String n : inline.group(1).split(",")) {
        String name = unquoted(n.replaceFirst("^\\s*\\d+\\s*:", ""));
        if (!name.isEmpty()) {
          names.add(name);
        }
      }
      return names;
    }
    boolean in = false;
    for (String line : yaml.split("\\R")) {
      if (line.startsWith("names:")) {
        in = true;
        continue;
      }
      if (in && line.matches("\\s+(-|\\d+\\s*:).*")) {
        names.add(unquoted(line.replaceFirst("^\\s+(-|\\d+\\s*:)", "")));
      } else if (in && !line.isBlank()) {
        break;
      }
    }
    return names;
  }

  private static String unquoted(String s) {
    return s.trim().replaceAll("^['\"]|['\"]$", "");
  }

  /** The face a data.yaml class names, or null when it names no tile face. */
  private static String classFace(String name) {
    try {
      return Faces.fromLabel(name);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** Each class's face, or null for a class that names no tile face. */
  public List<String> classFaces() {
    List<String> faces = new ArrayList<>();
    for (String n : classNames) {
      faces.add(classFace(n));
    }
    return faces;
  }

  /** The classes of data.yaml that name no tile face; their labels are not counted. */
  public List<String> notTiles() {
    return classNames.stream().filter(n -> classFace(n) == null).toList();
  }

  /** The tile faces data.yaml's classes name. */
  public Set<String> faces() {
    Set<String> out = new HashSet<>(classFaces());
    out.remove(null);
    return out;
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
      List<String> classFaces = classFaces();
      List<String> lines = Files.readAllLines(photo.label());
      for (int l = 0; l < lines.size(); l++) {
        String[] f = lines.get(l).trim().split("\\s+");
        if (f.length < 5) {
          continue;
        }
        String where = photo.label() + " line " + (l + 1);
        int k;
        try {
          k = Integer.parseInt(f[0]);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(where + ": the class '" + f[0] + "' is not a number");
        }
        if (k < 0 || k >= classFaces.size()) {
          throw new IllegalArgumentException(where + ": class " + k + " is not among the " + classFaces.size() + " classes of data.yaml");
        }
        String face = classFaces.get(k);
        if (face == null) {
          continue; // a class that is no tile face
        }
        double[] v = new double[f.length - 1];
        try {
          for (int i = 1; i < f.length; i++) {
            v[i - 1] = Double.parseDouble(f[i]);
          }
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(where + ": the coordinates are not all numbers");
        }
        double x0, y0, x1, y1;
        if (v.length == 4) {
          x0 = v[0] - v[2] / 2; x1 = v[0] + v[2] / 2; y0 = v[1] - v[3] / 2; y1 = v[1] + v[3] / 2;
        } else {
          x0 = y0 = Double.MAX_VALUE; x1 = y1 = -Double.MAX_VALUE;
          for (int i = 0; i + 1 < v.length; i += 2) {
            x0 = Math.min(x0, v[i]); x1 = Math.max(x1, v[i]); y0 = Math.min(y0, v[i + 1]); y1 = Math.max(y1, v[i + 1]);
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
