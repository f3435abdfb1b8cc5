package tablescore.engine.malaysian;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.BlockKind;
import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.Wait;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

/**
 * Reads the fan items of one arrangement and wait of a Malaysian win (rules.md §5.3), and says which
 * arrangements the Fly rules allow: at most one Fly in a chow, never a set (or pair) of Flies alone.
 */
public final class MalaysianEvaluator {

    static final String[] WIND_NAMES = {"东", "南", "西", "北"};
    private static final String[] DRAGON_ENGLISH = {"White", "Green", "Red"};

    /** A set of the hand: a concealed block or a declared meld (as a block, Flies marked wild). */
    record HandSet(Block block, boolean kong, boolean declared, boolean concealed) {}

    /** What the whole hand says, whatever the arrangement. */
    public record Context(Hand hand, Wind seat, MalaysianOptions options, List<HandSet> melds, int flies) {

        public static Context of(Hand hand, Wind seat, MalaysianOptions options) {
            List<HandSet> melds = new ArrayList<>();
            int flies = 0;
            for (Tile t : hand.concealed()) if (t.isFly()) flies++;
            for (Meld m : hand.melds()) {
                for (Tile t : m.tiles()) if (t.isFly()) flies++;
                melds.add(new HandSet(meldBlock(m), m.isKong(), true, m.kind() == MeldKind.CONCEALED_KONG));
            }
            return new Context(hand, seat, options, List.copyOf(melds), flies);
        }
    }

    private MalaysianEvaluator() {}

