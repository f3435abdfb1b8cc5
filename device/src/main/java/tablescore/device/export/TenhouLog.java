package tablescore.device.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.Wind;
import tablescore.engine.match.AbortiveDraw;
import tablescore.engine.match.ExhaustiveDraw;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.HandWon;
import tablescore.engine.match.MatchState;
import tablescore.engine.match.Win;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.tile.Tile;

/**
 * A riichi match in the tenhou.net/6 JSON log format that replay and analysis tools read, as far as a
 * physical table knows the game: per deal the round, honba and sticks, the starting points, the dora
 * indicators, the final hands (a winner's hand without the winning tile as the starting hand, a
 * self-drawn winning tile as his one draw, no discards; hands shown at a draw) and the result. Seats are
 * in the order of the first deal (seat 0 = the first dealer), as tenhou numbers them. Chombo deals have
 * no tenhou result and are left out; their payments show in the next deal's starting points.
 */
public final class TenhouLog {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private TenhouLog() {}

    public static ObjectNode write(MatchState s) {
        String system = s.setup().system();
        if (!system.startsWith("riichi") || s.setup().seats() != 4) {
            throw new IllegalArgumentException("the tenhou log format is for four-player riichi, not " + system);
        }
        ObjectNode o = F.objectNode();
        ArrayNode title = o.putArray("title");
        title.add("Tablescore " + system);
        title.add("");
        ArrayNode names = o.putArray("name");
        s.setup().players().forEach(names::add);
        ObjectNode rule = o.putObject("rule");
        rule.put("disp", "Tablescore " + system);
        String aka = s.setup().options().getOrDefault("aka_dora", "false").trim().toLowerCase();
        rule.put("aka", List.of("true", "yes", "on", "1").contains(aka) ? 1 : 0);
        ArrayNode log = o.putArray("log");
        List<Integer> before = java.util.Collections.nCopies(4, s.setup().startingPoints());
        for (HandRecord h : s.history()) {
            ArrayNode result = result(h);
            if (result != null) log.add(kyoku(h, before, result));
            before = h.pointsAfter();
        }
        return o;
    }

    private static ArrayNode kyoku(HandRecord h, List<Integer> before, ArrayNode result) {
        ArrayNode k = F.arrayNode();
        ArrayNode head = k.addArray();
        head.add(h.roundWind().ordinal() * 4 + h.dealer());
        head.add(h.honba());
        head.add(h.depositsBefore() / 1000);
        ArrayNode start = k.addArray();
        before.forEach(start::add);
        ArrayNode dora = k.addArray();
        ArrayNode ura = k.addArray();
        if (h.outcome() instanceof HandWon w) {
            w.dora().forEach(t -> dora.add(code(t)));
            w.uraDora().forEach(t -> ura.add(code(t)));
        }
        for (int seat = 0; seat < 4; seat++) {
            ArrayNode hai = k.addArray();
            ArrayNode take = k.addArray();
            k.addArray(); // discards: not seen at a physical table
            Hand hand = handOf(h, seat);
            if (hand == null) continue;
            boolean removedWinning = false;
            for (Tile t : hand.concealed()) {
                if (!removedWinning && hand.winningTile() != null && t.equals(hand.winningTile())) {
                    removedWinning = true;
                    continue;
                }
                hai.add(code(t));
            }
            for (Meld m : hand.melds()) for (Tile t : m.tiles()) hai.add(code(t));
            if (hand.winningTile() != null && hand.isSelfDrawn()) take.add(code(hand.winningTile()));
        }
        k.add(result);
        return k;
    }

    private static Hand handOf(HandRecord h, int seat) {
        if (h.outcome() instanceof HandWon w) {
            for (Win win : w.wins()) if (win.winner() == seat) return win.hand();
        } else if (h.outcome() instanceof ExhaustiveDraw d) {
            return d.shownHands().get(seat);
        }
        return null;
    }

    private static ArrayNode result(HandRecord h) {
        ArrayNode r = F.arrayNode();
        if (h.outcome() instanceof HandWon w) {
            r.add("和了");
            for (Scoring sc : h.scorings()) {
                int who = h.seatWinds().indexOf(sc.winner());
                Win win = w.wins().stream().filter(x -> x.winner() == who).findFirst().orElseThrow();
                r.add(bySeat(h, sc.settlement()));
                ArrayNode info = r.addArray();
                info.add(who);
                info.add(win.discarder() == null ? who : win.discarder());
                info.add(win.liable() == null ? who : win.liable());
                int won = sc.settlement().of(sc.winner()) - sc.settlement().fromTable();
                info.add(sc.valueText() + " " + won + "点");
                for (PatternScore p : sc.patterns()) info.add(p.original() + "(" + p.display() + ")");
            }
            return r;
        }
        if (h.outcome() instanceof ExhaustiveDraw d) {
            if (d.ready().size() == 4) r.add("全員聴牌");
            else if (d.ready().isEmpty()) r.add("全員不聴");
            else {
                r.add("流局");
                r.add(bySeat(h, h.drawSettlement()));
            }
            return r;
        }
        if (h.outcome() instanceof AbortiveDraw a) {
            String reason = a.reason().toLowerCase();
            if (reason.contains("nine") || reason.contains("九")) r.add("九種九牌");
            else if (reason.contains("riichi") || reason.contains("立直")) r.add("四家立直");
            else if (reason.contains("wind") || reason.contains("風")) r.add("四風連打");
            else if (reason.contains("kong") || reason.contains("kan") || reason.contains("槓")) r.add("四槓散了");
            else if (reason.contains("ron") || reason.contains("和")) r.add("三家和了");
            else r.add("流局");
            return r;
        }
        return null; // a penalty: tenhou has no chombo result
    }

    private static ArrayNode bySeat(HandRecord h, Settlement s) {
        ArrayNode a = F.arrayNode();
        for (int seat = 0; seat < 4; seat++) {
            Wind w = h.seatWinds().get(seat);
            a.add(s == null ? 0 : s.of(w));
        }
        return a;
    }

    /** Tenhou tile codes: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honours (E S W N white green red), 51-53 red fives. */
    static int code(Tile t) {
        int suit = switch (t.suit()) {
            case CHARACTERS -> 1;
            case DOTS -> 2;
            case BAMBOO -> 3;
            case HONOURS -> 4;
            default -> throw new IllegalArgumentException("tile " + t + " has no tenhou code");
        };
        if (t.red()) return 50 + suit;
        return suit * 10 + t.number();
    }
}
