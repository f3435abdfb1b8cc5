package tablescore.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tablescore.engine.hand.Wind;
import tablescore.web.table.MatchSetup;

/** The real page in headless Chromium at a phone's size, against the real server and the in-memory table. */
class BrowserTest {

    private MemoryTable table;
    private DashboardServer server;
    private Phones phones;
    private String url;

    @BeforeAll
    static void chromium() {
        Phones.requireChromium();
    }

    @BeforeEach
    void start() {
        table = Fixtures.table();
        table.setUpMatch("setup", new MatchSetup(MemoryTable.SYSTEM,
                Map.of(Wind.E, "Aiko", Wind.S, "Bruno", Wind.W, "Chen", Wind.N, "Dana"), "Club", Map.of()));
        server = new DashboardServer(table).start("127.0.0.1", 0);
        url = "http://127.0.0.1:" + server.port() + "/";
        phones = new Phones();
    }

    @AfterEach
    void stop() {
        phones.close();
        server.close();
    }

    static WebDriverWait waiting(WebDriver d, int seconds) {
        WebDriverWait w = new WebDriverWait(d, Duration.ofSeconds(seconds), Duration.ofMillis(50));
        w.ignoring(StaleElementReferenceException.class); // the page re-renders a section on every view
        return w;
    }

    static void open(WebDriver d, String url) {
        d.get(url);
        waiting(d, 15).until(x -> Boolean.TRUE.equals(((JavascriptExecutor) x).executeScript("return window.tablescore && window.tablescore.live()")));
    }

    static String pointsOf(WebDriver d, String seat) {
        return (String) ((JavascriptExecutor) d).executeScript(
                "var e=document.querySelector(\".seat[data-seat='\"+arguments[0]+\"'] .points\");return e&&e.dataset.points", seat);
    }

    static void waitForPoints(WebDriver d, String seat, long points, int seconds) {
        waiting(d, seconds).until(x -> String.valueOf(points).equals(pointsOf(x, seat)));
    }

