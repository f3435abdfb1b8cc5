package tablescore.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsContext;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.web.table.TableService;
import tablescore.web.table.TableView;

/**
 * The live feed: every connected phone gets {"type":"view","view":...} on connect and after every change.
 * All sends go through one thread so that frames to a session never interleave and views arrive in order;
 * the view is serialised once per change, not once per phone. Bursts of changes collapse into the newest.
 */
final class LiveFeed implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LiveFeed.class);

    private final TableService table;
    private final ObjectMapper json;
    private final Set<WsContext> clients = ConcurrentHashMap.newKeySet();
    private final ExecutorService sender = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "dashboard-feed");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean broadcastPending = new AtomicBoolean();
    private final AtomicLong lastSent = new AtomicLong(-1);

    LiveFeed(TableService table, ObjectMapper json) {
        this.table = table;
        this.json = json;
    }

    int clients() {
        return clients.size();
    }

    void connected(WsContext ctx) {
        clients.add(ctx);
        sender.execute(() -> send(ctx, viewMessage(table.view())));
    }

    void closed(WsContext ctx) {
        clients.remove(ctx);
    }

    /** A phone's message: "ping" (answered "pong") or {"type":"hello","version":n} (answered with the view if newer). */
    void message(WsContext ctx, String text) {
        String t = text.trim();
        if (t.equals("ping") || t.contains("\"ping\"")) {
            sender.execute(() -> send(ctx, "{\"type\":\"pong\"}"));
            return;
        }
        long known = -1;
        try {
            known = json.readTree(t).path("version").asLong(-1);
        } catch (Exception e) {
            // an unreadable message still gets the current view: that is what every phone wants
        }
        long have = known;
        sender.execute(() -> {
            TableView v = table.view();
            if (v.version() != have) send(ctx, viewMessage(v));
        });
    }

    /** Called on every change of the table; collapses bursts and sends the newest view once to everyone. */
    void changed() {
        if (!broadcastPending.compareAndSet(false, true)) return;
        sender.execute(() -> {
            broadcastPending.set(false);
            TableView v = table.view();
            if (v.version() == lastSent.get()) return;
            lastSent.set(v.version());
            String msg = viewMessage(v);
            for (WsContext c : clients) send(c, msg);
        });
    }

    private String viewMessage(TableView v) {
        try {
            ObjectNode n = json.createObjectNode();
            n.put("type", "view");
            n.put("version", v.version());
            n.set("view", json.valueToTree(v));
            return json.writeValueAsString(n);
        } catch (Exception e) {
            throw new IllegalStateException("the table view could not be written as JSON: " + e.getMessage(), e);
        }
    }

    private void send(WsContext ctx, String msg) {
        try {
            if (ctx.session.isOpen()) ctx.send(msg);
        } catch (RuntimeException e) {
            LOG.debug("dropping a phone whose connection failed: {}", e.toString());
            clients.remove(ctx);
        }
    }

    @Override
    public void close() {
        sender.shutdownNow();
        try {
            sender.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        clients.clear();
    }
}
