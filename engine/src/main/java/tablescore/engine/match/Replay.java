package tablescore.engine.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.RuleSystems;

/**
 * The pure function from a setup and a log of events to the match's state. Replaying the same log gives
 * the same state every time; a bad event is refused with a {@link MatchException} naming it.
 */
public final class Replay {

    private Replay() {}

    /** Replays with the rule system registered under the setup's id. */
    public static MatchState replay(MatchSetup setup, List<? extends MatchEvent> log) {
        return replay(setup, system(setup), log);
    }

    /** Replays with the given rule system (its id must be the setup's). */
    public static MatchState replay(MatchSetup setup, RuleSystem<?> system, List<? extends MatchEvent> log) {
        Table table = Table.start(setup, system);
        for (Effective e : effective(log)) table.play(e.id(), e.correctedBy(), e.outcome());
        return table.state(log.size());
    }

    static RuleSystem<?> system(MatchSetup setup) {
        try {
            return RuleSystems.byId(setup.system());
        } catch (OptionException e) {
            throw new MatchException(e.getMessage(), e);
        }
    }

    /** A deal in effect: the event that recorded it, the correction in effect (or null) and its content. */
    record Effective(int id, Integer correctedBy, Outcome outcome) {}

    /**
     * The deals in effect after corrections and undos, in order. Events in effect form a stack: an undo
     * pops the latest (a deal or a correction); a correction must name a deal in effect (a struck deal may
     * be corrected again, which brings it back with the new content).
     */
    static List<Effective> effective(List<? extends MatchEvent> log) {
        List<Integer> stack = new ArrayList<>();
        java.util.Set<Integer> inEffect = new java.util.HashSet<>();
        for (int i = 0; i < log.size(); i++) {
            int id = i + 1;
            MatchEvent e = log.get(i);
            if (e == null) throw new MatchException("event #" + id + " is empty");
            if (e instanceof Undo) {
                if (stack.isEmpty()) throw new MatchException("event #" + id + " (undo): there is nothing left to undo");
                inEffect.remove(stack.remove(stack.size() - 1));
            } else if (e instanceof Correction c) {
                if (c.target() >= id) {
                    throw new MatchException("event #" + id + " (correction) names event #" + c.target() + ", which is not earlier");
                }
                if (!(log.get(c.target() - 1) instanceof Outcome) || !inEffect.contains(c.target())) {
                    throw new MatchException("event #" + id + " (correction) names event #" + c.target()
                            + ", which is not a deal in effect (" + log.get(c.target() - 1).label()
                            + (inEffect.contains(c.target()) ? "" : ", undone") + ")");
                }
                stack.add(id);
                inEffect.add(id);
            } else {
                stack.add(id);
                inEffect.add(id);
            }
        }
        Map<Integer, Integer> latestCorrection = new HashMap<>();
        for (int id : stack) {
            if (log.get(id - 1) instanceof Correction c) latestCorrection.put(c.target(), id);
        }
        List<Effective> out = new ArrayList<>();
        for (int id : stack) {
            if (log.get(id - 1) instanceof Outcome o) {
                Integer by = latestCorrection.get(id);
                Outcome content = by == null ? o : ((Correction) log.get(by - 1)).replacement();
                if (content != null) out.add(new Effective(id, by, content)); // null: struck, it never happened
            }
        }
        return out;
    }
}
