package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Suit;

/** A hand as the camera grouped it becomes the engine's hand. */
class WinDraftTest {
    private static final TileSet SET = TileSet.standard("standard").build();

    private static WinDraft draft(String concealed, String... melds) {
        List<HandReader.ReadTile> tiles = new ArrayList<>();
        Notation.parse(concealed).forEach(t -> tiles.add(new HandReader.ReadTile(t.toString(), "concealed", List.of(), 0.99, null, false)));
        for (int i = 0; i < melds.length; i++) {
            String group = "meld " + (i + 1);
            Notation.parse(melds[i]).forEach(t -> tiles.add(new HandReader.ReadTile(t.toString(), group, List.of(), 0.99, null, false)));
        }
        return new WinDraft("d-1", Wind.E, null, null, 640, 480, tiles, Map.of());
    }

    @Test
    void twoOfAKindSetApartIsAConcealedKongLaidWithItsEndsFaceDown() {
        Hand hand = draft("234m456p345s88s", "77z").hand(SET);
        assertEquals(1, hand.melds().size());
        assertEquals(MeldKind.CONCEALED_KONG, hand.melds().get(0).kind());
        assertEquals(Notation.parse("7777z"), hand.melds().get(0).tiles());
        assertEquals(Notation.parseTile("8s"), hand.winningTile(), "the last tile of the concealed row");
    }

    @Test
    void twoOfAKindSetApartIsThePairWhenAKongMakesNoHand() {
        Hand hand = draft("234m456p345s777z", "88s").hand(SET);
        assertTrue(hand.melds().isEmpty(), hand.toString());
        assertEquals(14, hand.concealed().size());
        assertEquals(Notation.parseTile("7z"), hand.winningTile(), "still the last tile of the concealed row");
    }

    @Test
    void aPungSetApartIsAMeld() {
        Hand hand = draft("234m456p345s88s", "777z").hand(SET);
        assertEquals(MeldKind.PUNG, hand.melds().get(0).kind());
    }

    @Test
    void aTileCorrectedToAFlowerJoinsTheBonusTilesAndABonusTileCorrectedToASuitTileJoinsTheHand() {
        // the camera read the plum flower laid in the row as a 1 of bamboo, and the hand's 8 of
        // bamboo, laid apart, as the summer flower
        List<HandReader.ReadTile> tiles = new ArrayList<>();
        Notation.parse("234m456p345s1s777z8s").forEach(t -> tiles.add(new HandReader.ReadTile(t.toString(), "concealed", List.of(), 0.99, null, false)));
        tiles.add(new HandReader.ReadTile("6f", "bonus", List.of(), 0.5, "8s", false));
        WinDraft read = new WinDraft("d-1", Wind.E, null, null, 640, 480, tiles, Map.of());
        WinDraft fixed = read.withTile(9, "1f").withTile(14, "8s");
        assertEquals("bonus", fixed.tiles().get(9).group());
        assertEquals("concealed", fixed.tiles().get(14).group());
        Hand hand = fixed.hand(TileSet.standard("standard").suit(Suit.FLOWERS, 1).build());
        assertEquals(List.of(Notation.parseTile("1f")), hand.bonusTiles());
        assertEquals(14, hand.concealed().size());
    }
}
