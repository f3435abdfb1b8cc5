package tablescore.engine.malaysian;

import tablescore.engine.hand.Wind;

/** Something paid at once during the hand at tables that play instant payments: a kong, or a completed flower set. */
public record InstantEvent(Wind owner, Kind kind) {

    public enum Kind { EXPOSED_KONG, ADDED_KONG, CONCEALED_KONG, FLOWER_SET }

    public InstantEvent {
        if (owner == null || kind == null) throw new IllegalArgumentException("an instant payment needs its owner and what was made");
        if (owner == Wind.N) throw new IllegalArgumentException("Malaysian three-player has no North seat");
    }
}
