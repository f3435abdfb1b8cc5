package tablescore.web;

import java.net.URI;
import java.util.Locale;

/**
 * Same-host check for state-changing requests and WebSocket upgrades: a browser page from another site
 * must not drive the table with a PIN a player typed once. Requests without an Origin (curl, other tools)
 * pass; they still need the PIN.
 */
final class Origins {

    private Origins() {}

    /** Null when the request may go on, else the sentence to refuse it with. */
    static String refusal(String origin, String host, boolean secure) {
        if (origin == null || origin.isBlank()) return null;
        if (host == null || host.isBlank()) return "The request names no Host, so its Origin cannot be checked.";
        String originHostPort;
        try {
            URI u = URI.create(origin.trim());
            if (u.getHost() == null || u.getScheme() == null) return refuse(origin);
            int port = u.getPort() != -1 ? u.getPort() : defaultPort(u.getScheme());
            originHostPort = u.getHost().toLowerCase(Locale.ROOT) + ":" + port;
        } catch (IllegalArgumentException e) {
            return refuse(origin);
        }
        String h = host.trim().toLowerCase(Locale.ROOT);
        String hostHostPort;
        int colon = h.lastIndexOf(':');
        if (colon > 0 && colon > h.lastIndexOf(']')) {
            hostHostPort = h;
        } else {
            hostHostPort = h + ":" + (secure ? 443 : 80);
        }
        return originHostPort.equals(hostHostPort) ? null : refuse(origin);
    }

    private static int defaultPort(String scheme) {
        return switch (scheme.toLowerCase(Locale.ROOT)) {
            case "https", "wss" -> 443;
            default -> 80;
        };
    }

    private static String refuse(String origin) {
        return "Changes are only accepted from this table's own dashboard, not from the page at " + origin + ".";
    }
}
