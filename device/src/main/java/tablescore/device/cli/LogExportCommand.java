package tablescore.device.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tablescore.device.config.DeviceConfig;
import tablescore.device.gamelog.GameLog;
import tablescore.device.gamelog.LoggedEvent;

/** The game log as JSON lines: every event with its key, kind, payload and photo (file and SHA-256). */
@Command(name = "log-export", mixinStandardHelpOptions = true,
        description = "Write the game log as JSON lines (one event per line), for one match or all; --verify checks every photo's hash.")
public final class LogExportCommand implements Callable<Integer> {

    @Mixin
    ConfigOptions options = new ConfigOptions();

    @Option(names = "--match", paramLabel = "ID", description = "only this match (ids are listed with --list)")
    String match;

    @Option(names = "--list", description = "list the matches in the log")
    boolean list;

    @Option(names = "--out", paramLabel = "FILE", description = "write here instead of standard output")
    Path out;

    @Option(names = "--verify", description = "check SQLite's integrity and every photo against its hash; exit 1 on a problem")
    boolean verify;

    @Override
    public Integer call() throws IOException {
        DeviceConfig cfg = options.load();
        if (!Files.exists(cfg.gameLogFile())) throw new IllegalArgumentException("there is no game log at " + cfg.gameLogFile());
        ObjectMapper json = new ObjectMapper();
        try (GameLog log = GameLog.open(cfg.gameLogFile(), cfg.photosDir())) {
            if (list) {
                for (String id : log.matchIds()) System.out.println(id + "\t" + log.events(id).size() + " events");
                return 0;
            }
            List<LoggedEvent> events = match == null ? log.all() : log.events(match);
            if (match != null && events.isEmpty()) throw new IllegalArgumentException("there is no match '" + match + "' in the log");
            int bad = 0;
            try (PrintStream p = out == null ? new PrintStream(System.out, false, StandardCharsets.UTF_8)
                    : new PrintStream(Files.newOutputStream(out), false, StandardCharsets.UTF_8)) {
                for (LoggedEvent e : events) {
                    ObjectNode n = json.createObjectNode();
                    n.put("seq", e.seq()).put("key", e.idempotencyKey()).put("match", e.matchId()).put("kind", e.kind())
                            .put("loggedAt", e.loggedAt().toString()).put("photoFile", e.photoFile()).put("photoSha256", e.photoSha256());
                    n.set("payload", json.readTree(e.payload()));
                    if (verify && e.photoFile() != null && !log.photos().verify(e.photoFile(), e.photoSha256())) {
                        bad++;
                        n.put("photoProblem", "missing or changed");
                    }
                    p.println(n);
                }
                p.flush();
            }
            if (verify) {
                String integrity = log.integrityCheck();
                System.err.println("integrity: " + integrity + "; photos with problems: " + bad);
                return integrity.equals("ok") && bad == 0 ? 0 : 1;
            }
        }
        return 0;
    }
}
