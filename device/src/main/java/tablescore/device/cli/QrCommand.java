package tablescore.device.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tablescore.device.config.DeviceConfig;
import tablescore.device.serve.Appliance;
import tablescore.device.serve.QrCode;

/** The dashboard's address as a QR code, for a card on the table (phones often cannot resolve .local). */
@Command(name = "qr", mixinStandardHelpOptions = true,
        description = "Print the dashboard address as a QR code (terminal), or write it as SVG to print a card for the table.")
public final class QrCommand implements Callable<Integer> {

    @Mixin
    ConfigOptions options = new ConfigOptions();

    @Option(names = "--url", description = "the address to encode (default: http://<this machine's LAN address>:<http.port>/)")
    String url;

    @Option(names = "--svg", paramLabel = "FILE", description = "write an SVG file instead of printing")
    Path svg;

    @Override
    public Integer call() throws Exception {
        DeviceConfig cfg = options.load();
        String u = url;
        if (u == null) {
            var lan = Appliance.lanAddress();
            u = cfg.dashboardUrl(lan == null ? "localhost" : lan.getHostAddress(), cfg.httpPort());
        }
        QrCode qr = new QrCode(u);
        if (svg != null) {
            Files.writeString(svg, qr.svg(8), StandardCharsets.UTF_8);
            System.out.println("wrote the QR code of " + u + " to " + svg);
        } else {
            System.out.println(u);
            System.out.print(qr.text());
        }
        return 0;
    }
}
