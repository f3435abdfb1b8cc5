package tablescore.device.table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import tablescore.vision.HandAssembler;
import tablescore.vision.OpenCv;
import tablescore.vision.Orientation;
import tablescore.vision.Recognizer;
import tablescore.vision.TileReading;

/**
 * The vision module's recogniser and hand assembler behind {@link HandReader}. The recogniser is
 * built on first use (OpenCV natives and the tile model take about a second), or ahead of time by
 * {@link #warmUp()} on a background thread at start-up.
 */
public final class VisionHandReader implements HandReader {

    private final HandAssembler assembler;
    private volatile Recognizer recognizer;

    public VisionHandReader(double uncertainBelow) {
        this.assembler = new HandAssembler(uncertainBelow);
    }

    public synchronized Recognizer recognizer() {
        if (recognizer == null) {
            OpenCv.load();
            recognizer = Recognizer.builtIn();
        }
        return recognizer;
    }

    public void warmUp() { recognizer(); }

    @Override
    public Reading read(Path photo) {
        Recognizer r = recognizer();
        Mat image;
        try {
            image = OpenCv.readImage(photo);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the photo " + photo.getFileName() + " could not be read: " + e.getMessage(), e);
        }
        try {
            List<TileReading> readings = r.read(image);
            HandAssembler.AssembledHand hand = assembler.assemble(readings);
            return new Reading(image.cols(), image.rows(), groupsOf(readings, hand));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the tiles in " + photo.getFileName() + " could not be read: " + e.getMessage(), e);
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
