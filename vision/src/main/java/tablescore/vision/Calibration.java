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
import java.util.Random;
import org.opencv.core.Mat;

/**
 * A table's own tile set, learned from one photo of the set laid out per a
 * {@link CalibrationLayout}, and matched by nearest neighbour on {@link FaceFeatures}.
 */
public final class Calibration {
  public static final String FILE_NAME = "calibration.bin";
  private static final String MAGIC = "tablescore-calibration-1";
  /** How sharply confidence falls as the runner-up face gets as close as the best. */
  private static final double SHARPNESS = 20;
  static final int CALIBRATION_WORK_SIZE = 1600;

  /** One remembered face sample. */
  record Sample(String face, float[] features) {}

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
    // A whole set in one photo makes each tile small: look at it in more detail than a hand.
    List<Quad> quads = new TileFinder(CALIBRATION_WORK_SIZE, false).find(photo);
    if (quads.size() != layout.faces().size()) {
      throw new VisionException("calibration photo shows " + quads.size() + " tiles, the layout has "
          + layout.faces().size() + "; lay every tile apart and upright, in the printed order");
    }
    List<Quad> ordered = readingOrder(quads, layout.rows());
    FaceFeatures features = new FaceFeatures();
    Random rnd = new Random(7);
    List<Sample> samples = new ArrayList<>();
    for (int i = 0; i < ordered.size(); i++) {
      Quad q = ordered.get(i);
      // Laid upright: the finder may still have picked either end as the top, so use image-up.
      if (Recognizer.downOf(q).y < 0) {
        q = q.rotateCorners(2);
      }
      Mat face = FaceFeatures.warp(photo, q);
      String name = layout.faces().get(i);
      samples.add(new Sample(name, row(features.of(face))));
      // Copies cut a little off (as a tile in a touching row is cut) and relit, so the same
      // face in a hand photo still lands near one of them.
      for (int k = 0; k < 8; k++) {
        Mat cut = FaceFeatures.warp(photo, jitter(q, rnd));
        samples.add(new Sample(name, row(features.of(tablescore.vision.train.Augment.photometric(cut, rnd)))));
      }
    }
    return new Calibration(samples);
  }

  private static Quad jitter(Quad q, Random rnd) {
    double jx = q.width() * 0.05, jy = q.height() * 0.05;
    java.util.function.UnaryOperator<org.opencv.core.Point> j =
        p -> new org.opencv.core.Point(p.x + rnd.nextGaussian() * jx, p.y + rnd.nextGaussian() * jy);
    return new Quad(j.apply(q.p0()), j.apply(q.p1()), j.apply(q.p2()), j.apply(q.p3()));
  }

  /** Sorts quads into {@code rows} rows (by centre height), each left to right. */
  static List<Quad> readingOrder(List<Quad> quads, int rows) {
    List<Quad> byY = new ArrayList<>(quads);
    byY.sort(Comparator.comparingDouble(q -> q.center().y));
    // Split where consecutive centres jump the most: the rows-1 largest gaps.
    List<Integer> gaps = new ArrayList<>();
    for (int i = 1; i < byY.size(); i++) {
      gaps.add(i);
    }
    gaps.sort(Comparator.comparingDouble((Integer i) -> byY.get(i).center().y - byY.get(i - 1).center().y).reversed());
    List<Integer> cuts = new ArrayList<>(gaps.subList(0, Math.max(0, Math.min(rows - 1, gaps.size()))));
    cuts.add(0);
    cuts.add(byY.size());
    cuts.sort(Integer::compare);
    List<Quad> out = new ArrayList<>();
    for (int r = 0; r + 1 < cuts.size(); r++) {
      List<Quad> row = new ArrayList<>(byY.subList(cuts.get(r), cuts.get(r + 1)));
      row.sort(Comparator.comparingDouble(q -> q.center().x));
      out.addAll(row);
    }
    return out;
  }

  /** Best and runner-up face for one features row, or null when nothing is calibrated. */
  FaceScores match(Mat featuresRow) {
    if (samples.isEmpty()) {
      return null;
    }
    float[] v = row(featuresRow);
    Map<String, Double> nearest = new LinkedHashMap<>();
    for (Sample s : samples) {
      double d = 0;
      for (int i = 0; i < v.length; i++) {
        double e = v[i] - s.features()[i];
        d += e * e;
      }
      nearest.merge(s.face(), Math.sqrt(d), Math::min);
    }
    List<Map.Entry<String, Double>> sorted = new ArrayList<>(nearest.entrySet());
    sorted.sort(Map.Entry.comparingByValue());
    double d1 = Math.max(1e-9, sorted.get(0).getValue());
    double sum = 0;
    for (Map.Entry<String, Double> e : sorted) {
      sum += Math.exp(-SHARPNESS * (e.getValue() / d1 - 1));
    }
    String second = sorted.size() > 1 ? sorted.get(1).getKey() : null;
    return new FaceScores(sorted.get(0).getKey(), 1 / sum, second, 0);
  }

  public void save(Path folder) {
    try {
      Files.createDirectories(folder);
      try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(folder.resolve(FILE_NAME)))) {
        out.writeUTF(MAGIC);
        out.writeInt(samples.size());
        for (Sample s : samples) {
          out.writeUTF(s.face());
          out.writeInt(s.features().length);
          for (float f : s.features()) {
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
      if (!MAGIC.equals(in.readUTF())) {
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

  private static float[] row(Mat m) {
    float[] v = new float[m.cols()];
    m.get(0, 0, v);
    return v;
  }
}
