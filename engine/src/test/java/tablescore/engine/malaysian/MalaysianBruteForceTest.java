package tablescore.engine.malaysian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Wait;
import tablescore.engine.fuzhou.WildBruteForce;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Tile;

/**
 * The engine's best fan equals the best over a brute force that tries every face for every Fly, with the Fly
 * rules applied to each reading, on random winning hands with up to four Flies.
 */
class MalaysianBruteForceTest {

    private static final boolean[] FACES = ConcealedTiles.wildFaces(Malaysian.TILES);
    private static final Malaysian MALAYSIAN = new Malaysian();

    @Test
    void bestFanOverEveryFlyAssignmentEqualsTheEnginesBest() {
        Random rnd = new Random(84);
        int checked = 0, fourFlies = 0;
        for (int attempt = 0; checked < 200 && attempt < 5000; attempt++) {
            int flies = attempt % 3 == 0 ? 4 : rnd.nextInt(4);
            Hand hand = randomWinningHand(rnd, flies);
            if (hand == null) continue;
            MalaysianOptions o = new MalaysianOptions.Builder(new MalaysianOptions.Builder(new MalaysianOptions.Builder(MalaysianOptions.DEFAULTS)
                    .flyInPair(rnd.nextBoolean())).flyCountsOneFan(rnd.nextBoolean())).dragonPungsInSmallThreeDragons(rnd.nextBoolean());
            Wind seat = Wind.values()[rnd.nextInt(3)];
            WinRequest r = WinRequest.of(seat, hand).discarder(hand.isSelfDrawn() ? null : seat.next(1, 3)).seats(3).build();
            MalaysianEvaluator.Context c = MalaysianEvaluator.Context.of(hand, seat, o);

            ConcealedTiles ct = ConcealedTiles.of(hand, Malaysian.TILES);
            int bestCapped = -1, bestTotal = -1;
            for (Arrangement a : WildBruteForce.arrangements(ct.counts(), ct.wilds(), ct.setsNeeded(), FACES)) {
                if (!MalaysianEvaluator.allowed(a, o)) continue;
                for (Wait w : Decomposer.waits(a, hand.winningTile(), hand.isWild(hand.winningTile()))) {
                    int total = MalaysianEvaluator.read(c, a, w).fanTotal();
                    int capped = Math.min(total, o.limit());
                    if (capped > bestCapped || capped == bestCapped && total > bestTotal) {
                        bestCapped = capped;
                        bestTotal = total;
                    }
                }
            }
            if (bestTotal < 0 && c.flies() == 4) {
                bestTotal = MalaysianEvaluator.read(c, null, null).fanTotal();
                bestCapped = Math.min(bestTotal, o.limit());
            }
            Scoring s = MALAYSIAN.score(r, o);
            if (bestTotal < 0) {
                assertEquals("not_complete", s.refusal().code(), hand.toString());
                continue;
            }
            MalaysianDetail d = (MalaysianDetail) s.detail();
            assertEquals(bestTotal, d.fanTotal(), "fan of " + hand + " under " + o + ": " + d.fans());
            assertEquals(bestCapped, d.fanCapped());
            assertEquals(bestTotal >= o.minimumFan(), s.isWin());
            checked++;
            if (c.flies() == 4) fourFlies++;
        }
        assertEquals(200, checked);
        assertTrue(fourFlies >= 50, "four-Fly hands checked: " + fourFlies);
    }

    /** Four random sets of dots and honours and a pair, {@code flies} random concealed tiles turned into Flies, random bonus tiles. */
    static Hand randomWinningHand(Random rnd, int flies) {
        int[] faces = new int[16];
        int n = 0;
        for (int f = 0; f < Tile.FACES; f++) if (FACES[f]) faces[n++] = f;
        List<List<Tile>> sets = new ArrayList<>();
        while (sets.size() < 4) {
            int f = faces[rnd.nextInt(16)];
            List<Tile> set = new ArrayList<>();
            if (f < 27 && f % 9 <= 6 && rnd.nextBoolean()) for (int k = 0; k < 3; k++) set.add(Tile.ofIndex(f + k));
            else for (int k = 0; k < 3; k++) set.add(Tile.ofIndex(f));
            sets.add(set);
        }
        List<Meld> melds = new ArrayList<>();
        List<Tile> concealed = new ArrayList<>();
        int meldCount = rnd.nextInt(3);
        for (List<Tile> set : sets) {
            if (melds.size() < meldCount) melds.add(new Meld(set.get(0).equals(set.get(1)) ? MeldKind.PUNG : MeldKind.CHOW, set, null));
            else concealed.addAll(set);
        }
        int pair = faces[rnd.nextInt(16)];
        concealed.add(Tile.ofIndex(pair));
        concealed.add(Tile.ofIndex(pair));
        for (int k = 0; k < flies; k++) {
            int i = rnd.nextInt(concealed.size());
            if (concealed.get(i).isFly()) { k--; continue; }
            concealed.set(i, Tile.fly());
        }
        List<Tile> bonus = new ArrayList<>();
        for (int i = 34; i < 48; i++) if (rnd.nextInt(6) == 0) bonus.add(Tile.ofIndex(i));
        Tile winning = concealed.get(rnd.nextInt(concealed.size()));
        WinMethod method = rnd.nextBoolean() ? WinMethod.SELF_DRAW : WinMethod.DISCARD;
        Hand hand = new Hand(concealed, melds, winning, method, Set.of(), bonus, null);
        try {
            HandValidator.validate(hand, Malaysian.TILES);
        } catch (HandException e) {
            return null;
        }
        return hand;
    }
}
