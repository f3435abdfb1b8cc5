package tablescore.web;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The shared test table: two labelled photos, the first with one tile misread. */
final class Fixtures {

    static final String PIN = "4821";
    /** 14 tiles 1z1z 234m 456m 567m 789m... read with one East as South (uncertain), plus four flowers. */
    static final String MISREAD_HAND = "hand_071_jpg.rf.005bac4a03c4702eea5b99ccf801d8af";
    /** 444s 55m 555p 666p 999p and four flowers, read cleanly. */
    static final String CLEAN_HAND = "hand_021_jpg.rf.31314a703cc49f6f5de096fa23702819";

    private Fixtures() {}

    static Path shared() {
        Path p = Path.of(System.getProperty("tablescore.shared", "../shared"));
        if (!Files.isDirectory(p.resolve("vision/photos"))) {
            throw new IllegalStateException("the shared data is not at " + p.toAbsolutePath()
                    + "; run the tests through Maven, which passes -Dtablescore.shared");
        }
        return p;
    }

    static MemoryTable table() {
        Path shared = shared();
        return new MemoryTable(PIN, List.of(
                MemoryTable.shot(shared, MISREAD_HAND, "1z", "2z"),
                MemoryTable.shot(shared, CLEAN_HAND, null, null)));
    }

    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free port on loopback", e);
        }
    }
}
