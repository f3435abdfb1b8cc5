package tablescore.hardware;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * BCM pin numbers of the table panel. Buttons are wired from the pin to ground and read with the
 * internal pull-up, so a press reads LOW (active-low). Lights and buzzer are driven HIGH = on.
 *
 * @param seats      BCM pins of the seat buttons, East first; 3 or 4 seats
 * @param confirm    BCM pin of the confirm button
 * @param undo       BCM pin of the undo button
 * @param green      BCM pin of the green LED
 * @param amber      BCM pin of the amber LED
 * @param red        BCM pin of the red LED
 * @param buzzer     BCM pin of the active buzzer
 * @param debounceMillis presses on the same button closer than this are one press
 */
public record PanelPins(List<Integer> seats, int confirm, int undo, int green, int amber, int red, int buzzer,
                        int debounceMillis) {

    /** The documented default wiring (see hardware/README.md). */
    public static PanelPins defaults() {
        return new PanelPins(List.of(5, 6, 13, 19), 26, 21, 17, 27, 22, 18, 50);
    }

    public PanelPins {
        seats = List.copyOf(seats);
        if (seats.size() < 3 || seats.size() > 4) {
            throw new IllegalArgumentException("the panel needs 3 or 4 seat buttons, not " + seats.size());
        }
        if (debounceMillis < 0 || debounceMillis > 2000) {
            throw new IllegalArgumentException("button debounce must be 0..2000 ms, not " + debounceMillis);
        }
        Set<Integer> used = new HashSet<>();
        for (int pin : allPins(seats, confirm, undo, green, amber, red, buzzer)) {
            if (pin < 2 || pin > 27) {
                throw new IllegalArgumentException("BCM pin " + pin + " is not a usable GPIO on the 40-pin header (2..27)");
            }
            if (!used.add(pin)) throw new IllegalArgumentException("BCM pin " + pin + " is used twice in the panel wiring");
        }
    }

    private static List<Integer> allPins(List<Integer> seats, int... others) {
        var all = new java.util.ArrayList<>(seats);
        for (int o : others) all.add(o);
        return all;
    }

    /** Buttons in wiring order: seats, then confirm, then undo. */
    public List<Button> buttons() {
        var list = new java.util.ArrayList<Button>();
        for (int i = 0; i < seats.size(); i++) list.add(Button.seat(i));
        list.add(Button.CONFIRM);
        list.add(Button.UNDO);
        return List.copyOf(list);
    }

    public int pinOf(Button b) {
        return switch (b.kind()) {
            case SEAT -> seats.get(b.seat());
            case CONFIRM -> confirm;
            case UNDO -> undo;
        };
    }
}
