package tablescore.engine.riichi;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.Wait;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Tile;

/**
 * Reads a riichi win every way the one {@link Decomposer} allows (each arrangement, each block the
 * winning tile may have completed) and checks the yaku of each reading. Shared by standard riichi and the
 * seed-002 reform, which score the readings differently.
 */
public final class RiichiEvaluator {

    /** Receives each reading; the reading object is reused, so copy what must outlive the call. */
    public interface Visitor {
        void reading(Reading r, Arrangement a, int blockIndex, WaitShape wait);
    }

    /** One search per thread: a Decomposer is not thread-safe, and making one per hand costs more than the search. */
    private static final ThreadLocal<Decomposer> DECOMPOSER = ThreadLocal.withInitial(Decomposer::new);

    private RiichiEvaluator() {}

    /** Refuses what riichi cannot score, with a sentence saying what is wrong (the tiles are checked by HandValidator). */
    public static void check(WinRequest q) {
        Hand h = q.hand();
        if (!h.isWinning()) throw new IllegalArgumentException("the hand has no winning tile");
        if (h.winMethod() == null) throw new HandException("the hand has a winning tile but no win method (self_draw, discard, robbing_a_kong)");
        if (q.seats() != 4) throw new IllegalArgumentException("riichi is played by four seats, not " + q.seats());
        if (!h.isSelfDrawn() && q.discarder() == null) {
            throw new IllegalArgumentException("a win on a discard needs the discarder's seat");
        }
        checkCircumstances(q);
    }

    /**
     * Refuses win conditions the win cannot have had, as the other systems do: each of these once
     * scored as given (a rinshan with no kong, a tenhou of the dealt hand that held a called meld).
     */
    private static void checkCircumstances(WinRequest q) {
        Hand h = q.hand();
        boolean tsumo = h.isSelfDrawn();
        boolean called = !h.melds().isEmpty();
        if (h.has(Incidental.BLESSING_OF_HEAVEN) && (!q.isDealer() || !tsumo || called)) {
            throw new HandException("tenhou (天和, blessing of heaven) is the dealer (East) drawing a complete dealt hand, no call made");
        }
        if (h.has(Incidental.BLESSING_OF_EARTH) && (q.isDealer() || called)) {
            throw new HandException("chiihou and renhou (地和, 人和, blessing of earth) are a non-dealer's win in the first go-around,"
                    + " no call made; " + q.winner() + " is " + (q.isDealer() ? "the dealer" : "a non-dealer with a called meld"));
        }
        if (h.has(Incidental.FINAL_DRAW) && (!tsumo || h.has(Incidental.WIN_ON_KONG))) {
            throw new HandException("haitei (海底, final draw) is self-drawn from the last tile of the wall, not a kong's replacement tile");
        }
        if (h.has(Incidental.FINAL_DISCARD) && h.winMethod() != WinMethod.DISCARD) {
            throw new HandException("houtei (河底, final discard) is won on the last discard");
        }
        if (h.has(Incidental.WIN_ON_KONG) && (!tsumo || h.melds().stream().noneMatch(m -> m.kind().isKong()))) {
            throw new HandException("rinshan (嶺上, win on a kong) is self-drawn as the replacement for a kong the winner declared");
        }
        boolean riichi = q.declared(Declaration.RIICHI) || q.declared(Declaration.DOUBLE_RIICHI);
        if (riichi && !h.isConcealed()) {
            throw new HandException("riichi is declared with a concealed hand; this one has called " + h.melds().stream()
                    .filter(m -> !m.isConcealed()).map(m -> m.kind().wireName()).distinct().toList());
        }
        int[] reds = new int[3];
        for (Tile t : h.allTiles()) {
            if (t.red()) reds[t.suit().ordinal()]++;
        }
        for (int s = 0; s < 3; s++) {
            if (reds[s] > 1) {
                throw new HandException(reds[s] + " red fives of one suit: a riichi set has one red five of each suit (0m 0p 0s)");
            }
        }
    }

    /** Loads the facts of the win that every reading shares. */
    public static Reading prepare(WinRequest q) {
        return prepare(q, new Reading());
    }

