package tablescore.engine.tile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NotationTest {

    @Test
    void everyTileRoundTripsThroughItsCode() {
        List<Tile> all = new ArrayList<>();
        for (int i = 0; i < Tile.INDICES; i++) all.add(Tile.ofIndex(i));
        all.add(Tile.of(Suit.CHARACTERS, 0));
        all.add(Tile.of(Suit.DOTS, 0));
        all.add(Tile.of(Suit.BAMBOO, 0));
        for (Tile t : all) {
            assertEquals(t, Notation.parseTile(t.code()), t.code());
        }
        assertEquals(52, all.size());
    }

    @Test
    void runsOfOneSuitShareTheLetter() {
        String text = "123m456p789s11222z";
        List<Tile> tiles = Notation.parse(text);
        assertEquals(14, tiles.size());
        assertEquals(Tile.ofIndex(Tile.SOUTH), tiles.get(13));
        assertEquals(text, Notation.format(tiles));
    }

    @Test
    void randomTileListsRoundTripExactly() {
        Random r = new Random(7);
        for (int n = 0; n < 2000; n++) {
            List<Tile> tiles = new ArrayList<>();
            int len = r.nextInt(20);
            for (int k = 0; k < len; k++) {
                int i = r.nextInt(Tile.INDICES + 3);
                tiles.add(i < Tile.INDICES ? Tile.ofIndex(i) : Tile.of(Suit.values()[i - Tile.INDICES], 0));
            }
            String text = Notation.format(tiles);
            assertEquals(tiles, Notation.parse(text));
            assertEquals(text, Notation.format(Notation.parse(text)));
        }
    }

    @Test
    void redFiveIsZeroAndFlyIsZeroX() {
        List<Tile> tiles = Notation.parse("0m0p0s88p0x");
        assertTrue(tiles.get(0).red());
        assertEquals(5, tiles.get(1).number());
        assertTrue(tiles.get(5).isFly());
        assertEquals("0m0p0s88p0x", Notation.format(tiles));
    }

    @Test
    void bonusWordsAreAccepted() {
        assertEquals(Notation.parse("5f1a1h2h"), Notation.parse("spring cat male_head, female_head"));
        assertEquals(Tile.of(Suit.FLOWERS, 1), Notation.parseTile("plum"));
        assertEquals("spring", Notation.word(Tile.of(Suit.FLOWERS, 5)));
    }

    @Test
    void badSuitLetterIsNamedWithItsPosition() {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse("123q"));
        assertEquals(4, e.position());
        assertTrue(e.getMessage().contains("'q'"), e.getMessage());
    }

    @Test
    void digitsWithoutSuitAreRefused() {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse("123m45"));
        assertTrue(e.getMessage().contains("no suit letter"), e.getMessage());
    }

    @Test
    void honourEightAndRedHonourAreRefused() {
        assertEquals(2, assertThrows(NotationException.class, () -> Notation.parse("18z")).position());
        assertEquals(1, assertThrows(NotationException.class, () -> Notation.parse("0z")).position());
        assertThrows(NotationException.class, () -> Notation.parse("1x"));
        assertThrows(NotationException.class, () -> Notation.parse("dragonfly"));
        assertThrows(NotationException.class, () -> Notation.parse("12m#"));
    }
}
