package tablescore.device.serve;

import java.io.IOException;
import java.net.InetAddress;
import java.util.Map;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Announces the dashboard on the local network as {@code _http._tcp} (Bonjour / Avahi browsers, "name.local"). */
public final class MdnsAnnouncer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(MdnsAnnouncer.class);

    private JmDNS jmdns;

    /** Registers the service; failures are logged, never fatal (a table works without mDNS). */
    public void announce(InetAddress address, String name, int port) {
        try {
            jmdns = JmDNS.create(address, "tablescore");
            ServiceInfo info = ServiceInfo.create("_http._tcp.local.", name, port, 0, 0, Map.of("path", "/"));
            jmdns.registerService(info);
            LOG.info("announced over mDNS as '{}' (_http._tcp) on {}:{}", name, address.getHostAddress(), port);
        } catch (IOException | RuntimeException e) {
            LOG.warn("mDNS announcement failed ({}); phones can still use the address and QR code", e.toString());
        }
    }

    @Override
    public void close() {
        if (jmdns != null) {
            try {
                jmdns.unregisterAllServices();
                jmdns.close();
            } catch (IOException | RuntimeException e) {
                LOG.debug("closing mDNS: {}", e.toString());
            }
        }
    }
}
