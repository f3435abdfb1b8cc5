package tablescore.engine.match;

import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.rules.Declaration;

/** Short ways to write the deals of a test match. */
final class Deals {
    private Deals() {}

    /** A concealed hand won by self-draw. */
    static final Hand CONCEALED_TSUMO = Hand.winning("123m456p789s234s11z", List.of(), "2s", WinMethod.SELF_DRAW);
    /** A concealed hand won on a discard. */
    static final Hand CONCEALED_RON = Hand.winning("123m456p789s234s11z", List.of(), "2s", WinMethod.DISCARD);
    /** An open hand (a pung of 2s) won on a discard. */
    static final Hand OPEN_RON = Hand.winning("123m456p789s11z", List.of(Meld.of(MeldKind.PUNG, "222s")), "1z", WinMethod.DISCARD);
    /** Thirteen tiles: not a complete hand. */
    static final Hand SHORT = Hand.winning("123m456p789s23s11z", List.of(), "2s", WinMethod.SELF_DRAW);

    static HandWon tsumo(int seat) { return HandWon.of(Win.selfDraw(seat, CONCEALED_TSUMO)); }

    static HandWon ron(int seat, int from) { return HandWon.of(Win.onDiscard(seat, CONCEALED_RON, from)); }

    static HandWon openRon(int seat, int from) { return HandWon.of(Win.onDiscard(seat, OPEN_RON, from)); }

    static ExhaustiveDraw draw(Integer... ready) { return ExhaustiveDraw.of(Set.of(ready)); }

    static Map<Integer, Set<Declaration>> riichi(Integer... seats) {
        java.util.Map<Integer, Set<Declaration>> m = new java.util.HashMap<>();
        for (int s : seats) m.put(s, Set.of(Declaration.RIICHI));
        return m;
    }

    static Match play(Match m, MatchEvent... events) {
        for (MatchEvent e : events) m = m.append(e);
        return m;
    }

    static Match flat(String system) {
        return Match.start(MatchSetup.defaults(system, players(system)), FlatRules.forSystem(system));
    }

    static List<String> players(String system) {
        return system.equals("malaysian") ? List.of("Ann", "Bob", "Cy") : List.of("Ann", "Bob", "Cy", "Dee");
    }
}
