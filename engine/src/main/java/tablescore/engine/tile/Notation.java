package tablescore.engine.tile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one tile notation (shared/rules/notation.md): digits followed by a suit letter, runs of one suit
 * sharing the letter ({@code 123m456p11z}); {@code 0} is a red five, {@code 0x} a Fly. Bonus tiles may
 * also be written as words ({@code spring}, {@code cat}, {@code male_head}) separated by spaces or commas.
 */
public final class Notation {

    private static final Map<String, Tile> WORDS = Map.ofEntries(
            Map.entry("plum", Tile.of(Suit.FLOWERS, 1)),
            Map.entry("orchid", Tile.of(Suit.FLOWERS, 2)),
            Map.entry("chrysanthemum", Tile.of(Suit.FLOWERS, 3)),
            Map.entry("bamboo", Tile.of(Suit.FLOWERS, 4)),
            Map.entry("spring", Tile.of(Suit.FLOWERS, 5)),
            Map.entry("summer", Tile.of(Suit.FLOWERS, 6)),
            Map.entry("autumn", Tile.of(Suit.FLOWERS, 7)),
            Map.entry("winter", Tile.of(Suit.FLOWERS, 8)),
            // the four arts 琴棋書畫 and four occupations 漁樵耕讀 are alternative art for the same tiles
            Map.entry("qin", Tile.of(Suit.FLOWERS, 5)),
            Map.entry("chess", Tile.of(Suit.FLOWERS, 6)),
            Map.entry("calligraphy", Tile.of(Suit.FLOWERS, 7)),
            Map.entry("painting", Tile.of(Suit.FLOWERS, 8)),
            Map.entry("fisherman", Tile.of(Suit.FLOWERS, 1)),
            Map.entry("woodcutter", Tile.of(Suit.FLOWERS, 2)),
            Map.entry("farmer", Tile.of(Suit.FLOWERS, 3)),
            Map.entry("scholar", Tile.of(Suit.FLOWERS, 4)),
            Map.entry("cat", Tile.of(Suit.ANIMALS, 1)),
            Map.entry("rat", Tile.of(Suit.ANIMALS, 2)),
            Map.entry("rooster", Tile.of(Suit.ANIMALS, 3)),
            Map.entry("centipede", Tile.of(Suit.ANIMALS, 4)),
            Map.entry("male_head", Tile.of(Suit.HEADS, 1)),
            Map.entry("female_head", Tile.of(Suit.HEADS, 2)),
            Map.entry("fly", Tile.fly()));

    private static final String[] FLOWER_WORDS =
            {"plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter"};
    private static final String[] ANIMAL_WORDS = {"cat", "rat", "rooster", "centipede"};
    private static final String[] HEAD_WORDS = {"male_head", "female_head"};

    private Notation() {}

    /** Parses tiles in notation and/or bonus words; throws {@link NotationException} naming the bad character. */
    public static List<Tile> parse(String text) {
        if (text == null) throw new NotationException("", 0, "no tiles given");
        List<Tile> tiles = new ArrayList<>();
        StringBuilder digits = new StringBuilder();
        int digitsStart = -1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                if (digits.length() == 0) digitsStart = i;
                digits.append(c);
                i++;
            } else if (Character.isLetter(c) || c == '_') {
                int end = i;
                while (end < text.length() && (Character.isLetter(text.charAt(end)) || text.charAt(end) == '_')) end++;
                if (digits.length() > 0) {
                    if (end - i != 1) {
                        throw new NotationException(text, i + 1,
                                "expected one suit letter (m p s z f a h x) after digits, found '" + text.substring(i, end) + "'");
                    }
                    Suit suit = Suit.ofLetter(c);
                    if (suit == null) {
                        throw new NotationException(text, i + 1,
                                "'" + c + "' is not a suit letter (m p s z f a h x)");
                    }
                    for (int k = 0; k < digits.length(); k++) {
                        tiles.add(tileOf(text, digitsStart + k, digits.charAt(k) - '0', suit));
                    }
                    digits.setLength(0);
                } else {
                    String word = text.substring(i, end).toLowerCase(Locale.ROOT);
                    Tile t = WORDS.get(word);
                    if (t == null) {
                        throw new NotationException(text, i + 1,
                                "'" + text.substring(i, end) + "' is not a tile (digits then a suit letter, or a bonus word such as spring or cat)");
                    }
                    tiles.add(t);
                }
                i = end;
            } else if (c == ' ' || c == ',' || c == '\t') {
                if (digits.length() > 0) {
                    throw new NotationException(text, i + 1, "digits '" + digits + "' have no suit letter");
                }
                i++;
            } else {
                throw new NotationException(text, i + 1, "unexpected character '" + c + "'");
            }
        }
        if (digits.length() > 0) {
            throw new NotationException(text, text.length(), "digits '" + digits + "' have no suit letter");
        }
        return Collections.unmodifiableList(tiles);
    }

    /** Parses exactly one tile ("5p", "0m", "spring"). */
    public static Tile parseTile(String text) {
        List<Tile> tiles = parse(text);
        if (tiles.size() != 1) {
            throw new NotationException(text == null ? "" : text, 1, "expected exactly one tile, found " + tiles.size());
        }
        return tiles.get(0);
    }

    private static Tile tileOf(String text, int at, int digit, Suit suit) {
        if (suit == Suit.FLY) {
            if (digit != 0) throw new NotationException(text, at + 1, "the Fly is written 0x, not " + digit + "x");
            return Tile.fly();
        }
        if (digit == 0) {
            if (!suit.isNumbered()) {
                throw new NotationException(text, at + 1, "'0' (red five) exists only for m, p and s, not " + suit.letter());
            }
            return Tile.of(suit, 0);
        }
        if (digit > suit.highest()) {
            throw new NotationException(text, at + 1,
                    "'" + digit + "' is not a tile of suit " + suit.letter() + " (1-" + suit.highest() + ")");
        }
        return Tile.of(suit, digit);
    }

    /** Prints tiles in the given order, consecutive tiles of one suit sharing the letter. */
    public static String format(List<Tile> tiles) {
        StringBuilder sb = new StringBuilder(tiles.size() * 2);
        for (int i = 0; i < tiles.size(); i++) {
            Tile t = tiles.get(i);
            sb.append(t.red() ? '0' : (char) ('0' + t.number()));
            if (i + 1 == tiles.size() || tiles.get(i + 1).suit() != t.suit()) sb.append(t.suit().letter());
        }
        return sb.toString();
    }

    /** Prints tiles sorted by face. */
    public static String formatSorted(List<Tile> tiles) {
        List<Tile> sorted = new ArrayList<>(tiles);
        Collections.sort(sorted);
        return format(sorted);
    }

    /** The word the vector files use for a bonus tile: spring, cat, male_head. */
    public static String word(Tile t) {
        return switch (t.suit()) {
            case FLOWERS -> FLOWER_WORDS[t.number() - 1];
            case ANIMALS -> ANIMAL_WORDS[t.number() - 1];
            case HEADS -> HEAD_WORDS[t.number() - 1];
            case FLY -> "fly";
            default -> t.code();
        };
    }
}
