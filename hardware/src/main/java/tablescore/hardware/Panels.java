package tablescore.hardware;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chooses the panel at start-up. On a Raspberry Pi: gpiod first (the GPIO character device works on the
 * Pi 4 and 5 for any user in the gpio group, no root), then pigpio (needs root and the pigpio library).
 * Off a Pi, or when the configuration asks for it: the simulated panel. The mock provider is never
 * used here: it is a test dependency only.
 */
public final class Panels {

    private static final Logger LOG = LoggerFactory.getLogger(Panels.class);

    /** Provider ids tried in order for "auto". */
    public static final List<String> PROVIDERS = List.of("gpiod", "pigpio");

    private Panels() {}

    /** The outcome: the panel and, when we fell back to simulation on a Pi, why. */
    public record Opened(TablePanel panel, String note) {}

    /**
     * @param provider "auto", "gpiod", "pigpio" or "simulated"
     * @param board    the detected board; not a Pi means simulation
     */
    public static Opened open(PanelPins pins, String provider, Board board) {
        if ("simulated".equals(provider)) return new Opened(new SimulatedPanel(pins), "simulation asked for in the configuration");
        if (!board.isRaspberryPi()) {
            return new Opened(new SimulatedPanel(pins), "no Raspberry Pi found (board: " + board.model() + ")");
        }
        List<String> order = "auto".equals(provider) ? PROVIDERS : List.of(provider);
        List<String> failures = new ArrayList<>();
        for (String p : order) {
            if (!PROVIDERS.contains(p)) {
                throw new IllegalArgumentException("unknown GPIO provider '" + p + "'; use auto, gpiod, pigpio or simulated");
            }
            Context ctx = null;
            try {
                ctx = Pi4J.newContextBuilder().autoDetect().build();
                TablePanel panel = new Pi4jPanel(ctx, pins, p + "-digital-input", p + "-digital-output");
                LOG.info("panel: {}", panel.description());
                return new Opened(panel, "");
            } catch (RuntimeException | LinkageError e) {
                failures.add(p + ": " + e.getMessage());
                LOG.warn("GPIO provider {} failed: {}", p, e.toString());
                if (ctx != null) {
                    try { ctx.shutdown(); } catch (RuntimeException ignored) { /* already failing */ }
                }
            }
        }
        return new Opened(new SimulatedPanel(pins),
                "GPIO could not be opened on " + board.model() + " (" + String.join("; ", failures)
                        + "); is the user in the gpio group?");
    }
}
