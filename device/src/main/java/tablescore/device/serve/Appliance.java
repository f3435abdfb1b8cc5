package tablescore.device.serve;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Collections;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.device.config.DeviceConfig;
import tablescore.device.gamelog.GameLog;
import tablescore.device.table.RuleCatalog;
import tablescore.device.table.TableFlow;
import tablescore.device.table.VisionHandReader;
import tablescore.hardware.Board;
import tablescore.hardware.Camera;
import tablescore.hardware.FolderCamera;
import tablescore.hardware.OpenCvCamera;
import tablescore.hardware.Panels;
import tablescore.hardware.SimulatedPanel;
import tablescore.hardware.TablePanel;
import tablescore.hardware.WatchedCamera;
import tablescore.vision.OpenCv;
import tablescore.web.DashboardServer;

/**
 * The running device: game log, panel, camera, table flow, dashboard, and around them the simulation
 * console, mDNS, the QR code and systemd. Start-up does only what the first phone needs; OpenCV and
 * the tile model load in the background.
 */
public final class Appliance implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Appliance.class);

    private final DeviceConfig cfg;
    private GameLog log;
    private TablePanel panel;
    private WatchedCamera camera;
    private TableFlow flow;
    private DashboardServer dashboard;
    private SimulationConsole console;
    private final MdnsAnnouncer mdns = new MdnsAnnouncer();
    private final SystemdNotifier systemd = new SystemdNotifier();
    private final ScheduledExecutorService background = Executors.newScheduledThreadPool(1, r -> {
        Thread t = new Thread(r, "appliance");
        t.setDaemon(true);
        return t;
    });
    private String url;
    private final HttpClient healthClient = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    public Appliance(DeviceConfig cfg) { this.cfg = cfg; }

    public Appliance start(boolean readStdin) throws IOException {
        long t0 = System.nanoTime();
        // load the web server's classes on another core while this one opens SQLite (native library, migrations)
        Thread warm = new Thread(Appliance::preloadWebClasses, "preload-web");
        warm.setDaemon(true);
        warm.start();
        log = GameLog.open(cfg.gameLogFile(), cfg.photosDir());
        String pin = pin();
        Board board = Board.detect();
        boolean simulate = cfg.hardwareMode().equals("simulation") || (cfg.hardwareMode().equals("auto") && !board.isRaspberryPi());
        String note;
        if (simulate) {
            panel = new SimulatedPanel(cfg.pins());
            note = cfg.hardwareMode().equals("simulation") ? "simulation asked for in the configuration" : "no Raspberry Pi found (board: " + board.model() + ")";
        } else {
            Panels.Opened opened = Panels.open(cfg.pins(), cfg.gpioProvider(), board);
            panel = opened.panel();
            note = opened.note();
        }
        Camera cam;
        String simNote;
        if (simulate) {
            var folder = SamplePhotos.folder(cfg.simulationPhotos(), cfg.dataDir());
            cam = new FolderCamera(folder);
            simNote = note + "; buttons are simulated and the camera serves the photos in " + folder;
        } else {
            cam = new OpenCvCamera(cfg.camera());
            simNote = panel.simulated() ? note + "; buttons are simulated" : "";
        }
        camera = new WatchedCamera(cam);
        boolean simulation = simulate || panel.simulated();
        if (simulation) LOG.warn("SIMULATION: {}", simNote);
        VisionHandReader reader = new VisionHandReader(cfg.uncertainBelow(), cfg.calibrationDir());
        flow = new TableFlow(new TableFlow.Parts(cfg.tableName(), pin, log, camera, reader, panel, RuleCatalog.engine(),
                simulation, simNote, cfg.uncertainBelow(), cfg.cameraRetrySeconds()));
        dashboard = new DashboardServer(flow).start(cfg.httpHost(), cfg.httpPort());
        InetAddress lan = lanAddress();
        url = cfg.dashboardUrl(lan == null ? "localhost" : lan.getHostAddress(), dashboard.port());
        flow.dashboardUrl(url);
        LOG.info("Tablescore ready in {} ms: dashboard {} (PIN {}) - {}", (System.nanoTime() - t0) / 1_000_000, url, pin,
                simulation ? "SIMULATION" : panel.description() + ", " + camera.description());
        if (panel instanceof SimulatedPanel sp && cfg.simulationPort() >= 0 && cam instanceof FolderCamera fc) {
            console = new SimulationConsole(sp, fc, cfg.httpHost(), cfg.simulationPort());
            console.dashboardUrl(url);
            console.flow(flow);
            String simUrl = url.replaceFirst(":\\d+/$", ":" + console.port() + "/") + "sim";
            LOG.warn("SIMULATION: press the table's buttons at {} or type east/south/west/north/confirm/undo here", simUrl);
        }
        if (panel instanceof SimulatedPanel sp && readStdin) {
            readButtons(sp);
        }
        systemd.ready("dashboard " + url + (simulation ? " (simulation)" : ""));
        long ping = systemd.watchdogIntervalMillis();
        if (ping > 0) background.scheduleAtFixedRate(this::watchdog, ping, ping, TimeUnit.MILLISECONDS);
        background.execute(() -> {
            if (!camera.simulated()) LOG.info("camera: {}", camera.check().message());
            System.out.println("Scan to open the dashboard " + url + "\n" + new QrCode(url).text());
            if (cfg.mdnsEnabled() && lan != null) mdns.announce(lan, cfg.tableName(), dashboard.port());
            try {
                reader.warmUp();
                LOG.info("tile recogniser loaded (freed native memory: {})", OpenCv.nativeHeap());
                flow.relearnLostTileSet().ifPresent(LOG::warn);
            } catch (RuntimeException | LinkageError e) {
                LOG.error("the tile recogniser could not be loaded: {}", e.toString());
            }
        });
        return this;
    }

    private static void preloadWebClasses() {
        ClassLoader cl = Appliance.class.getClassLoader();
        for (String c : new String[] {"io.javalin.Javalin", "org.eclipse.jetty.server.Server", "org.eclipse.jetty.server.ServerConnector",
                "org.eclipse.jetty.ee10.servlet.ServletContextHandler", "org.eclipse.jetty.websocket.core.WebSocketComponents",
                "com.fasterxml.jackson.databind.ObjectMapper", "tablescore.web.DashboardServer", "kotlin.jvm.internal.Intrinsics"}) {
            try {
                Class.forName(c, true, cl);
            } catch (ClassNotFoundException | LinkageError e) {
                LOG.debug("preload {}: {}", c, e.toString());
            }
        }
        new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(java.util.Map.of("warm", 1));
    }

    private void readButtons(SimulatedPanel sp) {
        Thread t = new Thread(() -> {
            try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.isBlank()) continue;
                    try {
                        sp.press(tablescore.hardware.Button.parse(line));
                    } catch (IllegalArgumentException e) {
                        System.out.println(e.getMessage());
                    }
                }
            } catch (IOException e) {
                LOG.debug("stdin closed: {}", e.toString());
            }
        }, "sim-stdin");
        t.setDaemon(true);
        t.start();
    }

    /** The PIN: configured, else kept in the game log, else a new random one kept there. */
    private String pin() {
        if (!cfg.pin().isEmpty()) return cfg.pin();
        return log.setting("table.pin").orElseGet(() -> {
            String p = String.format("%04d", new SecureRandom().nextInt(10_000));
            log.setSetting("table.pin", p);
            return p;
        });
    }

    /** Pings the systemd watchdog only while the dashboard answers and the game log reads: a hung service gets restarted. */
    private void watchdog() {
        try {
            HttpResponse<Void> r = healthClient.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + dashboard.port() + "/api/health"))
                            .timeout(Duration.ofSeconds(3)).build(), HttpResponse.BodyHandlers.discarding());
            log.setting("table.pin");
            if (r.statusCode() == 200) systemd.watchdog();
            else LOG.warn("health check answered {}; not pinging the watchdog", r.statusCode());
        } catch (IOException | RuntimeException e) {
            LOG.warn("health check failed ({}); not pinging the watchdog", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The address phones on the same network reach: the first site-local IPv4 address (192.168.x, 10.x,
     * 172.16-31.x) of an interface that is up, else any other non-loopback, non-link-local IPv4 address.
     */
    public static InetAddress lanAddress() {
        InetAddress other = null;
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback() || n.isVirtual()) continue;
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (!(a instanceof Inet4Address) || a.isLinkLocalAddress() || a.isLoopbackAddress()) continue;
                    if (a.isSiteLocalAddress()) return a;
                    if (other == null) other = a;
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("cannot list network interfaces: {}", e.toString());
        }
        return other;
    }

    public String dashboardUrl() { return url; }

    public int port() { return dashboard.port(); }

    public TableFlow flow() { return flow; }

    @Override
    public void close() {
        systemd.stopping();
        background.shutdownNow();
        mdns.close();
        if (console != null) console.close();
        if (dashboard != null) dashboard.close();
        if (flow != null) flow.close();
        if (panel != null) panel.close();
        if (camera != null) camera.close();
        if (log != null) log.close();
    }
}
