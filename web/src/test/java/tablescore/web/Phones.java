package tablescore.web;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Debian Chromium at a phone's size, driven through Selenium with the binary and driver paths given,
 * so nothing is downloaded. Without chromium the browser tests skip on a developer's machine and fail on CI.
 */
final class Phones implements AutoCloseable {

    static final File CHROMIUM = new File(System.getProperty("chromium.binary", "/usr/bin/chromium"));
    static final File CHROMEDRIVER = new File(System.getProperty("chromedriver.binary", "/usr/bin/chromedriver"));

    private final List<ChromeDriver> drivers = new ArrayList<>();
    private final List<Path> profiles = new ArrayList<>();

    static void requireChromium() {
        boolean present = CHROMIUM.canExecute() && CHROMEDRIVER.canExecute();
        if (!present && "true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("Chromium is missing on CI: install the packages chromium and chromium-driver (.ci/run does)");
        }
        assumeTrue(present, "browser tests need /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium chromium-driver)");
    }

    /** A new phone, 390x844 CSS pixels at device pixel ratio 2, with its own empty profile. */
    ChromeDriver phone() {
        try {
            Path profile = Files.createTempDirectory("tablescore-phone");
            profiles.add(profile);
            ChromeOptions o = new ChromeOptions();
            o.setBinary(CHROMIUM);
            o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                    "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-extensions", "--hide-scrollbars", "--user-data-dir=" + profile);
            o.setExperimentalOption("mobileEmulation", Map.of(
                    "deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0, "touch", true),
                    "userAgent", "Mozilla/5.0 (Linux; Android 14) Tablescore test phone Mobile"));
            ChromeDriverService s = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER).usingAnyFreePort().build();
            ChromeDriver d = new ChromeDriver(s, o);
            d.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
            drivers.add(d);
            return d;
        } catch (IOException e) {
            throw new IllegalStateException("cannot make a browser profile directory", e);
        }
    }

    @Override
    public void close() {
        for (ChromeDriver d : drivers) {
            try {
                d.quit();
            } catch (RuntimeException e) {
                // already gone
            }
        }
        for (Path p : profiles) {
            try (Stream<Path> s = Files.walk(p)) {
                s.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // a temp dir left behind is not a test failure
            }
        }
    }
}
