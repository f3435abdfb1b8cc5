package tablescore.device.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;
import tablescore.device.config.DeviceConfig;

/** The options every device command shares: the configuration file and single-key overrides. */
public final class ConfigOptions {

    @Option(names = {"-c", "--config"}, paramLabel = "FILE",
            description = "configuration file (default: ./tablescore.properties, else /etc/tablescore/tablescore.properties, else the defaults)")
    Path config;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "override one configuration key, e.g. --set http.port=9090")
    Map<String, String> overrides = new LinkedHashMap<>();

    public DeviceConfig load() { return DeviceConfig.load(config, overrides); }
}
