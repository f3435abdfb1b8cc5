package tablescore.engine.rules;

import java.util.EnumMap;
import java.util.Map;
import tablescore.engine.hand.Wind;

/**
 * Every seat's point change from one outcome. Points only move between seats and the table: the deltas
 * sum to the deposits taken from the table (riichi sticks, 报听 deposits) minus those put on it.
 */
public record Settlement(Map<Wind, Integer> deltas, int fromTable) {

    public Settlement {
        EnumMap<Wind, Integer> copy = new EnumMap<>(Wind.class);
        copy.putAll(deltas);
        deltas = java.util.Collections.unmodifiableMap(copy);
        int sum = 0;
        for (int d : deltas.values()) sum += d;
        if (sum != fromTable) {
            throw new IllegalStateException("settlement " + deltas + " sums to " + sum + " but " + fromTable
                    + " came from the table: points would be created or lost");
        }
    }

    public static Settlement none(int seats) {
        Map<Wind, Integer> m = new EnumMap<>(Wind.class);
        for (int i = 0; i < seats; i++) m.put(Wind.values()[i], 0);
        return new Settlement(m, 0);
    }

    public int of(Wind w) { return deltas.getOrDefault(w, 0); }

    /** Builds a settlement payment by payment, so it sums to zero by construction. */
    public static final class Builder {
        private final EnumMap<Wind, Integer> deltas = new EnumMap<>(Wind.class);
        private int fromTable;

        public Builder(int seats) {
            for (int i = 0; i < seats; i++) deltas.put(Wind.values()[i], 0);
        }

        public Builder pay(Wind from, Wind to, int points) {
            deltas.merge(from, -points, Integer::sum);
            deltas.merge(to, points, Integer::sum);
            return this;
        }

        public Builder takeFromTable(Wind to, int points) {
            deltas.merge(to, points, Integer::sum);
            fromTable += points;
            return this;
        }

        public Settlement build() { return new Settlement(deltas, fromTable); }
    }
}
