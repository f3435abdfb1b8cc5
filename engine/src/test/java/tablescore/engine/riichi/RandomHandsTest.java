package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.riichi.reform.ReformOptions;
import tablescore.engine.riichi.reform.RiichiReform;
import tablescore.engine.tile.Tile;

/**
 * Random complete hands (fixed seed): every one is either scored or refused for having no yaku, never
 * "not complete" and never an exception; the settlement pays exactly what the payments say; fu is one of
 * the values the rules allow; the reform agrees that the hand is complete.
 */
class RandomHandsTest {

    private static final int HANDS = 20000;

    @Test
    void everyRandomCompleteHandScoresConsistently() {
        Random rnd = new Random(20261122L);
        int wins = 0;
        for (int n = 0; n < HANDS; n++) {
            WinRequest q = randomWin(rnd);
            RiichiOptions o = RiichiOptions.DEFAULTS;
            Scoring s = Riichi.INSTANCE.score(q, o);
            String where = "hand " + n + ": " + q.hand();
            if (!s.isWin()) {
                assertEquals(Refusal.NO_YAKU, s.refusal().code(), where);
                continue;
            }
            wins++;
            RiichiScore d = (RiichiScore) s.detail();
            assertTrue(!d.yaku().isEmpty(), where);
            assertTrue(d.fu() == 0 || d.fu() == 25 || d.fu() >= 20 && d.fu() <= 130 && d.fu() % 10 == 0, where + " fu " + d.fu());
            assertEquals(d.payments().total(), s.settlement().of(q.winner()), where);
            int paid = 0;
            for (Wind w : Wind.values()) if (w != q.winner()) paid -= s.settlement().of(w);
            assertEquals(d.payments().total() - d.payments().riichiSticksBonus(), paid, where);
            Scoring r = RiichiReform.INSTANCE.score(q, ReformOptions.DEFAULTS);
            assertTrue(r.isWin() || !r.refusal().code().equals(Refusal.NOT_COMPLETE), where);
        }
        assertTrue(wins > HANDS / 4, "most random hands should have a yaku, got " + wins);
    }

    /** Four sets and a pair within the 136 tiles, some declared, a winning tile among the concealed ones. */
    static WinRequest randomWin(Random rnd) {
        int[] used = new int[Tile.FACES];
        List<Tile> concealed = new ArrayList<>();
        List<Meld> melds = new ArrayList<>();
        int sets = 0;
        while (sets < 4) {
            int kind = rnd.nextInt(10); // 0-5 chow, 6-8 pung, 9 kan
            int face = rnd.nextInt(Tile.FACES);
            if (kind < 6) {
                if (face >= 27 || face % 9 > 6 || used[face] > 3 || used[face + 1] > 3 || used[face + 2] > 3) continue;
                List<Tile> t = List.of(Tile.ofIndex(face), Tile.ofIndex(face + 1), Tile.ofIndex(face + 2));
                for (int k = 0; k < 3; k++) used[face + k]++;
                if (rnd.nextInt(4) == 0) melds.add(new Meld(MeldKind.CHOW, t, null));
                else concealed.addAll(t);
            } else {
                int size = kind == 9 ? 4 : 3;
                if (used[face] + size > 4) continue;
                used[face] += size;
                List<Tile> t = new ArrayList<>();
                for (int k = 0; k < size; k++) t.add(Tile.ofIndex(face));
                if (size == 4) melds.add(new Meld(rnd.nextBoolean() ? MeldKind.CONCEALED_KONG : MeldKind.EXPOSED_KONG, t, null));
                else if (rnd.nextInt(4) == 0) melds.add(new Meld(MeldKind.PUNG, t, null));
                else concealed.addAll(t);
            }
            sets++;
        }
        int pair;
        do pair = rnd.nextInt(Tile.FACES); while (used[pair] > 2);
        concealed.add(Tile.ofIndex(pair));
        concealed.add(Tile.ofIndex(pair));
        Tile win = concealed.get(rnd.nextInt(concealed.size()));
        boolean tsumo = rnd.nextBoolean();
        boolean closed = melds.stream().allMatch(Meld::isConcealed);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        if (closed && rnd.nextInt(3) == 0) decl.add(Declaration.RIICHI);
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        if (rnd.nextInt(20) == 0) inc.add(tsumo ? Incidental.FINAL_DRAW : Incidental.FINAL_DISCARD);
        Hand h = new Hand(concealed, melds, win, tsumo ? WinMethod.SELF_DRAW : WinMethod.DISCARD, inc, List.of(), null);
        Wind seat = Wind.values()[rnd.nextInt(4)];
        return WinRequest.of(seat, h).discarder(tsumo ? null : seat.next(1 + rnd.nextInt(3), 4))
                .roundWind(Wind.values()[rnd.nextInt(2)]).honba(rnd.nextInt(3)).depositsOnTable(1000 * rnd.nextInt(3))
                .declarations(decl).dora(List.of(Tile.ofIndex(rnd.nextInt(Tile.FACES)))).build();
    }
}
