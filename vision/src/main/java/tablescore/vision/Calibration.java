package tablescore.vision;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;

/**
 * A table's own tile set, learned from one photo of the set laid out per a
 * {@link CalibrationLayout}: each tile's face description from the {@link TileNet}, remembered
 * under the face the layout puts there, and matched by nearest description (cosine) later.
 */
public final class Calibration {
  public static final String FILE_NAME = "calibration.bin";
  private static final String MAGIC = "tablescore-calibration-2";
  private static final String OLDER_MAGIC = "tablescore-calibration-1";
  /** Cosine similarities are divided by this before the softmax that gives a confidence. */
  private static final double TEMPERATURE = 0.04;
  /** Sides the calibration photo is looked at: a whole set in one photo makes each tile small. */
  static final int[] CALIBRATION_SIDES = {832, 960, 704, 1024, 640};

  /** One remembered face sample: a unit-length description. */
  record Sample(String face, float[] embedding) {}

  private final List<Sample> samples;
  private final List<String> faces;

  Calibration(List<Sample> samples) {
    this.samples = List.copyOf(samples);
    this.faces = samples.stream().map(Sample::face).distinct().toList();
  }

  public List<String> faces() {
    return faces;
  }

  /**
   * Learns the faces of {@code photo}, which shows the set laid out in {@code layout} order.
   *
   * @throws VisionException when the number of tiles found is not the layout's
   */
  public static Calibration learn(Mat photo, CalibrationLayout layout) {
    return learn(photo, layout, TileNet.builtIn());
  }

  /** Learns with a given tile model (the one the table reads hands with). */
  public static Calibration learn(Mat photo, CalibrationLayout layout, TileNet net) {
    // The first side at which exactly the layout's tiles are seen.
    List<TileNet.Spot> spots = List.of();
    int used = CALIBRATION_SIDES[0];
    for (int side : CALIBRATION_SIDES) {
      spots = net.find(photo, side);
      used = side;
      if (spots.size() == layout.faces().size()) {
        break;
      }
    }
    if (spots.size() != layout.faces().size()) {
      throw new VisionException("calibration photo shows " + spots.size() + " tiles, the layout has "
          + layout.faces().size() + "; lay every tile apart and upright, in the printed order");
    }
    List<TileNet.Spot> ordered = readingOrder(spots, layout.rows());
    List<Sample> samples = new ArrayList<>();
    for (int i = 0; i < ordered.size(); i++) {
      samples.add(new Sample(layout.faces().get(i), ordered.get(i).embedding()));
    }
    // The same tiles seen at other sizes and in other light, so a hand photo of this set (tiles
    // nearer or farther, another lamp) still lands near one of them.
    List<Mat> looks = new ArrayList<>();
    looks.add(photo);
    Mat dim = new Mat();
    photo.convertTo(dim, -1, 0.75, -10);
    looks.add(dim);
    Mat bright = new Mat();
    photo.convertTo(bright, -1, 1.2, 15);
    looks.add(bright);
    for (Mat look : looks) {
      for (int side : CALIBRATION_SIDES) {
        if (look == photo && side == used) {
          continue;
        }
        for (TileNet.Spot s : net.find(look, side)) {
          int nearest = nearestBox(ordered, s.box());
          if (nearest >= 0) {
            samples.add(new Sample(layout.faces().get(nearest), s.embedding()));
          }
        }
      }
    }
    return new Calibration(samples);
  }

  private static int nearestBox(List<TileNet.Spot> spots, Quad.Box box) {
    int best = -1;
    double bestIou = 0.5;
    for (int i = 0; i < spots.size(); i++) {
      double iou = spots.get(i).box().iou(box);
      if (iou > bestIou) {
        bestIou = iou;
        best = i;
      }
    }
    return best;
  }

