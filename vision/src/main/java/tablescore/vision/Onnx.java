package tablescore.vision;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.opencv.core.MatOfByte;
import org.opencv.dnn.Dnn;
import org.opencv.dnn.Net;

/** Loads the vision networks (ONNX, run by OpenCV's dnn module) from the jar or from a file. */
final class Onnx {
  private Onnx() {}

  /**
   * A built-in model (or {@link NativeHeap}'s one setting) made on first use and kept for every
   * later one, by whichever thread asks first: a command that never reads a photo does not load
   * the networks. A load that fails (a jar without its model) throws, and is tried again next time.
   */
  static final class Lazy<T> {
    private final Supplier<T> make;
    private volatile T value;

    Lazy(Supplier<T> make) {
      this.make = make;
    }

    T get() {
      T v = value;
      if (v == null) {
        synchronized (this) {
          if (value == null) {
            value = make.get();
          }
          v = value;
        }
      }
      return v;
    }
  }

  /** A network shipped in the jar; {@code what} names it in errors ("tile model"). */
  static Net resource(String resource, String what) {
    return resourceModel(resource, what).net();
  }

  /** A network from a file (a freshly trained one, to measure it before it ships). */
  static Net file(Path onnx, String what) {
    return fileModel(onnx, what).net();
  }

  /** A model's bytes, read once, from which as many copies of the network as needed are made. */
  record Model(byte[] bytes, String where, String what) {
    Net net() {
      return of(bytes, where, what);
    }
  }

  /** The model shipped in the jar as {@code resource}. */
  static Model resourceModel(String resource, String what) {
    try (InputStream in = Onnx.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new VisionException("the " + what + " " + resource + " is missing from the jar");
      }
      return new Model(in.readAllBytes(), resource, what);
    } catch (IOException e) {
      throw new VisionException("cannot read the " + what + " " + resource + ": " + e.getMessage());
    }
  }

  /** The model in the file {@code onnx}. */
  static Model fileModel(Path onnx, String what) {
    try {
      return new Model(Files.readAllBytes(onnx), onnx.toString(), what);
    } catch (IOException e) {
      throw new VisionException("cannot read " + what + " " + onnx + ": " + e.getMessage());
    }
  }

  private static Net of(byte[] bytes, String where, String what) {
    OpenCv.load();
    Net net;
    try {
      net = Dnn.readNetFromONNX(new MatOfByte(bytes));
    } catch (RuntimeException e) {
      throw new VisionException("not a " + what + ": " + where + " (" + e.getMessage() + ")");
    }
    if (net.empty()) {
      throw new VisionException("not a " + what + ": " + where);
    }
    return net;
  }
}
