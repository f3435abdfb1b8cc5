package tablescore.vision.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.opencv.core.Mat;
import tablescore.vision.OpenCv;
import tablescore.vision.Quad;
import tablescore.vision.Recognizer;
import tablescore.vision.TileReading;

/**
 * Per-tile precision and recall against labelled photos: a reading counts when its quad's box
 * overlaps an unmatched labelled box at IoU >= 0.5 and the face is the labelled one (greedy,
 * most confident reading first). Also the confusions (labelled -> read), time per photo, and,
 * given the confidence under which the phone asks about a tile, how many of the misreads it asks
 * about (a misread asked about costs a tap; one not asked about goes into the score unseen) and
 * how many right reads it asks about needlessly; and the faces counted per photo as a hand is
 * scored, boxes aside ({@link #countedAlike}). The photos are read with only the faces the
 * folder's classes name ({@link Recognizer#withinFaces}): a set labelled without red fives
 * labels a red five as its five, and a face it has no class for could never count as right.
 */
public final class Evaluation {
  public static final double IOU = 0.5;

  /** The result of matching readings to labels. */
  public record Result(int photos, int labelled, int read, int correct, int located, int counted,
      Map<String, Integer> confusions, double millisPerPhoto, double askBelow, int misreadsAsked,
      int rightAsked, List<String> notTiles) {
    public double precision() {
      return read == 0 ? 0 : correct / (double) read;
    }

    public double recall() {
      return labelled == 0 ? 0 : correct / (double) labelled;
    }

    /** Precision of the faces counted per photo wherever they are boxed ({@link #countedAlike}). */
    public double countedPrecision() {
      return read == 0 ? 0 : counted / (double) read;
    }

    /** Recall of the faces counted per photo wherever they are boxed ({@link #countedAlike}). */
    public double countedRecall() {
      return labelled == 0 ? 0 : counted / (double) labelled;
    }

    /** Of the tiles found where a label is, how many have the right face. */
    public double faceAccuracy() {
      return located == 0 ? 0 : correct / (double) located;
    }

    public String report() {
      StringBuilder b = new StringBuilder();
      b.append(String.format(Locale.ROOT,
          "photos %d, labelled tiles %d, read %d, correct %d%nprecision %.3f  recall %.3f  "
              + "(face right on %.3f of the tiles found at a label)%n"
              + "faces counted per photo, boxes aside: %d alike, precision %.3f  recall %.3f%n"
              + "time per photo %.1f ms%n",
          photos, labelled, read, correct, precision(), recall(), faceAccuracy(), counted, countedPrecision(),
          countedRecall(), millisPerPhoto));
      if (!Double.isNaN(askBelow)) {
        b.append(String.format(Locale.ROOT,
            "asked about (confidence under %.2f): %d of the %d misread tiles, %d of the %d read right%n",
            askBelow, misreadsAsked, located - correct, rightAsked, correct));
      }
      if (!notTiles.isEmpty()) {
        b.append("classes of data.yaml that name no tile face, their labels not counted: ")
            .append(String.join(", ", notTiles)).append('\n');
      }
      b.append("confusions (labelled -> read: count):\n");
      confusions.entrySet().stream()
          .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
          .limit(25)
          .forEach(e -> b.append("  ").append(e.getKey()).append(": ").append(e.getValue()).append('\n'));
      return b.toString();
    }
  }

  private Evaluation() {}

  public static Result run(Recognizer recognizer, Path dir, Predicate<Path> use) {
    return run(recognizer, dir, use, Double.NaN);
  }

