package tablescore.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down PIN guessing: after five wrong PINs from one address, that address waits a minute. A table
 * PIN is short, so without this anyone on the Wi-Fi could try them all.
 */
final class PinGuard {

    private static final int ALLOWED_FAILURES = 5;
    private static final long LOCK_MILLIS = 60_000;

    private record Failures(int count, long lockedUntil) {}

    private final Map<String, Failures> byAddress = new ConcurrentHashMap<>();

    String refusal(String address) {
        Failures f = byAddress.get(address);
        if (f == null || f.lockedUntil() == 0) return null;
        long left = f.lockedUntil() - System.currentTimeMillis();
        if (left <= 0) {
            byAddress.remove(address);
            return null;
        }
        return "Too many wrong PINs from this phone; try again in " + (left / 1000 + 1) + " seconds.";
    }

    void failed(String address) {
        byAddress.compute(address, (a, f) -> {
            int n = f == null ? 1 : f.count() + 1;
            return new Failures(n, n >= ALLOWED_FAILURES ? System.currentTimeMillis() + LOCK_MILLIS : 0);
        });
    }

    void succeeded(String address) {
        byAddress.remove(address);
    }
}
