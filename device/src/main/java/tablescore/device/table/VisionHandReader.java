package tablescore.device.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tablescore.vision.Calibration;
import tablescore.vision.CalibrationLayout;
import tablescore.vision.HandAssembler;
import tablescore.vision.OpenCv;
import tablescore.vision.Orientation;
import tablescore.vision.Recognizer;
import tablescore.vision.TileReading;
import tablescore.vision.VisionException;
import tablescore.web.table.DeviceStatus;

/**
 * The vision module's recogniser and hand assembler behind {@link HandReader}. The recogniser is
 * built on first use (OpenCV natives and the tile model take about a second), or ahead of time by
 * {@link #warmUp()} on a background thread at start-up. A tile set the table taught it
 * ({@link #calibrate}) is kept in the calibration folder and used again at the next start.
 */
public final class VisionHandReader implements HandReader {

    private static final Logger LOG = LoggerFactory.getLogger(VisionHandReader.class);

    private final HandAssembler assembler;
    private final Path calibrationDir;
    private volatile Calibration calibration;
    private volatile TileSet tileSet;
    private volatile Recognizer recognizer;

    /** {@code calibrationDir} holds the table's own set, when it has taught one (it need not exist yet). */
    public VisionHandReader(double uncertainBelow, Path calibrationDir) {
        this.assembler = new HandAssembler(uncertainBelow);
        this.calibrationDir = calibrationDir;
        this.tileSet = TileSet.builtIn(null);
        Path file = calibrationDir.resolve(Calibration.FILE_NAME);
        if (Files.isRegularFile(file)) {
            try {
                calibration = Calibration.load(calibrationDir);
                tileSet = tileSet(calibration, Files.getLastModifiedTime(file).toInstant());
            } catch (VisionException | IOException | UncheckedIOException e) {
                // The hands are still read, with the built-in faces; the dashboard says why and what to do.
                LOG.warn("the table's own tile set in {} is not used: {}", calibrationDir, e.getMessage());
                tileSet = TileSet.builtIn("The table's own tile set could not be used (" + e.getMessage()
                        + "); hands are read with the built-in faces until the layout is photographed again.");
            }
        }
    }

    public synchronized Recognizer recognizer() {
        if (recognizer == null) {
            OpenCv.load();
            Recognizer r = Recognizer.builtIn();
            recognizer = calibration == null ? r : r.withCalibration(calibration);
        }
        return recognizer;
    }

    @Override
    public synchronized TileSet calibrate(Path photo) {
        Recognizer r = recognizer();
        Mat image = image(photo);
        try {
            Calibration learned = Calibration.learn(image, CalibrationLayout.full());
            learned.save(calibrationDir);
            calibration = learned;
            recognizer = r.withCalibration(learned);
            tileSet = tileSet(learned, Instant.now());
            LOG.info("learned {} faces of the table's own tile set from {}; not in the set (places left empty): {}",
                    learned.faces().size(), photo.getFileName(), tileSet.notInSet().isEmpty() ? "none" : String.join(" ", tileSet.notInSet()));
            learned.layoutDoubts().forEach(d -> LOG.warn("calibration layout: {}", d.sentence()));
            return tileSet;
        } catch (VisionException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        } catch (OutOfMemoryError e) {
            throw tooLarge(photo, image, e);
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException("the learned set could not be saved: " + e.getMessage()
                    + "; hands are still read as before", e);
        } finally {
            image.release();
        }
    }

    private static TileSet tileSet(Calibration c, Instant learnedAt) {
        return new TileSet(c.faces().size(), c.notInSet(CalibrationLayout.full()), learnedAt, null,
                c.layoutDoubts().stream().map(d -> new DeviceStatus.LayoutDoubt(d.place(), d.readAs(), d.swapped())).toList());
    }

    @Override
    public TileSet tileSet() {
        return tileSet;
    }

    @Override
    public byte[] layoutSheet() {
        return CalibrationLayout.full().sheetPng();
    }

    /**
     * A photo whose reading ran out of memory: the allocation that failed is let go, the service
     * goes on, and the table is told the photo was too large rather than left waiting.
     */
    private static IllegalArgumentException tooLarge(Path photo, Mat image, OutOfMemoryError e) {
        LOG.warn("reading {} ({}x{}) ran out of memory: {}", photo.getFileName(), image.cols(), image.rows(), e.toString());
        return new IllegalArgumentException("the photo " + photo.getFileName() + " (" + image.cols() + "x" + image.rows()
                + ") is too large to read in this device's memory; set the camera to a smaller resolution", e);
    }

    private static Mat image(Path photo) {
        try {
            return OpenCv.readImage(photo);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the photo " + photo.getFileName() + " could not be read: " + e.getMessage(), e);
        }
    }

    public void warmUp() { recognizer(); }

    @Override
    public Reading read(Path photo, Set<String> faces) {
        Recognizer r = recognizer().withFaces(faces);
        Mat image = image(photo);
        try {
            List<TileReading> readings = r.read(image);
            HandAssembler.AssembledHand hand = assembler.assemble(readings);
            return new Reading(image.cols(), image.rows(), groupsOf(readings, hand));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the tiles in " + photo.getFileName() + " could not be read: " + e.getMessage(), e);
        } catch (OutOfMemoryError e) {
            throw tooLarge(photo, image, e);
        } finally {
            image.release();
        }
    }

    /**
     * Labels each reading with the group the assembler put its face in (concealed, meld N, bonus), in
     * the order concealed, melds, bonus. The assembler reports faces, so readings are matched to them
     * face by face in reading order.
     */
    static List<ReadTile> groupsOf(List<TileReading> readings, HandAssembler.AssembledHand hand) {
        List<TileReading> free = new ArrayList<>(readings);
        Map<TileReading, String> group = new IdentityHashMap<>();
        List<TileReading> order = new ArrayList<>();
        take(free, hand.concealed(), "concealed", group, order);
        for (int i = 0; i < hand.melds().size(); i++) take(free, hand.melds().get(i).tiles(), "meld " + (i + 1), group, order);
        take(free, hand.bonus(), "bonus", group, order);
        order.addAll(free); // anything the assembler did not place stays visible
        List<ReadTile> out = new ArrayList<>();
        for (TileReading t : order) {
            List<double[]> quad = new ArrayList<>();
            for (Point p : t.quad().points()) quad.add(new double[] {p.x, p.y});
            out.add(new ReadTile(t.tile(), group.getOrDefault(t, "concealed"), quad, t.confidence(), t.runnerUp(),
                    t.orientation() == Orientation.SIDEWAYS));
        }
        return out;
    }

    private static void take(List<TileReading> free, List<String> faces, String label, Map<TileReading, String> group,
                             List<TileReading> order) {
        for (String face : faces) {
            for (int i = 0; i < free.size(); i++) {
                if (free.get(i).tile().equals(face)) {
                    TileReading t = free.remove(i);
                    group.put(t, label);
                    order.add(t);
                    break;
                }
            }
        }
    }
}
