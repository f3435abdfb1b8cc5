package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Dora, ura dora and red fives (rules.md §2.1): han, never yaku. */
class DoraTest {

    @Test
    void theDoraIsTheTileAfterTheIndicatorWrapping() {
        assertEquals(0, Dora.next(8), "9m indicates 1m");
        assertEquals(27, Dora.next(30), "North indicates East");
        assertEquals(31, Dora.next(33), "Red indicates White");
        assertEquals(32, Dora.next(31), "White indicates Green");
    }

    @Test
    void eachMatchingTileIsOneHanPerIndicator() {
        assertEquals(2, Win.ron("234456m66p123444s", "4s").riichi().dora("5p").detail().dora());
        assertEquals(4, Win.ron("234456m66p123444s", "4s").riichi().dora("5p5p").detail().dora());
    }

    @Test
    void uraDoraCountOnlyAfterRiichi() {
        assertEquals(2, Win.ron("234456m66p123444s", "4s").riichi().ura("5p").detail().uraDora());
        assertEquals(0, Win.ron("234456m66p123444s", "4s").option("kuitan", true).ura("5p").riichi().option("ura_dora", false).detail().uraDora());
    }

    @Test
    void redFivesCountOnlyUnderTheAkaDoraOption() {
        assertEquals(0, Win.tsumo("12355599m406p340s", "9m").detail().akaDora());
        assertEquals(2, Win.tsumo("12355599m406p340s", "9m").option("aka_dora", true).detail().akaDora());
    }

    @Test
    void aKanCountsFourDora() {
        assertEquals(4, Win.ron("234m567p88s234s", "4s").riichi().meld("ankan:9999m").dora("8m").detail().dora());
    }
}
