package tablescore.engine.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.RuleSystem;

/**
 * Replaying a riichi match log of 10,000 deals (wins by self-draw and on discards, draws with riichi
 * sticks, a correction every 100 deals and an occasional undo) from the setup to the final state, with
 * every hand scored by the real riichi rules ({@code scorer=riichi}) or by a flat rate that measures the
 * match flow alone ({@code scorer=flat}).
 * Target: well under a second (measured on the shared 2-core machine: 31-62 ms with riichi scoring,
 * 14-33 ms flat). Run from the
 * repository root:
 * <pre>
 * mvn -q -o -pl engine test-compile exec:exec -Dexec.classpathScope=test -Dexec.executable=java \
 *   "-Dexec.args=-cp %classpath org.openjdk.jmh.Main -f 1 -wi 2 -i 3 -w 2s -r 2s MatchReplayBench"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MatchReplayBench {

    /** "flat": the match flow alone with a flat-rate scorer; a registered system id scores every hand for real. */
    @Param({"flat", "riichi"})
    public String scorer;

    public static final int DEALS = 10_000;

    private MatchSetup setup;
    private RuleSystem<?> system;
    private List<MatchEvent> log;

    @Setup
    public void build() {
        setup = MatchSetup.defaults("riichi", List.of("Ann", "Bob", "Cy", "Dee"))
                .withStartingPoints(10_000_000).withEnd(new EndCondition(0, DEALS, false));
        system = scorer.equals("flat") ? FlatRules.forSystem("riichi") : Replay.system(setup);
        log = log(setup, system, DEALS, 42);
    }

    /** A log of the given number of deals in effect, built through {@link Match#append} so every event is legal. */
    static List<MatchEvent> log(MatchSetup setup, RuleSystem<?> system, int deals, long seed) {
        Random r = new Random(seed);
        Match m = Match.start(setup, system);
        while (m.state().handsPlayed() < deals) {
            int dealer = m.state().dealer();
            int seat = r.nextInt(4);
            int other = (seat + 1 + r.nextInt(3)) % 4;
            Map<Integer, Set<Declaration>> riichi = r.nextInt(4) == 0 ? Map.of(other, Set.of(Declaration.RIICHI)) : Map.of();
            int kind = r.nextInt(10);
            Outcome o;
            if (kind < 4) o = HandWon.of(Win.selfDraw(seat, WholeMatchTest.RIICHI_TSUMO)).withDeclarations(riichi);
            else if (kind < 8) o = HandWon.of(Win.onDiscard(seat, WholeMatchTest.TANYAO_PINFU, other)).withDeclarations(riichi);
            else o = ExhaustiveDraw.of(r.nextBoolean() ? Set.of(dealer) : Set.of(other)).withDeclarations(riichi);
            m = m.append(o);
            if (m.events().size() % 100 == 0) {
                m = m.append(new Correction(m.events().size() - 50 - r.nextInt(40) >= 1
                        ? firstDealAtOrBefore(m, m.events().size() - 50) : 1, WholeMatchTest.ron(1, 2)));
            }
            if (r.nextInt(500) == 0) m = m.append(new Undo());
        }
        return m.events();
    }

    private static int firstDealAtOrBefore(Match m, int id) {
        for (int i = id; i >= 1; i--) if (m.events().get(i - 1) instanceof Outcome) return i;
        return 1;
    }

    @Benchmark
    public MatchState replay10000Deals() {
        return Replay.replay(setup, system, log);
    }
}
