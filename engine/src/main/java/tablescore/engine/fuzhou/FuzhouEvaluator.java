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
        List<PatternScore> fans = new ArrayList<>();
        FuzhouOptions o = c.options();
        List<Block> sets = new ArrayList<>(c.meldBlocks());
        List<Block> concealedSets = new ArrayList<>();
        Block pair = null;
        for (Block b : a.blocks()) {
            if (b.isPair()) pair = b;
            else {
                sets.add(b);
                concealedSets.add(b);
            }
        }
        if (c.golds() > 0) add(fans, FuzhouYaku.GOLD, c.golds(), "x" + c.golds());

        // dragon pungs and the dragon hands
        int dragonSets = 0;
        for (Block b : sets) {
            if (b.isPung() && b.face() >= Tile.WHITE && usable(c, b)) {
                dragonSets++;
                int d = b.face() - Tile.WHITE;
                fans.add(new PatternScore(FuzhouYaku.DRAGON_PUNG.code(), DRAGON_ENGLISH[d] + " dragon pung",
                        DRAGON_NAMES[d], 1, "fan"));
            }
        }
        if (dragonSets == 3) {
            add(fans, FuzhouYaku.BIG_THREE_DRAGONS, 1, null);
            fans.set(fans.size() - 1, new PatternScore(FuzhouYaku.BIG_THREE_DRAGONS.code(), FuzhouYaku.BIG_THREE_DRAGONS.english(),
                    FuzhouYaku.BIG_THREE_DRAGONS.chinese(), o.fanCap(), "fan"));
        } else if (dragonSets == 2 && pair != null && pair.face() >= Tile.WHITE && usable(c, pair)) {
            add(fans, FuzhouYaku.SMALL_THREE_DRAGONS, 1, null);
        }

        if (allSimples(c, sets, pair)) add(fans, FuzhouYaku.ALL_SIMPLES, 1, null);
        if (c.hand().isConcealed()) add(fans, FuzhouYaku.CONCEALED, 1, null);

        // three colours: same-number chows, or same-number pungs, in the three suits
        if (threeColours(c, sets, BlockKind.CHOW)) add(fans, FuzhouYaku.THREE_COLOUR_CHOWS, 1, null);
        else if (threeColours(c, sets, BlockKind.PUNG)) add(fans, FuzhouYaku.THREE_COLOUR_PUNGS, 1, null);

        // 一般高: two identical chows in hand (a chowed sequence does not count)
        int[] chowCount = new int[Tile.FACES];
        int twins = 0;
        for (Block b : concealedSets) {
            if (b.isChow() && usable(c, b) && ++chowCount[b.face()] % 2 == 0) twins++;
        }
        if (twins > 0) add(fans, FuzhouYaku.TWIN_CHOWS, o.twinChowsPerPair() ? twins : 1, null);

        // 一气通贯: 123 456 789 of one suit, each a chow
        for (int suit = 0; suit < 3; suit++) {
            boolean[] has = new boolean[3];
            for (Block b : sets) {
                if (b.isChow() && usable(c, b) && b.face() / 9 == suit && b.face() % 3 == 0) has[b.face() % 9 / 3] = true;
            }
            if (has[0] && has[1] && has[2]) {
                add(fans, FuzhouYaku.PURE_STRAIGHT, 1, null);
                break;
            }
        }

        // gold fans that depend on the wait
        boolean winningTileIsGold = c.hand().winningTile().index() == c.goldFace();
        if (wait != null) {
            Block b = wait.block();
            if (winningTileIsGold && wait.winningTileIsWild() && wait.shape() == WaitShape.CLOSED) {
                add(fans, FuzhouYaku.GOLD_MIDDLE, 1, null);
            }
            boolean roamingAllowed = c.selfDraw() || o.roamingGoldOnDiscard();
            int others = b.wilds() - (wait.winningTileIsWild() ? 1 : 0);
            if (roamingAllowed && b.isPair() && others == 1) add(fans, FuzhouYaku.ROAMING_GOLD, 1, "single (单游)");
            else if (roamingAllowed && b.isPung() && others == 2) add(fans, FuzhouYaku.ROAMING_GOLD, 2, "double (双游)");
        }

        Hand h = c.hand();
        if (h.winMethod() == WinMethod.ROBBING_A_KONG) add(fans, FuzhouYaku.ROBBING_A_KONG, 1, null);
        if (h.has(Incidental.WIN_ON_KONG)) add(fans, FuzhouYaku.WIN_ON_KONG, 1, null);
        if (h.has(Incidental.FINAL_DRAW)) add(fans, FuzhouYaku.FINAL_DRAW, 1, null);
        if (h.has(Incidental.FINAL_DISCARD)) add(fans, FuzhouYaku.FINAL_DISCARD, 1, null);
        if (c.declaredReady()) add(fans, FuzhouYaku.READY, 1, null);

        int total = 0;
        for (PatternScore p : fans) total += p.value();

        FuzhouBigHand big = null;
        for (Block b : sets) if (b.wilds() == 3 && !c.meldBlocks().contains(b)) big = FuzhouBigHand.GOLD_DRAGON;
        if (big == null && pair != null && pair.wilds() == 2) big = FuzhouBigHand.GOLD_PAIR;
        return new FuzhouReading(a, wait, fans, total, big);
    }

    private static void add(List<PatternScore> fans, FuzhouYaku y, int units, String detail) {
        String english = detail == null ? y.english() : y.english() + " " + detail;
        fans.add(new PatternScore(y.code(), english, y.chinese(), y.fan() * units, "fan"));
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
    private static boolean allSimples(Context c, List<Block> sets, Block pair) {
        if (c.golds() > 0 && !Tile.ofIndex(c.goldFace()).isSimple()) return false;
        boolean assignedFacesCount = c.options().goldInBasicYaku() == FuzhouOptions.GoldInBasicYaku.ALWAYS;
        List<Block> all = new ArrayList<>(sets);
        if (pair != null) all.add(pair);
        for (Block b : all) {
            for (int k = 0; k < b.kind().size(); k++) {
                if (b.isWildAt(k) && !assignedFacesCount) continue;
                if (!Tile.ofIndex(b.faceAt(k)).isSimple()) return false;
            }
        }
        return true;
    }

    private static boolean threeColours(Context c, List<Block> sets, BlockKind kind) {
        for (int n = 0; n < 9; n++) {
            int suits = 0;
            for (Block b : sets) {
                if (b.kind() == kind && b.face() < 27 && b.face() % 9 == n && usable(c, b)) suits |= 1 << (b.face() / 9);
            }
            if (suits == 0b111) return true;
        }
        return false;
    }
}
