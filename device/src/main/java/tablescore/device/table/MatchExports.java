package tablescore.device.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import tablescore.device.gamelog.LoggedEvent;

/**
 * The game log of a match as JSON lines: every logged event with its key, kind, payload, photo file and
 * hash. (The match formats json, csv and tenhou come from tablescore.device.export.)
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

}
