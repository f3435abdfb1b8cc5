package tablescore.engine.fuzhou;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Tile;

/**
 * The best score the engine finds equals the best over a brute force that tries every face for every gold
 * (按照分数高的番数计算), on random winning hands with up to three golds, under every gold option.
 */
class FuzhouBruteForceTest {

    private static final boolean[] FACES = ConcealedTiles.wildFaces(Fuzhou.TILES);
    private static final Fuzhou FUZHOU = new Fuzhou();

    @Test
    void bestScoreOverEveryGoldAssignmentEqualsTheEnginesBest() {
        Random rnd = new Random(20261122);
        int checked = 0, withThreeGolds = 0, bigHands = 0;
        for (int attempt = 0; checked < 300 && attempt < 5000; attempt++) {
            Hand hand = randomWinningHand(rnd, attempt % 2 == 0 ? 3 : rnd.nextInt(3));
            if (hand == null) continue;
            FuzhouOptions o = FuzhouOptions.DEFAULTS
                    .withGoldInBasicYaku(FuzhouOptions.GoldInBasicYaku.values()[rnd.nextInt(3)])
                    .withTwinChowsPerPair(rnd.nextBoolean()).withRoamingGoldOnDiscard(rnd.nextBoolean());
            Wind winner = Wind.values()[rnd.nextInt(4)];
            boolean ready = rnd.nextBoolean();
            WinRequest r = WinRequest.of(winner, hand).discarder(hand.isSelfDrawn() ? null : winner.next(-1, 4))
                    .declarations(ready ? Set.of(Declaration.READY) : Set.of()).build();
            FuzhouEvaluator.Context c = FuzhouEvaluator.Context.of(hand, winner == Wind.E, ready, o);

            ConcealedTiles ct = ConcealedTiles.of(hand, Fuzhou.TILES);
            int bestRegular = -1, bestFan = -1, bestBig = 0;
            for (Arrangement a : WildBruteForce.arrangements(ct.counts(), ct.wilds(), ct.setsNeeded(), FACES)) {
                for (Wait w : Decomposer.waits(a, hand.winningTile(), hand.isWild(hand.winningTile()))) {
                    FuzhouReading reading = FuzhouEvaluator.read(c, a, w);
                    int points = Fuzhou.regularPoints(reading.fanTotal(), o, hand);
                    if (points > bestRegular || points == bestRegular && reading.fanTotal() > bestFan) {
                        bestRegular = points;
                        bestFan = reading.fanTotal();
                    }
                    if (reading.bigHand() != null) bestBig = Math.max(bestBig, reading.bigHand().points());
                }
            }
            if (c.golds() >= 3) bestBig = Math.max(bestBig, FuzhouBigHand.THREE_GOLDS.points());
            assertTrue(bestRegular > 0, "the generated hand is complete: " + hand);

            Scoring s = FUZHOU.score(r, o);
            FuzhouDetail d = (FuzhouDetail) s.detail();
            assertEquals(bestRegular, d.regularPointsPerPayer(), "regular points of " + hand + " under " + o);
            assertEquals(bestFan, d.fanTotal(), "fan of " + hand + " under " + o + ": " + d.fans());
            assertEquals(bestBig, d.bigHand() == null ? 0 : d.bigHand().points(), "big hand of " + hand);
            assertEquals(Math.max(bestRegular, bestBig), s.value());
            checked++;
            if (c.golds() == 3) withThreeGolds++;
            if (bestBig > 0) bigHands++;
        }
        assertEquals(300, checked);
        assertTrue(withThreeGolds >= 100, "three-gold hands checked: " + withThreeGolds);
        assertTrue(bigHands >= 50, "hands with a gold big hand: " + bigHands);
    }

    @Test
    void aHandWithNoReadingHasNoneInEitherSearch() {
        Hand dead = new Hand(tiles(0, 0, 4, 8, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 31), List.of(),
                Tile.ofIndex(31), WinMethod.SELF_DRAW, Set.of(), List.of(), Tile.ofIndex(33));
        ConcealedTiles ct = ConcealedTiles.of(dead, Fuzhou.TILES);
        assertTrue(WildBruteForce.arrangements(ct.counts(), ct.wilds(), ct.setsNeeded(), FACES).isEmpty());
        assertFalse(FUZHOU.score(WinRequest.of(Wind.S, dead).build(), FuzhouOptions.DEFAULTS).isWin());
    }

    private static List<Tile> tiles(int... faces) {
        List<Tile> t = new ArrayList<>();
        for (int f : faces) t.add(Tile.ofIndex(f));
        return t;
    }

    /** Five random sets and a pair; a random gold face; {@code golds} random concealed tiles turned into golds. */
    static Hand randomWinningHand(Random rnd, int golds) {
        int[] faces = new int[30];
        int n = 0;
        for (int f = 0; f < Tile.FACES; f++) if (FACES[f]) faces[n++] = f;
        List<List<Tile>> sets = new ArrayList<>();
        while (sets.size() < 5) {
            int f = faces[rnd.nextInt(30)];
            List<Tile> set = new ArrayList<>();
            if (f < 27 && f % 9 <= 6 && rnd.nextInt(3) > 0) for (int k = 0; k < 3; k++) set.add(Tile.ofIndex(f + k));
            else for (int k = 0; k < 3; k++) set.add(Tile.ofIndex(f));
            sets.add(set);
        }
        int pairFace = faces[rnd.nextInt(30)];
        int gold = faces[rnd.nextInt(30)];
        List<Meld> melds = new ArrayList<>();
        List<Tile> concealed = new ArrayList<>();
        int meldCount = rnd.nextInt(3);
        for (List<Tile> set : sets) {
            boolean holdsGold = set.stream().anyMatch(t -> t.index() == gold);
            if (melds.size() < meldCount && !holdsGold) {
                melds.add(new Meld(set.get(0).equals(set.get(1)) ? MeldKind.PUNG : MeldKind.CHOW, set, null));
            } else {
                concealed.addAll(set);
            }
        }
        concealed.add(Tile.ofIndex(pairFace));
        concealed.add(Tile.ofIndex(pairFace));
        // turn random non-gold concealed tiles into golds until the hand holds the wanted number
        long have = concealed.stream().filter(t -> t.index() == gold).count();
        if (have > golds) return null;
        for (int tries = 0; have < golds && tries < 50; tries++) {
            int i = rnd.nextInt(concealed.size());
            if (concealed.get(i).index() == gold) continue;
            concealed.set(i, Tile.ofIndex(gold));
            have++;
        }
        if (have != golds) return null;
        Tile winning = concealed.get(rnd.nextInt(concealed.size()));
        boolean goldWins = winning.index() == gold;
        WinMethod method = goldWins || rnd.nextBoolean() ? WinMethod.SELF_DRAW : WinMethod.DISCARD;
        Hand hand = new Hand(concealed, melds, winning, method, Set.of(), List.of(), Tile.ofIndex(gold));
        try {
            HandValidator.validate(hand, Fuzhou.TILES);
        } catch (HandException e) {
            return null; // a fifth copy of a face
        }
        return hand;
    }
}
