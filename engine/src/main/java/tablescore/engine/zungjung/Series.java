package tablescore.engine.zungjung;

import static tablescore.engine.zungjung.Pattern.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tablescore.engine.arrange.Shape;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.tile.Tile;

/**
 * The 24 series of the v3.3 list, each finding the one pattern of its series a hand holds (the highest
 * that applies), except 3.1 which finds one Value Honor per set. Irregular hands (rules.md §1.6 #1): Seven
 * Pairs takes only the series that need no sets (1.3, 2.1, 3.4, 8.1 greater terminals, 9.x, 10.2);
 * Thirteen Terminals takes only 9.x and 10.1.
 */
enum Series {
    S1_1("1.1", false, false, v -> one(v.regular() && v.chows() == 4, ALL_SEQUENCES)),
    S1_2("1.2", false, false, v -> one(v.regular() && v.concealedHand(), CONCEALED_HAND)),
    S1_3("1.3", true, false, v -> one(v.all(f -> Tile.ofIndex(f).isSimple()), NO_TERMINALS)),
    S2_1("2.1", true, false, v -> {
        if (Integer.bitCount(v.suitMask()) != 1) return List.of();
        return hit(v.hasHonours() ? MIXED_ONE_SUIT : PURE_ONE_SUIT);
    }),
    S2_2("2.2", false, false, Series::nineGates),
    S3_1("3.1", false, false, v -> {
        List<PatternHit> hits = new ArrayList<>();
        v.triplets().stream().map(ZjSet::face).sorted().forEach(f -> {
            Tile t = Tile.ofIndex(f);
            if (t.isDragon()) hits.add(new PatternHit(VALUE_HONOR, dragonName(f)));
            else if (f == v.seatWind()) hits.add(new PatternHit(VALUE_HONOR, "seat wind " + windName(f)));
        });
        return hits;
    }),
    S3_2("3.2", false, false, v -> {
        long dragons = v.triplets().stream().filter(s -> s.tile().isDragon()).count();
        if (dragons == 3) return hit(BIG_THREE_DRAGONS);
        return one(dragons == 2 && v.eye() >= 0 && Tile.ofIndex(v.eye()).isDragon(), SMALL_THREE_DRAGONS);
    }),
    S3_3("3.3", false, false, v -> {
        long winds = v.triplets().stream().filter(s -> s.tile().isWind()).count();
        boolean windEye = v.eye() >= 0 && Tile.ofIndex(v.eye()).isWind();
        if (winds == 4) return hit(BIG_FOUR_WINDS);
        if (winds == 3) return hit(windEye ? SMALL_FOUR_WINDS : BIG_THREE_WINDS);
        return one(winds == 2 && windEye, SMALL_THREE_WINDS);
    }),
    S3_4("3.4", true, false, v -> one(v.all(f -> f >= Tile.EAST), ALL_HONORS)),
    S4_1("4.1", false, false, v -> one(v.regular() && v.triplets().size() == 4, ALL_TRIPLETS)),
    S4_2("4.2", false, false, v -> {
        long n = v.sets().stream().filter(ZjSet::concealedTriplet).count();
        return n == 4 ? hit(FOUR_CONCEALED_TRIPLETS) : n == 3 ? hit(THREE_CONCEALED_TRIPLETS)
                : one(n == 2, TWO_CONCEALED_TRIPLETS);
    }),
    S4_3("4.3", false, false, v -> {
        long n = v.sets().stream().filter(ZjSet::kong).count();
        return n == 4 ? hit(FOUR_KONG) : n == 3 ? hit(THREE_KONG) : n == 2 ? hit(TWO_KONG) : one(n == 1, ONE_KONG);
    }),
    S5_1("5.1", false, false, v -> {
        int[] same = new int[27];
        for (ZjSet s : v.sets()) if (s.chow()) same[s.face()]++;
        int most = 0, doubled = 0;
        for (int c : same) {
            most = Math.max(most, c);
            if (c >= 2) doubled++;
        }
        if (most == 4) return hit(FOUR_IDENTICAL_SEQUENCES);
        if (most == 3) return hit(THREE_IDENTICAL_SEQUENCES);
        return doubled == 2 ? hit(TWO_IDENTICAL_SEQUENCES_TWICE) : one(doubled == 1, TWO_IDENTICAL_SEQUENCES);
    }),
    S6_1("6.1", false, false, v -> {
        boolean[] chow = chowFaces(v);
        for (int n = 0; n < 7; n++) if (chow[n] && chow[9 + n] && chow[18 + n]) return hit(THREE_SIMILAR_SEQUENCES);
        return List.of();
    }),
    S6_2("6.2", false, false, v -> {
        boolean[] trip = tripletFaces(v);
        for (int n = 0; n < 9; n++) {
            int held = (trip[n] ? 1 : 0) + (trip[9 + n] ? 1 : 0) + (trip[18 + n] ? 1 : 0);
            if (held == 3) return hit(THREE_SIMILAR_TRIPLETS);
            int eye = v.eye();
            if (held == 2 && eye >= 0 && eye < 27 && eye % 9 == n && !trip[eye]) return hit(SMALL_THREE_SIMILAR_TRIPLETS);
        }
        return List.of();
    }),
    S7_1("7.1", false, false, v -> {
        boolean[] chow = chowFaces(v);
        for (int s = 0; s < 27; s += 9) if (chow[s] && chow[s + 3] && chow[s + 6]) return hit(NINE_TILE_STRAIGHT);
        return List.of();
    }),
    S7_2("7.2", false, false, v -> {
        boolean[] trip = tripletFaces(v);
        int best = 0;
        for (int s = 0; s < 27; s += 9) {
            int run = 0;
            for (int n = 0; n < 9; n++) {
                run = trip[s + n] ? run + 1 : 0;
                best = Math.max(best, run);
            }
        }
        return best >= 4 ? hit(FOUR_CONSECUTIVE_TRIPLETS) : one(best == 3, THREE_CONSECUTIVE_TRIPLETS);
    }),
    S8_1("8.1", true, false, v -> {
        if (v.all(f -> Tile.ofIndex(f).isTerminal())) return hit(PURE_GREATER_TERMINALS);
        if (v.all(f -> Tile.ofIndex(f).isTerminalOrHonour())) return hit(MIXED_GREATER_TERMINALS);
        if (!v.regular()) return List.of();
        boolean eyeTerminal = Tile.ofIndex(v.eye()).isTerminal();
        boolean eyeTerminalOrHonour = Tile.ofIndex(v.eye()).isTerminalOrHonour();
        if (eyeTerminal && v.sets().stream().allMatch(ZjSet::hasTerminal)) return hit(PURE_LESSER_TERMINALS);
        return one(eyeTerminalOrHonour && v.sets().stream().allMatch(ZjSet::hasTerminalOrHonour), MIXED_LESSER_TERMINALS);
    }),
    S9_1("9.1", true, true, v -> v.has(Incidental.FINAL_DRAW) ? hit(FINAL_DRAW)
            : one(v.has(Incidental.FINAL_DISCARD), FINAL_DISCARD)),
    S9_2("9.2", true, true, v -> one(v.has(Incidental.WIN_ON_KONG), WIN_ON_KONG)),
    S9_3("9.3", true, true, v -> one(v.method() == WinMethod.ROBBING_A_KONG, ROBBING_A_KONG)),
    S9_4("9.4", true, true, v -> v.has(Incidental.BLESSING_OF_HEAVEN) ? hit(BLESSING_OF_HEAVEN)
            : one(v.has(Incidental.BLESSING_OF_EARTH), BLESSING_OF_EARTH)),
    S10_1("10.1", false, true, v -> one(v.shape() == Shape.THIRTEEN_ORPHANS, THIRTEEN_TERMINALS)),
    S10_2("10.2", true, false, v -> one(v.shape() == Shape.SEVEN_PAIRS, SEVEN_PAIRS));

