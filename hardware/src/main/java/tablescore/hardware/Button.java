package tablescore.hardware;

/**
 * One physical button at the table: a seat's button (seat 0 = East, in turn order), confirm or undo.
 *
 * @param kind what the button is for
 * @param seat the seat index for a seat button, -1 otherwise
 */
public record Button(Kind kind, int seat) {

    public enum Kind { SEAT, CONFIRM, UNDO }

    public static final Button CONFIRM = new Button(Kind.CONFIRM, -1);
    public static final Button UNDO = new Button(Kind.UNDO, -1);

    public Button {
        if (kind == null) throw new IllegalArgumentException("a button needs a kind");
        if (kind == Kind.SEAT && (seat < 0 || seat > 3)) {
            throw new IllegalArgumentException("a seat button needs a seat from 0 (East) to 3 (North), not " + seat);
        }
        if (kind != Kind.SEAT) seat = -1;
    }

    public static Button seat(int seat) { return new Button(Kind.SEAT, seat); }

    /** Wire name used by the simulation endpoint and the logs: east, south, west, north, confirm, undo. */
    public String wireName() {
        return switch (kind) {
            case SEAT -> SEAT_NAMES[seat];
            case CONFIRM -> "confirm";
            case UNDO -> "undo";
        };
    }

    private static final String[] SEAT_NAMES = {"east", "south", "west", "north"};

    /** Parses a wire name; throws with a sentence naming the accepted names. */
    public static Button parse(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i < SEAT_NAMES.length; i++) {
            if (SEAT_NAMES[i].equals(n) || n.equals(String.valueOf("eswn".charAt(i)))) return seat(i);
        }
        if (n.equals("confirm")) return CONFIRM;
        if (n.equals("undo")) return UNDO;
        throw new IllegalArgumentException("unknown button '" + name + "'; buttons are east, south, west, north, confirm, undo");
    }

    @Override
    public String toString() { return wireName(); }
}
