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
import org.opencv.core.TermCriteria;
import org.opencv.ml.ANN_MLP;
import org.opencv.ml.Ml;
import org.opencv.ml.TrainData;

/**
 * The built-in face classifier: PCA of {@link FaceFeatures} to a few dozen dimensions, then an
 * OpenCV ANN_MLP whose outputs are turned into probabilities with a softmax.
 */
public final class TileModel {
  private static final String MAGIC = "tablescore-tile-model-1";
  /** Softmax sharpness over the MLP's symmetric-sigmoid outputs (range about -1.7..1.7). */
  private static final double TEMPERATURE = 6.0;

  private final List<String> classes;
  private final Mat mean;
  private final Mat eigen;
  private final ANN_MLP mlp;

  private TileModel(List<String> classes, Mat mean, Mat eigen, ANN_MLP mlp) {
    this.classes = List.copyOf(classes);
    this.mean = mean;
    this.eigen = eigen;
    this.mlp = mlp;
  }

  public List<String> classes() {
    return classes;
  }

  /**
   * Trains on rows of features with integer labels (indices into {@code classes}).
   *
   * @param dims PCA dimensions kept
   * @param hidden hidden layer size
   * @param epochs training iterations over the data
   */
  public static TileModel train(Mat features, int[] labels, List<String> classes, int dims, int hidden, int epochs) {
    OpenCv.load();
    Mat mean = new Mat();
    Mat eigen = new Mat();
    Core.PCACompute(features, mean, eigen, dims);
    Mat projected = new Mat();
    Core.PCAProject(features, mean, eigen, projected);
    Mat targets = Mat.zeros(labels.length, classes.size(), CvType.CV_32F);
    for (int i = 0; i < labels.length; i++) {
      targets.put(i, labels[i], 1.0);
    }
    ANN_MLP mlp = ANN_MLP.create();
    Mat layers = new Mat(1, 3, CvType.CV_32S);
    layers.put(0, 0, dims, hidden, classes.size());
    mlp.setLayerSizes(layers);
    mlp.setActivationFunction(ANN_MLP.SIGMOID_SYM, 1, 1);
    mlp.setTrainMethod(ANN_MLP.RPROP);
    mlp.setTermCriteria(new TermCriteria(TermCriteria.MAX_ITER + TermCriteria.EPS, epochs, 1e-5));
    mlp.train(TrainData.create(projected, Ml.ROW_SAMPLE, targets));
    return new TileModel(classes, mean, eigen, mlp);
  }

  /** Probabilities over {@link #classes()} for one features row. */
  public double[] probabilities(Mat featuresRow) {
    Mat projected = new Mat();
    Core.PCAProject(featuresRow, mean, eigen, projected);
    Mat out = new Mat();
    mlp.predict(projected, out);
    double[] p = new double[classes.size()];
    double max = -Double.MAX_VALUE;
    for (int i = 0; i < p.length; i++) {
      p[i] = out.get(0, i)[0] * TEMPERATURE;
      max = Math.max(max, p[i]);
    }
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      p[i] = Math.exp(p[i] - max);
      sum += p[i];
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return p;
  }

  public void save(Path file) {
    try {
      Path tmp = Files.createTempFile("mlp", ".yml");
      mlp.save(tmp.toString());
      byte[] mlpBytes = Files.readAllBytes(tmp);
      Files.delete(tmp);
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
        out.writeInt(mlpBytes.length);
        out.write(mlpBytes);
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
      byte[] mlpBytes = din.readNBytes(din.readInt());
      Path tmp = Files.createTempFile("mlp", ".yml");
      try {
        Files.write(tmp, mlpBytes);
        return new TileModel(classes, mean, eigen, ANN_MLP.load(tmp.toString()));
      } finally {
        Files.deleteIfExists(tmp);
      }
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
