package tablescore.device.gamelog;

import java.nio.file.Path;
import java.time.Instant;
import tablescore.hardware.Photo;

/**
 * The child JVM of {@link GameLogKillTest}: submits hands k-FROM, k-FROM+1, ... with a photo each and
 * prints "ok N dup|new" after each append returns (that is the moment a confirm is acknowledged).
 * Args: database, photo folder, first index, last index.
 */
public final class KillChild {
    public static void main(String[] args) throws Exception {
        Path db = Path.of(args[0]);
        int from = Integer.parseInt(args[2]);
        int to = Integer.parseInt(args[3]);
        try (GameLog log = GameLog.open(db, Path.of(args[1]))) {
            System.out.println("open");
            System.out.flush();
            for (int i = from; i <= to; i++) {
                var ev = log.append(new Submission("k-" + i, "kill-match", "hand_won", payload(i), photo(i)));
                System.out.println("ok " + i + " " + (ev.duplicate() ? "dup" : "new"));
                System.out.flush();
            }
        }
    }

    static String payload(int i) { return "{\"hand\":" + i + "}"; }

    static Photo photo(int i) {
        byte[] b = new byte[20_000];
        for (int k = 0; k < b.length; k++) b[k] = (byte) (k * 31 + i);
        return new Photo(b, "jpg", "kill-test", Instant.EPOCH);
    }
}
