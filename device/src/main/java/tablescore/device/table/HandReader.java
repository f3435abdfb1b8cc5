package tablescore.device.table;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import tablescore.web.table.DeviceStatus;

/**
 * Reads the tiles of a hand from a photo. The device's reader is the vision module's recogniser
 * ({@link VisionHandReader}); the table flow depends only on this.
 */
public interface HandReader {

    /**
     * Every tile found, with where it lies, at a table whose set holds only {@code faces} (notation
     * codes, {@link TableFaces#of}; null: any face): no tile is read as a face the set does not hold.
     * Throws IllegalArgumentException with a sentence on an unreadable photo.
     */
    Reading read(Path photo, Set<String> faces);

    /** {@link #read(Path, Set)} with any face. */
    default Reading read(Path photo) {
        return read(photo, null);
    }

    /**
     * Learns the table's own tile set from a photo of it laid out as on {@link #layoutSheet()}; later
     * photos are read with it, and it is kept for the next start. Throws IllegalArgumentException with
     * a sentence when the photo does not show the layout tile by tile (nothing is changed then).
     */
    TileSet calibrate(Path photo);

    /** What the reader reads with now: the built-in faces, or a set the table taught it. */
    TileSet tileSet();

    /** The order to lay a set out in for {@link #calibrate}, as a PNG to print or show on a phone. */
    byte[] layoutSheet();

    /**
     * @param calibratedFaces faces learned from the table's own set, 0 when reading with the built-in faces only
     * @param notInSet        faces whose places in the calibration layout were empty (notation), never read
     * @param calibratedAt    when that set was learned, or null
     * @param problem         a sentence when a stored set could not be used (damaged, older version), or null
     * @param layoutDoubts    places of the calibration layout whose tile looked like another face
     */
    record TileSet(int calibratedFaces, List<String> notInSet, Instant calibratedAt, String problem,
                   List<DeviceStatus.LayoutDoubt> layoutDoubts) {
        public TileSet {
            notInSet = List.copyOf(notInSet);
            layoutDoubts = List.copyOf(layoutDoubts);
        }

        public static TileSet builtIn(String problem) { return new TileSet(0, List.of(), null, problem, List.of()); }
    }

    /** What a photo gave: its size (the quads' pixel space) and the tiles in reading order. */
    record Reading(int width, int height, List<ReadTile> tiles) {
        public Reading {
            tiles = List.copyOf(tiles);
        }
    }

    /**
     * One tile read.
     *
     * @param tile       notation ("5p", "0m", "1z", "1f")
     * @param group      "concealed", "meld 1", "meld 2", ..., or "bonus"
     * @param quad       4 corners in photo pixels, clockwise from top-left (may be empty)
     * @param confidence 0..1
     * @param runnerUp   second guess, or null
     * @param sideways   lies sideways (a claimed tile)
     */
    record ReadTile(String tile, String group, List<double[]> quad, double confidence, String runnerUp, boolean sideways) {
        public ReadTile {
            quad = quad == null ? List.of() : List.copyOf(quad);
        }

        public ReadTile withTile(String t) { return withTile(t, group); }

        /** The tile as the table corrected it: sure, in {@code g}. */
        public ReadTile withTile(String t, String g) { return new ReadTile(t, g, quad, 1.0, null, sideways); }
    }
}
