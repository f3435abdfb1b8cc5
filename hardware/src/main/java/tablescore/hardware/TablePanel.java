package tablescore.hardware;

import java.util.List;
import java.util.function.Consumer;

/**
 * The buttons, status lights and buzzer at the table. The real panel is GPIO through Pi4J; the simulated
 * one is pressed from the dashboard or a test. The table flow sees only this interface.
 */
public interface TablePanel extends AutoCloseable {

    /** Registers the one listener that receives debounced presses, on a panel thread. */
    void onPress(Consumer<Button> listener);

    /** Lights and beeps for a step of the table flow; never blocks on the buzzer pattern. */
    void signal(Signal signal);

    /** The last signal shown, for the dashboard. */
    Signal lastSignal();

    /** The buttons this panel has, in wiring order. */
    List<Button> buttons();

    /** One line for the log and the dashboard: "GPIO via gpiod (BCM 5,6,13,19,26,21)" or "simulated". */
    String description();

    boolean simulated();

    @Override
    void close();
}
