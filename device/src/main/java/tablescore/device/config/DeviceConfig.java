package tablescore.device.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import tablescore.hardware.CameraSettings;
import tablescore.hardware.PanelPins;

/**
 * The one configuration file of the device (Java properties, UTF-8). Every key has a default, listed
 * with its meaning in {@code tablescore.properties} (the documented sample in the jar, printed by
 * {@code tablescore config}); a file only needs the keys it changes. Unknown keys and bad values are
 * refused with the file and key named, so a typo cannot silently fall back to a default.
 */
public record DeviceConfig(
        Path source,
        String tableName,
        String httpHost,
        int httpPort,
        String pin,
        Path dataDir,
        Path gameLogFile,
        Path photosDir,
        Path backupsDir,
        String hardwareMode,
        String gpioProvider,
        PanelPins pins,
        CameraSettings camera,
        int cameraRetrySeconds,
        String simulationPhotos,
        int simulationPort,
        String ruleSystem,
        String rulePreset,
        Map<String, String> ruleOptions,
        List<String> players,
        double uncertainBelow,
        boolean mdnsEnabled) {

    /** The documented defaults, as in the sample file. */
    public static Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        try (InputStream in = DeviceConfig.class.getResourceAsStream("/tablescore.properties")) {
            if (in == null) throw new IllegalStateException("the sample tablescore.properties is missing from the jar");
            Properties p = new Properties();
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            for (String k : new TreeSet<>(p.stringPropertyNames())) d.put(k, p.getProperty(k).trim());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the sample configuration", e);
        }
        return d;
    }

    /** The sample file with its comments, for {@code tablescore config}. */
    public static String sampleText() {
        try (InputStream in = DeviceConfig.class.getResourceAsStream("/tablescore.properties")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the sample tablescore.properties is missing from the jar", e);
        }
    }

    /**
     * Loads {@code file} over the defaults; null means: ./tablescore.properties if present, else
     * /etc/tablescore/tablescore.properties if present, else defaults only. {@code overrides} (from the
     * command line) win over the file.
     */
    public static DeviceConfig load(Path file, Map<String, String> overrides) {
        Map<String, String> values = defaults();
        Path source = file;
        if (source == null) {
            for (Path p : List.of(Path.of("tablescore.properties"), Path.of("/etc/tablescore/tablescore.properties"))) {
                if (Files.isRegularFile(p)) {
                    source = p;
                    break;
                }
            }
        }
        if (source != null) {
            if (!Files.isRegularFile(source)) throw new ConfigException("the configuration file " + source + " does not exist");
            Properties p = new Properties();
            try (java.io.Reader r = Files.newBufferedReader(source, StandardCharsets.UTF_8)) {
                p.load(r);
            } catch (IOException | IllegalArgumentException e) {
                throw new ConfigException("cannot read the configuration file " + source + ": " + e.getMessage(), e);
            }
            merge(values, p, source.toString());
        }
        if (overrides != null) {
            Properties p = new Properties();
            overrides.forEach(p::setProperty);
            merge(values, p, "the command line");
        }
        return from(values, source);
    }

    private static void merge(Map<String, String> values, Properties p, String where) {
        Set<String> unknown = new TreeSet<>();
        for (String k : p.stringPropertyNames()) {
            if (!values.containsKey(k)) unknown.add(k);
            else values.put(k, p.getProperty(k).trim());
        }
        if (!unknown.isEmpty()) {
            throw new ConfigException("unknown configuration key(s) " + unknown + " in " + where
                    + "; `java -jar tablescore.jar config` prints every key with its meaning");
        }
    }

    static DeviceConfig from(Map<String, String> v, Path source) {
        String where = source == null ? "the configuration (defaults and --set)" : source + " (or --set)";
        Values r = new Values(v, where);
        Path data = Path.of(r.text("data.dir"));
        String pin = r.text("table.pin");
        if (!pin.isEmpty() && !pin.matches("[0-9]{4,8}")) throw r.bad("table.pin", "4 to 8 digits, or empty to generate one");
        String mode = r.choice("hardware.mode", "auto", "pi", "simulation");
        String provider = r.choice("gpio.provider", "auto", "gpiod", "pigpio");
        List<Integer> seats = new ArrayList<>(List.of(r.integer("pins.seat.east"), r.integer("pins.seat.south"), r.integer("pins.seat.west")));
        if (!r.text("pins.seat.north").isEmpty()) seats.add(r.integer("pins.seat.north"));
        PanelPins pins;
        CameraSettings camera;
        try {
            pins = new PanelPins(seats, r.integer("pins.confirm"), r.integer("pins.undo"), r.integer("pins.led.green"),
                    r.integer("pins.led.amber"), r.integer("pins.led.red"), r.integer("pins.buzzer"), r.integer("buttons.debounce-ms"));
            camera = new CameraSettings(r.text("camera.device"), r.integer("camera.width"), r.integer("camera.height"),
                    r.integer("camera.exposure"), r.integer("camera.warmup-frames"));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(where + ": " + e.getMessage(), e);
        }
        int port = r.integer("http.port");
        if (port < 0 || port > 65535) throw r.bad("http.port", "a port number 1..65535 (0 picks a free one)");
        int simPort = r.integer("simulation.port");
        if (simPort < -1 || simPort > 65535) throw r.bad("simulation.port", "a port number, 0 for any free port, or -1 for none");
        int retry = r.integer("camera.retry-seconds");
        if (retry < 1 || retry > 600) throw r.bad("camera.retry-seconds", "1..600");
        double uncertain;
        try {
            uncertain = Double.parseDouble(r.text("vision.uncertain-below"));
        } catch (NumberFormatException e) {
            throw r.bad("vision.uncertain-below", "a number between 0 and 1");
        }
        if (!(uncertain >= 0 && uncertain <= 1)) throw r.bad("vision.uncertain-below", "a number between 0 and 1");
        List<String> players = List.of(r.text("match.players").split("\\s*,\\s*"));
        if (players.size() != seats.size()) {
            throw r.bad("match.players", seats.size() + " names separated by commas (one per seat button)");
        }
        return new DeviceConfig(source, r.text("table.name"), r.text("http.host"), port, pin, data,
                r.path("gamelog.file", data.resolve("gamelog.db")), r.path("photos.dir", data.resolve("photos")),
                r.path("backups.dir", data.resolve("backups")), mode, provider, pins, camera, retry,
                r.text("simulation.photos"), simPort, r.text("rules.system"), r.text("rules.preset"), r.options("rules.options"),
                players, uncertain, r.bool("mdns.enabled"));
    }

    private record Values(Map<String, String> v, String where) {
        String text(String k) { return v.getOrDefault(k, "").trim(); }

        int integer(String k) {
            try {
                return Integer.parseInt(text(k));
            } catch (NumberFormatException e) {
                throw bad(k, "a whole number");
            }
        }

        boolean bool(String k) {
            String t = text(k).toLowerCase(Locale.ROOT);
            if (t.equals("true") || t.equals("false")) return Boolean.parseBoolean(t);
            throw bad(k, "true or false");
        }

        String choice(String k, String... allowed) {
            String t = text(k).toLowerCase(Locale.ROOT);
            for (String a : allowed) if (a.equals(t)) return a;
            throw bad(k, "one of " + String.join(", ", allowed));
        }

        Path path(String k, Path dflt) { return text(k).isEmpty() ? dflt : Path.of(text(k)); }

        Map<String, String> options(String k) {
            Map<String, String> m = new LinkedHashMap<>();
            if (text(k).isEmpty()) return m;
            for (String pair : text(k).split("\\s*,\\s*")) {
                int eq = pair.indexOf('=');
                if (eq <= 0) throw bad(k, "NAME=VALUE pairs separated by commas");
                m.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
            }
            return m;
        }

        ConfigException bad(String k, String expected) {
            return new ConfigException(where + ": " + k + " = '" + text(k) + "' is not valid; expected " + expected);
        }
    }

    /** Where the table's own tile set is kept once it has taught one (calibration): inside the data folder. */
    public Path calibrationDir() {
        return dataDir.resolve("calibration");
    }

    /** The URL phones use, given the address the service is reachable at. */
    public String dashboardUrl(String hostAddress, int boundPort) {
        return "http://" + hostAddress + (boundPort == 80 ? "" : ":" + boundPort) + "/";
    }
}
