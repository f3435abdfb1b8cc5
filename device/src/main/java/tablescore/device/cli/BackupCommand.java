package tablescore.device.cli;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tablescore.device.config.DeviceConfig;
import tablescore.device.gamelog.GameLog;

/** A consistent copy of the game log, safe while the service runs (SQLite VACUUM INTO). */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = "Copy the game log to a new file (safe while the service runs). Photos never change; copy their folder as files.")
public final class BackupCommand implements Callable<Integer> {

    @Mixin
    ConfigOptions options = new ConfigOptions();

    @Option(names = "--to", paramLabel = "FILE", description = "the backup file (default: <backups.dir>/gamelog-<date-time>.db); must not exist")
    Path to;

    @Override
    public Integer call() {
        DeviceConfig cfg = options.load();
        Path target = to != null ? to
                : cfg.backupsDir().resolve("gamelog-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".db");
        try (GameLog log = GameLog.open(cfg.gameLogFile(), cfg.photosDir())) {
            log.backup(target);
            System.out.println("backed up " + log.all().size() + " events to " + target.toAbsolutePath());
        }
        return 0;
    }
}
