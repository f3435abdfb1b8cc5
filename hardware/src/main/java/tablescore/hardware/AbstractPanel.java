package tablescore.hardware;

import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What real and simulated panels share: debounced delivery of presses on one thread (so the table flow
 * sees presses in order) and the light/buzzer patterns of each {@link Signal}.
 */
abstract class AbstractPanel implements TablePanel {

    private static final Logger LOG = LoggerFactory.getLogger(AbstractPanel.class);

    protected final PanelPins pins;
    private final Debouncer debouncer;
    private final ScheduledExecutorService worker;
    private volatile Consumer<Button> listener = b -> { };
    private volatile Signal last = Signal.READY;
    private ScheduledFuture<?> blink;

    AbstractPanel(PanelPins pins) {
        this.pins = pins;
        this.debouncer = new Debouncer(pins.debounceMillis());
        this.worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "table-panel");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void onPress(Consumer<Button> listener) { this.listener = listener == null ? b -> { } : listener; }

    /** Called by the input side on a press edge; debounces and hands the press to the listener's thread. */
    protected void pressed(Button b) {
        if (!debouncer.accept(b)) {
            LOG.debug("ignored bounce on {}", b);
            return;
        }
        worker.execute(() -> {
            try {
                listener.accept(b);
            } catch (RuntimeException e) {
                LOG.error("the press of {} failed: {}", b, e.toString(), e);
            }
        });
    }

    @Override
    public synchronized void signal(Signal s) {
        last = s;
        if (blink != null) blink.cancel(false);
        blink = null;
        try {
            setLight(Signal.Light.GREEN, s.light() == Signal.Light.GREEN);
            setLight(Signal.Light.AMBER, s.light() == Signal.Light.AMBER || s.light() == Signal.Light.AMBER_BLINK);
            setLight(Signal.Light.RED, s.light() == Signal.Light.RED);
            if (s.light() == Signal.Light.AMBER_BLINK) {
                boolean[] on = {true};
                blink = worker.scheduleAtFixedRate(() -> {
                    on[0] = !on[0];
                    setLight(Signal.Light.AMBER, on[0]);
                }, 400, 400, TimeUnit.MILLISECONDS);
            }
            int[] pattern = s.beep().pattern();
            long at = 0;
            for (int i = 0; i < pattern.length; i++) {
                boolean on = i % 2 == 0;
                worker.schedule(() -> setBuzzer(on), at, TimeUnit.MILLISECONDS);
                at += pattern[i];
            }
            if (pattern.length > 0) worker.schedule(() -> setBuzzer(false), at, TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            // a broken LED must not stop the table: say so and carry on
            LOG.warn("could not show {} on the panel: {}", s, e.toString());
        }
    }

    @Override
    public Signal lastSignal() { return last; }

    @Override
    public List<Button> buttons() { return pins.buttons(); }

    protected abstract void setLight(Signal.Light light, boolean on);

    protected abstract void setBuzzer(boolean on);

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
