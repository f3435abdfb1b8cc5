package tablescore.device.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tablescore.device.config.DeviceConfig;

/** Prints the documented sample configuration, or checks a configuration file. */
@Command(name = "config", mixinStandardHelpOptions = true,
        description = "Print every configuration key with its default and meaning; --check reads a file and reports bad keys or values.")
public final class ConfigCommand implements Callable<Integer> {

    @Mixin
    ConfigOptions options = new ConfigOptions();

    @Option(names = "--check", description = "load the configuration (file and --set) and print what it resolves to")
    boolean check;

    @Override
    public Integer call() {
        if (!check) {
            System.out.print(DeviceConfig.sampleText());
            return 0;
        }
        DeviceConfig c = options.load();
        System.out.println("configuration " + (c.source() == null ? "(defaults only)" : c.source()) + " is valid:");
        System.out.println(c);
        return 0;
    }
}
