package tablescore.engine.arrange;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tablescore.engine.fuzhou.Fuzhou;
import tablescore.engine.fuzhou.FuzhouOptions;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.malaysian.Malaysian;
import tablescore.engine.malaysian.MalaysianOptions;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * Speed of the one arrangement search and of scoring the worst wild hands. Not run by the tests; run with
 * (from the repository root, one fork, test classpath):
 * <pre>
 * mvn -q -o -pl engine test-compile exec:exec -Dexec.classpathScope=test -Dexec.executable=java \
 *   "-Dexec.args=-cp %classpath org.openjdk.jmh.Main -f 1 ArrangementBench"
 * </pre>
 * {@code arrangements*} report whole searches (every arrangement of one hand) per second; {@code score*}
 * report the time to score one hand, arrangements, waits, fans and settlement included.
 */
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ArrangementBench {

    /** Ordinary 14-tile hands, no wilds: a plain one, a pure one-suit hand with many readings, a seven-pairs shape. */
    private static final String[] ORDINARY = {"123m456p789s11122z", "11122233344455m", "22334455667788p"};

    private Decomposer plain;
    private Decomposer fuzhouFaces;
    private Decomposer malaysianFaces;
    private int[][] ordinary;
    private int[] threeGolds;
    private int[] fourFlies;
    private Fuzhou fuzhou;
    private WinRequest worstFuzhou;
    private Malaysian malaysian;
    private WinRequest worstMalaysian;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        plain = new Decomposer();
        fuzhouFaces = new Decomposer(ConcealedTiles.wildFaces(Fuzhou.TILES));
        malaysianFaces = new Decomposer(ConcealedTiles.wildFaces(Malaysian.TILES));
        ordinary = new int[ORDINARY.length][];
        for (int i = 0; i < ORDINARY.length; i++) ordinary[i] = counts(ORDINARY[i]);
        // 14 natural tiles of one suit and three golds (gold 5z): the Fuzhou hand with the most readings we know
        threeGolds = counts("11223344556677m");
        // Malaysian: ten dots and four Flies
        fourFlies = counts("1234566789p");
        fourFlies[Notation.parseTile("6p").index()]--;

        fuzhou = new Fuzhou();
        Hand fz = new Hand(Notation.parse("11223344556677m5z5z5z"), List.of(), Notation.parseTile("5z"), WinMethod.SELF_DRAW,
                Set.of(), List.of(), Notation.parseTile("5z"));
        worstFuzhou = WinRequest.of(Wind.S, fz).declarations(Set.of(Declaration.READY)).depositsOnTable(8).build();
        malaysian = new Malaysian();
        Hand my = new Hand(Notation.parse("123456789p0000x5p"), List.of(), Tile.fly(), WinMethod.SELF_DRAW,
                Set.of(Incidental.WIN_ON_BONUS_REPLACEMENT), Notation.parse("spring cat male_head"), null);
        worstMalaysian = WinRequest.of(Wind.E, my).seats(3).build();
    }

    private static int[] counts(String tiles) {
        int[] c = new int[Tile.FACES];
        for (Tile t : Notation.parse(tiles)) c[t.index()]++;
        return c;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public List<Arrangement> arrangementsOrdinary14() {
        next = (next + 1) % ordinary.length;
        return plain.regular(ordinary[next], 0, 4);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public List<Arrangement> arrangementsThreeGolds17() {
        return fuzhouFaces.regular(threeGolds, 3, 5);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public List<Arrangement> arrangementsFourFlies14() {
        return malaysianFaces.regular(fourFlies, 4, 4);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Object scoreWorstFuzhou() {
        return fuzhou.score(worstFuzhou, FuzhouOptions.DEFAULTS);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Object scoreWorstMalaysian() {
        return malaysian.score(worstMalaysian, MalaysianOptions.DEFAULTS);
    }
}
