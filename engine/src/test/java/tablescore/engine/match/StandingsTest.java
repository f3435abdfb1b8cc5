package tablescore.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static tablescore.engine.match.Deals.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Riichi standings: uma and oka presets, ties by seat order, leftover sticks; results sum to zero. */
class StandingsTest {

    private static Match riichiMatch(UmaOka umaOka) {
        MatchSetup setup = MatchSetup.defaults("riichi", players("riichi")).withUmaOka(umaOka)
                .withEnd(new EndCondition(0, 2, true));
        return Match.start(setup, FlatRules.forSystem("riichi"));
    }

    @Test
    void noUmaRanksByPointsAndResultsArePointsWon() {
        Match m = play(riichiMatch(UmaOka.none(25_000)), ron(1, 2));
        Standings s = m.standings();
        assertEquals(List.of(1, 0, 3, 2), s.places().stream().map(Place::seat).toList());
        assertEquals(6000, s.ofSeat(1).result());
        assertEquals(-6000, s.ofSeat(2).result());
    }

    @Test
    void tiesAreBrokenBySeatOrderFromTheFirstDealer() {
        Standings s = riichiMatch(UmaOka.none(25_000)).standings();
        assertEquals(List.of(0, 1, 2, 3), s.places().stream().map(Place::seat).toList());
        assertEquals(List.of(1, 2, 3, 4), s.places().stream().map(Place::rank).toList());
    }

    @Test
    void uma10To20WithOkaFrom30000() {
        Match m = play(riichiMatch(UmaOka.preset("10-20", 25_000, 30_000)), ron(1, 2), ron(3, 2));
        Standings s = m.standings();
        // points: Ann 25000, Bob 31000, Cy 13000, Dee 31000 (tie: Bob's seat is nearer the first dealer)
        assertEquals(List.of(1, 3, 0, 2), s.places().stream().map(Place::seat).toList());
        assertEquals(31_000 - 30_000 + 20_000 + 20_000, s.ofSeat(1).result());
        assertEquals(31_000 - 30_000 + 10_000, s.ofSeat(3).result());
        assertEquals(25_000 - 30_000 - 10_000, s.ofSeat(0).result());
        assertEquals(13_000 - 30_000 - 20_000, s.ofSeat(2).result());
        assertEquals("+41.0", s.ofSeat(1).resultInThousands());
        assertEquals(0, s.resultsBySeat().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void presetsAreTheUsualOnes() {
        assertEquals(List.of(10_000, 5_000, -5_000, -10_000), UmaOka.preset("5-10", 25_000, 25_000).uma());
        assertEquals(List.of(30_000, 10_000, -10_000, -30_000), UmaOka.preset("10-30", 25_000, 25_000).uma());
        assertEquals(0, UmaOka.preset("none", 25_000, 25_000).oka(25_000, 4));
        assertEquals(20_000, UmaOka.preset("none", 25_000, 30_000).oka(25_000, 4));
        assertThrows(MatchException.class, () -> UmaOka.preset("7-14", 25_000, 25_000));
        assertThrows(MatchException.class, () -> UmaOka.custom(List.of(15_000, 5_000, -5_000, -10_000), 25_000));
    }

    @Test
    void sticksLeftAtTheEndGoToFirstPlace() {
        Match m = play(riichiMatch(UmaOka.none(25_000)), ron(1, 2), draw(0).withDeclarations(riichi(0, 3)));
        Standings s = m.standings();
        assertEquals(true, s.isFinal());
        // Bob 31000 was first before the sticks; he takes both
        assertEquals(31_000 - 1000 + 2000, s.ofSeat(1).points());
        assertEquals(0, s.resultsBySeat().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void settleUpFollowsTheResults() {
        Match m = play(riichiMatch(UmaOka.none(25_000)), ron(1, 2), ron(3, 0));
        List<Transfer> t = m.standings().settleUp();
        // Ann and Cy are 6000 down, Bob and Dee 6000 up: two transfers, pairing seats in order
        assertEquals(List.of(new Transfer(0, 1, 6000), new Transfer(2, 3, 6000)), t);
    }
}
