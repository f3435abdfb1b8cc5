package tablescore.hardware;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;

/** A real {@link Pi4jPanel} on Pi4J's mock GPIO (test scope only), with a finger that presses its buttons. */
public final class MockPanels {

    private MockPanels() {}

    public static Context mockContext() {
        return Pi4J.newContextBuilder()
                .add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance())
                .build();
    }

    public static Pi4jPanel open(Context ctx, PanelPins pins) {
        return new Pi4jPanel(ctx, pins, "mock-digital-input", "mock-digital-output");
    }

    /** A press as the wiring makes it: the pulled-up pin goes LOW, then back HIGH on release. */
    public static void press(Context ctx, Button b) {
        MockDigitalInput in = (MockDigitalInput) ctx.registry().<DigitalInput>get("button-" + b.wireName());
        in.mockState(DigitalState.HIGH);
        in.mockState(DigitalState.LOW);
        in.mockState(DigitalState.HIGH);
    }

    public static boolean high(Context ctx, String outputId) {
        return ctx.registry().<DigitalOutput>get(outputId).state() == DigitalState.HIGH;
    }
}
