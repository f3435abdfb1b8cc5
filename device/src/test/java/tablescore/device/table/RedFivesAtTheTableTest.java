package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.TileSet;
import tablescore.engine.riichi.Riichi;

/** The camera tells a red five from its five; only a table whose rules play red fives keeps them. */
class RedFivesAtTheTableTest {
    private static HandReader.ReadTile read(String tile, String runnerUp) {
        return new HandReader.ReadTile(tile, "concealed", List.of(), 0.7, runnerUp, false);
    }

    @Test
    void aRedFiveReadAtATableWithoutRedFivesIsItsPlainFive() {
        TileSet noRedFives = TileSet.standard("Zung Jung").build();
        List<HandReader.ReadTile> read = List.of(read("0m", "5m"), read("0p", "3p"), read("5s", "0s"), read("7z", "0m"));
        List<HandReader.ReadTile> asPlayed = TableFlow.asTheTablePlays(read, noRedFives);
        assertEquals(List.of("5m", "5p", "5s", "7z"), asPlayed.stream().map(HandReader.ReadTile::tile).toList());
        assertNull(asPlayed.get(0).runnerUp(), "a five's runner-up 'or else a five' offers nothing");
        assertEquals("3p", asPlayed.get(1).runnerUp());
        assertNull(asPlayed.get(2).runnerUp());
        assertEquals("5m", asPlayed.get(3).runnerUp());
        assertSame(read.get(3).quad(), asPlayed.get(3).quad());
    }

    @Test
    void aTableThatPlaysRedFivesKeepsThem() {
        List<HandReader.ReadTile> read = List.of(read("0m", "5m"), read("5s", "0s"));
        assertSame(read, TableFlow.asTheTablePlays(read, Riichi.TILES));
    }
}
