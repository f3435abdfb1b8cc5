package tablescore.vision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

  /**
   * A face from a class name as a data set of labelled tiles names it: the Roboflow "Chinese
   * Mahjong Detection" names of the shared photos (sc1 characters, sd1 dots, sb1 bamboo, hwe-hwn
   * winds, hdw / hdg / hdr dragons, bf1-bf4 flowers, bs1-bs4 seasons), notation ("3p", "0m", "7z"),
   * or names as other sets write them: a suit word and a number either way round ("1man", "pin_5",
   * "bamboo-3", "dots 9", "3c" characters, "3d" dots, "3b" bamboo), a red five marked so ("5mr",
   * "r5p", "aka5s", "red_5_man"), winds and dragons in English, Japanese or Chinese ("east_wind",
   * "ton", "haku", "dragon_green", "zhong"), flowers and seasons by name or number ("plum",
   * "flower_2", "season 4", "winter"), the Malaysian faces by name ("cat", "fly"), and names in
   * Chinese characters ("一万", "5筒", "伍萬", "東风", "發財", "白板", "红中", "梅", "冬"). Case,
   * spaces, hyphens and underscores do not matter.
   *
   * @throws IllegalArgumentException naming the class, when it is none of these
   */
  public static String fromLabel(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s_.\\-]+", "");
    if (n.isEmpty()) {
      throw new IllegalArgumentException("empty tile class name");
    }
    Matcher roboflow = ROBOFLOW.matcher(n);
    if (roboflow.matches()) {
      return fromRoboflow(n);
    }
    if (n.matches("[0-9][mps]|[1-7]z|[1-8]f|[1-4]a|[12]h|0x")) {
      return n;
    }
    for (Map.Entry<String, String> w : WORDS.entrySet()) {
      if (w.getKey().replace("_", "").equals(n)) {
        return w.getValue();
      }
    }
    String honour = HONOURS.get(n.replaceAll("wind|dragon|tile", ""));
    if (honour != null) {
      return honour;
    }
    String chinese = CHINESE.get(n.replaceAll("[风風板财財]|^[红紅](?=中)", ""));
    if (chinese != null) {
      return chinese;
    }
    n = withDigits(n);
    Matcher bonus = BONUS.matcher(n);
    if (bonus.matches()) {
      int k = Integer.parseInt(bonus.group(2) != null ? bonus.group(2) : bonus.group(3));
      return (n.contains("season") ? k + 4 : k) + "f";
    }
    Matcher ofEight = BONUS_OF_EIGHT.matcher(n);
    if (ofEight.matches()) {
      return ofEight.group(1) + "f";
    }
    for (Pattern p : List.of(NUMBER_THEN_SUIT, SUIT_THEN_NUMBER)) {
      Matcher m = p.matcher(n);
      if (m.matches()) {
        int number = Integer.parseInt(m.group("number"));
        String suit = SUITS.get(m.group("suit"));
        boolean red = m.group("red1") != null || m.group("red2") != null;
        if (red && number != 5) {
          break;
        }
        return (red ? 0 : number) + suit;
      }
    }
    throw new IllegalArgumentException("unknown tile class '" + name + "'");
  }

  /** Winds, dragons, flowers and seasons by their Chinese characters (风 "wind", 板 and 财 of 白板, 發財 left out). */
  private static final Map<String, String> CHINESE = Map.ofEntries(
      Map.entry("东", "1z"), Map.entry("東", "1z"), Map.entry("南", "2z"), Map.entry("西", "3z"), Map.entry("北", "4z"),
      Map.entry("白", "5z"), Map.entry("发", "6z"), Map.entry("發", "6z"), Map.entry("中", "7z"),
      Map.entry("梅", "1f"), Map.entry("兰", "2f"), Map.entry("蘭", "2f"), Map.entry("菊", "3f"), Map.entry("竹", "4f"),
      Map.entry("春", "5f"), Map.entry("夏", "6f"), Map.entry("秋", "7f"), Map.entry("冬", "8f"));

  /** Chinese numerals, plain and as tiles print them (伍 萬), as digits. */
  private static String withDigits(String n) {
    StringBuilder b = new StringBuilder();
    for (char c : n.toCharArray()) {
      int plain = "一二三四五六七八九".indexOf(c), formal = "壹贰叁肆伍陆柒捌玖".indexOf(c), traditional = "壹貳參肆伍陸柒捌玖".indexOf(c);
      int d = plain >= 0 ? plain : formal >= 0 ? formal : traditional;
      b.append(d >= 0 ? (char) ('1' + d) : c);
    }
    return b.toString();
  }

  private static final Pattern ROBOFLOW = Pattern.compile("s[cdb][1-9]|hw[eswn]|hd[wgr]|b[fs][1-4]");
  /** Suit words, in the order tried (longer first, so that "bamboo" is not read as a "b"). */
  private static final Map<String, String> SUITS = new LinkedHashMap<>();

  static {
    for (String w : List.of("characters", "character", "manzu", "chars", "char", "cracks", "crack", "craks", "crak", "wan", "man", "m", "c", "万", "萬")) {
      SUITS.put(w, "m");
    }
    for (String w : List.of("circles", "circle", "pinzu", "coins", "coin", "balls", "ball", "dots", "dot", "tong", "bing", "pin", "p", "d", "筒", "饼", "餅")) {
      SUITS.put(w, "p");
    }
    for (String w : List.of("bamboos", "bamboo", "sticks", "stick", "souzu", "tiao", "bams", "bam", "sou", "suo", "so", "s", "b", "条", "條", "索")) {
      SUITS.put(w, "s");
    }
  }

  private static final String SUIT = "(?<suit>" + String.join("|", SUITS.keySet()) + ")";
  private static final String RED = "(?:red|aka|r)";
  private static final Pattern NUMBER_THEN_SUIT = Pattern.compile("(?<red1>" + RED + ")?(?<number>[1-9])" + SUIT + "(?<red2>" + RED + ")?");
  private static final Pattern SUIT_THEN_NUMBER = Pattern.compile("(?<red1>" + RED + ")?" + SUIT + "(?<number>[1-9])(?<red2>" + RED + ")?");
  private static final Pattern BONUS = Pattern.compile("(flower|season)(?:s)?([1-4])|([1-4])(flower|season)s?");
  /** Flowers and seasons numbered 1-8 together, as notation does ("f6" the summer). */
  private static final Pattern BONUS_OF_EIGHT = Pattern.compile("f([1-8])");

  /** Winds and dragons by their English, Japanese and Chinese names, "wind" and "dragon" taken out. */
  private static final Map<String, String> HONOURS = Map.ofEntries(
      Map.entry("east", "1z"), Map.entry("ton", "1z"), Map.entry("dong", "1z"),
      Map.entry("south", "2z"), Map.entry("nan", "2z"),
      Map.entry("west", "3z"), Map.entry("sha", "3z"), Map.entry("xi", "3z"),
      Map.entry("north", "4z"), Map.entry("pei", "4z"), Map.entry("bei", "4z"),
      Map.entry("white", "5z"), Map.entry("haku", "5z"), Map.entry("bai", "5z"),
      Map.entry("green", "6z"), Map.entry("hatsu", "6z"), Map.entry("fa", "6z"),
      Map.entry("red", "7z"), Map.entry("chun", "7z"), Map.entry("zhong", "7z"));

  /** Maps a Roboflow "Chinese Mahjong Detection" class name (sc1, hwe, bs2, ...) to notation. */
  private static String fromRoboflow(String name) {
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
    if (isSuit(face)) {
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

  /** A character (1m-9m, or the red 0m). */
  public static boolean isCharacter(String face) {
    return isOfSuit(face, 'm');
  }

  /** A tile of {@code suit}, 'm', 'p' or 's' (1-9, or a red 0); a calibrated set's own faces, an animal "3a", are none. */
  public static boolean isOfSuit(String face, char suit) {
    return face.length() == 2 && face.charAt(1) == suit;
  }

  /** A suit tile: a character, a dot or a bamboo (1-9, or a red 0). */
  public static boolean isSuit(String face) {
    return face.length() == 2 && "mps".indexOf(face.charAt(1)) >= 0;
  }

  /** Faces that look the same when turned 180 degrees, so upside-down cannot be told apart. */
  public static boolean isPointSymmetric(String face) {
    return List.of("2p", "4p", "5p", "8p", "9p", "5z", "2s", "4s", "6s", "8s").contains(face);
  }
}
