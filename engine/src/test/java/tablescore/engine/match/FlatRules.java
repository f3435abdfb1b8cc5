package tablescore.engine.match;

import java.util.List;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;

/**
 * A transparent rule system for testing the match flow on its own, under any system's id: a win is
 * worth {@code value} per paying player, doubled for a concealed hand; a discard win is paid by the
 * discarder alone (3 shares), plus 300 per honba; the deposits on the table go to the winner. A hand
 * with fewer than 14 tiles is refused (and a false win pays each opponent {@code value}). An exhaustive
 * draw pays 3000 from the not-ready to the ready, as riichi does.
 */
final class FlatRules implements RuleSystem<FlatRules.Options> {

    record Options(int value) {}

    private final String id;
    private final int seats;

    FlatRules(String id, int seats) {
        this.id = id;
        this.seats = seats;
    }

    static FlatRules forSystem(String id) { return new FlatRules(id, id.equals("malaysian") ? 3 : 4); }

    @Override public String id() { return id; }
    @Override public String englishName() { return "flat " + id; }
    @Override public String originalName() { return "flat " + id; }

    @Override
    public TileSet tileSet() {
        return TileSet.standard("flat " + id).seats(seats).build();
    }

    @Override
    public OptionSet<Options> options() {
        return new OptionSet<>(new Options(1000), List.of(
                OptionSpec.number("value", "points per paying player", 1, 100_000, Options::value, (o, v) -> new Options(v))));
    }

    static int value(Hand hand, int base) { return hand.isConcealed() ? 2 * base : base; }

    @Override
    public Scoring score(WinRequest r, Options o) {
        List<Wind> seatsAtTable = r.seatList();
        if (r.hand().allTiles().size() < 14) {
            Settlement.Builder penalty = new Settlement.Builder(r.seats());
            for (Wind w : seatsAtTable) if (w != r.winner()) penalty.pay(r.winner(), w, o.value());
            return Scoring.refused(id, r.winner(), Refusal.notComplete(), penalty.build());
        }
        int v = value(r.hand(), o.value());
        Settlement.Builder b = new Settlement.Builder(r.seats());
        if (r.isSelfDraw()) {
            for (Wind w : seatsAtTable) if (w != r.winner()) b.pay(w, r.winner(), v + 100 * r.honba());
        } else {
            b.pay(r.payingDiscarder(), r.winner(), v * (r.seats() - 1) + 300 * r.honba());
        }
        if (r.depositsOnTable() > 0) b.takeFromTable(r.winner(), r.depositsOnTable());
        return new Scoring(id, r.winner(), null, List.of(), v, v + " points", null, null, b.build(), null);
    }

    @Override
    public Settlement exhaustiveDraw(DrawRequest d, Options o) {
        Set<Wind> ready = d.ready();
        int readyCount = ready.size();
        Settlement.Builder b = new Settlement.Builder(d.seats());
        if (readyCount == 0 || readyCount == d.seats()) return b.build();
        int notReady = d.seats() - readyCount;
        for (Wind payer : Wind.values()) {
            if (payer.ordinal() >= d.seats() || ready.contains(payer)) continue;
            for (Wind taker : ready) b.pay(payer, taker, 3000 / (readyCount * notReady));
        }
        return b.build();
    }
}
