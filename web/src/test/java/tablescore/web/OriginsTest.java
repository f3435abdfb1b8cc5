package tablescore.web;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Same host only: the dashboard's own page may change things, a page from another site may not. */
class OriginsTest {

    @Test
    void noOriginIsAToolNotABrowserPage() {
        assertNull(Origins.refusal(null, "10.0.0.5:8080", false));
    }

    @Test
    void theSameHostAndPortIsAccepted() {
        assertNull(Origins.refusal("http://10.0.0.5:8080", "10.0.0.5:8080", false));
        assertNull(Origins.refusal("http://Table.local", "table.local:80", false));
        assertNull(Origins.refusal("https://table.local", "table.local", true));
        assertNull(Origins.refusal("http://[fe80::1]:8080", "[fe80::1]:8080", false));
    }

    @Test
    void anotherHostOrPortIsRefusedWithASentence() {
        assertNotNull(Origins.refusal("http://evil.example", "10.0.0.5:8080", false));
        assertNotNull(Origins.refusal("http://10.0.0.5:9090", "10.0.0.5:8080", false));
        assertNotNull(Origins.refusal("null", "10.0.0.5:8080", false));
        assertNotNull(Origins.refusal("http://10.0.0.5:8080", null, false));
    }
}