  /** As {@link #run(Recognizer, Path, Predicate)}, counting the tiles read under {@code askBelow} (NaN: not counted). */
  public static Result run(Recognizer recognizer, Path dir, Predicate<Path> use, double askBelow) {
    YoloFolder folder = YoloFolder.open(dir);
    Recognizer reader = folder.faces().isEmpty() ? recognizer : recognizer.withinFaces(folder.faces());
    int photos = 0, labelled = 0, read = 0, correct = 0, located = 0, counted = 0, misreadsAsked = 0, rightAsked = 0;
    long nanos = 0;
    Map<String, Integer> confusions = new TreeMap<>();
    for (YoloFolder.Photo photo : folder.photos()) {
      if (!use.test(photo.image())) {
        continue;
      }
      Mat img = OpenCv.readImage(photo.image());
      List<YoloFolder.Label> labels = folder.labels(photo, img.cols(), img.rows());
      long t0 = System.nanoTime();
      List<TileReading> readings = reader.read(img);
      nanos += System.nanoTime() - t0;
      img.release();
      Match m = match(readings, labels, askBelow);
      photos++;
      labelled += labels.size();
      read += readings.size();
      correct += m.correct;
      counted += countedAlike(readings, labels);
      located += m.located;
      misreadsAsked += m.misreadsAsked;
      rightAsked += m.rightAsked;
      m.confusions.forEach((k, v) -> confusions.merge(k, v, Integer::sum));
    }
    return new Result(photos, labelled, read, correct, located, counted, confusions,
        photos == 0 ? 0 : nanos / 1e6 / photos, askBelow, misreadsAsked, rightAsked, folder.notTiles());
  }

  /**
   * How many of a photo's labelled faces were read, counted as a hand is scored: by face, wherever
   * each was boxed (for each face the fewer of its labels and its readings). A data set's turned
   * photo may carry labels that sit off its tiles, which the boxes' match counts as missed.
   */
  public static int countedAlike(List<TileReading> readings, List<YoloFolder.Label> labels) {
    Map<String, Integer> left = new TreeMap<>();
    labels.forEach(l -> left.merge(l.face(), 1, Integer::sum));
    int alike = 0;
    for (TileReading r : readings) {
      int n = left.getOrDefault(r.tile(), 0);
      if (n > 0) {
        left.put(r.tile(), n - 1);
        alike++;
      }
    }
    return alike;
  }

  /**
   * Matching of one photo: correct readings, readings at a label, confusion counts, and the
   * misreads and right reads read under the asking confidence.
   */
  public record Match(int correct, int located, Map<String, Integer> confusions, int misreadsAsked, int rightAsked) {}

  public static Match match(List<TileReading> readings, List<YoloFolder.Label> labels) {
    return match(readings, labels, Double.NaN);
  }

  public static Match match(List<TileReading> readings, List<YoloFolder.Label> labels, double askBelow) {
    List<TileReading> byConfidence = new ArrayList<>(readings);
    byConfidence.sort((a, b) -> Double.compare(b.confidence(), a.confidence()));
    boolean[] taken = new boolean[labels.size()];
    int correct = 0, located = 0, misreadsAsked = 0, rightAsked = 0;
    Map<String, Integer> confusions = new TreeMap<>();
    for (TileReading r : byConfidence) {
      Quad.Box box = r.quad().bounds();
      int best = -1;
      double bestIou = IOU;
      // Prefer a label with the same face, then any label, among those overlapping enough.
      for (int pass = 0; pass < 2 && best < 0; pass++) {
        for (int i = 0; i < labels.size(); i++) {
          if (taken[i] || (pass == 0 && !labels.get(i).face().equals(r.tile()))) {
            continue;
          }
          double iou = box.iou(labels.get(i).box());
          if (iou >= bestIou) {
            bestIou = iou;
            best = i;
          }
        }
      }
      if (best < 0) {
        continue;
      }
      taken[best] = true;
      located++;
      boolean asked = r.confidence() < askBelow;  // never for NaN
      if (labels.get(best).face().equals(r.tile())) {
        correct++;
        rightAsked += asked ? 1 : 0;
      } else {
        confusions.merge(labels.get(best).face() + " -> " + r.tile(), 1, Integer::sum);
        misreadsAsked += asked ? 1 : 0;
      }
    }
    return new Match(correct, located, confusions, misreadsAsked, rightAsked);
  }
}
