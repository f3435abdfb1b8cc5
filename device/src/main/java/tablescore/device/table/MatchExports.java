package tablescore.device.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import tablescore.device.gamelog.LoggedEvent;
import tablescore.engine.match.HandRecord;

/**
 * Exports the dashboard offers straight from the game log: every logged event of a match as JSON lines
 * (with photo file and hash), and the hands as CSV (one row per deal: label, each seat's change and points).
 */
final class MatchExports {

    private MatchExports() {}

    static byte[] jsonl(List<LoggedEvent> events, ObjectMapper json) {
        StringBuilder sb = new StringBuilder();
        for (LoggedEvent e : events) {
            ObjectNode n = json.createObjectNode();
            n.put("seq", e.seq()).put("key", e.idempotencyKey()).put("match", e.matchId()).put("kind", e.kind())
                    .put("loggedAt", e.loggedAt().toString()).put("photoFile", e.photoFile()).put("photoSha256", e.photoSha256());
            try {
                n.set("payload", json.readTree(e.payload()));
            } catch (IOException ex) {
                n.put("payload", e.payload());
            }
            sb.append(n).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    static byte[] csv(MatchBook b) {
        StringBuilder sb = new StringBuilder("number,event,deal,honba,summary");
        for (var w : b.seats()) sb.append(',').append(cell(b.player(w) + " change"));
        for (var w : b.seats()) sb.append(',').append(cell(b.player(w) + " points"));
        sb.append('\n');
        int n = 0;
        for (HandRecord r : b.state().history()) {
            sb.append(++n).append(',').append(r.eventId()).append(',').append(cell(r.dealName())).append(',').append(r.honba())
                    .append(',').append(cell(r.summary()));
            for (int d : r.deltas()) sb.append(',').append(d);
            for (int p : r.pointsAfter()) sb.append(',').append(p);
            sb.append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String cell(String s) {
        String t = s == null ? "" : s;
        return t.contains(",") || t.contains("\"") || t.contains("\n") ? "\"" + t.replace("\"", "\"\"") + "\"" : t;
    }
}
