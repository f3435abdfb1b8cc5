package tablescore.engine.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.DrawRequest;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;

/** The table during replay: points, deposits, dealer, winds. Mutable, private to one replay. */
final class Table {
    private final MatchSetup setup;
    private final BoundRules<?> rules;
    private final FlowRules flow;
    /** Most seats that may put a declaration deposit down in one deal (Fuzhou max_declarers; else every seat). */
    private final int maxDeclarers;
    /** False where the system's options turn declarations with a deposit off (Fuzhou ready_declaration=false). */
    private final boolean declarationsPlayed;
    private final int n;
    private final int[] points;
    private final int[] deposited;
    private int dealer;
    private int roundIndex;
    private int passesInRound;
    private int honba;
    private int handsPlayed;
    private String finishReason;
    private final List<HandRecord> history;

    private Table(MatchSetup setup, BoundRules<?> rules, int[] points, int[] deposited, int dealer, int roundIndex,
                  int passesInRound, int honba, int handsPlayed, String finishReason, List<HandRecord> history) {
        this.setup = setup;
        this.rules = rules;
        this.n = setup.seats();
        // where the rule system has its own option for a flow item, the system's option decides
        Map<String, String> o = rules.describe();
        FlowRules f = setup.flow();
        String onDraw = o.get("deposits_on_draw");
        if (onDraw != null) f = f.withDrawDeposits(onDraw.equals("return") ? FlowRules.DrawDeposits.RETURN : FlowRules.DrawDeposits.CARRY);
        this.flow = f;
        this.maxDeclarers = o.containsKey("max_declarers") ? Integer.parseInt(o.get("max_declarers")) : n;
        this.declarationsPlayed = !"false".equals(o.get("ready_declaration"));
        this.points = points;
        this.deposited = deposited;
        this.dealer = dealer;
        this.roundIndex = roundIndex;
        this.passesInRound = passesInRound;
        this.honba = honba;
        this.handsPlayed = handsPlayed;
        this.finishReason = finishReason;
        this.history = history;
    }

    static Table start(MatchSetup setup, RuleSystem<?> system) {
        return new Table(setup, bind(setup, system), filled(setup.seats(), setup.startingPoints()), new int[setup.seats()],
                0, 0, 0, 0, 0, null, new ArrayList<>());
    }

    /** Picks up from a state replayed earlier (appending a deal does not replay the whole log). */
    static Table resume(MatchState s, RuleSystem<?> system) {
        int[] pts = s.points().stream().mapToInt(Integer::intValue).toArray();
        int[] dep = s.depositsBySeat().stream().mapToInt(Integer::intValue).toArray();
        return new Table(s.setup(), bind(s.setup(), system), pts, dep, s.dealer(), s.roundIndex(), s.dealNumber() - 1,
                s.honba(), s.handsPlayed(), s.finishReason(), new ArrayList<>(s.history()));
    }

    static BoundRules<?> bind(MatchSetup setup, RuleSystem<?> system) {
        if (!system.id().equalsIgnoreCase(setup.system())) {
            throw new MatchException("the match is set up for " + setup.system() + " but was given the " + system.id() + " rules");
        }
        if (system.tileSet().seats() != setup.seats()) {
            throw new MatchException(system.id() + " is played by " + system.tileSet().seats() + " players, not " + setup.seats());
        }
        try {
            return BoundRules.bind(system, setup.options());
        } catch (IllegalArgumentException e) {
            throw new MatchException("the " + system.id() + " options are wrong: " + e.getMessage(), e);
        }
    }

    private static int[] filled(int n, int v) {
        int[] a = new int[n];
        Arrays.fill(a, v);
        return a;
    }

    MatchState state(int eventCount) {
        List<Wind> winds = new ArrayList<>();
        for (int s = 0; s < n; s++) winds.add(windOf(s));
        return new MatchState(setup, list(points), list(deposited), depositTotal(), dealer, roundWind(), roundIndex,
                passesInRound + 1, honba, winds, handsPlayed, finishReason != null, finishReason, history, eventCount);
    }