    static void tap(WebDriver d, String css) {
        WebElement e = waiting(d, 10).until(ExpectedConditions.elementToBeClickable(By.cssSelector(css)));
        ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block:'center'})", e);
        e.click();
    }

    static void enterPin(WebDriver d, String pin) {
        WebElement input = waiting(d, 10).until(ExpectedConditions.visibilityOfElementLocated(By.id("pin-input")));
        input.sendKeys(pin);
        d.findElement(By.cssSelector("#pin-form button[type=submit]")).click();
    }

    @Test
    void twoPhonesWatchWhileAThirdCorrectsATileAndBothSeeTheNewStandings() {
        ChromeDriver watcherA = phones.phone(), watcherB = phones.phone(), corrector = phones.phone();
        table.claimWin("button-press", Wind.S); // Bruno pressed his seat's button; the camera misread one tile
        open(watcherA, url);
        open(watcherB, url);
        open(corrector, url);
        assertEquals("25000", pointsOf(watcherA, "S"));

        tap(corrector, ".tabs button[data-go=hand]");
        WebElement uncertain = waiting(corrector, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#review .tile.uncertain")));
        assertEquals("2z", uncertain.getAttribute("data-tile"));
        uncertain.click();
        // the picker offers the engine's suggestion first
        WebElement first = waiting(corrector, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".picker-first button")));
        assertEquals("1z", first.getAttribute("data-pick"));
        first.click();
        enterPin(corrector, Fixtures.PIN); // first change from this phone: it asks for the PIN once
        waiting(corrector, 10).until(x -> x.findElements(By.cssSelector("#review .tile.uncertain")).isEmpty());
        tap(corrector, "#review button[data-q=how][data-v=W]");
        waiting(corrector, 10).until(x -> x.findElement(By.id("confirm")).isEnabled());
        tap(corrector, "#confirm");

        // 5 fan = 5000, three times from Chen (W)
        waitForPoints(watcherA, "S", 40000, 10);
        waitForPoints(watcherB, "S", 40000, 10);
        waitForPoints(watcherB, "W", 10000, 10);
        assertEquals("+15,000", watcherA.findElement(By.cssSelector(".seat[data-seat='S'] .delta")).getText());
        assertEquals(1, table.view().hands().size());
    }

    @Test
    void aTileReadAsAnAnimalIsShownByNameAndThePickerOffersTheTilesOfTheTablesSet() {
        // A Malaysian table's calibrated set: the camera read the summer flower as a cat.
        MemoryTable malaysian = new MemoryTable(Fixtures.PIN,
                List.of(MemoryTable.shot(Fixtures.shared(), Fixtures.MISREAD_HAND, "6f", "1a")));
        malaysian.setUpMatch("setup", new MatchSetup(MemoryTable.SYSTEM,
                Map.of(Wind.E, "Aiko", Wind.S, "Bruno", Wind.W, "Chen", Wind.N, "Dana"), "Club", Map.of()));
        // the Malaysian set: dots, honours, flowers, animals, heads and the Fly
        List<String> set = new java.util.ArrayList<>(List.of("1a", "2a", "3a", "4a", "1h", "2h", "0x"));
        for (int n = 1; n <= 9; n++) set.add(n + "p");
        for (int n = 1; n <= 7; n++) set.add(n + "z");
        for (int n = 1; n <= 8; n++) set.add(n + "f");
        malaysian.setTiles(set);
        malaysian.claimWin("button-press", Wind.S);
        try (DashboardServer other = new DashboardServer(malaysian).start("127.0.0.1", 0)) {
            ChromeDriver phone = phones.phone();
            open(phone, "http://127.0.0.1:" + other.port() + "/");
            tap(phone, ".tabs button[data-go=hand]");
            WebElement cat = waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#review .tile.uncertain")));
            assertEquals("1a", cat.getAttribute("data-tile"));
            assertEquals("Cat", cat.getText());
            cat.click();
            waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".picker")));
            for (String code : List.of("1a", "2a", "3a", "4a", "1h", "2h", "0x", "1p", "7z", "8f")) {
                assertEquals(1, phone.findElements(By.cssSelector(".picker button[data-pick='" + code + "']")).size(), code);
            }
            assertEquals(set.size(), phone.findElements(By.cssSelector(".picker button")).size(),
                    "only the set's tiles: no characters or bamboo");
            tap(phone, ".picker button[data-pick='2a']");
            enterPin(phone, Fixtures.PIN);
            WebElement rat = waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#review .tile[data-tile='2a']")));
            assertEquals("Rat", rat.getText());
        }
    }

    @Test
    void thePickerOffersOnlyTheTilesTheTablePlays() {
        ChromeDriver phone = phones.phone();
        table.claimWin("button-press", Wind.S);
        open(phone, url);
        tap(phone, ".tabs button[data-go=hand]");
        waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#review .tile.uncertain"))).click();
        waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".picker")));
        assertEquals(42, phone.findElements(By.cssSelector(".picker button")).size(), "no animals, heads or Fly");
        // a five at a table whose rules have no red fives: no "It is a red five"
        open(phone, url);
        tap(phone, ".tabs button[data-go=hand]");
        tap(phone, "#review .tile[data-tile='5m']");
        waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".picker")));
        assertTrue(phone.findElements(By.cssSelector("button.wide[data-pick='0m']")).isEmpty());
    }

    @Test
    void aPhoneThatReconnectsCatchesUp() {
        ChromeDriver phone = phones.phone();
        open(phone, url);
        int port = server.port();
        server.close(); // the Wi-Fi drops, or the phone sleeps
        waiting(phone, 10).until(x -> "offline".equals(x.findElement(By.id("conn")).getAttribute("data-state")));
        // meanwhile the table plays a hand by its buttons
        table.claimWin("k1", Wind.E);
        table.replaceTile("k2", table.view().review().suggestion().position(), "1z");
        table.answer("k3", "how", List.of("self-draw"));
        table.confirm("k4");
        server = new DashboardServer(table).start("127.0.0.1", port);
        // 1 + self-draw + 4 flowers = 6 fan = 6000 from each of three
        waitForPoints(phone, "E", 43000, 30);
        waiting(phone, 10).until(x -> "live".equals(x.findElement(By.id("conn")).getAttribute("data-state")));
        assertEquals("19000", pointsOf(phone, "N"));
    }

    @Test
    void aChangeWithoutTheRightPinIsRefusedInWords() {
        ChromeDriver phone = phones.phone();
        open(phone, url);
        long before = table.version();
        tap(phone, "button[data-act=penalty]");
        tap(phone, "button[data-seat-pick=N]");
        enterPin(phone, "0000");
        WebElement error = waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertTrue(error.getText().contains("That is not the table's PIN"), error.getText());
        assertEquals(before, table.version());
        assertEquals("25000", pointsOf(phone, "N"));
    }

    @Test
    void aPastHandIsEditedFromHistoryAndTheStandingsAreRecomputed() {
        table.claimWin("b1", Wind.S);
        table.replaceTile("b2", table.view().review().suggestion().position(), "1z");
        table.answer("b3", "how", List.of("W"));
        table.confirm("b4");
        table.claimWin("b5", Wind.N);
        table.answer("b6", "how", List.of("self-draw"));
        table.confirm("b7");
        ChromeDriver editor = phones.phone(), watcher = phones.phone();
        open(editor, url);
        open(watcher, url);
        assertEquals("34000", pointsOf(watcher, "S")); // +15000 off Chen, then -6000 to Dana's self-draw
        String first = table.view().hands().get(0).id();
        tap(editor, ".tabs button[data-go=history]");
        tap(editor, "button[data-open='" + first + "']");
        tap(editor, "button[data-act=edit][data-hand='" + first + "']");
        // the first hand was a self-draw after all: one tap on the answer
        tap(editor, ".hand[data-hand='" + first + "'] button[data-q=how][data-v=self-draw]");
        enterPin(editor, Fixtures.PIN);
        // S: 25000 + 6 fan x 1000 from each of three - 6000 to Dana; W pays 6000 twice instead of 15000 + 6000
        waitForPoints(watcher, "S", 37000, 10);
        waitForPoints(watcher, "W", 25000 - 6000 - 6000, 10);
        waiting(editor, 10).until(x -> !x.findElements(By.cssSelector(".hand[data-hand='" + first + "'] .tag")).isEmpty());
    }

    @Test
    void aPhoneTeachesTheTableItsTileSetWithTheCameraOrItsOwnPhoto() {
        ChromeDriver phone = phones.phone();
        open(phone, url);
        tap(phone, ".tabs button[data-go=setup]");
        WebElement card = waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.id("tile-set")));
        assertTrue(card.getText().contains("built-in tile faces"), card.getText());
        assertEquals(url + "api/calibration/layout.png",
                card.findElement(By.linkText("layout sheet")).getAttribute("href"));
        tap(phone, "button[data-act=calibrate]");
        enterPin(phone, Fixtures.PIN);
        waiting(phone, 10).until(x -> x.findElement(By.id("tile-set")).getText().contains(MemoryTable.CALIBRATED_FACES + " faces"));
        assertEquals("camera", table.calibratedFrom());
        String learned = phone.findElement(By.id("tile-set")).getText();
        assertTrue(learned.contains("Not in this set") && learned.contains("red 5 characters"), "the set's missing faces, by name: " + learned);
        assertTrue(learned.contains("Check the layout: the tiles in the places of 7 characters and 3 bamboo look swapped"),
                "two tiles laid in each other's place, by name, to lay right: " + learned);

        Path jpeg = Fixtures.shared().resolve("vision/photos/roboflow-chinese-mahjong-v4-train/images/" + Fixtures.MISREAD_HAND + ".jpg");
        phone.findElement(By.id("calibrate-photo")).sendKeys(jpeg.toAbsolutePath().normalize().toString());
        waiting(phone, 10).until(x -> "image/jpeg".equals(table.calibratedFrom()));
    }

    /** Screenshots at 390x844 for people to look at: standings, the hand under review, the picker, history. */
    @Test
    void screenshotsAtAPhonesSize() throws IOException {
        Path dir = Path.of("target/screenshots");
        Files.createDirectories(dir);
        table.claimWin("a1", Wind.S);
        table.replaceTile("a2", table.view().review().suggestion().position(), "1z");
        table.answer("a3", "how", List.of("W"));
        table.confirm("a4");
        table.declareDraw("a5", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.E, Wind.N)));
        table.claimWin("a6", Wind.N);
        table.answer("a7", "how", List.of("self-draw"));
        table.confirm("a8");
        table.claimWin("a9", Wind.E);

        ChromeDriver phone = phones.phone();
        open(phone, url);
        shot(phone, dir.resolve("standings.png"));
        tap(phone, ".tabs button[data-go=hand]");
        waiting(phone, 10).until(x -> (Boolean) ((JavascriptExecutor) x).executeScript(
                "var i=document.querySelector('.photo img');return i&&i.complete&&i.naturalWidth>0"));
        shot(phone, dir.resolve("hand-review.png"));
        ((JavascriptExecutor) phone).executeScript("document.getElementById('suggestion').scrollIntoView({block:'start'});window.scrollBy(0,-70)");
        shot(phone, dir.resolve("hand-review-questions.png"));
        tap(phone, "#review .tile.uncertain");
        waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".picker-first button")));
        shot(phone, dir.resolve("tile-picker.png"));
        tap(phone, "#sheet-close");
        tap(phone, ".tabs button[data-go=history]");
        tap(phone, "button[data-open]");
        shot(phone, dir.resolve("history.png"));
        tap(phone, ".tabs button[data-go=setup]");
        waiting(phone, 10).until(ExpectedConditions.visibilityOfElementLocated(By.id("start-match")));
        shot(phone, dir.resolve("setup.png"));
        ((JavascriptExecutor) phone).executeScript("document.getElementById('tile-set').scrollIntoView({block:'center'})");
        shot(phone, dir.resolve("tile-set.png"));
        // the same hand once the tiles are right and the question answered: breakdown and payments
        table.replaceTile("a10", table.view().review().suggestion().position(), "1z");
        table.answer("a11", "how", List.of("S"));
        tap(phone, ".tabs button[data-go=hand]");
        waiting(phone, 10).until(x -> x.findElement(By.id("confirm")).isEnabled());
        ((JavascriptExecutor) phone).executeScript("window.scrollTo(0, document.body.scrollHeight)");
        shot(phone, dir.resolve("hand-confirm.png"));
        for (String f : List.of("standings.png", "hand-review.png", "tile-picker.png", "history.png", "setup.png", "tile-set.png", "hand-confirm.png")) {
            assertTrue(Files.size(dir.resolve(f)) > 10_000, f + " looks empty");
        }
    }

    private static void shot(ChromeDriver d, Path to) throws IOException {
        Path tmp = d.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(tmp, to, StandardCopyOption.REPLACE_EXISTING);
    }
}
