package tablescore.engine.rules;

import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Tile;

/**
 * Everything a table knows about one win. Seats are named by their wind in this deal; East deals.
 *
 * @param winner          the winner's seat
 * @param hand            the winning hand
 * @param discarder       who discarded the winning tile (the kong declarer when a kong is robbed); null on a self-draw
 * @param liable          who pays as the discarder (Zung Jung same-turn immunity, 包); null means the discarder
 * @param roundWind       the prevailing wind
 * @param honba           counters on the table (riichi 本場)
 * @param depositsOnTable points lying on the table that the winner collects (riichi sticks, 报听 deposits)
 * @param declarations    what the winner declared (riichi, ippatsu, 报听)
 * @param doraIndicators  riichi dora indicators (kan dora included)
 * @param uraDoraIndicators riichi ura dora indicators
 * @param otherHands      the other seats' hands where the system scores them (Ningbo)
 * @param seats           players at the table: 4, or 3 for Malaysian
 */
public record WinRequest(Wind winner, Hand hand, Wind discarder, Wind liable, Wind roundWind, int honba,
                         int depositsOnTable, Set<Declaration> declarations, List<Tile> doraIndicators,
                         List<Tile> uraDoraIndicators, Map<Wind, Hand> otherHands, int seats) {

    public WinRequest {
        if (winner == null) throw new IllegalArgumentException("a win needs a winner");
        if (hand == null) throw new IllegalArgumentException("a win needs a hand");
        if (roundWind == null) roundWind = Wind.E;
        declarations = Set.copyOf(declarations);
        doraIndicators = List.copyOf(doraIndicators);
        uraDoraIndicators = List.copyOf(uraDoraIndicators);
        otherHands = Map.copyOf(otherHands);
        if (honba < 0) throw new IllegalArgumentException("honba cannot be negative");
        if (honba > MOST_HONBA) {
            throw new IllegalArgumentException("honba " + honba + " is more than " + MOST_HONBA + ": no table repeats a dealer so often");
        }
        if (depositsOnTable < 0) throw new IllegalArgumentException("deposits on the table cannot be negative");
        if (depositsOnTable > MOST_DEPOSITS) {
            throw new IllegalArgumentException("deposits on the table of " + depositsOnTable + " points are more than " + MOST_DEPOSITS
                    + ": no game leaves so much on the table");
        }
        if (discarder == winner) throw new IllegalArgumentException("the winner cannot be the discarder");
        if (hand.isSelfDrawn() && discarder != null) {
            throw new HandException("a self-drawn win has no discarder, but " + discarder + " was given");
        }
    }

    /**
     * Counters beyond any real game, refused so that payments stay within an int: 1000 honba at
     * up to 1500 points each and 100 million points of deposits, with a yakuman's payments, sum to
     * well under two billion.
     */
    public static final int MOST_HONBA = 1000, MOST_DEPOSITS = 100_000_000;

    public static Builder of(Wind winner, Hand hand) { return new Builder(winner, hand); }

    public boolean isDealer() { return winner == Wind.E; }
    public boolean isSelfDraw() { return discarder == null; }
    public boolean declared(Declaration d) { return declarations.contains(d); }

    /** The seat that pays as the discarder: the liable seat if the table named one, else the discarder. */
    public Wind payingDiscarder() { return liable != null ? liable : discarder; }

    /** Seats at the table in turn order from East. */
    public List<Wind> seatList() { return List.of(Wind.values()).subList(0, seats); }

    public static final class Builder {
        private final Wind winner;
        private final Hand hand;
        private Wind discarder, liable, roundWind = Wind.E;
        private int honba, deposits, seats = 4;
        private Set<Declaration> declarations = Set.of();
        private List<Tile> dora = List.of(), ura = List.of();
        private Map<Wind, Hand> others = Map.of();

        private Builder(Wind winner, Hand hand) { this.winner = winner; this.hand = hand; }

        public Builder discarder(Wind w) { discarder = w; return this; }
        public Builder liable(Wind w) { liable = w; return this; }
        public Builder roundWind(Wind w) { roundWind = w; return this; }
        public Builder honba(int n) { honba = n; return this; }
        public Builder depositsOnTable(int points) { deposits = points; return this; }
        public Builder declarations(Set<Declaration> d) { declarations = d; return this; }
        public Builder dora(List<Tile> indicators) { dora = indicators; return this; }
        public Builder uraDora(List<Tile> indicators) { ura = indicators; return this; }
        public Builder otherHands(Map<Wind, Hand> hands) { others = hands; return this; }
        public Builder seats(int n) { seats = n; return this; }

        public WinRequest build() {
            return new WinRequest(winner, hand, discarder, liable, roundWind, honba, deposits, declarations, dora, ura, others, seats);
        }
    }
}
