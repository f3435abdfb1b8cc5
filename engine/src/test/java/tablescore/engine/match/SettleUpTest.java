package tablescore.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Settle-up: who pays whom, in the fewest transfers. */
class SettleUpTest {

    @Test
    void pairsThatCancelSettleSeparately() {
        assertEquals(List.of(new Transfer(1, 0, 10), new Transfer(3, 2, 5)),
                SettleUp.fewestTransfers(List.of(10, -10, 5, -5)));
    }

    @Test
    void oneWinnerIsPaidByEveryLoser() {
        List<Transfer> t = SettleUp.fewestTransfers(List.of(30, -10, -10, -10));
        assertEquals(3, t.size());
    }

    @Test
    void nobodyOwesNothing() {
        assertEquals(List.of(), SettleUp.fewestTransfers(List.of(0, 0, 0)));
    }

    @Test
    void balancesThatDoNotSumToZeroAreRefused() {
        assertThrows(MatchException.class, () -> SettleUp.fewestTransfers(List.of(10, -5, 0, 0)));
    }

    @Test
    void transfersSettleEveryBalanceInAtMostPlayersMinusOne() {
        Random r = new Random(7);
        for (int round = 0; round < 500; round++) {
            int n = 3 + r.nextInt(3);
            int[] b = new int[n];
            int sum = 0;
            for (int i = 0; i < n - 1; i++) {
                b[i] = (r.nextInt(7) - 3) * 1000;
                sum += b[i];
            }
            b[n - 1] = -sum;
            List<Integer> balances = java.util.Arrays.stream(b).boxed().toList();
            List<Transfer> t = SettleUp.fewestTransfers(balances);
            int[] left = b.clone();
            for (Transfer x : t) {
                left[x.from()] += x.amount();
                left[x.to()] -= x.amount();
            }
            for (int v : left) assertEquals(0, v, balances + " -> " + t);
            long nonZero = java.util.Arrays.stream(b).filter(v -> v != 0).count();
            assertEquals(true, t.size() <= Math.max(0, nonZero - 1), balances + " -> " + t);
        }
    }
}
