package tablescore.engine.fuzhou;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.BlockKind;
import tablescore.engine.arrange.Wait;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.tile.Tile;

/**
 * Reads the fans of one arrangement and wait of a Fuzhou win (rules.md §3.3-3.5). Declared melds never hold a
 * gold; in the concealed blocks a wild position is a gold, "as its own face" when the position's face is the gold face.
 */
public final class FuzhouEvaluator {

    private static final String[] DRAGON_NAMES = {"白", "发", "中"};
    private static final String[] DRAGON_ENGLISH = {"White", "Green", "Red"};

    /** What the whole hand says, whatever the arrangement. */
    public record Context(Hand hand, int goldFace, int golds, boolean selfDraw, boolean dealer, boolean declaredReady,
                          FuzhouOptions options, List<Block> meldBlocks) {

        public static Context of(Hand hand, boolean dealer, boolean declaredReady, FuzhouOptions options) {
            int goldFace = hand.gold() == null ? -1 : hand.gold().index();
            int golds = 0;
            for (Tile t : hand.concealed()) if (t.index() == goldFace) golds++;
            List<Block> melds = new ArrayList<>();
            for (Meld m : hand.melds()) {
                melds.add(new Block(m.isChow() ? BlockKind.CHOW : BlockKind.PUNG, m.face().index(), 0));
            }
            return new Context(hand, goldFace, golds, hand.winMethod() == WinMethod.SELF_DRAW, dealer, declaredReady,
                    options, List.copyOf(melds));
        }
    }

    private FuzhouEvaluator() {}

    /** The fans and big hand of one reading. {@code wait} may be null when no reading of the wait matters. */
    public static FuzhouReading read(Context c, Arrangement a, Wait wait) {
        FuzhouOptions o = c.options();
        int[] units = new int[FuzhouYaku.values().length];
        List<Block> blocks = a.blocks();
        List<Block> melds = c.meldBlocks();
        int sets = melds.size() + blocks.size() - 1;
        Block pair = null;
        // one pass over the sets: dragon pungs, chows by face, same-number suits for three colours
        int dragonMask = 0, dragonSets = 0, twins = 0, bigHandPoints = 0;
        int[] chowSuitsByNumber = new int[9], pungSuitsByNumber = new int[9];
        int[] chowsInHand = null;
        boolean straight = false;
        int[] straightParts = new int[3];
        for (int i = 0; i < sets + 1; i++) {
            boolean declared = i < melds.size();
            Block b = declared ? melds.get(i) : blocks.get(i - melds.size());
            if (b.isPair()) {
                pair = b;
                continue;
            }
            if (b.wilds() == 3) bigHandPoints = FuzhouBigHand.GOLD_DRAGON.points();
            if (!usable(c, b)) continue;
            int f = b.face();
            if (b.isPung()) {
                if (f >= Tile.WHITE) {
                    dragonSets++;
                    dragonMask |= 1 << (f - Tile.WHITE);
                } else if (f < 27) {
                    pungSuitsByNumber[f % 9] |= 1 << (f / 9);
                }
            } else {
                chowSuitsByNumber[f % 9] |= 1 << (f / 9);
                if (f % 3 == 0) straightParts[f / 9] |= 1 << (f % 9 / 3);
                if (!declared) {
                    if (chowsInHand == null) chowsInHand = new int[27];
                    if (++chowsInHand[f] % 2 == 0) twins++;
                }
            }
        }
        for (int p : straightParts) straight |= p == 0b111;
        if (c.golds() > 0) units[FuzhouYaku.GOLD.ordinal()] = c.golds();
        units[FuzhouYaku.DRAGON_PUNG.ordinal()] = dragonSets;
        if (dragonSets == 3) units[FuzhouYaku.BIG_THREE_DRAGONS.ordinal()] = 1;
        else if (dragonSets == 2 && pair != null && pair.face() >= Tile.WHITE && usable(c, pair)) {
            units[FuzhouYaku.SMALL_THREE_DRAGONS.ordinal()] = 1;
        }
        if (allSimples(c, melds, blocks)) units[FuzhouYaku.ALL_SIMPLES.ordinal()] = 1;
        if (c.hand().isConcealed()) units[FuzhouYaku.CONCEALED.ordinal()] = 1;
        boolean chowColours = false, pungColours = false;
        for (int n = 0; n < 9; n++) {
            chowColours |= chowSuitsByNumber[n] == 0b111;
            pungColours |= pungSuitsByNumber[n] == 0b111;
        }
        if (chowColours) units[FuzhouYaku.THREE_COLOUR_CHOWS.ordinal()] = 1;
        else if (pungColours) units[FuzhouYaku.THREE_COLOUR_PUNGS.ordinal()] = 1;
        if (twins > 0) units[FuzhouYaku.TWIN_CHOWS.ordinal()] = o.twinChowsPerPair() ? twins : 1;
        if (straight) units[FuzhouYaku.PURE_STRAIGHT.ordinal()] = 1;

        // gold fans that depend on the wait
        if (wait != null) {
            Block b = wait.block();
            boolean winningTileIsGold = c.hand().winningTile().index() == c.goldFace();
            if (winningTileIsGold && wait.winningTileIsWild() && wait.shape() == WaitShape.CLOSED) {
                units[FuzhouYaku.GOLD_MIDDLE.ordinal()] = 1;
            }
            boolean roamingAllowed = c.selfDraw() || o.roamingGoldOnDiscard();
            int others = b.wilds() - (wait.winningTileIsWild() ? 1 : 0);
            if (roamingAllowed && (b.isPair() && others == 1 || b.isPung() && others == 2)) {
                units[FuzhouYaku.ROAMING_GOLD.ordinal()] = others; // 单游 1, 双游 2
            }
        }
        Hand h = c.hand();
        if (h.winMethod() == WinMethod.ROBBING_A_KONG) units[FuzhouYaku.ROBBING_A_KONG.ordinal()] = 1;
        if (h.has(Incidental.WIN_ON_KONG)) units[FuzhouYaku.WIN_ON_KONG.ordinal()] = 1;
        if (h.has(Incidental.FINAL_DRAW)) units[FuzhouYaku.FINAL_DRAW.ordinal()] = 1;
        if (h.has(Incidental.FINAL_DISCARD)) units[FuzhouYaku.FINAL_DISCARD.ordinal()] = 1;
        if (c.declaredReady()) units[FuzhouYaku.READY.ordinal()] = 1;

        int total = 0;
        for (FuzhouYaku y : FuzhouYaku.values()) total += units[y.ordinal()] * fanPerUnit(y, o);
        FuzhouBigHand big = bigHandPoints > 0 ? FuzhouBigHand.GOLD_DRAGON
                : pair != null && pair.wilds() == 2 ? FuzhouBigHand.GOLD_PAIR : null;
        return new FuzhouReading(a, wait, units, dragonMask, total, big);
    }

