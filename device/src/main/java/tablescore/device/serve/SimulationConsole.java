package tablescore.device.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.hardware.Button;
import tablescore.hardware.CameraException;
import tablescore.hardware.FolderCamera;
import tablescore.hardware.Signal;
import tablescore.hardware.SimulatedPanel;

/**
 * The simulated buttons, pressable two ways while the service runs without a Pi:
 * <ul>
 *   <li>a small page at {@code http://HOST:SIMPORT/sim} with the six buttons, the lights, the QR code,
 *       and a choice of the next photo; {@code POST /sim/press/{east|south|west|north|confirm|undo}} and
 *       {@code POST /sim/photo/{file name}} for scripts;</li>
 *   <li>lines on standard input ({@code east}, {@code s}, {@code confirm}, {@code undo}, ...), read by {@link Appliance}.</li>
 * </ul>
 */
public final class SimulationConsole implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SimulationConsole.class);

    private final SimulatedPanel panel;
    private final FolderCamera camera;
    private final HttpServer server;
    private volatile tablescore.device.table.TableFlow flow;
    private volatile String dashboardUrl = "";

    public SimulationConsole(SimulatedPanel panel, FolderCamera camera, String host, int port) throws IOException {
        this.panel = panel;
        this.camera = camera;
        server = HttpServer.create(new InetSocketAddress(host, port), 16);
        server.setExecutor(Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "sim-console");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/sim", this::handle);
        server.start();
    }

    public int port() { return server.getAddress().getPort(); }

    public void dashboardUrl(String url) { this.dashboardUrl = url; }

    /** The flow that typed hands go to. */
    public void flow(tablescore.device.table.TableFlow f) { this.flow = f; }

    private void handle(HttpExchange ex) throws IOException {
        try {
            String path = ex.getRequestURI().getPath();
            String method = ex.getRequestMethod();
            if (method.equals("POST") && path.startsWith("/sim/press/")) {
                Button b = Button.parse(path.substring("/sim/press/".length()));
                panel.press(b);
                send(ex, 200, "text/plain", "pressed " + b + "\n");
            } else if (method.equals("POST") && path.startsWith("/sim/photo/")) {
                String name = java.net.URLDecoder.decode(path.substring("/sim/photo/".length()), StandardCharsets.UTF_8);
                camera.select(name);
                send(ex, 200, "text/plain", "next photo: " + name + "\n");
            } else if (method.equals("POST") && path.equals("/sim/hand")) {
                java.util.Map<String, String> form = new java.util.HashMap<>();
                String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                for (String kv : body.split("&")) {
                    int eq = kv.indexOf('=');
                    if (eq > 0) form.put(kv.substring(0, eq), java.net.URLDecoder.decode(kv.substring(eq + 1), StandardCharsets.UTF_8));
                }
                if (flow == null) throw new IllegalArgumentException("the table is not running yet");
                try {
                    var v = flow.claimWinTyped("sim-hand-" + java.util.UUID.randomUUID(), tablescore.engine.hand.Wind.parse(form.getOrDefault("seat", "")),
                            form.getOrDefault("hand", ""));
                    send(ex, 200, "text/plain", v.flow() + ": " + v.message() + "\n");
                } catch (tablescore.web.table.TableException e) {
                    send(ex, 400, "text/plain", e.getMessage() + "\n");
                }
            } else if (method.equals("GET") && (path.equals("/sim") || path.equals("/sim/"))) {
                send(ex, 200, "text/html; charset=utf-8", page());
            } else if (method.equals("GET") && path.equals("/sim/state")) {
                send(ex, 200, "application/json", "{\"signal\":\"" + panel.lastSignal() + "\",\"beeps\":" + panel.beepCount()
                        + ",\"green\":" + panel.lit(Signal.Light.GREEN) + ",\"amber\":" + panel.lit(Signal.Light.AMBER)
                        + ",\"red\":" + panel.lit(Signal.Light.RED) + "}");
            } else {
                send(ex, 404, "text/plain", "not found: " + method + " " + path + "\n");
            }
        } catch (IllegalArgumentException | CameraException e) {
            send(ex, 400, "text/plain", e.getMessage() + "\n");
        } catch (RuntimeException e) {
            send(ex, 500, "text/plain", "the simulation could not do that: " + e + "\n");
        }
    }

    private String page() {
        StringBuilder photos = new StringBuilder();
        try {
            for (var p : camera.list()) {
                String n = p.getFileName().toString();
                photos.append("<option>").append(escape(n)).append("</option>");
            }
        } catch (CameraException e) {
            photos.append("<option disabled>").append(escape(e.getMessage())).append("</option>");
        }
        StringBuilder buttons = new StringBuilder();
        for (Button b : panel.buttons()) {
            buttons.append("<button onclick=\"press('").append(b.wireName()).append("')\">").append(b.wireName()).append("</button> ");
        }
        String qr = dashboardUrl.isEmpty() ? "" : new QrCode(dashboardUrl).svg(4);
        return "<!doctype html><html><head><meta charset=utf-8><meta name=viewport content='width=device-width'>"
                + "<title>Tablescore simulated panel</title><style>body{font-family:sans-serif;max-width:40em;margin:1em auto}"
                + "button{font-size:1.3em;margin:.2em;padding:.5em 1em}.l{display:inline-block;width:1.2em;height:1.2em;border-radius:50%;"
                + "background:#ccc;margin:0 .3em}</style></head><body><h1>Simulated table panel</h1>"
                + "<p>No Raspberry Pi was found, so these are the table's buttons. Dashboard: <a href='" + escape(dashboardUrl) + "'>"
                + escape(dashboardUrl) + "</a></p><p>" + buttons + "</p>"
                + "<p>Lights: <span class=l id=green></span>green <span class=l id=amber></span>amber <span class=l id=red></span>red"
                + " &middot; signal <b id=sig></b> &middot; beeps <b id=beeps></b></p>"
                + "<p>Next photo: <select id=ph onchange='photo(this.value)'>" + photos + "</select></p>"
                + "<form onsubmit='typed(event)'><p>When the camera cannot read a hand, type it (concealed | meld | meld):<br>"
                + "winner <select id=seat><option>E</option><option>S</option><option>W</option><option>N</option></select> "
                + "<input id=hand size=32 placeholder='234m456p345s678s22p | 777z'> <button>claim</button> <span id=res></span></p></form>" + qr
                + "<script>function press(b){fetch('/sim/press/'+b,{method:'POST'}).then(r=>r.text()).then(t=>console.log(t))}"
                + "function photo(n){fetch('/sim/photo/'+encodeURIComponent(n),{method:'POST'})}"
                + "function typed(e){e.preventDefault();fetch('/sim/hand',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},"
                + "body:'seat='+document.getElementById('seat').value+'&hand='+encodeURIComponent(document.getElementById('hand').value)})"
                + ".then(r=>r.text()).then(t=>document.getElementById('res').textContent=t)}"
                + "const col={green:'#2a2',amber:'#e90',red:'#d22'};setInterval(()=>fetch('/sim/state').then(r=>r.json()).then(s=>{"
                + "for(const c of ['green','amber','red'])document.getElementById(c).style.background=s[c]?col[c]:'#ccc';"
                + "document.getElementById('sig').textContent=s.signal;document.getElementById('beeps').textContent=s.beeps}),300)</script>"
                + "</body></html>";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;").replace("\"", "&quot;");
    }

    private static void send(HttpExchange ex, int status, String type, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", type);
        ex.sendResponseHeaders(status, b.length);
        try (OutputStream o = ex.getResponseBody()) {
            o.write(b);
        }
    }

    @Override
    public void close() { server.stop(0); }
}
