package tablescore.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tablescore.engine.hand.Wind;
import tablescore.web.table.MatchSetup;

/**
 * 200 phones on one server, on loopback: how long from a change until all 200 have the new view.
 * Bounded: 200 clients, 10 rounds (the first with a cold JIT), 30 s at most per wait. The figure goes to stdout and
 * target/load-test.txt; the only assertion on time is a generous sanity bound.
 */
class LiveFeedLoadTest {

    private static final int CLIENTS = 200;
    private static final int ROUNDS = 10;
    private static final Pattern VERSION = Pattern.compile("\\{\"type\":\"view\",\"version\":(\\d+)");

    /** One phone: remembers when it first saw a view at or above the awaited version. */
    static final class Phone implements WebSocket.Listener {
        final StringBuilder part = new StringBuilder();
        final CountDownLatch connected = new CountDownLatch(1);
        volatile long awaited = Long.MAX_VALUE;
        volatile CountDownLatch arrived;
        final AtomicLong arrivedAt = new AtomicLong();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            part.append(data);
            if (last) {
                String msg = part.toString();
                part.setLength(0);
                connected.countDown();
                // the feed puts type and version first, so a phone (and this test) can skip parsing stale views
                Matcher m = VERSION.matcher(msg);
                if (!m.lookingAt()) throw new IllegalStateException("the feed sent no version first: " + msg);
                long v = Long.parseLong(m.group(1));
                CountDownLatch a = arrived;
                if (v >= awaited && a != null && arrivedAt.compareAndSet(0, System.nanoTime())) a.countDown();
            }
            ws.request(1);
            return null;
        }
    }

    @Test
    void twoHundredPhonesReceiveAnUpdate() throws Exception {
        MemoryTable table = Fixtures.table();
        try (DashboardServer server = new DashboardServer(table).start("127.0.0.1", 0)) {
            // phones are separate devices: spread them over 20 clients so one client's selector is not the bottleneck
            List<HttpClient> https = new ArrayList<>();
            for (int i = 0; i < 20; i++) https.add(HttpClient.newHttpClient());
            List<Phone> phones = new ArrayList<>();
            List<WebSocket> sockets = new ArrayList<>();
            List<CompletableFuture<WebSocket>> opening = new ArrayList<>();
            URI uri = URI.create("ws://127.0.0.1:" + server.port() + "/ws");
            for (int i = 0; i < CLIENTS; i++) {
                Phone p = new Phone();
                phones.add(p);
                opening.add(https.get(i % https.size()).newWebSocketBuilder().buildAsync(uri, p));
            }
            for (CompletableFuture<WebSocket> f : opening) sockets.add(f.get(30, TimeUnit.SECONDS));
            for (Phone p : phones) assertTrue(p.connected.await(30, TimeUnit.SECONDS), "a phone got no view on connect");
            assertEquals(CLIENTS, server.liveClients());

            double[] millis = new double[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                CountDownLatch all = new CountDownLatch(CLIENTS);
                long next = table.version() + 1;
                for (Phone p : phones) {
                    p.arrivedAt.set(0);
                    p.awaited = next;
                    p.arrived = all;
                }
                long t0 = System.nanoTime();
                table.setUpMatch("round-" + round, new MatchSetup(MemoryTable.SYSTEM, Map.of(Wind.E, "P" + round), null, Map.of()));
                assertTrue(all.await(30, TimeUnit.SECONDS), "not every phone got the update within 30 s");
                long last = phones.stream().mapToLong(p -> p.arrivedAt.get()).max().orElseThrow();
                millis[round] = (last - t0) / 1e6;
            }
            for (WebSocket ws : sockets) ws.abort();

            double[] warm = Arrays.copyOfRange(millis, 1, ROUNDS);
            Arrays.sort(warm);
            String report = String.format("live feed: %d WebSocket clients on loopback, time from the change until all had it:"
                    + " first (cold) %.1f ms; next %d rounds median %.1f ms, best %.1f ms, worst %.1f ms%n", CLIENTS, millis[0],
                    warm.length, warm[warm.length / 2], warm[0], warm[warm.length - 1]);
            System.out.print(report);
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target/load-test.txt"), report);
            assertTrue(warm[warm.length / 2] < 5000, "sanity bound: the median round took over 5 s: " + report);
        }
    }
}
