package tablescore.hardware;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Software debounce per button: a press closer than the window to the previous accepted press of the
 * same button is contact bounce (or an impatient double press) and is dropped. Pi4J's own debounce is
 * configured too, but not every provider honours it (the mock does not), so this is the one that counts.
 */
public final class Debouncer {

    private final long windowNanos;
    private final LongSupplier clock;
    private final Map<Button, Long> lastAccepted = new HashMap<>();

    public Debouncer(int windowMillis, LongSupplier nanoClock) {
        this.windowNanos = windowMillis * 1_000_000L;
        this.clock = nanoClock;
    }

    public Debouncer(int windowMillis) { this(windowMillis, System::nanoTime); }

    /** True when this press is a new press, false when it is bounce. */
    public synchronized boolean accept(Button b) {
        long now = clock.getAsLong();
        Long last = lastAccepted.get(b);
        if (last != null && now - last < windowNanos) return false;
        lastAccepted.put(b, now);
        return true;
    }
}
