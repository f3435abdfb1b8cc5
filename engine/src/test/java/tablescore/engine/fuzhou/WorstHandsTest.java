package tablescore.engine.fuzhou;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/** The hands the benchmark scores are legal wins with many readings (so the benchmark measures the worst case). */
class WorstHandsTest {

    @Test
    void threeGoldsInASeventeenTileOneSuitHandHaveManyReadings() {
        Hand fz = new Hand(Notation.parse("11223344556677m5z5z5z"), List.of(), Notation.parseTile("5z"), WinMethod.SELF_DRAW,
                Set.of(), List.of(), Notation.parseTile("5z"));
        ConcealedTiles ct = ConcealedTiles.of(fz, Fuzhou.TILES);
        int n = new Decomposer(ConcealedTiles.wildFaces(Fuzhou.TILES)).regular(ct.counts(), ct.wilds(), ct.setsNeeded()).size();
        assertTrue(n > 100, "arrangements: " + n);
        Scoring s = new Fuzhou().score(WinRequest.of(Wind.S, fz).declarations(Set.of(Declaration.READY)).depositsOnTable(8).build(),
                FuzhouOptions.DEFAULTS);
        assertTrue(s.isWin());
        assertEquals(64, s.value(), s.patterns().toString());
    }
}
