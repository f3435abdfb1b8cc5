package tablescore.engine.match;

import java.util.ArrayList;
import java.util.List;

/**
 * Who pays whom at the end, in the fewest transfers. The players split into as many groups as possible
 * whose balances sum to zero (each group of k players needs k - 1 transfers, so more groups means fewer
 * transfers); inside a group the biggest loser pays the biggest winner until all are square.
 */
public final class SettleUp {

    /** Above this many players the exact search (3^n) is not attempted. */
    private static final int MAX_PLAYERS = 12;

    private SettleUp() {}

    /** Transfers settling the balances (by seat; positive = is owed). Balances must sum to zero. */
    public static List<Transfer> fewestTransfers(List<Integer> balances) {
        int n = balances.size();
        if (n > MAX_PLAYERS) throw new MatchException("settle-up handles at most " + MAX_PLAYERS + " players, not " + n);
        long total = 0;
        for (int b : balances) total += b;
        if (total != 0) throw new MatchException("balances " + balances + " sum to " + total + ", not zero: nothing to settle fairly");
        int nonZero = 0;
        for (int i = 0; i < n; i++) if (balances.get(i) != 0) nonZero |= 1 << i;
        int size = 1 << n;
        long[] sum = new long[size];
        for (int m = 1; m < size; m++) {
            int low = Integer.numberOfTrailingZeros(m);
            sum[m] = sum[m & (m - 1)] + balances.get(low);
        }
        // groups[m] = most zero-sum groups partitioning m (m itself sums to zero); choice[m] = the group with m's lowest seat
        int[] groups = new int[size];
        int[] choice = new int[size];
        for (int m = 1; m < size; m++) {
            if ((m & ~nonZero) != 0 || sum[m] != 0) continue;
            int low = m & -m;
            int best = -1;
            int bestSub = 0;
            int rest = m ^ low;
            // submasks of m that contain its lowest seat, smallest first for a stable choice
            for (int s = rest; ; s = (s - 1) & rest) {
                int sub = s | low;
                if (sum[sub] == 0) {
                    int g = 1 + (sub == m ? 0 : groups[m ^ sub]);
                    if (sub == m || groups[m ^ sub] > 0) {
                        if (g > best || (g == best && sub < bestSub)) {
                            best = g;
                            bestSub = sub;
                        }
                    }
                }
                if (s == 0) break;
            }
            groups[m] = best;
            choice[m] = bestSub;
        }
        List<Transfer> out = new ArrayList<>();
        int m = nonZero;
        while (m != 0) {
            int g = choice[m];
            settleGroup(balances, g, out);
            m ^= g;
        }
        return List.copyOf(out);
    }

    private static void settleGroup(List<Integer> balances, int group, List<Transfer> out) {
        int n = balances.size();
        long[] left = new long[n];
        for (int i = 0; i < n; i++) if ((group >> i & 1) != 0) left[i] = balances.get(i);
        while (true) {
            int debtor = -1, creditor = -1;
            for (int i = 0; i < n; i++) {
                if (left[i] < 0 && (debtor < 0 || left[i] < left[debtor])) debtor = i;
                if (left[i] > 0 && (creditor < 0 || left[i] > left[creditor])) creditor = i;
            }
            if (debtor < 0 || creditor < 0) return;
            long amount = Math.min(-left[debtor], left[creditor]);
            out.add(new Transfer(debtor, creditor, Math.toIntExact(amount)));
            left[debtor] += amount;
            left[creditor] -= amount;
        }
    }
}
