package tablescore.vision;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.ml.KNearest;
import org.opencv.ml.Ml;

/**
 * The built-in face classifier: PCA of {@link FaceFeatures} to a few dozen dimensions, then
 * OpenCV's KNearest over the projected training samples; the distance-weighted vote of the
 * nearest samples gives the probabilities. (An ANN_MLP trained on the same data with RPROP did
 * not get past 20% on held-out crops in the time there was to tune it; nearest neighbours did.)
 */
public final class TileModel {
  private static final String MAGIC = "tablescore-tile-model-2";
  private static final int K = 9;

  private final List<String> classes;
  private final Mat mean;
  private final Mat eigen;
  private final Mat samples;
  private final Mat sampleLabels;
  private final KNearest knn;

  private TileModel(List<String> classes, Mat mean, Mat eigen, Mat samples, Mat sampleLabels) {
    this.classes = List.copyOf(classes);
    this.mean = mean;
    this.eigen = eigen;
    this.samples = samples;
    this.sampleLabels = sampleLabels;
    this.knn = KNearest.create();
    knn.setDefaultK(K);
    knn.train(samples, Ml.ROW_SAMPLE, sampleLabels);
  }

  public List<String> classes() {
    return classes;
  }

  /**
   * Trains on rows of features with integer labels (indices into {@code classes}).
   *
   * @param dims PCA dimensions kept
   */
  public static TileModel train(Mat features, int[] labels, List<String> classes, int dims) {
    OpenCv.load();
    Mat mean = new Mat();
    Mat eigen = new Mat();
    Core.PCACompute(features, mean, eigen, dims);
    Mat projected = new Mat();
    Core.PCAProject(features, mean, eigen, projected);
    Mat l = new Mat(labels.length, 1, CvType.CV_32F);
    for (int i = 0; i < labels.length; i++) {
      l.put(i, 0, labels[i]);
    }
    return new TileModel(classes, mean, eigen, projected, l);
  }

  /** Probabilities over {@link #classes()} for one features row. */
  public double[] probabilities(Mat featuresRow) {
    Mat projected = new Mat();
    Core.PCAProject(featuresRow, mean, eigen, projected);
    Mat results = new Mat(), neighbours = new Mat(), dist = new Mat();
    knn.findNearest(projected, K, results, neighbours, dist);
    double[] p = new double[classes.size()];
    double nearest = Math.max(1e-6, Math.sqrt(dist.get(0, 0)[0]));
    double sum = 0;
    for (int i = 0; i < K; i++) {
      // Nearer neighbours count more; far ones (twice the nearest distance) hardly at all.
      double w = Math.exp(-3 * (Math.sqrt(dist.get(0, i)[0]) / nearest - 1));
      p[(int) neighbours.get(0, i)[0]] += w;
      sum += w;
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return p;
  }

  public void save(Path file) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      try (OutputStream os = Files.newOutputStream(file);
          DataOutputStream out = new DataOutputStream(new GZIPOutputStream(os))) {
        out.writeUTF(MAGIC);
        out.writeInt(classes.size());
        for (String c : classes) {
          out.writeUTF(c);
        }
        writeMat(out, mean);
        writeMat(out, eigen);
        writeMat(out, samples);
        writeMat(out, sampleLabels);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static TileModel load(InputStream in) {
    OpenCv.load();
    try (DataInputStream din = new DataInputStream(new GZIPInputStream(in))) {
      if (!MAGIC.equals(din.readUTF())) {
        throw new VisionException("not a tile model file");
      }
      int n = din.readInt();
      List<String> classes = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        classes.add(din.readUTF());
      }
      Mat mean = readMat(din);
      Mat eigen = readMat(din);
      return new TileModel(classes, mean, eigen, readMat(din), readMat(din));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The model committed under src/main/resources, built by {@code ModelBuilder}. */
  public static TileModel builtIn() {
    try (InputStream in = TileModel.class.getResourceAsStream("/tablescore/vision/tile-model.bin.gz")) {
      if (in == null) {
        throw new VisionException("built-in tile model missing from the classpath; run ModelBuilder");
      }
      return load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void writeMat(DataOutputStream out, Mat m) throws IOException {
    Mat f = new Mat();
    m.convertTo(f, CvType.CV_32F);
    out.writeInt(f.rows());
    out.writeInt(f.cols());
    float[] data = new float[f.rows() * f.cols()];
    f.get(0, 0, data);
    for (float v : data) {
      out.writeFloat(v);
    }
  }

  private static Mat readMat(DataInputStream in) throws IOException {
    int rows = in.readInt(), cols = in.readInt();
    float[] data = new float[rows * cols];
    for (int i = 0; i < data.length; i++) {
      data[i] = in.readFloat();
    }
    Mat m = new Mat(rows, cols, CvType.CV_32F);
    m.put(0, 0, data);
    return m;
  }

}
