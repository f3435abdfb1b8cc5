package tablescore.engine.match;

import java.util.Map;
import java.util.TreeMap;
import tablescore.engine.hand.Hand;

/**
 * One winner of a deal and what the table recorded about the win.
 *
 * @param winner     the winner's seat
 * @param hand       the winning hand as laid down
 * @param discarder  seat that discarded the winning tile (the kong declarer when a kong is robbed); null on a self-draw
 * @param liable     seat that pays as the discarder (Zung Jung same-turn immunity, 包); null = the discarder
 * @param otherHands the other seats' hands where the system scores them (Ningbo), by seat
 */
public record Win(int winner, Hand hand, Integer discarder, Integer liable, Map<Integer, Hand> otherHands) {

    public Win {
        if (hand == null) throw new MatchException("a win needs the winning hand");
        if (hand.winMethod() == null) throw new MatchException("the winning hand of seat " + winner + " says not how it was won");
        if (hand.winMethod().isSelfDraw() && discarder != null) {
            throw new MatchException("seat " + winner + " won by self-draw, so nobody discarded (discarder given: seat " + discarder + ")");
        }
        if (!hand.winMethod().isSelfDraw() && discarder == null) {
            throw new MatchException("seat " + winner + " won on a " + hand.winMethod().wireName() + ": say who discarded");
        }
        if (discarder != null && discarder == winner) throw new MatchException("seat " + winner + " cannot win on his own discard");
        otherHands = otherHands == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(otherHands));
    }

    public static Win selfDraw(int winner, Hand hand) { return new Win(winner, hand, null, null, Map.of()); }

    public static Win onDiscard(int winner, Hand hand, int discarder) { return new Win(winner, hand, discarder, null, Map.of()); }

    public Win withOtherHands(Map<Integer, Hand> others) { return new Win(winner, hand, discarder, liable, others); }

    public Win withLiable(Integer seat) { return new Win(winner, hand, discarder, seat, otherHands); }

    public boolean isSelfDraw() { return discarder == null; }
}
