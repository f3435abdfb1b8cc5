package tablescore.device.gamelog;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablescore.hardware.Photo;

class GameLogTest {

    @TempDir Path dir;

    private GameLog open() { return GameLog.open(dir.resolve("log.db"), dir.resolve("photos")); }

    private static Photo photo(int n) { return new Photo(new byte[] {1, 2, (byte) n}, "jpg", "test", Instant.now()); }

    @Test
    void aRepeatedConfirmIsLoggedOnce() {
        try (GameLog log = open()) {
            var first = log.append(new Submission("hand-1", "m1", "hand_won", "{\"x\":1}", photo(1)));
            var again = log.append(new Submission("hand-1", "m1", "hand_won", "{\"x\":1}", photo(1)));
            assertFalse(first.duplicate());
            assertTrue(again.duplicate());
            assertEquals(first.seq(), again.seq());
            assertEquals(1, log.all().size());
        }
    }

    @Test
    void aKeyReusedForDifferentContentIsRefusedInWords() {
        try (GameLog log = open()) {
            log.append(new Submission("k", "m1", "hand_won", "{\"x\":1}", null));
            var e = assertThrows(GameLogException.class, () -> log.append(new Submission("k", "m1", "hand_won", "{\"x\":2}", null)));
            assertTrue(e.getMessage().contains("already used for a different submission"), e.getMessage());
        }
    }

    @Test
    void thePhotoIsKeptBesideItsEventWithItsHash() {
        try (GameLog log = open()) {
            var ev = log.append(new Submission("k", "m1", "hand_won", "{}", photo(7)));
            assertEquals(PhotoStore.sha256(new byte[] {1, 2, 7}), ev.photoSha256());
            assertTrue(log.photos().verify(ev.photoFile(), ev.photoSha256()));
        }
    }

    @Test
    void theDatabaseRefusesToChangeOrDeleteAnEvent() throws Exception {
        try (GameLog log = open()) {
            log.append(new Submission("k", "m1", "hand_won", "{}", null));
        }
        try (Connection c = GameLog.dataSource(dir.resolve("log.db")).getConnection(); Statement s = c.createStatement()) {
            var e = assertThrows(java.sql.SQLException.class, () -> s.executeUpdate("UPDATE event SET payload = '{}'"));
            assertTrue(e.getMessage().contains("append-only"));
            assertThrows(java.sql.SQLException.class, () -> s.executeUpdate("DELETE FROM event"));
        }
    }

    @Test
    void itRunsInWalWithFullSync() throws Exception {
        try (GameLog log = open()) {
            log.append(new Submission("k", "m1", "hand_won", "{}", null));
            assertTrue(Files.exists(dir.resolve("log.db-wal")));
        }
        try (Connection c = GameLog.dataSource(dir.resolve("log.db")).getConnection(); Statement s = c.createStatement()) {
            var r = s.executeQuery("PRAGMA synchronous");
            r.next();
            assertEquals(2, r.getInt(1), "FULL is 2");
        }
    }

    @Test
    void anOlderDatabaseIsMigratedWithItsEventsKept() throws Exception {
        Path file = dir.resolve("log.db");
        var ds = GameLog.dataSource(file);
        GameLog.migrate(ds, file, "1");
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO event (idempotency_key, match_id, kind, payload, logged_at) "
                    + "VALUES ('old', 'm0', 'hand_won', '{}', '2026-01-01T00:00:00Z')");
        }
        try (GameLog log = open()) {
            assertEquals(1, log.all().size());
            assertNull(log.all().get(0).photoFile());
            log.append(new Submission("new", "m0", "draw", "{}", photo(1)));
            assertEquals(2, log.events("m0").size());
        }
    }

    @Test
    void aBackupIsACompleteCopyAndNeverOverwrites() {
        try (GameLog log = open()) {
            log.append(new Submission("k", "m1", "hand_won", "{}", null));
            Path b = log.backup(dir.resolve("b/backup.db"));
            try (GameLog copy = GameLog.open(b, dir.resolve("photos"))) {
                assertEquals(1, copy.all().size());
            }
            assertThrows(GameLogException.class, () -> log.backup(b));
        }
    }

    @Test
    void badSubmissionsSayWhatIsMissing() {
        var e = assertThrows(GameLogException.class, () -> new Submission(" ", "m", "k", "{}", null));
        assertTrue(e.getMessage().contains("idempotency key"));
    }
}