    private static List<Integer> list(int[] a) {
        List<Integer> l = new ArrayList<>(a.length);
        for (int v : a) l.add(v);
        return l;
    }

    private Wind roundWind() { return Wind.values()[roundIndex % 4]; }

    /** A seat's wind in the current deal: the dealer is East, his right-hand neighbour (next seat) South. */
    private Wind windOf(int seat) { return Wind.values()[Math.floorMod(seat - dealer, n)]; }

    private int seatOf(Wind w) { return Math.floorMod(dealer + w.ordinal(), n); }

    private int depositTotal() {
        int t = 0;
        for (int d : deposited) t += d;
        return t;
    }

    private String who(int seat) { return setup.players().get(seat); }

    /** Plays one deal in effect; anything wrong with it is refused naming the event. */
    void play(int id, Integer correctedBy, Outcome outcome) {
        String where = "event #" + id + (correctedBy != null ? " (as corrected by #" + correctedBy + ")" : "")
                + " (" + outcome.label() + ")";
        if (finishReason != null) throw new MatchException(where + ": the match is over (" + finishReason + ")");
        int[] before = points.clone();
        int depositsBefore = depositTotal();
        Wind round = roundWind();
        int dealNumber = passesInRound + 1;
        int honbaNow = honba;
        int dealerNow = dealer;
        List<Wind> winds = new ArrayList<>();
        for (int s = 0; s < n; s++) winds.add(windOf(s));
        try {
            Deal deal;
            if (outcome instanceof HandWon w) deal = win(w);
            else if (outcome instanceof ExhaustiveDraw d) deal = draw(d);
            else if (outcome instanceof AbortiveDraw a) deal = abortive(a);
            else deal = penalty((Penalty) outcome);
            checkZeroSum();
            int[] deltas = new int[n];
            for (int s = 0; s < n; s++) deltas[s] = points[s] - before[s];
            history.add(new HandRecord(id, correctedBy, outcome, round, dealNumber, honbaNow, dealerNow, winds,
                    depositsBefore, depositTotal(), list(deltas), list(points), deal.scorings(), deal.drawSettlement(),
                    round.english() + " " + dealNumber + (honbaNow > 0 ? ", " + honbaNow + " honba" : "") + ": " + deal.summary()));
            boolean lastDeal = isLastDeal();
            advance(deal.next());
            boolean played = outcome instanceof HandWon || outcome instanceof ExhaustiveDraw;
            checkEnd(lastDeal && played && dealer == dealerNow);
        } catch (MatchException e) {
            // restore nothing: a refused deal refuses the whole replay; say where
            throw e.getMessage().startsWith("event #") ? e : new MatchException(where + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // a hand the rules cannot read, or a rule system that failed on it: refuse the deal, say where
            throw new MatchException(where + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
        }
    }

    /** What a deal did: its scorings, draw payments, summary, and who deals next. */
    private record Deal(List<Scoring> scorings, Settlement drawSettlement, String summary, Next next) {}

    /** Who deals next: the same dealer (with or without a new honba), the next seat, or a named seat. */
    private record Next(int seat, boolean honbaUp, boolean honbaReset) {}

    private void checkSeat(int seat, String what) {
        if (seat < 0 || seat >= n) throw new MatchException(what + " names seat " + seat + ", but seats are 0 to " + (n - 1));
    }

    private Set<Declaration> putDeposits(Map<Integer, Set<Declaration>> declarations) {
        Set<Declaration> all = EnumSet.noneOf(Declaration.class);
        int declarers = 0;
        for (Map.Entry<Integer, Set<Declaration>> e : declarations.entrySet()) {
            int seat = e.getKey();
            checkSeat(seat, "a declaration");
            all.addAll(e.getValue());
            boolean deposit = false;
            for (Declaration d : e.getValue()) deposit |= Outcome.isDepositDeclaration(d);
            if (e.getValue().contains(Declaration.RIICHI) && e.getValue().contains(Declaration.DOUBLE_RIICHI)) {
                throw new MatchException(who(seat) + " declared riichi and double riichi: one stick, one declaration");
            }
            if (deposit) {
                if (!declarationsPlayed) throw new MatchException("declarations are not played at this table (ready_declaration=false)");
                if (++declarers > maxDeclarers) {
                    throw new MatchException("at most " + maxDeclarers + " players may declare in one deal");
                }
                if (flow.declarationDeposit() == 0) {
                    throw new MatchException(setup.system() + " has no declaration with a deposit, but " + who(seat) + " declared " + e.getValue());
                }
                if (flow.depositNeedsPoints() && points[seat] < flow.declarationDeposit()) {
                    throw new MatchException(who(seat) + " has " + points[seat] + " points and cannot put down the "
                            + flow.declarationDeposit() + " a declaration needs");
                }
                points[seat] -= flow.declarationDeposit();
                deposited[seat] += flow.declarationDeposit();
            }
        }
        return all;
    }

    private Map<Wind, Hand> byWind(Map<Integer, Hand> bySeat, String what) {
        Map<Wind, Hand> m = new EnumMap<>(Wind.class);
        for (Map.Entry<Integer, Hand> e : bySeat.entrySet()) {
            checkSeat(e.getKey(), what);
            m.put(windOf(e.getKey()), e.getValue());
        }
        return m;
    }

    private void apply(Settlement s) {
        for (Map.Entry<Wind, Integer> e : s.deltas().entrySet()) {
            if (e.getKey().ordinal() >= n) {
                if (e.getValue() != 0) throw new MatchException("the rules paid " + e.getKey().english() + ", who is not at a " + n + "-player table");
                continue;
            }
            points[seatOf(e.getKey())] += e.getValue();
        }
    }

    private Deal win(HandWon w) {
        if (w.wins().size() > flow.maxWinners()) {
            throw new MatchException(w.wins().size() + " winners on one discard, but " + setup.system() + " allows "
                    + flow.maxWinners() + (flow.maxWinners() == 1 ? " (the first in turn order after the discarder wins)" : ""));
        }
        putDeposits(w.declarations());
        // turn order after the discarder: the first winner takes the deposits and the honba (上家取り)
        List<Win> order = new ArrayList<>(w.wins());
        for (Win win : order) {
            checkSeat(win.winner(), "the winner");
            if (win.discarder() != null) checkSeat(win.discarder(), "the discarder");
            if (win.liable() != null) checkSeat(win.liable(), "the liable seat");
        }
        if (order.size() > 1) {
            int from = order.get(0).discarder();
            order.sort(java.util.Comparator.comparingInt(x -> Math.floorMod(x.winner() - from, n)));
        }
        List<Scoring> scorings = new ArrayList<>();
        StringBuilder summary = new StringBuilder();
        boolean dealerWon = false;
        for (int i = 0; i < order.size(); i++) {
            Win win = order.get(i);
            int table = i == 0 ? depositTotal() : 0;
            WinRequest req = WinRequest.of(windOf(win.winner()), win.hand())
                    .discarder(win.discarder() == null ? null : windOf(win.discarder()))
                    .liable(win.liable() == null ? null : windOf(win.liable()))
                    .roundWind(roundWind())
                    .honba(i == 0 ? honba : 0)
                    .depositsOnTable(table)
                    .declarations(w.declarations().getOrDefault(win.winner(), Set.of()))
                    .dora(w.dora()).uraDora(w.uraDora())
                    .otherHands(byWind(win.otherHands(), "another hand"))
                    .seats(n)
                    .build();
            Scoring s = rules.score(req);
            if (!s.isWin()) {
                throw new MatchException(who(win.winner()) + "'s hand may not win: " + s.refusal().reason()
                        + " (" + s.refusal().code() + "); record a false win (penalty) instead");
            }
            apply(s.settlement());
            collectDeposits(win.winner(), table, s.settlement().fromTable());
            scorings.add(s);
            dealerWon |= win.winner() == dealer;
            if (i > 0) summary.append("; ");
            summary.append(who(win.winner())).append(win.isSelfDraw() ? " won by self-draw" : " won on " + who(win.discarder()) + "'s discard")
                    .append(", ").append(s.valueText());
        }
        handsPlayed++;
        Next next = switch (flow.dealerRule()) {
            case RENCHAN_ON_DEALER_WIN_OR_READY, STAYS_ON_DEALER_WIN ->
                    dealerWon ? new Next(dealer, true, false) : new Next(dealer + 1, false, true);
            case PASSES_EVERY_HAND -> new Next(dealer + 1, false, true);
            case WINNER_OR_DISCARDER_OR_LAST_DRAWER -> {
                Win first = order.get(0);
                yield new Next(first.isSelfDraw() ? first.winner() : first.discarder(), dealerWon, !dealerWon);
            }
        };
        return new Deal(scorings, null, summary.toString(), next);
    }

    /** Deposits go to the first winner: taken by the rule system's settlement, or handed over here when it ignores them. */
    private void collectDeposits(int winner, int onTable, int takenBySettlement) {
        if (onTable == 0 && takenBySettlement == 0) return;
        if (takenBySettlement == onTable) {
            Arrays.fill(deposited, 0);
        } else if (takenBySettlement == 0) {
            points[winner] += onTable;
            Arrays.fill(deposited, 0);
        } else {
            throw new MatchException("the rules took " + takenBySettlement + " from the table, but " + onTable + " lay there");
        }
    }

    private Deal draw(ExhaustiveDraw d) {
        putDeposits(d.declarations());
        Set<Wind> ready = EnumSet.noneOf(Wind.class);
        for (int s : d.ready()) {
            checkSeat(s, "a ready seat");
            ready.add(windOf(s));
        }
        Settlement pay = rules.exhaustiveDraw(new DrawRequest(ready, byWind(d.shownHands(), "a shown hand"), n));
        if (pay.fromTable() != 0) throw new MatchException("draw payments cannot take from the table");
        apply(pay);
        if (flow.drawDeposits() == FlowRules.DrawDeposits.RETURN) {
            for (int s = 0; s < n; s++) {
                points[s] += deposited[s];
                deposited[s] = 0;
            }
        }
        handsPlayed++;
        boolean dealerReady = d.ready().contains(dealer);
        Next next = switch (flow.dealerRule()) {
            case RENCHAN_ON_DEALER_WIN_OR_READY -> new Next(dealerReady ? dealer : dealer + 1, true, false);
            case STAYS_ON_DEALER_WIN, PASSES_EVERY_HAND -> new Next(dealer + 1, false, true);
            case WINNER_OR_DISCARDER_OR_LAST_DRAWER -> {
                if (d.lastDrawer() == null) throw new MatchException("say who drew the last tile: that player deals next");
                checkSeat(d.lastDrawer(), "the last drawer");
                yield new Next(d.lastDrawer(), false, true);
            }
        };
        String who = d.ready().isEmpty() ? "nobody ready"
                : String.join(", ", d.ready().stream().map(this::who).toList()) + " ready";
        return new Deal(List.of(), pay, "exhaustive draw, " + who, next);
    }

    private Deal abortive(AbortiveDraw a) {
        putDeposits(a.declarations());
        return new Deal(List.of(), null, "abortive draw (" + a.reason() + "), the deal is replayed", new Next(dealer, true, false));
    }

    private Deal penalty(Penalty p) {
        checkSeat(p.offender(), "the offender");
        List<Scoring> scorings = new ArrayList<>();
        int[] pay = new int[n];
        if (!p.payments().isEmpty()) {
            for (Map.Entry<Integer, Integer> e : p.payments().entrySet()) {
                checkSeat(e.getKey(), "a penalty payment");
                pay[e.getKey()] += e.getValue();
            }
        } else if (p.attempted() != null) {
            Win win = p.attempted();
            if (win.discarder() != null) checkSeat(win.discarder(), "the discarder");
            Scoring s = rules.score(WinRequest.of(windOf(win.winner()), win.hand())
                    .discarder(win.discarder() == null ? null : windOf(win.discarder()))
                    .roundWind(roundWind()).honba(honba).otherHands(byWind(win.otherHands(), "another hand")).seats(n).build());
            if (s.isWin()) throw new MatchException(who(p.offender()) + "'s hand is a legal win (" + s.valueText() + "), not a false win");
            if (s.settlement() == null) {
                throw new MatchException(setup.system() + " sets no penalty for this false win (" + s.refusal().reason() + "): give the payments");
            }
            if (s.settlement().fromTable() != 0) throw new MatchException("a penalty cannot take from the table");
            for (Map.Entry<Wind, Integer> e : s.settlement().deltas().entrySet()) {
                if (e.getKey().ordinal() < n) pay[seatOf(e.getKey())] += e.getValue();
            }
            scorings.add(s);
        } else if (flow.chomboMangan()) {
            // reversed mangan: a dealer pays 4000 to each, a non-dealer 4000 to the dealer and 2000 to the others
            for (int s = 0; s < n; s++) {
                if (s == p.offender()) continue;
                int amount = (p.offender() == dealer || s == dealer) ? 4000 : 2000;
                pay[s] += amount;
                pay[p.offender()] -= amount;
            }
        } else {
            throw new MatchException(setup.system() + " has no fixed penalty: give the payments of " + who(p.offender()) + "'s " + p.label());
        }
        for (int s = 0; s < n; s++) points[s] += pay[s];
        return new Deal(scorings, null, who(p.offender()) + " pays for a " + p.label() + ", the deal is replayed",
                new Next(dealer, false, false));
    }

    private void advance(Next next) {
        if (flow.honba()) {
            if (next.honbaReset()) honba = 0;
            else if (next.honbaUp()) honba++;
        }
        int to = Math.floorMod(next.seat(), n);
        if (to != dealer) {
            dealer = to;
            passesInRound++;
            if (passesInRound == n) {
                passesInRound = 0;
                roundIndex++;
            }
        }
    }

    /** First in the standings: more points than everyone, ties going to the seat nearer the first dealer. */
    private boolean leadsTheTable(int seat) {
        for (int s = 0; s < n; s++) {
            if (s != seat && (points[s] > points[seat] || (points[s] == points[seat] && s < seat))) return false;
        }
        return true;
    }

    private void checkZeroSum() {
        long total = depositTotal();
        for (int p : points) total += p;
        if (total != setup.startingTotal()) {
            throw new MatchException("points would sum to " + total + " (deposits on the table counted), not the "
                    + setup.startingTotal() + " the players started with");
        }
    }

    /** The last deal of the last round of winds: the last seat deals in the final round. */
    private boolean isLastDeal() {
        EndCondition end = setup.end();
        return end.rounds() > 0 && roundIndex == end.rounds() - 1 && passesInRound == n - 1;
    }

    private void checkEnd(boolean lastDealerKeptTheDeal) {
        EndCondition end = setup.end();
        if (end.endOnBust()) {
            for (int s = 0; s < n; s++) {
                if (points[s] < 0) {
                    finishReason = who(s) + " is below zero";
                    return;
                }
            }
        }
        if (lastDealerKeptTheDeal && flow.lastDealerStops() && leadsTheTable(dealer)) {
            finishReason = who(dealer) + " keeps the last deal in first place and stops";
        } else if (end.rounds() > 0 && roundIndex >= end.rounds()) {
            finishReason = end.rounds() + (end.rounds() == 1 ? " round" : " rounds") + " of winds played";
        } else if (end.hands() > 0 && handsPlayed >= end.hands()) {
            finishReason = end.hands() + " hands played";
        }
    }
}
