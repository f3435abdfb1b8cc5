package tablescore.hardware;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The panel on GPIO through Pi4J. Buttons are wired from the BCM pin to ground, read with the internal
 * pull-up (idle HIGH, pressed LOW: active-low) and debounced both by the provider and in software.
 * Lights and the buzzer are outputs, HIGH = on, LOW at start and on close.
 */
public final class Pi4jPanel extends AbstractPanel {

    private final Context context;
    private final String inputProvider;
    private final List<DigitalInput> inputs = new ArrayList<>();
    private final Map<Signal.Light, DigitalOutput> lights = new EnumMap<>(Signal.Light.class);
    private final DigitalOutput buzzer;

    /**
     * Opens every pin with the given providers ("gpiod-digital-input", "pigpio-digital-input", or the mock
     * in tests). Throws {@link HardwareException} naming the pin that could not be opened.
     */
    public Pi4jPanel(Context context, PanelPins pins, String inputProvider, String outputProvider) {
        super(pins);
        this.context = context;
        this.inputProvider = inputProvider;
        try {
            for (Button b : pins.buttons()) {
                int pin = pins.pinOf(b);
                DigitalInput in = context.create(DigitalInput.newConfigBuilder(context)
                        .id("button-" + b.wireName())
                        .name(b.wireName() + " button")
                        .address(pin)
                        .pull(PullResistance.PULL_UP)
                        .debounce((long) pins.debounceMillis() * 1000L)
                        .provider(inputProvider)
                        .build());
                in.addListener(e -> {
                    if (e.state() == DigitalState.LOW) pressed(b);
                });
                inputs.add(in);
            }
            lights.put(Signal.Light.GREEN, output(context, "led-green", pins.green(), outputProvider));
            lights.put(Signal.Light.AMBER, output(context, "led-amber", pins.amber(), outputProvider));
            lights.put(Signal.Light.RED, output(context, "led-red", pins.red(), outputProvider));
            buzzer = output(context, "buzzer", pins.buzzer(), outputProvider);
        } catch (RuntimeException e) {
            super.close();
            throw new HardwareException("could not open the panel with " + inputProvider + ": " + e.getMessage(), e);
        }
    }

    private static DigitalOutput output(Context ctx, String id, int pin, String provider) {
        try {
            return ctx.create(DigitalOutput.newConfigBuilder(ctx)
                    .id(id).name(id).address(pin)
                    .initial(DigitalState.LOW).shutdown(DigitalState.LOW)
                    .provider(provider)
                    .build());
        } catch (RuntimeException e) {
            throw new HardwareException("BCM pin " + pin + " (" + id + "): " + e.getMessage(), e);
        }
    }

    @Override
    protected void setLight(Signal.Light light, boolean on) {
        DigitalOutput out = lights.get(light);
        if (out != null) out.state(on ? DigitalState.HIGH : DigitalState.LOW);
    }

    @Override
    protected void setBuzzer(boolean on) {
        buzzer.state(on ? DigitalState.HIGH : DigitalState.LOW);
    }

    @Override
    public String description() {
        return "GPIO via " + inputProvider + " (buttons on BCM "
                + pins.buttons().stream().map(b -> b.wireName() + "=" + pins.pinOf(b)).collect(Collectors.joining(", "))
                + "; lights on BCM " + pins.green() + "/" + pins.amber() + "/" + pins.red() + ", buzzer on BCM " + pins.buzzer() + ")";
    }

    @Override
    public boolean simulated() { return false; }

    @Override
    public void close() {
        super.close();
        try {
            context.shutdown();
        } catch (RuntimeException ignored) {
            // shutting down a half-open context must not hide the real error
        }
    }
}
