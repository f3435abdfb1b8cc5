package tablescore.engine.match;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.rules.RuleSystem;

/**
 * A match: its setup, its append-only log and the state the log replays to. Immutable: {@link #append}
 * returns the match with one more event, or refuses the event with a {@link MatchException} (and the
 * match stays as it was). A new deal is played on from the current state; a correction or an undo
 * replays the whole log, so the state is always what {@link Replay#replay} gives for the log.
 */
public final class Match {
    private final MatchSetup setup;
    private final RuleSystem<?> system;
    private final List<MatchEvent> events;
    private final MatchState state;

    private Match(MatchSetup setup, RuleSystem<?> system, List<MatchEvent> events, MatchState state) {
        this.setup = setup;
        this.system = system;
        this.events = events;
        this.state = state;
    }

    /** A match with no events yet, scored by the rule system registered under the setup's id. */
    public static Match start(MatchSetup setup) {
        return start(setup, Replay.system(setup));
    }

    /** A match with no events yet, scored by the given rule system. */
    public static Match start(MatchSetup setup, RuleSystem<?> system) {
        return new Match(setup, system, List.of(), Replay.replay(setup, system, List.of()));
    }

    /** A match rebuilt from a stored log; the first bad event is refused. */
    public static Match of(MatchSetup setup, RuleSystem<?> system, List<? extends MatchEvent> log) {
        List<MatchEvent> copy = List.copyOf(log);
        return new Match(setup, system, copy, Replay.replay(setup, system, copy));
    }

    public static Match of(MatchSetup setup, List<? extends MatchEvent> log) {
        return of(setup, Replay.system(setup), log);
    }

    /** The match with the event added, or a {@link MatchException} saying why the event cannot be taken. */
    public Match append(MatchEvent event) {
        if (event == null) throw new MatchException("no event given");
        List<MatchEvent> next = new ArrayList<>(events.size() + 1);
        next.addAll(events);
        next.add(event);
        MatchState s;
        if (event instanceof Outcome o) {
            Table t = Table.resume(state, system);
            t.play(next.size(), null, o);
            s = t.state(next.size());
        } else {
            s = Replay.replay(setup, system, next);
        }
        return new Match(setup, system, List.copyOf(next), s);
    }

    public MatchSetup setup() { return setup; }

    public RuleSystem<?> system() { return system; }

    /** Every event, in order; an event's id is its position + 1. */
    public List<MatchEvent> events() { return events; }

    public MatchState state() { return state; }

    public Standings standings() { return state.standings(); }

    /** The id the next appended event will get. */
    public int nextEventId() { return events.size() + 1; }
}
