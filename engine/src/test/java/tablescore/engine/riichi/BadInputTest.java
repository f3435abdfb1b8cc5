package tablescore.engine.riichi;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/** Bad input is refused with a sentence saying what is wrong, never a crash. */
class BadInputTest {

    private static String message(Runnable r) {
        RuntimeException e = assertThrows(RuntimeException.class, r::run);
        assertTrue(e instanceof HandException || e instanceof IllegalArgumentException, e.toString());
        return e.getMessage();
    }

    @Test
    void fiveCopiesOfATileAreRefused() {
        assertTrue(message(() -> Win.ron("11111m456p789s22p3m", "3m").score()).contains("copies of 1m"));
    }

    @Test
    void aWrongNumberOfTilesIsRefused() {
        assertTrue(message(() -> Win.ron("123m456p", "3m").score()).contains("14 tiles"));
    }

    @Test
    void aRonWithoutDiscarderIsRefused() {
        Hand h = Hand.winning("234456m66p123444s", List.of(), "4s", WinMethod.DISCARD);
        assertTrue(message(() -> Riichi.INSTANCE.score(WinRequest.of(Wind.S, h).build(), RiichiOptions.DEFAULTS)).contains("discarder"));
    }

    @Test
    void aWinWithoutAWayToWinIsRefusedAsSuch() {
        Hand h = Hand.winning("234456m66p123444s", List.of(), "4s", null);
        assertTrue(message(() -> Riichi.INSTANCE.score(WinRequest.of(Wind.S, h).build(), RiichiOptions.DEFAULTS)).contains("no win method"));
    }

    @Test
    void aGoldIsRefused() {
        Hand h = Hand.winning("234456m66p123444s", List.of(), "4s", WinMethod.SELF_DRAW).withGold(Notation.parseTile("1m"));
        assertTrue(message(() -> Riichi.INSTANCE.score(WinRequest.of(Wind.S, h).build(), RiichiOptions.DEFAULTS)).contains("gold"));
    }

    @Test
    void countersBeyondAnyGameAreRefusedNotOverflowed() {
        // 8,000,000 honba at 300 points each once paid the discarder 1,894,963,396 (an int wrapped round)
        Hand h = Hand.winning("234m456p678s22345s", List.of(), "5s", WinMethod.DISCARD);
        assertTrue(message(() -> WinRequest.of(Wind.S, h).discarder(Wind.E).honba(8_000_000).build()).contains("honba 8000000"));
        assertTrue(message(() -> WinRequest.of(Wind.S, h).discarder(Wind.E).depositsOnTable(Integer.MAX_VALUE).build())
                .contains("deposits on the table"));
        assertThrows(OptionException.class, () -> RiichiOptions.OPTIONS.parse(Map.of("honba_points", "1503")));
        // the most a table may give still pays in whole, positive points
        WinRequest most = WinRequest.of(Wind.S, h).discarder(Wind.E).honba(WinRequest.MOST_HONBA)
                .depositsOnTable(WinRequest.MOST_DEPOSITS).build();
        RiichiOptions dearest = RiichiOptions.OPTIONS.parse(Map.of("honba_points", "1500"));
        assertTrue(Riichi.INSTANCE.score(most, dearest).settlement().of(Wind.S) > WinRequest.MOST_DEPOSITS);
    }

    @Test
    void aWinConditionTheWinCannotHaveHadIsRefusedWithAReason() {
        // tenhou is the dealer's, self-drawn; chiihou and renhou a non-dealer's, with no call made
        assertTrue(message(() -> Win.tsumo("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_HEAVEN).score()).contains("dealer"));
        assertTrue(message(() -> Win.tsumo("234456m66p123444s", "4s").dealer().on(Incidental.BLESSING_OF_EARTH).score())
                .contains("non-dealer"));
        assertTrue(message(() -> Win.tsumo("234m66p123444s", "4s").meld("chi:456m").on(Incidental.BLESSING_OF_EARTH).score())
                .contains("no call made"));
        // haitei is self-drawn from the wall, houtei won on a discard, rinshan the replacement for a kong
        assertTrue(message(() -> Win.ron("234456m66p123444s", "4s").on(Incidental.FINAL_DRAW).score()).contains("haitei"));
        assertTrue(message(() -> Win.tsumo("234456m66p123444s", "4s").on(Incidental.FINAL_DISCARD).score()).contains("houtei"));
        assertTrue(message(() -> Win.ron("234456m66p123444s", "4s").chankan().on(Incidental.FINAL_DISCARD).score())
                .contains("houtei"));
        assertTrue(message(() -> Win.tsumo("234456m66p123444s", "4s").on(Incidental.WIN_ON_KONG).score()).contains("rinshan"));
        assertTrue(message(() -> Win.tsumo("234456m66p123s", "3s").meld("ankan:4444s").on(Incidental.WIN_ON_KONG)
                .on(Incidental.FINAL_DRAW).score()).contains("haitei"));
        // the same wins with the conditions they can have are scored
        assertTrue(Win.tsumo("234456m66p123s", "3s").meld("ankan:4444s").on(Incidental.WIN_ON_KONG).score().isWin());
        assertTrue(Win.ron("234456m66p123444s", "4s").on(Incidental.BLESSING_OF_EARTH).score().isWin());
    }

    @Test
    void riichiDeclaredWithACalledMeldIsRefused() {
        assertTrue(message(() -> Win.ron("234m66p123444s", "4s").meld("chi:456m").riichi().score()).contains("concealed hand"));
        assertTrue(Win.ron("234456m66p123s", "3s").meld("ankan:4444s").riichi().score().isWin(), "a concealed kong keeps the hand concealed");
    }

    @Test
    void twoRedFivesOfOneSuitAreRefused() {
        assertTrue(message(() -> Win.ron("234000m66p123444s", "4s").score()).contains("one red five of each suit"));
    }

    @Test
    void aDoraIndicatorThatIsNotARiichiTileIsRefused() {
        assertTrue(message(() -> Win.ron("234456m66p123444s", "4s").riichi().dora("1f").score()).contains("not a riichi tile"));
    }

    @Test
    void anUnknownOptionOrValueIsRefused() {
        assertThrows(OptionException.class, () -> RiichiOptions.OPTIONS.parse(Map.of("kazoe_limit", "maybe")));
        assertThrows(OptionException.class, () -> RiichiOptions.OPTIONS.parse(Map.of("no_such_option", "1")));
        assertThrows(OptionException.class, () -> RiichiOptions.OPTIONS.parse(Map.of("double_wind_pair_fu", "3")));
        assertThrows(OptionException.class, () -> RiichiOptions.OPTIONS.parse(Map.of("honba_points", "100")));
    }
}
