package tablescore.web;

import java.util.Map;
import tablescore.engine.hand.Wind;
import tablescore.web.table.MatchSetup;

/**
 * Runs the dashboard on the in-memory test table, for trying the page by hand:
 * see "Try the page by hand" in web/README.md, then open http://localhost:7070 (PIN 4821).
 */
public final class DevServer {

    private DevServer() {}

    public static void main(String[] args) throws Exception {
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 7070;
        MemoryTable table = Fixtures.table();
        table.setUpMatch("dev-setup", new MatchSetup(MemoryTable.SYSTEM,
                Map.of(Wind.E, "Aiko", Wind.S, "Bruno", Wind.W, "Chen", Wind.N, "Dana"), "Club", Map.of()));
        try (DashboardServer server = new DashboardServer(table).start("0.0.0.0", port)) {
            System.out.println("dashboard on http://localhost:" + server.port() + "  PIN " + Fixtures.PIN + "  (Ctrl-C stops)");
            Thread.currentThread().join();
        }
    }
}