    /** As {@link #prepare(WinRequest)}, into a reading that is reused (its counts are cleared first). */
    public static Reading prepare(WinRequest q, Reading r) {
        Hand h = q.hand();
        java.util.Arrays.fill(r.all, 0);
        java.util.Arrays.fill(r.concealedCounts, 0);
        List<Tile> concealed = h.concealed();
        for (int i = 0; i < concealed.size(); i++) {
            int f = concealed.get(i).index();
            r.concealedCounts[f]++;
            r.all[f]++;
        }
        List<Meld> melds = h.melds();
        for (int i = 0; i < melds.size(); i++) {
            List<Tile> tiles = melds.get(i).tiles();
            for (int k = 0; k < tiles.size(); k++) r.all[tiles.get(k).index()]++;
        }
        r.tally();
        r.winFace = h.winningTile().index();
        r.tsumo = h.isSelfDrawn();
        r.menzen = h.isConcealed();
        r.dealer = q.isDealer();
        r.seatFace = Tile.EAST + q.winner().ordinal();
        r.roundFace = Tile.EAST + q.roundWind().ordinal();
        r.doubleRiichi = q.declared(Declaration.DOUBLE_RIICHI);
        r.riichi = q.declared(Declaration.RIICHI) || r.doubleRiichi;
        r.ippatsu = q.declared(Declaration.IPPATSU);
        r.haitei = h.has(Incidental.FINAL_DRAW);
        r.houtei = h.has(Incidental.FINAL_DISCARD);
        r.rinshan = h.has(Incidental.WIN_ON_KONG);
        r.chankan = h.winMethod() == WinMethod.ROBBING_A_KONG;
        r.tenhou = h.has(Incidental.BLESSING_OF_HEAVEN);
        // a non-dealer's first-turn win is chiihou by self-draw and renhou by ron
        r.chiihou = h.has(Incidental.BLESSING_OF_EARTH) && r.tsumo;
        r.renhou = h.has(Incidental.BLESSING_OF_EARTH) && !r.tsumo;
        for (Tile t : q.doraIndicators()) checkIndicator(t);
        for (Tile t : q.uraDoraIndicators()) checkIndicator(t);
        return r;
    }

    private static void checkIndicator(Tile t) {
        if (!t.isPlaying()) throw new HandException("dora indicator " + t + " is not a riichi tile");
    }

    /** Visits every reading of the hand; false when the tiles make no complete hand at all. */
    public static boolean forEachReading(Reading r, Hand h, Visitor v) {
        Decomposer d = DECOMPOSER.get();
        int setsNeeded = 4 - h.melds().size();
        List<Arrangement> arrangements = d.regular(r.concealedCounts, 0, setsNeeded);
        if (h.melds().isEmpty() && mayBeSevenPairsOrOrphans(r.concealedCounts)) {
            List<Arrangement> pairs = d.sevenPairs(r.concealedCounts, 0, false);
            List<Arrangement> orphans = d.thirteenOrphans(r.concealedCounts, 0);
            if (!pairs.isEmpty() || !orphans.isEmpty()) {
                arrangements = new ArrayList<>(arrangements);
                arrangements.addAll(pairs);
                arrangements.addAll(orphans);
            }
        }
        if (arrangements.isEmpty()) return false;
        Tile win = h.winningTile().plain();
        for (int i = 0; i < arrangements.size(); i++) {
            Arrangement a = arrangements.get(i);
            if (a.shape() != Shape.REGULAR) {
                fill(r, h, a, -1, WaitShape.SINGLE);
                v.reading(r, a, -1, WaitShape.SINGLE);
                continue;
            }
            List<Wait> waits = Decomposer.waits(a, win, false);
            for (int k = 0; k < waits.size(); k++) {
                Wait w = waits.get(k);
                fill(r, h, a, w.blockIndex(), w.shape());
                v.reading(r, a, w.blockIndex(), w.shape());
            }
        }
        return true;
    }

    /** Cheap test before asking for the special shapes: seven distinct pairs, or thirteen different orphans. */
    private static boolean mayBeSevenPairsOrOrphans(int[] counts) {
        int pairs = 0, orphans = 0;
        for (int f = 0; f < Tile.FACES; f++) {
            int c = counts[f];
            if (c == 2) pairs++;
            if (c > 0 && Reading.isTerminalOrHonour(f)) orphans++;
        }
        return pairs == 7 || orphans == 13;
    }

    /** Fills the reading: declared melds first, then the arrangement's sets; the winning tile in block {@code winBlock}. */
    public static void fill(Reading r, Hand h, Arrangement a, int winBlock, WaitShape wait) {
        r.shape = a.shape();
        r.wait = wait;
        r.pair = -1;
        int n = 0;
        List<Meld> melds = h.melds();
        for (int i = 0; i < melds.size(); i++) {
            Meld m = melds.get(i);
            r.face[n] = m.face().index();
            MeldKind k = m.kind();
            r.kind[n] = k == MeldKind.CHOW ? Reading.CHOW : k == MeldKind.PUNG ? Reading.PUNG : Reading.KAN;
            r.concealed[n] = k == MeldKind.CONCEALED_KONG;
            r.open[n] = k != MeldKind.CONCEALED_KONG;
            n++;
        }
        List<Block> blocks = a.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            Block b = blocks.get(i);
            if (b.isPair()) {
                if (r.pair < 0) r.pair = b.face();
                continue;
            }
            if (a.shape() != Shape.REGULAR) continue;
            r.face[n] = b.face();
            r.kind[n] = b.isChow() ? Reading.CHOW : Reading.PUNG;
            // a pung completed by the ron tile counts as open
            r.concealed[n] = !b.isChow() && !(i == winBlock && !r.tsumo);
            r.open[n] = false;
            n++;
        }
        r.sets = n;
        r.summarize();
    }
}
