package tablescore.vision.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import tablescore.vision.Recognizer;
import tablescore.vision.TileReading;
import tablescore.vision.VisionException;

/** What {@code recognize IMAGE...} does: one JSON line per image; a bad image never stops the batch. */
public final class RecognizeTool {
  private final Recognizer recognizer;

  public RecognizeTool(Recognizer recognizer) {
    this.recognizer = recognizer;
  }

  /** The JSON line for one image (with an "error" field when the image cannot be read). */
  public String line(Path image) {
    try {
      long t0 = System.nanoTime();
      List<TileReading> tiles = recognizer.read(image);
      long millis = (System.nanoTime() - t0) / 1_000_000;
      return Json.readings(image.toString(), tiles, millis);
    } catch (VisionException e) {
      return Json.error(image.toString(), e.getMessage());
    } catch (RuntimeException e) {
      return Json.error(image.toString(), "cannot read " + image + ": " + e);
    }
  }

  /** Prints one line per image; returns the number of images that failed. */
  public int run(List<Path> images, PrintStream out) {
    int failed = 0;
    for (Path p : images) {
      String l = line(p);
      if (l.contains("\"error\":")) {
        failed++;
      }
      out.println(l);
    }
    return failed;
  }
}