    /** A declared meld as a block; a Fly in a chow fills the gap, else stands below or above where it is written. */
    static Block meldBlock(Meld m) {
        List<Tile> tiles = m.tiles();
        if (!m.isChow()) {
            int mask = 0;
            for (int k = 0; k < 3; k++) if (tiles.get(k).isFly()) mask |= 1 << k;
            // a kong's fourth tile: count a Fly there as standing in the pung's positions left free
            if (tiles.size() == 4 && tiles.get(3).isFly() && mask != 0b111) mask |= Integer.lowestOneBit(~mask & 0b111);
            return new Block(BlockKind.PUNG, m.face().index(), mask);
        }
        int flyAt = -1;
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < tiles.size(); i++) {
            if (tiles.get(i).isFly()) flyAt = i;
            else numbers.add(tiles.get(i).number());
        }
        numbers.sort(null);
        int lo = numbers.get(0);
        Tile lowest = m.face();
        if (flyAt < 0) return new Block(BlockKind.CHOW, lowest.index(), 0);
        int start;
        int flyNumber;
        if (numbers.get(1) - lo == 2) { start = lo; flyNumber = lo + 1; }
        else if (flyAt == 0 && lo > 1 || lo + 2 > 9) { start = lo - 1; flyNumber = lo - 1; }
        else { start = lo; flyNumber = lo + 2; }
        return new Block(BlockKind.CHOW, lowest.index() - (lo - start), 1 << (flyNumber - start));
    }

    /** True when the Fly rules allow this arrangement of the concealed tiles. */
    public static boolean allowed(Arrangement a, MalaysianOptions o) {
        for (Block b : a.blocks()) {
            if (b.wilds() == b.kind().size()) return false; // Flies never make a set or pair alone
            if (b.isChow() && b.wilds() > 1) return false;  // 只能黐一张飞
            if (b.isPair() && b.hasWild() && !o.flyInPair()) return false;
        }
        return true;
    }

    /** The fan items of one reading; {@code a} is null for four Flies held in a hand that does not arrange. */
    public static MalaysianReading read(Context c, Arrangement a, Wait wait) {
        MalaysianOptions o = c.options();
        Hand h = c.hand();
        List<PatternScore> fans = new ArrayList<>();
        int seatNo = c.seat().ordinal() + 1;

        // bonus tiles: seat flowers, complete sets, animals, heads
        boolean[] flower = new boolean[9];
        for (Tile t : h.bonusTiles()) if (t.suit() == Suit.FLOWERS) flower[t.number()] = true;
        boolean gentlemen = flower[1] && flower[2] && flower[3] && flower[4];
        boolean seasons = flower[5] && flower[6] && flower[7] && flower[8];
        for (Tile t : h.bonusTiles()) {
            switch (t.suit()) {
                case FLOWERS -> {
                    boolean setComplete = t.number() <= 4 ? gentlemen : seasons;
                    if ((t.number() - 1) % 4 + 1 == seatNo && !setComplete) {
                        fans.add(item(MalaysianFan.SEAT_FLOWER, 1, flowerName(t, o) + " = " + c.seat().english() + " seat flower"));
                    }
                }
                case ANIMALS -> fans.add(item(MalaysianFan.ANIMAL, 1, tablescore.engine.tile.Notation.word(t)));
                case HEADS -> fans.add(item(MalaysianFan.HEAD, 1, tablescore.engine.tile.Notation.word(t).replace("_head", "")));
                default -> { }
            }
        }
        if (gentlemen) fans.add(item(MalaysianFan.FLOWER_SET, 1, o.flowerArt() == MalaysianOptions.FlowerArt.SEASONS_GENTLEMEN ? "梅兰菊竹" : "渔樵耕读"));
        if (seasons) fans.add(item(MalaysianFan.FLOWER_SET, 1, o.flowerArt() == MalaysianOptions.FlowerArt.SEASONS_GENTLEMEN ? "春夏秋冬" : "琴棋书画"));
        if (o.allEightFlowers() && gentlemen && seasons) fans.add(item(MalaysianFan.ALL_EIGHT_FLOWERS, 1, null));

        // incidentals
        boolean selfDraw = h.winMethod() == WinMethod.SELF_DRAW;
        if (h.winMethod() == WinMethod.ROBBING_A_KONG) fans.add(item(MalaysianFan.ROBBING_A_KONG, 1, null));
        if (h.has(Incidental.FINAL_DISCARD)) fans.add(item(MalaysianFan.FINAL_DISCARD, 1, null));
        if (selfDraw) fans.add(item(MalaysianFan.SELF_DRAW, 1, null));
        if (h.has(Incidental.WIN_ON_BONUS_REPLACEMENT)) fans.add(item(MalaysianFan.WIN_ON_BONUS, 1, null));
        if (h.has(Incidental.WIN_ON_KONG)) fans.add(item(MalaysianFan.WIN_ON_KONG, 1, null));
        if (h.has(Incidental.BLESSING_OF_HEAVEN)) fans.add(item(MalaysianFan.BLESSING_OF_HEAVEN, 1, null));
        if (h.has(Incidental.BLESSING_OF_EARTH)) fans.add(item(MalaysianFan.BLESSING_OF_EARTH, 1, null));
        if (h.has(Incidental.FINAL_DRAW)) fans.add(item(MalaysianFan.FINAL_DRAW, 1, null));
        if (c.flies() == 4) fans.add(item(MalaysianFan.FOUR_FLIES, 1, null));
        if (o.flyCountsOneFan() && c.flies() > 0) fans.add(item(MalaysianFan.FLY, c.flies(), c.flies() > 1 ? "x" + c.flies() : null));
        if (o.kongCountsOneFan() && h.kongCount() > 0) fans.add(item(MalaysianFan.KONG, h.kongCount(), h.kongCount() > 1 ? "x" + h.kongCount() : null));

        if (a != null) shapeItems(c, a, wait, fans);

        int total = 0;
        for (PatternScore p : fans) total += p.value();
        return new MalaysianReading(a, wait, fans, total);
    }

    private static void shapeItems(Context c, Arrangement a, Wait wait, List<PatternScore> fans) {
        MalaysianOptions o = c.options();
        Hand h = c.hand();
        List<HandSet> sets = new ArrayList<>(c.melds());
        List<Block> pairs = new ArrayList<>();
        for (int i = 0; i < a.blocks().size(); i++) {
            Block b = a.blocks().get(i);
            if (b.isPair()) {
                pairs.add(b);
                continue;
            }
            // a pung completed by a discarded winning tile is not concealed
            boolean byDiscard = h.winMethod() != WinMethod.SELF_DRAW && wait != null && wait.blockIndex() == i;
            sets.add(new HandSet(b, false, false, !byDiscard));
        }
        boolean regular = a.shape() == Shape.REGULAR;
        Block pair = regular ? pairs.get(0) : null;

        boolean anyDot = false, anyHonour = false;
        for (HandSet s : sets) {
            if (s.block().face() >= 27) anyHonour = true; else anyDot = true;
        }
        for (Block p : pairs) {
            if (p.face() >= 27) anyHonour = true; else anyDot = true;
        }
        if (anyDot) fans.add(item(MalaysianFan.BASE, 1, null));
        if (a.shape() == Shape.SEVEN_PAIRS) fans.add(new PatternScore(MalaysianFan.SEVEN_PAIRS.code(), MalaysianFan.SEVEN_PAIRS.english(),
                MalaysianFan.SEVEN_PAIRS.chinese(), o.sevenPairsFan(), "fan"));

        int pungs = 0, chows = 0, kongs = 0, concealedPungs = 0, dragonPungs = 0, eswPungs = 0, windPungs = 0;
        boolean onlyTerminalsHonours = true;
        List<PatternScore> dragonItems = new ArrayList<>();
        for (HandSet s : sets) {
            Block b = s.block();
            if (b.isChow()) {
                chows++;
                onlyTerminalsHonours = false;
                continue;
            }
            pungs++;
            if (s.kong()) kongs++;
            if (s.concealed()) concealedPungs++;
            int f = b.face();
            if (!(f >= 27 || f % 9 == 0 || f % 9 == 8)) onlyTerminalsHonours = false;
            if (f >= Tile.WHITE) {
                dragonPungs++;
                dragonItems.add(new PatternScore(MalaysianFan.DRAGON_PUNG.code(), DRAGON_ENGLISH[f - Tile.WHITE] + " pung",
                        MalaysianFan.DRAGON_PUNG.chinese(), 1, "fan"));
            } else if (f >= Tile.EAST) {
                windPungs++;
                int w = f - Tile.EAST;
                if (w < 3) eswPungs++;
                if (w == 0 || w == 3) fans.add(new PatternScore(MalaysianFan.EAST_PUNG.code(), "pung (any player)", WIND_NAMES[w], 1, "fan"));
                if (w == c.seat().ordinal()) fans.add(new PatternScore(MalaysianFan.SEAT_WIND_PUNG.code(), "pung (own seat)", WIND_NAMES[w], 1, "fan"));
            }
        }
        boolean dragonPair = pair != null && pair.face() >= Tile.WHITE;
        boolean eswPair = pair != null && pair.face() >= Tile.EAST && pair.face() <= Tile.WEST;
        boolean windPair = pair != null && pair.face() >= Tile.EAST && pair.face() <= Tile.NORTH;
        boolean smallDragons = dragonPungs == 2 && dragonPair;
        if (!(smallDragons && o.dragonPungsInSmallThreeDragons())) fans.addAll(dragonItems);
        if (smallDragons) fans.add(item(MalaysianFan.SMALL_THREE_DRAGONS, 1, null));
        if (dragonPungs == 3) fans.add(item(MalaysianFan.BIG_THREE_DRAGONS, 1, null));
        if (eswPungs == 2 && eswPair) fans.add(item(MalaysianFan.SMALL_EAST_SOUTH_WEST, 1, null));
        if (eswPungs == 3) fans.add(item(MalaysianFan.BIG_EAST_SOUTH_WEST, 1, null));
        if (windPungs == 4) fans.add(item(MalaysianFan.BIG_FOUR_WINDS, 1, null));
        if (windPungs == 3 && windPair) fans.add(item(MalaysianFan.SMALL_FOUR_WINDS, 1, null));

        boolean allPungs = regular && pungs == 4;
        boolean allChows = regular && chows == 4;
        boolean fourKongs = kongs == 4;
        boolean fourConcealed = regular && concealedPungs == 4;
        if (fourKongs) fans.add(item(MalaysianFan.FOUR_KONGS, 1, null));
        if (fourConcealed) fans.add(item(MalaysianFan.FOUR_CONCEALED_PUNGS, 1, null));
        boolean pungsCount = allPungs && !fourKongs && !fourConcealed; // 十八罗汉 / 坎坎胡: 不再计对对碰
        boolean allDots = !anyHonour;
        if (allDots && pungsCount) fans.add(item(MalaysianFan.ALL_DOTS_ALL_PUNGS, 1, null));
        else if (allDots && allChows) fans.add(item(MalaysianFan.ALL_DOTS_ALL_CHOWS, 1, null));
        else {
            if (allDots) fans.add(item(MalaysianFan.ALL_DOTS, 1, null));
            if (pungsCount) fans.add(item(MalaysianFan.ALL_PUNGS, 1, null));
            if (allChows) fans.add(item(MalaysianFan.ALL_CHOWS, 1, null));
        }
        if (allPungs && onlyTerminalsHonours && (pair.face() >= 27 || pair.face() % 9 == 0 || pair.face() % 9 == 8)) {
            fans.add(item(MalaysianFan.TERMINALS_AND_HONOURS, 1, null));
        }
        if (!anyDot) fans.add(item(MalaysianFan.ALL_HONOURS, 1, null));
        if (concealed(c)) fans.add(item(MalaysianFan.CONCEALED, 1, null));
    }

    /** 门清/邋遢: no bonus tile, and under the default reading no pung or kong melds (chows per option). */
    private static boolean concealed(Context c) {
        Hand h = c.hand();
        if (!h.bonusTiles().isEmpty()) return false;
        if (c.options().concealedHand() == MalaysianOptions.ConcealedHand.NO_BONUS_ONLY) return true;
        for (Meld m : h.melds()) {
            if (!m.isChow() || !c.options().concealedAllowsExposedChows()) return false;
        }
        return true;
    }

    private static PatternScore item(MalaysianFan f, int units, String detail) {
        String english = detail == null ? f.english() : detail.startsWith("x") ? f.english() + " " + detail : detail;
        return new PatternScore(f.code(), english, f.chinese(), f.fan() * units, "fan");
    }

    private static final String[] SEASONS = {"plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter"};
    private static final String[] ARTS = {"渔", "樵", "耕", "读", "琴", "棋", "书", "画"};

    private static String flowerName(Tile t, MalaysianOptions o) {
        return o.flowerArt() == MalaysianOptions.FlowerArt.SEASONS_GENTLEMEN ? SEASONS[t.number() - 1] : ARTS[t.number() - 1];
    }
}
