package tablescore.device.gamelog;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pulled plug: a child JVM appends hands to the game log and is SIGKILLed at a random moment in the
 * middle of its submissions, many times. Each restart resubmits the last hands it had confirmed (as a
 * retried confirm would) and carries on. Afterwards every confirmed hand is in the log exactly once,
 * nothing is logged twice, and every photo still matches its hash. Bounded: 12 kills, about 20 s.
 */
class GameLogKillTest {

    @TempDir Path dir;

    static final int KILLS = 12;

    @Test
    void aKilledWriterLosesNothingConfirmedAndLogsNothingTwice() throws Exception {
        Path db = dir.resolve("kill.db");
        Path photos = dir.resolve("photos");
        Random random = new Random(8);
        int confirmed = -1; // highest index acknowledged by a child
        int duplicatesSeen = 0;
        int killedMidway = 0;
        for (int round = 0; round <= KILLS; round++) {
            boolean last = round == KILLS;
            int from = Math.max(0, confirmed - 2); // a retry of the last confirms
            // A child killed after a commit and before its acknowledgement left the pipe has logged
            // hands nobody saw confirmed; the last round resubmits up to past them, as a client
            // retrying its unanswered confirms would, so that every logged hand is one confirmed.
            int to = last ? Math.max(confirmed, highestLogged(db, photos)) + 5 : 100_000;
            // Each child unpacks SQLite's native library; killed, it cannot delete it, so it unpacks here.
            Process child = new ProcessBuilder(javaBin(), "-Dorg.sqlite.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"),
                    KillChild.class.getName(), db.toString(), photos.toString(), String.valueOf(from), String.valueOf(to))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            long killAt = 0;
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("ok ")) {
                    String[] p = line.split(" ");
                    int i = Integer.parseInt(p[1]);
                    if (p[2].equals("dup")) {
                        duplicatesSeen++;
                        assertTrue(i <= confirmed + 1, "only resubmissions may come back as duplicates: " + line);
                    }
                    confirmed = Math.max(confirmed, i);
                    if (killAt == 0 && !last) killAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(30 + random.nextInt(250));
                }
                if (killAt != 0 && System.nanoTime() >= killAt) {
                    // Acknowledgements already in the pipe are confirmed hands: on a busy machine the
                    // pipe runs many hands ahead of this loop, past what the last round resubmits.
                    while (out.ready() && (line = out.readLine()) != null) {
                        if (line.startsWith("ok ")) {
                            confirmed = Math.max(confirmed, Integer.parseInt(line.split(" ")[1]));
                        }
                    }
                    child.destroyForcibly(); // SIGKILL on Linux: no shutdown hooks, no close
                    killedMidway++;
                    break;
                }
            }
            child.waitFor(20, TimeUnit.SECONDS);
            if (last) assertEquals(0, child.exitValue(), "the last child finishes cleanly");
        }
        assertEquals(KILLS, killedMidway);
        assertTrue(duplicatesSeen >= KILLS, "every restart resubmitted confirmed hands: " + duplicatesSeen);

        try (GameLog log = GameLog.open(db, photos)) {
            assertEquals("ok", log.integrityCheck());
            List<LoggedEvent> events = log.events("kill-match");
            Map<String, Integer> count = new HashMap<>();
            for (LoggedEvent e : events) {
                count.merge(e.idempotencyKey(), 1, Integer::sum);
                int i = Integer.parseInt(e.idempotencyKey().substring(2));
                assertEquals(KillChild.payload(i), e.payload());
                assertTrue(log.photos().verify(e.photoFile(), e.photoSha256()), "photo of " + e.idempotencyKey() + " intact");
            }
            for (int i = 0; i <= confirmed; i++) {
                assertEquals(1, count.getOrDefault("k-" + i, 0), "confirmed hand k-" + i + " is logged exactly once");
            }
            assertEquals(confirmed + 1, events.size(), "nothing beyond the confirmed hands");
            System.out.printf("kill test: %d kills, %d hands confirmed, %d resubmissions answered as duplicates%n",
                    killedMidway, confirmed + 1, duplicatesSeen);
        }
    }

    private static int highestLogged(Path db, Path photos) {
        try (GameLog log = GameLog.open(db, photos)) {
            return log.events("kill-match").stream()
                    .mapToInt(e -> Integer.parseInt(e.idempotencyKey().substring(2))).max().orElse(-1);
        }
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