    private final String number;
    private final boolean withSevenPairs;
    private final boolean withThirteenTerminals;
    private final Function<HandView, List<PatternHit>> find;

    Series(String number, boolean withSevenPairs, boolean withThirteenTerminals, Function<HandView, List<PatternHit>> find) {
        this.number = number;
        this.withSevenPairs = withSevenPairs;
        this.withThirteenTerminals = withThirteenTerminals;
        this.find = find;
    }

    String number() { return number; }

    /** The patterns of this series the hand holds: none, one, or (3.1) one per value set. */
    List<PatternHit> find(HandView v) {
        boolean applies = switch (v.shape()) {
            case REGULAR -> !number.startsWith("10.");
            case SEVEN_PAIRS -> withSevenPairs;
            case THIRTEEN_ORPHANS -> withThirteenTerminals;
        };
        return applies ? find.apply(v) : List.of();
    }

    /** Every pattern of the hand, series by series, in the order of the official list. */
    static List<PatternHit> all(HandView v) {
        List<PatternHit> hits = new ArrayList<>();
        for (Series s : values()) hits.addAll(s.find(v));
        return hits;
    }

    private static List<PatternHit> hit(Pattern p) { return List.of(new PatternHit(p, null)); }

    private static List<PatternHit> one(boolean holds, Pattern p) { return holds ? hit(p) : List.of(); }

    /** 2.2: concealed 1112345678999 of one suit before the winning tile, which is any tile of that suit. */
    private static List<PatternHit> nineGates(HandView v) {
        if (!v.regular() || Integer.bitCount(v.suitMask()) != 1 || v.hasHonours()) {
            return List.of();
        }
        int suit = Integer.numberOfTrailingZeros(v.suitMask()) * 9;
        int[] gates = {3, 1, 1, 1, 1, 1, 1, 1, 3};
        int total = 0;
        for (int c : v.beforeWin()) total += c;
        if (total != 13) return List.of();
        for (int n = 0; n < 9; n++) if (v.beforeWin()[suit + n] != gates[n]) return List.of();
        return hit(NINE_GATES);
    }

    private static boolean[] chowFaces(HandView v) {
        boolean[] b = new boolean[27];
        for (ZjSet s : v.sets()) if (s.chow()) b[s.face()] = true;
        return b;
    }

    private static boolean[] tripletFaces(HandView v) {
        boolean[] b = new boolean[Tile.FACES];
        for (ZjSet s : v.sets()) if (s.isTriplet()) b[s.face()] = true;
        return b;
    }

    static String dragonName(int face) {
        return switch (face) {
            case Tile.WHITE -> "White Dragon";
            case Tile.GREEN -> "Green Dragon";
            default -> "Red Dragon";
        };
    }

    static String windName(int face) {
        return tablescore.engine.hand.Wind.values()[face - Tile.EAST].english();
    }
}
