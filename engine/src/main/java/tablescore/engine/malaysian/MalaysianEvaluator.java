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

    /** A declared meld as the scoring sees it: a block (Flies marked wild), whether a kong, whether concealed. */
    record HandSet(Block block, boolean kong, boolean concealed) {}

    /** What the whole hand says, whatever the arrangement. */
    public record Context(Hand hand, Wind seat, MalaysianOptions options, List<HandSet> melds, int flies,
                          List<PatternScore> handItems, int handFan) {

        public static Context of(Hand hand, Wind seat, MalaysianOptions options) {
            List<HandSet> melds = new ArrayList<>();
            int flies = 0;
            for (Tile t : hand.concealed()) if (t.isFly()) flies++;
            for (Meld m : hand.melds()) {
                for (Tile t : m.tiles()) if (t.isFly()) flies++;
                melds.add(new HandSet(meldBlock(m), m.isKong(), m.kind() == MeldKind.CONCEALED_KONG));
            }
            List<PatternScore> items = MalaysianEvaluator.handItems(hand, seat, options, flies);
            int fan = 0;
            for (PatternScore p : items) fan += p.value();
            return new Context(hand, seat, options, List.copyOf(melds), flies, List.copyOf(items), fan);
        }
    }

    private MalaysianEvaluator() {}

    /** A declared meld as a block; a Fly in a chow fills the gap, else stands below or above where it is written. */
    static Block meldBlock(Meld m) {
        List<Tile> tiles = m.tiles();
        if (!m.isChow()) {
            // 假碰 / 假杠: the Flies stand for the copies the real tiles do not make up (of the three that score as a pung)
            int real = 0;
            for (Tile t : tiles) if (!t.isFly()) real++;
            return new Block(BlockKind.PUNG, m.face().index(), (0b111 << Math.min(real, 3)) & 0b111);
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
        int[] units = new int[MalaysianFan.values().length];
        int dragonMask = 0, anyPlayerWinds = 0, seatWind = 0;
        if (a != null) {
            MalaysianOptions o = c.options();
            Hand h = c.hand();
            List<HandSet> melds = c.melds();
            List<Block> blocks = a.blocks();
            boolean regular = a.shape() == Shape.REGULAR;
            Block pair = null;
            boolean anyDot = false, anyHonour = false, onlyTerminalsHonours = true;
            int pungs = 0, chows = 0, kongs = 0, concealedPungs = 0, dragonPungs = 0, eswPungs = 0, windPungs = 0;
            int n = melds.size() + blocks.size();
            for (int i = 0; i < n; i++) {
                boolean declared = i < melds.size();
                Block b = declared ? melds.get(i).block() : blocks.get(i - melds.size());
                int f = b.face();
                if (f >= 27) anyHonour = true; else anyDot = true;
                if (b.isPair()) {
                    if (pair == null) pair = b;
                    continue;
                }
                if (b.isChow()) {
                    chows++;
                    onlyTerminalsHonours = false;
                    continue;
                }
                pungs++;
                if (declared) {
                    if (melds.get(i).kong()) kongs++;
                    if (melds.get(i).concealed()) concealedPungs++;
                } else {
                    // a pung completed by a discarded winning tile is not concealed
                    boolean byDiscard = h.winMethod() != WinMethod.SELF_DRAW && wait != null && wait.blockIndex() == i - melds.size();
                    if (!byDiscard) concealedPungs++;
                }
                if (!(f >= 27 || f % 9 == 0 || f % 9 == 8)) onlyTerminalsHonours = false;
                if (f >= Tile.WHITE) {
                    dragonPungs++;
                    dragonMask |= 1 << (f - Tile.WHITE);
                } else if (f >= Tile.EAST) {
                    windPungs++;
                    int w = f - Tile.EAST;
                    if (w < 3) eswPungs++;
                    if (w == 0 || w == 3) anyPlayerWinds |= 1 << w;
                    if (w == c.seat().ordinal()) seatWind = 1 << w;
                }
            }
            if (!regular) pair = null;
            if (anyDot) units[MalaysianFan.BASE.ordinal()] = 1;
            if (a.shape() == Shape.SEVEN_PAIRS) units[MalaysianFan.SEVEN_PAIRS.ordinal()] = 1;
            boolean dragonPair = pair != null && pair.face() >= Tile.WHITE;
            boolean eswPair = pair != null && pair.face() >= Tile.EAST && pair.face() <= Tile.WEST;
            boolean windPair = pair != null && pair.face() >= Tile.EAST && pair.face() <= Tile.NORTH;
            boolean smallDragons = dragonPungs == 2 && dragonPair;
            if (smallDragons && o.dragonPungsInSmallThreeDragons()) dragonMask = 0; // 小三元 includes them (option)
            units[MalaysianFan.DRAGON_PUNG.ordinal()] = Integer.bitCount(dragonMask);
            if (smallDragons) units[MalaysianFan.SMALL_THREE_DRAGONS.ordinal()] = 1;
            if (dragonPungs == 3) units[MalaysianFan.BIG_THREE_DRAGONS.ordinal()] = 1;
            units[MalaysianFan.EAST_PUNG.ordinal()] = Integer.bitCount(anyPlayerWinds);
            units[MalaysianFan.SEAT_WIND_PUNG.ordinal()] = seatWind != 0 ? 1 : 0;
            if (eswPungs == 2 && eswPair) units[MalaysianFan.SMALL_EAST_SOUTH_WEST.ordinal()] = 1;
            if (eswPungs == 3) units[MalaysianFan.BIG_EAST_SOUTH_WEST.ordinal()] = 1;
            if (windPungs == 4) units[MalaysianFan.BIG_FOUR_WINDS.ordinal()] = 1;
            if (windPungs == 3 && windPair) units[MalaysianFan.SMALL_FOUR_WINDS.ordinal()] = 1;

            boolean allPungs = regular && pungs == 4;
            boolean allChows = regular && chows == 4;
            boolean fourKongs = kongs == 4;
            boolean fourConcealed = regular && concealedPungs == 4;
            if (fourKongs) units[MalaysianFan.FOUR_KONGS.ordinal()] = 1;
            if (fourConcealed) units[MalaysianFan.FOUR_CONCEALED_PUNGS.ordinal()] = 1;
            boolean pungsCount = allPungs && !fourKongs && !fourConcealed; // 十八罗汉 / 坎坎胡: 不再计对对碰
            boolean allDots = !anyHonour;
            if (allDots && pungsCount) units[MalaysianFan.ALL_DOTS_ALL_PUNGS.ordinal()] = 1;
            else if (allDots && allChows) units[MalaysianFan.ALL_DOTS_ALL_CHOWS.ordinal()] = 1;
            else {
                if (allDots) units[MalaysianFan.ALL_DOTS.ordinal()] = 1;
                if (pungsCount) units[MalaysianFan.ALL_PUNGS.ordinal()] = 1;
                if (allChows) units[MalaysianFan.ALL_CHOWS.ordinal()] = 1;
            }
            if (allPungs && onlyTerminalsHonours && (pair.face() >= 27 || pair.face() % 9 == 0 || pair.face() % 9 == 8)) {
                units[MalaysianFan.TERMINALS_AND_HONOURS.ordinal()] = 1;
            }
            if (!anyDot) units[MalaysianFan.ALL_HONOURS.ordinal()] = 1;
            if (concealed(c)) units[MalaysianFan.CONCEALED.ordinal()] = 1;
        }
        int total = c.handFan();
        for (MalaysianFan f : MalaysianFan.values()) total += units[f.ordinal()] * fanPerUnit(f, c.options());
        return new MalaysianReading(a, wait, units, dragonMask, anyPlayerWinds, seatWind, total);
    }

    private static int fanPerUnit(MalaysianFan f, MalaysianOptions o) {
        return f == MalaysianFan.SEVEN_PAIRS ? o.sevenPairsFan() : f.fan();
    }

    /** Every item of a reading as players read them: the hand's bonus and incidental items, then the shape's. */
    public static List<PatternScore> fans(Context c, MalaysianReading r) {
        List<PatternScore> fans = new ArrayList<>(c.handItems());
        for (MalaysianFan f : MalaysianFan.values()) {
            int n = r.units(f);
            if (n == 0) continue;
            switch (f) {
                case DRAGON_PUNG -> {
                    for (int d = 0; d < 3; d++) {
                        if ((r.dragonPungs() >> d & 1) != 0) fans.add(new PatternScore(f.code(), DRAGON_ENGLISH[d] + " pung", f.chinese(), 1, "fan"));
                    }
                }
                case EAST_PUNG -> {
                    for (int w : new int[] {0, 3}) {
                        if ((r.anyPlayerWinds() >> w & 1) != 0) fans.add(new PatternScore(f.code(), f.english(), WIND_NAMES[w], 1, "fan"));
                    }
                }
                case SEAT_WIND_PUNG -> fans.add(new PatternScore(f.code(), f.english(),
                        WIND_NAMES[Integer.numberOfTrailingZeros(r.seatWind())], 1, "fan"));
                default -> fans.add(item(f, n, null, c.options()));
            }
        }
        return fans;
    }

    /** Items that depend on the hand alone: bonus tiles, how it was won, Flies and kongs under the house rules. */
    private static List<PatternScore> handItems(Hand h, Wind seat, MalaysianOptions o, int flies) {
        List<PatternScore> fans = new ArrayList<>();
        int seatNo = seat.ordinal() + 1;
        boolean[] flower = new boolean[9];
        for (Tile t : h.bonusTiles()) if (t.suit() == Suit.FLOWERS) flower[t.number()] = true;
        boolean gentlemen = flower[1] && flower[2] && flower[3] && flower[4];
        boolean seasons = flower[5] && flower[6] && flower[7] && flower[8];
        for (Tile t : h.bonusTiles()) {
            switch (t.suit()) {
                case FLOWERS -> {
                    boolean setComplete = t.number() <= 4 ? gentlemen : seasons;
                    if ((t.number() - 1) % 4 + 1 == seatNo && !setComplete) {
                        fans.add(item(MalaysianFan.SEAT_FLOWER, 1, flowerName(t, o) + " = " + seat.english() + " seat flower", o));
                    }
                }
                case ANIMALS -> fans.add(item(MalaysianFan.ANIMAL, 1, tablescore.engine.tile.Notation.word(t), o));
                case HEADS -> fans.add(item(MalaysianFan.HEAD, 1, tablescore.engine.tile.Notation.word(t).replace("_head", ""), o));
                default -> { }
            }
        }
        boolean arts = o.flowerArt() == MalaysianOptions.FlowerArt.ARTS_TRADES;
        if (gentlemen) fans.add(item(MalaysianFan.FLOWER_SET, 1, arts ? "渔樵耕读" : "梅兰菊竹", o));
        if (seasons) fans.add(item(MalaysianFan.FLOWER_SET, 1, arts ? "琴棋书画" : "春夏秋冬", o));
        if (o.allEightFlowers() && gentlemen && seasons) fans.add(item(MalaysianFan.ALL_EIGHT_FLOWERS, 1, null, o));

        if (h.winMethod() == WinMethod.ROBBING_A_KONG) fans.add(item(MalaysianFan.ROBBING_A_KONG, 1, null, o));
        if (h.has(Incidental.FINAL_DISCARD)) fans.add(item(MalaysianFan.FINAL_DISCARD, 1, null, o));
        if (h.winMethod() == WinMethod.SELF_DRAW) fans.add(item(MalaysianFan.SELF_DRAW, 1, null, o));
        if (h.has(Incidental.WIN_ON_BONUS_REPLACEMENT)) fans.add(item(MalaysianFan.WIN_ON_BONUS, 1, null, o));
        if (h.has(Incidental.WIN_ON_KONG)) fans.add(item(MalaysianFan.WIN_ON_KONG, 1, null, o));
        if (h.has(Incidental.BLESSING_OF_HEAVEN)) fans.add(item(MalaysianFan.BLESSING_OF_HEAVEN, 1, null, o));
        if (h.has(Incidental.BLESSING_OF_EARTH)) fans.add(item(MalaysianFan.BLESSING_OF_EARTH, 1, null, o));
        if (h.has(Incidental.FINAL_DRAW)) fans.add(item(MalaysianFan.FINAL_DRAW, 1, null, o));
        if (flies == 4) fans.add(item(MalaysianFan.FOUR_FLIES, 1, null, o));
        if (o.flyCountsOneFan() && flies > 0) fans.add(item(MalaysianFan.FLY, flies, flies > 1 ? "x" + flies : null, o));
        if (o.kongCountsOneFan() && h.kongCount() > 0) {
            fans.add(item(MalaysianFan.KONG, h.kongCount(), h.kongCount() > 1 ? "x" + h.kongCount() : null, o));
        }
        return fans;
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

    private static PatternScore item(MalaysianFan f, int units, String detail, MalaysianOptions o) {
        String english = detail == null ? f.english() : detail.startsWith("x") ? f.english() + " " + detail : detail;
        return new PatternScore(f.code(), english, f.chinese(), fanPerUnit(f, o) * units, "fan");
    }

    private static final String[] SEASONS = {"plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter"};
    private static final String[] ARTS = {"渔", "樵", "耕", "读", "琴", "棋", "书", "画"};

    private static String flowerName(Tile t, MalaysianOptions o) {
        return o.flowerArt() == MalaysianOptions.FlowerArt.SEASONS_GENTLEMEN ? SEASONS[t.number() - 1] : ARTS[t.number() - 1];
    }
}
