package tablescore.hardware;

/**
 * What the table is told by lights and buzzer. Each step of the table flow acknowledges itself with one
 * of these, so players know a press was taken without looking at a phone.
 */
public enum Signal {
    /** Waiting for a hand: green on. */
    READY(Light.GREEN, Beep.NONE),
    /** A press was taken and the device is working (photo, recognition): amber on, one short beep. */
    WORKING(Light.AMBER, Beep.SHORT),
    /** The device needs an answer (discarder, a tile, confirm): amber blinking, no beep. */
    ASKING(Light.AMBER_BLINK, Beep.NONE),
    /** An event went into the game log: green on, two short beeps. */
    CONFIRMED(Light.GREEN, Beep.DOUBLE),
    /** A request was refused or cancelled (no yaku, bad tile, undo of a draft): red briefly, one long beep. */
    REFUSED(Light.RED, Beep.LONG),
    /** Something is broken (camera missing, log unwritable): red on, three short beeps. */
    FAULT(Light.RED, Beep.TRIPLE);

    public enum Light { GREEN, AMBER, AMBER_BLINK, RED }

    public enum Beep {
        NONE(), SHORT(80), DOUBLE(80, 80, 80), LONG(600), TRIPLE(80, 80, 80, 80, 80);

        private final int[] onOffMillis;

        Beep(int... onOffMillis) { this.onOffMillis = onOffMillis; }

        /** Alternating on/off durations, starting with on. */
        public int[] pattern() { return onOffMillis.clone(); }
    }

    private final Light light;
    private final Beep beep;

    Signal(Light light, Beep beep) { this.light = light; this.beep = beep; }

    public Light light() { return light; }

    public Beep beep() { return beep; }
}
