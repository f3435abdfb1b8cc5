package tablescore.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.rules.Declaration;

/**
 * Random matches: deals, corrections and undos, some of them impossible. After every event the match
 * either refuses it and stays as it was, or takes it; then replaying the whole log from scratch gives the
 * same state (twice), and the points plus the deposits on the table are the starting total.
 */
class ReplayProperties {

    @Provide
    Arbitrary<String> systems() {
        return Arbitraries.of("riichi", "riichi-reform", "zungjung", "ningbo", "fuzhou", "malaysian");
    }

    /** The hands random deals are won with: self-drawn, on a discard, open on a discard. */
    record Hands(Hand tsumo, Hand ron, Hand openRon) {}

    static final Hands FLAT = new Hands(Deals.CONCEALED_TSUMO, Deals.CONCEALED_RON, Deals.OPEN_RON);
    /** Hands with a yaku whatever the seat: riichi + menzen tsumo, tanyao pinfu, open tanyao. */
    static final Hands RIICHI = new Hands(WholeMatchTest.RIICHI_TSUMO, WholeMatchTest.TANYAO_PINFU,
            Hand.winning("234m345p678s55m", List.of(Meld.of(MeldKind.PUNG, "666s")), "8s", WinMethod.DISCARD));

    @Property(tries = 60)
    void replayIsDeterministicAndZeroSumAfterEveryEvent(@ForAll("systems") String system,
            @ForAll @Size(max = 60) List<@IntRange(min = 0, max = Integer.MAX_VALUE - 1) Integer> choices) {
        check(Deals.flat(system), FLAT, choices);
    }

    @Property(tries = 25)
    void realRiichiScoringReplaysDeterministicallyAndZeroSum(
            @ForAll @Size(max = 40) List<@IntRange(min = 0, max = Integer.MAX_VALUE - 1) Integer> choices) {
        check(Match.start(MatchSetup.defaults("riichi", Deals.players("riichi"))), RIICHI, choices);
    }

    private static void check(Match start, Hands hands, List<Integer> choices) {
        Match m = start;
        int refused = 0;
        for (int c : choices) {
            MatchEvent e = event(c, m, hands);
            Match before = m;
            try {
                m = m.append(e);
            } catch (MatchException refusal) {
                refused++;
                Statistics.label("events").collect("refused " + e.label());
                assertEquals(before.state(), m.state(), "a refused event leaves the match as it was");
                continue;
            }
            Statistics.label("events").collect(e.label());
            MatchState replayed = Replay.replay(m.setup(), m.system(), m.events());
            assertEquals(m.state(), replayed, "appending and replaying agree after event #" + m.events().size());
            assertEquals(replayed, Replay.replay(m.setup(), m.system(), m.events()), "replay is deterministic");
            assertEquals(m.setup().startingTotal(), m.state().total(), "zero-sum after event #" + m.events().size());
            for (HandRecord h : m.state().history()) {
                int moved = h.deltas().stream().mapToInt(Integer::intValue).sum();
                assertEquals(h.depositsBefore() - h.depositsAfter(), moved, "deal #" + h.eventId() + " moves points only between seats and the table");
            }
            int results = m.state().standings().resultsBySeat().stream().mapToInt(Integer::intValue).sum();
            assertEquals(m.state().finished() ? 0 : -m.state().deposits(), results,
                    "results sum to zero once the deposits on the table are handed out at the end");
        }
        assertEquals(choices.size(), m.events().size() + refused);
    }

    /** Decodes one random number into an event that fits the table most of the time. */
    static MatchEvent event(int c, Match m, Hands hands) {
        int n = m.setup().seats();
        java.util.Random r = new java.util.Random(c);
        int kind = r.nextInt(12);
        int seat = r.nextInt(n);
        int other = (seat + 1 + r.nextInt(n - 1)) % n;
        return switch (kind) {
            case 0, 1, 2, 3 -> {
                Win w = r.nextBoolean() ? Win.selfDraw(seat, hands.tsumo())
                        : Win.onDiscard(seat, r.nextBoolean() ? hands.ron() : hands.openRon(), other);
                yield new HandWon(List.of(w), declarations(r, m), List.of(), List.of());
            }
            case 4, 5 -> {
                Set<Integer> ready = new HashSet<>();
                for (int s = 0; s < n; s++) if (r.nextBoolean()) ready.add(s);
                yield new ExhaustiveDraw(ready, Map.of(), declarations(r, m), r.nextInt(n));
            }
            case 6 -> new AbortiveDraw("four riichi", declarations(r, m));
            case 7 -> r.nextBoolean() ? Penalty.chombo(seat)
                    : Penalty.paying(seat, Penalty.Kind.FALSE_WIN, Map.of(seat, -30 * n + 30, other, 30 * n - 30));
            case 8 -> {
                int third = (other + 1) % n == seat ? (other + 2) % n : (other + 1) % n;
                yield new HandWon(List.of(Win.onDiscard(seat, hands.ron(), third), Win.onDiscard(other, hands.openRon(), third)),
                        declarations(r, m), List.of(), List.of());
            }
            case 9, 10 -> {
                int target = 1 + r.nextInt(Math.max(1, m.events().size()));
                if (r.nextInt(5) == 0) yield Correction.strike(target);
                MatchEvent replacement = event(r.nextInt(Integer.MAX_VALUE), m, hands);
                while (!(replacement instanceof Outcome)) replacement = event(r.nextInt(Integer.MAX_VALUE), m, hands);
                yield new Correction(target, (Outcome) replacement);
            }
            default -> new Undo();
        };
    }

    private static Map<Integer, Set<Declaration>> declarations(java.util.Random r, Match m) {
        if (m.setup().flow().declarationDeposit() == 0 || r.nextInt(3) > 0) return Map.of();
        Declaration d = m.setup().system().startsWith("riichi") ? Declaration.RIICHI : Declaration.READY;
        Map<Integer, Set<Declaration>> map = new HashMap<>();
        for (int s = 0; s < m.setup().seats(); s++) if (r.nextInt(3) == 0) map.put(s, Set.of(d));
        return map;
    }
}
