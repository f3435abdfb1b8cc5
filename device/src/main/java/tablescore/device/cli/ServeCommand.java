package tablescore.device.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tablescore.device.serve.Appliance;

/** The main job: the table service with its dashboard, until stopped (Ctrl-C or systemd). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Run the table: buttons, camera, game log and the phone dashboard (the default command).")
public final class ServeCommand implements Callable<Integer> {

    @Mixin
    ConfigOptions options = new ConfigOptions();

    @Option(names = "--no-stdin", description = "in simulation, do not read button names from standard input")
    boolean noStdin;

    @Override
    public Integer call() throws Exception {
        Appliance appliance = new Appliance(options.load());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            appliance.close();
            stopped.countDown();
        }, "shutdown"));
        try {
            appliance.start(!noStdin);
        } catch (RuntimeException e) {
            appliance.close();
            throw e;
        }
        stopped.await();
        return 0;
    }
}
