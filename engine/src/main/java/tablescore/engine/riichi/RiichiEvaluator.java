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

    /** Loads the facts of the win that every reading shares. */
    public static Reading prepare(WinRequest q) {
        Hand h = q.hand();
        Reading r = new Reading();
        for (Tile t : h.concealed()) {
            r.concealedCounts[t.index()]++;
            r.all[t.index()]++;
        }
        for (Meld m : h.melds()) for (Tile t : m.tiles()) r.all[t.index()]++;
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
    }
}
