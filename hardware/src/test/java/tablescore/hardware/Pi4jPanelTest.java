package tablescore.hardware;

import static org.junit.jupiter.api.Assertions.*;

import com.pi4j.context.Context;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class Pi4jPanelTest {

    private final Context ctx = MockPanels.mockContext();
    private final Pi4jPanel panel = MockPanels.open(ctx, new PanelPins(List.of(5, 6, 13, 19), 26, 21, 17, 27, 22, 18, 0));

    @AfterEach
    void close() { panel.close(); }

    @Test
    void aPressIsTheFallingEdgeOfAPulledUpPin() throws Exception {
        List<Button> got = new CopyOnWriteArrayList<>();
        panel.onPress(got::add);
        MockPanels.press(ctx, Button.seat(2));
        MockPanels.press(ctx, Button.CONFIRM);
        waitFor(() -> got.size() == 2);
        assertEquals(List.of(Button.seat(2), Button.CONFIRM), got);
    }

    @Test
    void buttonsAreOpenedWithPullUpOnTheirBcmPins() {
        var in = ctx.registry().<com.pi4j.io.gpio.digital.DigitalInput>get("button-undo");
        assertEquals(21, in.address().intValue());
        assertEquals(com.pi4j.io.gpio.digital.PullResistance.PULL_UP, in.pull());
    }

    @Test
    void signalsLightTheirLed() throws Exception {
        panel.signal(Signal.FAULT);
        assertTrue(MockPanels.high(ctx, "led-red"));
        assertFalse(MockPanels.high(ctx, "led-green"));
        panel.signal(Signal.READY);
        assertTrue(MockPanels.high(ctx, "led-green"));
        assertFalse(MockPanels.high(ctx, "led-red"));
    }

    @Test
    void aPinUsedTwiceIsRefusedWithItsNumber() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> new PanelPins(List.of(5, 6, 13, 19), 26, 21, 17, 27, 5, 18, 50));
        assertTrue(e.getMessage().contains("BCM pin 5"), e.getMessage());
    }

    static void waitFor(java.util.function.BooleanSupplier c) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!c.getAsBoolean()) {
            if (System.nanoTime() > end) fail("timed out");
            Thread.sleep(5);
        }
    }
}
