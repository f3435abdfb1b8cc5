package tablescore.device.gamelog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The game log in SQLite: append-only events (the database refuses UPDATE and DELETE), WAL journal with
 * synchronous=FULL so a committed event survives a killed process and a pulled plug, and an idempotency
 * key per submission so a retried or double-pressed confirm is logged once. One writer connection,
 * serialised by this object; readers share it (the table is small).
 */
public final class GameLog implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GameLog.class);

    /** The newest schema version this code writes; Flyway is skipped when the database is already there. */
    static final int SCHEMA_VERSION = 2;

    private final Path file;
    private final PhotoStore photos;
    private final Connection db;

    private GameLog(Path file, PhotoStore photos, Connection db) {
        this.file = file;
        this.photos = photos;
        this.db = db;
    }

    /** Opens (creating or migrating) the log at {@code file}, with photos kept in {@code photoFolder}. */
    public static GameLog open(Path file, Path photoFolder) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
        } catch (IOException e) {
            throw new GameLogException("cannot create the folder of the game log " + file + ": " + e.getMessage(), e);
        }
        SQLiteDataSource ds = dataSource(file);
        migrate(ds, file, null);
        try {
            Connection c = ds.getConnection();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA journal_mode")) {
                r.next();
                if (!"wal".equalsIgnoreCase(r.getString(1))) {
                    throw new GameLogException("the game log " + file + " could not switch to WAL (journal_mode=" + r.getString(1) + ")");
                }
            }
            return new GameLog(file, new PhotoStore(photoFolder), c);
        } catch (SQLException e) {
            throw new GameLogException("cannot open the game log " + file + ": " + e.getMessage(), e);
        }
    }

    static SQLiteDataSource dataSource(Path file) {
        SQLiteConfig cfg = new SQLiteConfig();
        cfg.setJournalMode(SQLiteConfig.JournalMode.WAL);
        cfg.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        cfg.enforceForeignKeys(true);
        cfg.setBusyTimeout(5000);
        SQLiteDataSource ds = new SQLiteDataSource(cfg);
        ds.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
        return ds;
    }

    /** Brings the schema to {@code target} (null = newest). Skips Flyway (≈1 s) when already current. */
    static void migrate(SQLiteDataSource ds, Path file, String target) {
        if (target == null && currentVersion(ds) == SCHEMA_VERSION) return;
        try {
            var cfg = Flyway.configure().dataSource(ds).locations("classpath:db/gamelog").loggers("slf4j");
            if (target != null) cfg.target(target);
            var result = cfg.load().migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("game log {}: applied {} migration(s), schema now at version {}", file, result.migrationsExecuted, result.targetSchemaVersion);
            }
        } catch (RuntimeException e) {
            throw new GameLogException("cannot bring the game log " + file + " up to date: " + e.getMessage(), e);
        }
    }

    private static int currentVersion(SQLiteDataSource ds) {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT max(CAST(version AS INTEGER)) FROM flyway_schema_history WHERE success = 1")) {
            return r.next() ? r.getInt(1) : 0;
        } catch (SQLException e) {
            return 0; // a new database, or one Flyway has not seen: let Flyway decide
        }
    }

    /**
     * Logs a submission once. The same key again returns the logged event marked duplicate (and writes
     * nothing); the same key with different content is refused, since it would silently lose one of them.
     */
    public synchronized LoggedEvent append(Submission s) {
        Optional<LoggedEvent> existing = byKey(s.idempotencyKey());
        if (existing.isPresent()) return sameOrRefuse(existing.get(), s);
        PhotoStore.Stored photo = s.photo() == null ? null : photos.store(s.photo());
        Instant now = Instant.now();
        try {
            db.setAutoCommit(false);
            try (PreparedStatement ins = db.prepareStatement(
                    "INSERT INTO event (idempotency_key, match_id, kind, payload, logged_at, photo_file, photo_sha256) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING")) {
                ins.setString(1, s.idempotencyKey());
                ins.setString(2, s.matchId());
                ins.setString(3, s.kind());
                ins.setString(4, s.payload());
                ins.setString(5, now.toString());
                ins.setString(6, photo == null ? null : photo.file());
                ins.setString(7, photo == null ? null : photo.sha256());
                int n = ins.executeUpdate();
                db.commit();
                if (n == 0) return sameOrRefuse(byKey(s.idempotencyKey()).orElseThrow(), s);
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
            return byKey(s.idempotencyKey()).orElseThrow(() -> new GameLogException("the event vanished after commit"));
        } catch (SQLException e) {
            throw new GameLogException("could not write to the game log " + file + ": " + e.getMessage(), e);
        }
    }

    private static LoggedEvent sameOrRefuse(LoggedEvent logged, Submission s) {
        if (logged.matchId().equals(s.matchId()) && logged.kind().equals(s.kind()) && logged.payload().equals(s.payload())) {
            return logged.asDuplicate();
        }
        throw new GameLogException("idempotency key '" + s.idempotencyKey() + "' was already used for a different submission (event #"
                + logged.seq() + ", " + logged.kind() + "); use a new key for a new submission");
    }

    public synchronized Optional<LoggedEvent> byKey(String key) {
        List<LoggedEvent> l = query("SELECT * FROM event WHERE idempotency_key = ?", key);
        return l.isEmpty() ? Optional.empty() : Optional.of(l.get(0));
    }

    /** The events of a match in log order. */
    public synchronized List<LoggedEvent> events(String matchId) {
        return query("SELECT * FROM event WHERE match_id = ? ORDER BY seq", matchId);
    }

    /** Every event in log order. */
    public synchronized List<LoggedEvent> all() {
        return query("SELECT * FROM event ORDER BY seq");
    }

    /** Match ids in the order their first event was logged. */
    public synchronized List<String> matchIds() {
        List<String> ids = new ArrayList<>();
        try (Statement st = db.createStatement();
             ResultSet r = st.executeQuery("SELECT match_id FROM event GROUP BY match_id ORDER BY min(seq)")) {
            while (r.next()) ids.add(r.getString(1));
        } catch (SQLException e) {
            throw new GameLogException("could not read the game log: " + e.getMessage(), e);
        }
        return ids;
    }

    private List<LoggedEvent> query(String sql, String... args) {
        List<LoggedEvent> out = new ArrayList<>();
        try (PreparedStatement ps = db.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) ps.setString(i + 1, args[i]);
            try (ResultSet r = ps.executeQuery()) {
                while (r.next()) {
                    out.add(new LoggedEvent(r.getLong("seq"), r.getString("idempotency_key"), r.getString("match_id"),
                            r.getString("kind"), r.getString("payload"), Instant.parse(r.getString("logged_at")),
                            r.getString("photo_file"), r.getString("photo_sha256"), false));
                }
            }
        } catch (SQLException e) {
            throw new GameLogException("could not read the game log: " + e.getMessage(), e);
        }
        return out;
    }

    public synchronized Optional<String> setting(String name) {
        try (PreparedStatement ps = db.prepareStatement("SELECT value FROM setting WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet r = ps.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new GameLogException("could not read setting " + name + ": " + e.getMessage(), e);
        }
    }

    public synchronized void setSetting(String name, String value) {
        try (PreparedStatement ps = db.prepareStatement(
                "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value")) {
            ps.setString(1, name);
            ps.setString(2, value);
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new GameLogException("could not save setting " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * A consistent copy of the whole log while it is in use (SQLite's VACUUM INTO), to a file that must
     * not exist yet. Photos are not copied: they never change, so a plain file copy of the folder does.
     */
    public synchronized Path backup(Path target) {
        if (Files.exists(target)) throw new GameLogException("the backup file " + target + " already exists; choose a new name");
        try {
            Path parent = target.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            try (PreparedStatement ps = db.prepareStatement("VACUUM INTO ?")) {
                ps.setString(1, target.toAbsolutePath().toString());
                ps.execute();
            }
            return target;
        } catch (IOException | SQLException e) {
            throw new GameLogException("could not back up the game log to " + target + ": " + e.getMessage(), e);
        }
    }

    /** "ok", or what SQLite's integrity check found. */
    public synchronized String integrityCheck() {
        try (Statement st = db.createStatement(); ResultSet r = st.executeQuery("PRAGMA integrity_check")) {
            StringBuilder sb = new StringBuilder();
            while (r.next()) sb.append(sb.length() == 0 ? "" : "; ").append(r.getString(1));
            return sb.toString();
        } catch (SQLException e) {
            return "integrity check failed: " + e.getMessage();
        }
    }

    public PhotoStore photos() { return photos; }

    public Path file() { return file; }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            LOG.warn("closing the game log: {}", e.toString());
        }
    }
}
