package tablescore.vision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The tile faces vision knows by notation, and the names other data sets use for them. */
public final class Faces {
  /** Output of the face classifier for "this is not a tile face" (backs, clutter, edges). */
  public static final String NONE = "none";

  /** Faces the built-in model is trained on: 34 + red fives + flowers/seasons. */
  public static final List<String> TRAINED;

  /** Malaysian faces with no public artwork: readable only after calibration. */
  public static final List<String> MALAYSIAN = List.of("1a", "2a", "3a", "4a", "1h", "2h", "0x");

  static {
    List<String> t = new ArrayList<>();
    for (String suit : List.of("m", "p", "s")) {
      for (int d = 1; d <= 9; d++) {
        t.add(d + suit);
      }
    }
    for (int d = 1; d <= 7; d++) {
      t.add(d + "z");
    }
    t.addAll(List.of("0m", "0p", "0s"));
    for (int d = 1; d <= 8; d++) {
      t.add(d + "f");
    }
    TRAINED = Collections.unmodifiableList(t);
  }

  private static final Map<String, String> WORDS =
      Map.ofEntries(
          Map.entry("plum", "1f"), Map.entry("orchid", "2f"),
          Map.entry("chrysanthemum", "3f"), Map.entry("bamboo", "4f"),
          Map.entry("spring", "5f"), Map.entry("summer", "6f"),
          Map.entry("autumn", "7f"), Map.entry("fall", "7f"), Map.entry("winter", "8f"),
          Map.entry("cat", "1a"), Map.entry("rat", "2a"), Map.entry("rooster", "3a"),
          Map.entry("centipede", "4a"), Map.entry("male_head", "1h"),
          Map.entry("female_head", "2h"), Map.entry("fly", "0x"),
          Map.entry("east", "1z"), Map.entry("south", "2z"), Map.entry("west", "3z"),
          Map.entry("north", "4z"), Map.entry("white", "5z"), Map.entry("green", "6z"),
          Map.entry("red", "7z"));

  private Faces() {}

  /** Canonical notation for a face given as notation ("3p") or by word ("spring", "cat"). */
  public static String normalise(String face) {
    String f = face.trim().toLowerCase(Locale.ROOT);
    String word = WORDS.get(f);
    if (word != null) {
      return word;
    }
    if (f.matches("[0-9][mps]|[1-7]z|[1-8]f|[1-4]a|[12]h|0x")) {
      return f;
    }
    throw new IllegalArgumentException("not a tile face: " + face);
  }

  /** Maps a Roboflow "Chinese Mahjong Detection" class name (sc1, hwe, bs2, ...) to notation. */
  public static String fromRoboflow(String name) {
    String n = name.trim();
    char kind = n.charAt(0);
    char sub = n.charAt(1);
    char last = n.charAt(n.length() - 1);
    if (kind == 's') {
      String suit = switch (sub) {
        case 'c' -> "m";
        case 'd' -> "p";
        case 'b' -> "s";
        default -> throw new IllegalArgumentException("unknown class " + name);
      };
      return last + suit;
    }
    if (n.startsWith("hw")) {
      return switch (last) {
        case 'e' -> "1z";
        case 's' -> "2z";
        case 'w' -> "3z";
        case 'n' -> "4z";
        default -> throw new IllegalArgumentException("unknown class " + name);
      };
    }
    if (n.startsWith("hd")) {
      return switch (last) {
        case 'w' -> "5z";
        case 'g' -> "6z";
        case 'r' -> "7z";
        default -> throw new IllegalArgumentException("unknown class " + name);
      };
    }
    if (n.startsWith("bf")) {
      return (last - '0') + "f";
    }
    if (n.startsWith("bs")) {
      return (last - '0' + 4) + "f";
    }
    // Already notation (other data sets may label in notation directly).
    return normalise(n);
  }

  /** The red five for a five and the five for a red five ("5p" and "0p"); null for any other face. */
  public static String redFivePartner(String face) {
    if (face.length() == 2 && "mps".indexOf(face.charAt(1)) >= 0) {
      if (face.charAt(0) == '5') {
        return "0" + face.charAt(1);
      }
      if (face.charAt(0) == '0') {
        return "5" + face.charAt(1);
      }
    }
    return null;
  }

  public static boolean isBonus(String face) {
    char suit = face.charAt(face.length() - 1);
    return suit == 'f' || suit == 'a' || suit == 'h';
  }

  /** Faces that look the same when turned 180 degrees, so upside-down cannot be told apart. */
  public static boolean isPointSymmetric(String face) {
    return List.of("2p", "4p", "5p", "8p", "9p", "5z", "2s", "4s", "6s", "8s").contains(face);
  }
}
