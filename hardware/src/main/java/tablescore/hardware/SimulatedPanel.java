package tablescore.hardware;

import java.util.EnumMap;
import java.util.Map;

/**
 * The panel without a Pi: buttons are pressed by calling {@link #press(Button)} (the dashboard's /sim
 * endpoint, stdin, or a test), lights and buzzer are kept as state the dashboard shows.
 */
public final class SimulatedPanel extends AbstractPanel {

    private final Map<Signal.Light, Boolean> lights = new EnumMap<>(Signal.Light.class);
    private volatile boolean buzzing;
    private volatile int beeps;

    public SimulatedPanel(PanelPins pins) {
        super(pins);
    }

    /** A simulated press; the same debounce as real buttons applies. */
    public void press(Button b) {
        if (b.kind() == Button.Kind.SEAT && b.seat() >= pins.seats().size()) {
            throw new IllegalArgumentException("this table has " + pins.seats().size() + " seats; there is no " + b + " button");
        }
        pressed(b);
    }

    @Override
    protected synchronized void setLight(Signal.Light light, boolean on) { lights.put(light, on); }

    @Override
    protected void setBuzzer(boolean on) {
        if (on && !buzzing) beeps++;
        buzzing = on;
    }

    public synchronized boolean lit(Signal.Light light) { return lights.getOrDefault(light, false); }

    /** How many beeps have started since the panel opened (tests and the dashboard's simulated buzzer). */
    public int beepCount() { return beeps; }

    @Override
    public String description() { return "simulated buttons and lights (press them on the dashboard or POST /sim/press/{button})"; }

    @Override
    public boolean simulated() { return true; }
}
