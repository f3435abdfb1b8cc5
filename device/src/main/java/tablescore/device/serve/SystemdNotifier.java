package tablescore.device.serve;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Talks to systemd for a {@code Type=notify} unit with a watchdog. systemd listens on a unix
 * <em>datagram</em> socket ({@code NOTIFY_SOCKET}); Java 17 can reach unix sockets only as streams
 * ({@code SocketChannel}), not datagrams, so the messages are sent by running {@code systemd-notify}
 * (part of systemd). The unit must say {@code NotifyAccess=all}, because the sender is that child
 * process, not the JVM. Without NOTIFY_SOCKET (not under systemd) every call does nothing.
 */
public final class SystemdNotifier {

    private static final Logger LOG = LoggerFactory.getLogger(SystemdNotifier.class);

    private final boolean active;

    public SystemdNotifier() {
        this.active = System.getenv("NOTIFY_SOCKET") != null;
    }

    public boolean active() { return active; }

    /** How often to ping: half the WatchdogSec systemd gave us, or 0 when there is no watchdog. */
    public long watchdogIntervalMillis() {
        String usec = System.getenv("WATCHDOG_USEC");
        if (!active || usec == null) return 0;
        try {
            return Long.parseLong(usec.trim()) / 2000;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    public void ready(String status) { send("--ready", "--status=" + status); }

    public void status(String status) { send("--status=" + status); }

    public void watchdog() { send("WATCHDOG=1"); }

    public void stopping() { send("STOPPING=1"); }

    private void send(String... args) {
        if (!active) return;
        String[] cmd = new String[args.length + 2];
        cmd[0] = "systemd-notify";
        cmd[1] = "--pid=" + ProcessHandle.current().pid();
        System.arraycopy(args, 0, cmd, 2, args.length);
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                LOG.warn("systemd-notify {} did not finish in 5 s", String.join(" ", args));
            } else if (p.exitValue() != 0) {
                LOG.warn("systemd-notify {} failed with exit code {}", String.join(" ", args), p.exitValue());
            }
        } catch (IOException e) {
            LOG.warn("cannot run systemd-notify (is systemd installed?): {}", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
