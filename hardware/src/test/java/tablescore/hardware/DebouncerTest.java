package tablescore.hardware;

import static org.junit.jupiter.api.Assertions.*;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DebouncerTest {

    @Test
    void bounceWithinTheWindowIsOnePress() {
        AtomicLong now = new AtomicLong();
        Debouncer d = new Debouncer(50, now::get);
        assertTrue(d.accept(Button.CONFIRM));
        now.addAndGet(10_000_000); // 10 ms later: bounce
        assertFalse(d.accept(Button.CONFIRM));
        assertTrue(d.accept(Button.UNDO), "other buttons are independent");
        now.addAndGet(60_000_000);
        assertTrue(d.accept(Button.CONFIRM));
    }

    @Test
    void buttonNamesParseAndBadNamesSayWhatIsAccepted() {
        assertEquals(Button.seat(3), Button.parse("North"));
        assertEquals(Button.CONFIRM, Button.parse("confirm"));
        var e = assertThrows(IllegalArgumentException.class, () -> Button.parse("sideways"));
        assertTrue(e.getMessage().contains("east, south, west, north, confirm, undo"));
    }
}
