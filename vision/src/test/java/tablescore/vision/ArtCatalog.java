package tablescore.vision;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The tile artwork in shared/vision/art, one entry per (style, face) with notation attached.
 * Styles whose PNGs are transparent faces (fluffystuff, xhokir, wikimedia) are laid on a tile body
 * when rendered; gleitz PNGs already include the tile.
 */
public final class ArtCatalog {

  /** One face image of one art style. {@code body} is the tile front to lay it on, or null. */
  public record Art(String style, String face, Path png, Path body) {}

  private static final Map<String, String> FLUFFY_HONOURS =
      Map.of("Ton", "1z", "Nan", "2z", "Shaa", "3z", "Pei", "4z", "Haku", "5z", "Hatsu", "6z", "Chun", "7z");

  private ArtCatalog() {}

  /** The shared artwork of the styles whose names begin with one of {@code prefixes}. */
  public static List<Art> ofStyles(String... prefixes) {
    return load(SyntheticScene.SHARED).stream()
        .filter(a -> java.util.Arrays.stream(prefixes).anyMatch(a.style()::startsWith)).toList();
  }

  public static List<Art> load(Path shared) {
    Path art = shared.resolve("vision/art");
    List<Art> out = new ArrayList<>();
    for (String style : List.of("Regular", "Black")) {
      Path dir = art.resolve("fluffystuff-riichi-mahjong-tiles/Export/" + style);
      Path body = dir.resolve("Front.png");
      for (Path p : list(dir)) {
        String face = fluffyFace(stem(p));
        if (face != null) {
          out.add(new Art("fluffystuff-" + style, face, p, body));
        }
      }
    }
    Path xhokir = art.resolve("xhokir-riichi-flowers-seasons/Export/Regular");
    Path regularBody = art.resolve("fluffystuff-riichi-mahjong-tiles/Export/Regular/Front.png");
    for (Path p : list(xhokir)) {
      String s = stem(p);
      int n = s.charAt(s.length() - 1) - '0';
      out.add(new Art("fluffystuff-Regular", (s.startsWith("Flower") ? n : n + 4) + "f", p, regularBody));
    }
    for (Path p : list(art.resolve("wikimedia-shizhao-unicode-color/png"))) {
      String face = wordFace(stem(p), "ba", "ch", "do", "dr", "fl", "se", "wi");
      if (face != null) {
        out.add(new Art("wikimedia", face, p, regularBody));
      }
    }
    for (Path p : list(art.resolve("gleitz-mahjong/public/img/tiles"))) {
      String face = wordFace(stem(p), "bamboo", "character", "ball", "dragon", "flower", "season", "wind");
      if (face != null) {
        out.add(new Art("gleitz", face, p, null));
      }
    }
    if (out.isEmpty()) {
      throw new IllegalStateException("no tile artwork under " + art);
    }
    return List.copyOf(out);
  }

  private static String fluffyFace(String stem) {
    if (FLUFFY_HONOURS.containsKey(stem)) {
      return FLUFFY_HONOURS.get(stem);
    }
    if (stem.matches("(Man|Pin|Sou)[1-9](-Dora)?")) {
      String suit = switch (stem.substring(0, 3)) {
        case "Man" -> "m";
        case "Pin" -> "p";
        default -> "s";
      };
      return (stem.endsWith("-Dora") ? "0" : stem.substring(3, 4)) + suit;
    }
    return null; // Front, Back, Blank
  }

  /** Names like "ba3", "bamboo_3", "dr_green", "season_spring" (the prefixes: suit, honours, bonus). */
  private static String wordFace(String stem, String bamboo, String chars, String dots,
      String dragon, String flower, String season, String wind) {
    String[] parts = stem.split("_");
    String head = stem.replaceAll("[_0-9].*$", "");
    String digit = stem.replaceAll("^\\D*", "");
    if (head.equals(bamboo) && !digit.isEmpty()) {
      return digit + "s";
    }
    if (head.equals(chars) && !digit.isEmpty()) {
      return digit + "m";
    }
    if (head.equals(dots) && !digit.isEmpty()) {
      return digit + "p";
    }
    if (parts.length == 2 && (head.equals(dragon) || head.equals(flower) || head.equals(season) || head.equals(wind))) {
      return Faces.normalise(parts[1]);
    }
    return null;
  }

  private static List<Path> list(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".png")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String stem(Path p) {
    String n = p.getFileName().toString();
    return n.substring(0, n.lastIndexOf('.'));
  }
}
