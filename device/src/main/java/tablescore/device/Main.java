package tablescore.device;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import tablescore.device.cli.BackupCommand;
import tablescore.device.cli.ConfigCommand;
import tablescore.device.cli.LogExportCommand;
import tablescore.device.cli.QrCommand;
import tablescore.device.cli.RecognizeCommand;
import tablescore.device.cli.ScoreCommand;
import tablescore.device.cli.ServeCommand;

/** The one jar: {@code serve} (the default), {@code score}, {@code recognize} and the maintenance commands. */
@Command(name = "tablescore", mixinStandardHelpOptions = true, version = "Tablescore 0.1.0",
        description = "Mahjong scoring for a physical table.",
        subcommands = {ServeCommand.class, ScoreCommand.class, RecognizeCommand.class, BackupCommand.class,
                LogExportCommand.class, ConfigCommand.class, QrCommand.class})
public final class Main implements Runnable {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code; errors are printed as sentences, not stack traces. */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("error: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 2;
        });
        // without arguments the jar serves
        return cli.execute(args.length == 0 ? new String[] {"serve"} : args);
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }
}
