package tablescore.engine.riichi;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import tablescore.engine.rules.WinRequest;

/**
 * Scores the 3,000 reference hands (shared/vectors/riichi/reference.jsonl, parsed once in setup) on one
 * thread; the score is hands per second. Target: at least 250,000 on one core. Command in the report
 * (engine README-riichi section): exec:exec with the test classpath.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RiichiBench {

    private static final int HANDS = 3000;

    private WinRequest[] requests;
    private RiichiOptions[] options;

    @Setup
    public void load() {
        List<ReferenceHands.Line> lines = ReferenceHands.reference();
        if (lines.size() != HANDS) throw new IllegalStateException("expected " + HANDS + " reference hands, found " + lines.size());
        requests = new WinRequest[HANDS];
        options = new RiichiOptions[HANDS];
        for (int i = 0; i < HANDS; i++) {
            requests[i] = lines.get(i).request();
            options[i] = lines.get(i).options();
        }
    }

    /** Hands per second: one invocation scores all 3,000 hands. */
    @Benchmark
    @OperationsPerInvocation(HANDS)
    public void scoreReferenceHands(Blackhole bh) {
        Riichi riichi = Riichi.INSTANCE;
        for (int i = 0; i < HANDS; i++) bh.consume(riichi.score(requests[i], options[i]));
    }
}