    private static int fanPerUnit(FuzhouYaku y, FuzhouOptions o) {
        return y == FuzhouYaku.BIG_THREE_DRAGONS ? o.fanCap() : y.fan();
    }

    /** The fan items of a reading as players read them, each with its names and value. */
    public static List<PatternScore> fans(FuzhouReading r, FuzhouOptions o) {
        List<PatternScore> fans = new ArrayList<>();
        for (FuzhouYaku y : FuzhouYaku.values()) {
            int n = r.units(y);
            if (n == 0) continue;
            switch (y) {
                case DRAGON_PUNG -> {
                    for (int d = 0; d < 3; d++) {
                        if ((r.dragonPungs() >> d & 1) != 0) {
                            fans.add(new PatternScore(y.code(), DRAGON_ENGLISH[d] + " dragon pung", DRAGON_NAMES[d], y.fan(), "fan"));
                        }
                    }
                }
                case GOLD -> fans.add(new PatternScore(y.code(), y.english() + " x" + n, y.chinese(), n * y.fan(), "fan"));
                case ROAMING_GOLD -> fans.add(new PatternScore(y.code(), y.english() + (n == 1 ? " single (单游)" : " double (双游)"),
                        y.chinese(), n * y.fan(), "fan"));
                default -> fans.add(new PatternScore(y.code(), y.english(), y.chinese(), n * fanPerUnit(y, o), "fan"));
            }
        }
        return fans;
    }

    /** May this block count towards a basic yaku, given the golds standing in it (§3.3 resolution and its option)? */
    static boolean usable(Context c, Block b) {
        if (!b.hasWild()) return true;
        return switch (c.options().goldInBasicYaku()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case OWN_FACE -> {
                for (int k = 0; k < b.kind().size(); k++) {
                    if (b.isWildAt(k) && b.faceAt(k) != c.goldFace()) yield false;
                }
                yield true;
            }
        };
    }

    /** 断幺九: every tile simple; a gold is judged by its own face (seed: a terminal or honour gold denies it). */
    private static boolean allSimples(Context c, List<Block> melds, List<Block> blocks) {
        if (c.golds() > 0 && !Tile.ofIndex(c.goldFace()).isSimple()) return false;
        boolean assignedFacesCount = c.options().goldInBasicYaku() == FuzhouOptions.GoldInBasicYaku.ALWAYS;
        return simple(melds, assignedFacesCount) && simple(blocks, assignedFacesCount);
    }

    private static boolean simple(List<Block> blocks, boolean assignedFacesCount) {
        for (Block b : blocks) {
            for (int k = 0; k < b.kind().size(); k++) {
                if (b.isWildAt(k) && !assignedFacesCount) continue;
                int f = b.faceAt(k);
                if (f >= 27 || f % 9 == 0 || f % 9 == 8) return false;
            }
        }
        return true;
    }

}
