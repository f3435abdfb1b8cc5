package tablescore.engine.hand;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

class HandValidatorTest {

    static final TileSet STANDARD = TileSet.standard("riichi").redFives(3).build();
    static final TileSet SEVENTEEN = TileSet.builder("Fuzhou").suit(Suit.CHARACTERS, 4).suit(Suit.DOTS, 4)
            .suit(Suit.BAMBOO, 4).only(4, Tile.WHITE, Tile.GREEN, Tile.RED_DRAGON).setsInHand(5).build();

    private static String problem(Hand hand, TileSet set) {
        return assertThrows(HandException.class, () -> HandValidator.validate(hand, set)).getMessage();
    }

    @Test
    void aMeldIsWellFormedWhenItsTilesAreTheSetItsKindSays() {
        assertTrue(HandValidator.isWellFormed(Meld.of(MeldKind.CHOW, "546s")), "a run in any order");
        assertTrue(HandValidator.isWellFormed(Meld.of(MeldKind.PUNG, "505p")), "a red five is a five");
        assertTrue(HandValidator.isWellFormed(Meld.of(MeldKind.CONCEALED_KONG, "7777z")));
        assertFalse(HandValidator.isWellFormed(Meld.of(MeldKind.CHOW, "123z")), "honours make no chow");
        assertFalse(HandValidator.isWellFormed(Meld.of(MeldKind.CHOW, "12m3p")), "one suit");
        assertFalse(HandValidator.isWellFormed(Meld.of(MeldKind.PUNG, "556m")));
    }

    @Test
    void aCompleteFourteenTileHandPasses() {
        assertDoesNotThrow(() -> HandValidator.validate(
                Hand.winning("123m456p789s11z222z", List.of(), "2z", WinMethod.DISCARD), STANDARD));
    }

    @Test
    void kongsCountAsThreeTiles() {
        Hand h = Hand.winning("456p789s11z222z", List.of(Meld.of(MeldKind.CONCEALED_KONG, "1111m")), "2z", WinMethod.SELF_DRAW);
        assertDoesNotThrow(() -> HandValidator.validate(h, STANDARD));
        assertTrue(h.isConcealed());
    }

    @Test
    void aFifthCopyIsRefused() {
        Hand h = Hand.winning("11111m456p789s222z", List.of(), "2z", WinMethod.DISCARD);
        assertTrue(problem(h, STANDARD).contains("5 copies of 1m"), problem(h, STANDARD));
    }

    @Test
    void aChowOfHonoursIsRefused() {
        assertTrue(problem(Hand.winning("123m456p789s11z", List.of(Meld.of(MeldKind.CHOW, "567z")), "1z", WinMethod.DISCARD), STANDARD)
                .contains("never honours"));
    }

    @Test
    void theWrongNumberOfTilesIsRefused() {
        String p = problem(Hand.winning("123m456p789s11z22z", List.of(), "2z", WinMethod.DISCARD), STANDARD);
        assertTrue(p.contains("has 14 tiles") && p.contains("this one has 13"), p);
    }

    @Test
    void seventeenTileSystemsWantSeventeen() {
        Hand h = Hand.winning("11p111s999s123456789m", List.of(), "1m", WinMethod.SELF_DRAW);
        assertDoesNotThrow(() -> HandValidator.validate(h, SEVENTEEN));
        assertTrue(problem(Hand.winning("123m456p789s11z222z", List.of(), "2z", WinMethod.DISCARD), SEVENTEEN).contains("not a tile of Fuzhou"));
    }

    @Test
    void theWinningTileMustBeInTheHand() {
        assertTrue(problem(Hand.winning("123m456p789s11z222z", List.of(), "9m", WinMethod.DISCARD), STANDARD)
                .contains("winning tile 9m is not among"));
    }

    @Test
    void aBonusTileTheSystemDoesNotUseIsRefused() {
        Hand h = new Hand(Notation.parse("123m456p789s11z222z"), List.of(), Tile.ofIndex(Tile.SOUTH), WinMethod.DISCARD,
                Set.of(), Notation.parse("spring"), null);
        assertTrue(problem(h, STANDARD).contains("5f in the bonus tiles is not a tile of riichi"));
    }

    @Test
    void redFivesOnlyWhereTheSetHasThem() {
        TileSet plain = TileSet.standard("Zung Jung").build();
        assertTrue(problem(Hand.winning("123m406p789s11z222z", List.of(), "2z", WinMethod.DISCARD), plain).contains("0p"));
    }

    @Test
    void meldsMustBeRealSets() {
        assertThrows(HandException.class, () -> Meld.of(MeldKind.PUNG, "12m"));
        assertTrue(problem(Hand.winning("123m456p789s11z", List.of(Meld.of(MeldKind.PUNG, "123m")), "1z", WinMethod.DISCARD), STANDARD)
                .contains("not 3 identical"));
        assertTrue(problem(Hand.winning("123m456p789s11z", List.of(Meld.of(MeldKind.CHOW, "135m")), "1z", WinMethod.DISCARD), STANDARD)
                .contains("not three consecutive"));
    }

    @Test
    void aMissingNameIsRefusedWithAReasonNotANullPointer() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> WinMethod.parse(null)).getMessage().contains("no way to win"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Incidental.parse(null)).getMessage().contains("no win condition"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MeldKind.parse(null, true)).getMessage().contains("no meld kind"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> tablescore.engine.rules.RuleSystems.byId(null)).getMessage()
                .contains("no rule system"));
        var riichi = tablescore.engine.riichi.RiichiOptions.OPTIONS;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> riichi.apply(riichi.defaults(), null, "1")).getMessage()
                .contains("without a name"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> riichi.apply(riichi.defaults(), "honba_points", null)).getMessage()
                .contains("no value"));
    }

    @Test
    void aHandWithMissingPartsIsRefusedWithAReasonNotANullPointer() {
        assertTrue(assertThrows(HandException.class, () -> new Hand(null, List.of(), null, null, Set.of(), List.of(), null))
                .getMessage().contains("concealed tiles"));
        java.util.List<Tile> withAHole = new java.util.ArrayList<>(Notation.parse("123m"));
        withAHole.add(null);
        assertTrue(assertThrows(HandException.class, () -> new Hand(withAHole, List.of(), null, null, Set.of(), List.of(), null))
                .getMessage().contains("missing"));
        Hand bare = new Hand(Notation.parse("123m456p789s11z"), null, null, null, null, null, null);
        assertTrue(bare.melds().isEmpty() && bare.incidentals().isEmpty() && bare.bonusTiles().isEmpty(), "nothing given is none");
    }
}
