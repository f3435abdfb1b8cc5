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
}
