package tablescore.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.engine.hand.Wind;
import tablescore.web.table.DrawInput;
import tablescore.web.table.Export;
import tablescore.web.table.HandCorrection;
import tablescore.web.table.HandRecord;
import tablescore.web.table.MatchSetup;
import tablescore.web.table.PenaltyInput;
import tablescore.web.table.Photo;
import tablescore.web.table.TableException;
import tablescore.web.table.TableService;
import tablescore.web.table.TableView;

/**
 * The dashboard the device serves to every phone at the table: the page (from the jar's /public), the JSON
 * API it uses (documented in web/README.md) and the live feed at /ws. Anyone may read; every change needs
 * the table's PIN and must come from this dashboard's own origin.
 */
public final class DashboardServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(DashboardServer.class);
    static final String PIN_HEADER = "X-Table-Pin";
    static final String KEY_HEADER = "Idempotency-Key";
    /** The largest request body taken: a phone camera's full-size JPEG. */
    static final long MAX_PHOTO_BYTES = 25L * 1024 * 1024;

    private final TableService table;
    private final ObjectMapper json;
    private final LiveFeed feed;
    private final PinGuard pins = new PinGuard();
    private Javalin app;
    private AutoCloseable subscription;
    private boolean closed;

    public DashboardServer(TableService table) {
        this.table = table;
        this.json = new ObjectMapper()
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.feed = new LiveFeed(table, json);
    }

    /** Starts listening; port 0 takes any free port (see {@link #port()}). A server starts once. */
    public synchronized DashboardServer start(String host, int port) {
        if (app != null) throw new IllegalStateException("the dashboard is already running on port " + app.port());
        if (closed) throw new IllegalStateException("a closed dashboard does not start again; make a new DashboardServer");
        app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            // a phone's photo of the laid-out set (POST /api/calibrate) is a few megabytes
            cfg.http.maxRequestSize = MAX_PHOTO_BYTES;
            cfg.staticFiles.add("/public", Location.CLASSPATH);
            routes(cfg.routes);
        });
        app.start(host, port);
        subscription = table.onChange(v -> feed.changed());
        LOG.info("dashboard listening on {}:{}", host, app.port());
        return this;
    }

    public synchronized int port() {
        if (app == null) throw new IllegalStateException("the dashboard is not running");
        return app.port();
    }

    /** Phones connected to the live feed right now. */
    public int liveClients() {
        return feed.clients();
    }

    @Override
    public synchronized void close() {
        if (subscription != null) {
            try {
                subscription.close();
            } catch (Exception e) {
                LOG.warn("could not unsubscribe from the table: {}", e.toString());
            }
            subscription = null;
        }
        if (app != null) {
            app.stop();
            app = null;
        }
        feed.close();
        closed = true;
    }

    private void routes(io.javalin.config.RoutesConfig r) {
        r.exception(Exception.class, (e, ctx) -> {
            LOG.warn("request {} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, 500, "The table could not do that: " + e.getMessage());
        });

        // ---- reading: anyone ----
        r.get("/api/health", ctx -> {
            TableView v = table.view();
            Map<String, Object> h = new LinkedHashMap<>();
            h.put("status", "ok");
            h.put("version", v.version());
            h.put("flow", v.flow());
            h.put("matchRunning", v.match() != null && v.match().running());
            h.put("cameraOk", v.device() == null || v.device().cameraOk());
            h.put("simulation", v.device() != null && v.device().simulation());
            h.put("liveClients", feed.clients());
            send(ctx, h);
        });
        r.get("/api/view", ctx -> send(ctx, table.view()));
        r.get("/api/match", ctx -> {
            TableView v = table.view();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("version", v.version());
            m.put("match", v.match());
            send(ctx, m);
        });
        r.get("/api/hands", ctx -> send(ctx, table.view().hands()));
        r.get("/api/hands/{id}", ctx -> {
            String id = ctx.pathParam("id");
            Optional<HandRecord> h = table.view().hands().stream().filter(x -> x.id().equals(id)).findFirst();
            if (h.isPresent()) send(ctx, h.get());
            else error(ctx, 404, "There is no hand " + id + " in this match.");
        });
        r.get("/api/rules", ctx -> send(ctx, table.ruleSystems()));
        r.get("/api/photos/{id}", ctx -> {
            Optional<Photo> p = table.photo(ctx.pathParam("id"));
            if (p.isEmpty()) {
                error(ctx, 404, "There is no photo " + ctx.pathParam("id") + ".");
                return;
            }
            ctx.header("Cache-Control", "max-age=86400, immutable");
            ctx.contentType(p.get().contentType()).result(p.get().bytes());
        });
        r.get("/api/calibration/layout.png", ctx -> {
            Photo sheet = table.layoutSheet();
            ctx.header("Cache-Control", "max-age=3600");
            ctx.contentType(sheet.contentType()).result(sheet.bytes());
        });
        r.get("/api/export/{format}", ctx -> {
            TableView v = table.view();
            String matchId = ctx.queryParam("match");
            if (matchId == null) {
                if (v.match() == null) {
                    error(ctx, 404, "No match has been played yet, so there is nothing to export.");
                    return;
                }
                matchId = v.match().id();
            }
            try {
                Export e = table.exportMatch(matchId, ctx.pathParam("format"));
                ctx.header("Content-Disposition", "attachment; filename=\"" + e.fileName().replaceAll("[\"\\r\\n\\\\]", "") + "\"");
                ctx.contentType(e.contentType()).result(e.bytes());
            } catch (TableException e) {
                error(ctx, 404, e.getMessage());
            }
        });

        // ---- changing: PIN, same origin, idempotency key ----
        r.before("/api/*", ctx -> {
            if (!ctx.method().name().equals("POST")) return;
            String refusal = Origins.refusal(ctx.header("Origin"), ctx.header("Host"), ctx.scheme().equals("https"));
            if (refusal != null) {
                error(ctx, 403, refusal);
                ctx.skipRemainingHandlers();
                return;
            }
            String who = ctx.ip();
            String wait = pins.refusal(who);
            if (wait != null) {
                error(ctx, 429, wait);
                ctx.skipRemainingHandlers();
                return;
            }
            String pin = pinOf(ctx);
            if (pin == null || pin.isBlank()) {
                error(ctx, 403, "Changing anything needs the table's PIN, which is shown on the device.");
                ctx.skipRemainingHandlers();
                return;
            }
            if (!table.checkPin(pin)) {
                pins.failed(who);
                error(ctx, 403, "That is not the table's PIN; check the number shown on the device.");
                ctx.skipRemainingHandlers();
                return;
            }
            pins.succeeded(who);
        });
        r.post("/api/pin", ctx -> send(ctx, Map.of("ok", true)));
        command(r, "/api/match", (ctx, key) -> table.setUpMatch(key, body(ctx, MatchSetup.class)));
        command(r, "/api/match/end", (ctx, key) -> table.endMatch(key));
        command(r, "/api/claim", (ctx, key) -> table.claimWin(key, wind(field(body(ctx), "winner"), "winner")));
        command(r, "/api/claim/typed", (ctx, key) -> {
            JsonNode b = body(ctx);
            return table.claimWinTyped(key, wind(field(b, "winner"), "winner"), field(b, "hand"));
        });
        command(r, "/api/review/answer", (ctx, key) -> {
            JsonNode b = body(ctx);
            String q = field(b, "question");
            List<String> values = new ArrayList<>();
            JsonNode v = b.path("values");
            if (v.isArray()) v.forEach(x -> values.add(x.asText()));
            else if (v.isTextual()) values.add(v.asText());
            else throw new BadRequest("The answer names no values (\"values\": [...]).");
            return table.answer(key, q, values);
        });
        command(r, "/api/review/tile", (ctx, key) -> {
            JsonNode b = body(ctx);
            if (!b.path("position").canConvertToInt()) throw new BadRequest("The tile change names no position.");
            return table.replaceTile(key, b.path("position").asInt(), field(b, "tile"));
        });
        command(r, "/api/review/confirm", (ctx, key) -> table.confirm(key));
        command(r, "/api/review/cancel", (ctx, key) -> table.cancelReview(key));
        command(r, "/api/undo", (ctx, key) -> table.undo(key));
        command(r, "/api/hands/{id}/correct", (ctx, key) ->
                table.correctHand(key, ctx.pathParam("id"), body(ctx, HandCorrection.class)));
        command(r, "/api/draw", (ctx, key) -> table.declareDraw(key, body(ctx, DrawInput.class)));
        command(r, "/api/penalty", (ctx, key) -> table.penalty(key, body(ctx, PenaltyInput.class)));
        // An empty body: the table's camera takes the photo; a JPEG or PNG body: a phone took it.
        command(r, "/api/calibrate", (ctx, key) -> table.calibrate(key, uploadedPhoto(ctx)));

        // ---- live feed ----
        r.wsBeforeUpgrade("/ws", ctx -> {
            String refusal = Origins.refusal(ctx.header("Origin"), ctx.header("Host"), ctx.scheme().equals("https"));
            if (refusal != null) {
                error(ctx, 403, refusal);
                ctx.skipRemainingHandlers();
            }
        });
        r.ws("/ws", ws -> {
            ws.onConnect(ctx -> {
                ctx.enableAutomaticPings(15, TimeUnit.SECONDS);
                feed.connected(ctx);
            });
            ws.onMessage(ctx -> feed.message(ctx, ctx.message()));
            ws.onClose(ctx -> feed.closed(ctx));
            ws.onError(ctx -> feed.closed(ctx));
        });
    }

    @FunctionalInterface
    private interface Command {
        TableView run(Context ctx, String key) throws Exception;
    }

    private void command(io.javalin.config.RoutesConfig r, String path, Command c) {
        r.post(path, ctx -> {
            String key = ctx.header(KEY_HEADER);
            if (key == null || key.isBlank()) {
                error(ctx, 400, "Every change needs an Idempotency-Key header, so that a retried request is not applied twice.");
                return;
            }
            if (key.length() > 200) {
                error(ctx, 400, "The Idempotency-Key is longer than 200 characters.");
                return;
            }
            try {
                send(ctx, c.run(ctx, key.trim()));
            } catch (TableException e) {
                error(ctx, 409, e.getMessage());
            } catch (BadRequest | IllegalArgumentException e) {
                error(ctx, 400, e.getMessage());
            }
        });
    }

    /** The photo in a request's body (JPEG or PNG), or null when the body is empty or JSON. */
    private static Photo uploadedPhoto(Context ctx) {
        String type = ctx.contentType() == null ? "" : ctx.contentType().split(";")[0].trim().toLowerCase(java.util.Locale.ROOT);
        if (!type.startsWith("image/")) return null;
        if (!type.equals("image/jpeg") && !type.equals("image/png")) {
            throw new BadRequest("The photo must be a JPEG or PNG, not " + type + ".");
        }
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) throw new BadRequest("The photo is empty.");
        return new Photo(type, bytes);
    }

    private static String pinOf(Context ctx) {
        String pin = ctx.header(PIN_HEADER);
        if (pin == null) {
            String type = ctx.contentType();
            if (type != null && type.startsWith("application/x-www-form-urlencoded")) pin = ctx.formParam("pin");
        }
        return pin;
    }

    /** Thrown for a request the server cannot read; the message is the sentence for the phone. */
    static final class BadRequest extends RuntimeException {
        BadRequest(String sentence) {
            super(sentence);
        }
    }

    private JsonNode body(Context ctx) {
        String b = ctx.body();
        if (b.isBlank()) return json.createObjectNode();
        try {
            return json.readTree(b);
        } catch (JsonProcessingException e) {
            throw new BadRequest("The request body is not valid JSON: " + e.getOriginalMessage());
        }
    }

    private <T> T body(Context ctx, Class<T> type) {
        try {
            String b = ctx.body();
            return json.readValue(b.isBlank() ? "{}" : b, type);
        } catch (JsonProcessingException e) {
            throw new BadRequest("The request body is not a valid " + type.getSimpleName() + ": " + e.getOriginalMessage());
        }
    }

    private static String field(JsonNode b, String name) {
        JsonNode n = b.path(name);
        if (!n.isTextual() || n.asText().isBlank()) throw new BadRequest("The request names no " + name + ".");
        return n.asText();
    }

    private static Wind wind(String s, String what) {
        try {
            return Wind.parse(s);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("The " + what + " must be a seat E, S, W or N, not '" + s + "'.");
        }
    }

    private void send(Context ctx, Object value) throws JsonProcessingException {
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("application/json").result(json.writeValueAsString(value));
    }

    private void error(Context ctx, int status, String sentence) {
        try {
            ctx.status(status).header("Cache-Control", "no-store")
                    .contentType("application/json").result(json.writeValueAsString(Map.of("error", sentence)));
        } catch (JsonProcessingException e) {
            ctx.status(status).result(sentence);
        }
    }

}