  /** Sorts spots into {@code rows} rows (by centre height), each left to right. */
  static List<TileNet.Spot> readingOrder(List<TileNet.Spot> spots, int rows) {
    List<TileNet.Spot> byY = new ArrayList<>(spots);
    byY.sort(Comparator.comparingDouble(Calibration::centreY));
    // Split where consecutive centres jump the most: the rows-1 largest gaps.
    List<Integer> gaps = new ArrayList<>();
    for (int i = 1; i < byY.size(); i++) {
      gaps.add(i);
    }
    gaps.sort(Comparator.comparingDouble((Integer i) -> centreY(byY.get(i)) - centreY(byY.get(i - 1))).reversed());
    List<Integer> cuts = new ArrayList<>(gaps.subList(0, Math.max(0, Math.min(rows - 1, gaps.size()))));
    cuts.add(0);
    cuts.add(byY.size());
    cuts.sort(Integer::compare);
    List<TileNet.Spot> out = new ArrayList<>();
    for (int r = 0; r + 1 < cuts.size(); r++) {
      List<TileNet.Spot> row = new ArrayList<>(byY.subList(cuts.get(r), cuts.get(r + 1)));
      row.sort(Comparator.comparingDouble(s -> (s.box().x0() + s.box().x1()) / 2));
      out.addAll(row);
    }
    return out;
  }

  private static double centreY(TileNet.Spot s) {
    return (s.box().y0() + s.box().y1()) / 2;
  }

  /** Best and runner-up calibrated face for a tile's description. */
  FaceScores match(float[] embedding) {
    Map<String, Double> nearest = new LinkedHashMap<>();
    for (Sample s : samples) {
      double cos = 0;
      for (int i = 0; i < embedding.length && i < s.embedding().length; i++) {
        cos += embedding[i] * s.embedding()[i];
      }
      nearest.merge(s.face(), cos, Math::max);
    }
    List<Map.Entry<String, Double>> sorted = new ArrayList<>(nearest.entrySet());
    sorted.sort(Map.Entry.<String, Double>comparingByValue().reversed());
    double top = sorted.get(0).getValue();
    double sum = 0;
    for (Map.Entry<String, Double> e : sorted) {
      sum += Math.exp((e.getValue() - top) / TEMPERATURE);
    }
    String second = sorted.size() > 1 ? sorted.get(1).getKey() : null;
    return new FaceScores(sorted.get(0).getKey(), 1 / sum, second, 0);
  }

  /** The best cosine similarity of a description to any remembered sample. */
  double closeness(float[] embedding) {
    double best = -1;
    for (Sample s : samples) {
      double cos = 0;
      for (int i = 0; i < embedding.length && i < s.embedding().length; i++) {
        cos += embedding[i] * s.embedding()[i];
      }
      best = Math.max(best, cos);
    }
    return best;
  }

  public void save(Path folder) {
    try {
      Files.createDirectories(folder);
      try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(folder.resolve(FILE_NAME)))) {
        out.writeUTF(MAGIC);
        out.writeInt(samples.size());
        for (Sample s : samples) {
          out.writeUTF(s.face());
          out.writeInt(s.embedding().length);
          for (float f : s.embedding()) {
            out.writeFloat(f);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Loads the calibration saved in {@code folder}. */
  public static Calibration load(Path folder) {
    Path file = folder.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      throw new VisionException("no calibration in " + folder + " (expected " + FILE_NAME + ")");
    }
    try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
      String magic = in.readUTF();
      if (OLDER_MAGIC.equals(magic)) {
        throw new VisionException("the calibration in " + file + " was made by an older version of the"
            + " tile reader; photograph the layout again to calibrate this table");
      }
      if (!MAGIC.equals(magic)) {
        throw new VisionException("not a calibration file: " + file);
      }
      int n = in.readInt();
      List<Sample> samples = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        String face = in.readUTF();
        float[] f = new float[in.readInt()];
        for (int k = 0; k < f.length; k++) {
          f[k] = in.readFloat();
        }
        samples.add(new Sample(face, f));
      }
      return new Calibration(samples);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

}
