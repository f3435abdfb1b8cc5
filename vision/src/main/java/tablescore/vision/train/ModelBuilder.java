package tablescore.vision.train;

import java.nio.file.Path;
import java.util.Random;
import tablescore.vision.TileModel;
import tablescore.vision.cli.YoloFolder;

/**
 * Builds the built-in tile model from shared/vision: artwork renders plus the training split of
 * the labelled photos (the held-out split, {@link YoloFolder#isHeldOut}, is never used).
 *
 * <p>Usage: {@code ModelBuilder SHARED_DIR OUT_FILE [perFace] [pcaDims]}. Deterministic (fixed seed).
 */
public final class ModelBuilder {
  public static final String PHOTOS = "vision/photos/roboflow-chinese-mahjong-v4-train";

  private ModelBuilder() {}

  public static void main(String[] args) {
    if (args.length < 2) {
      System.err.println("usage: ModelBuilder SHARED_DIR OUT_FILE [perFace=12] [pcaDims=64]");
      System.exit(2);
    }
    Path shared = Path.of(args[0]);
    Path out = Path.of(args[1]);
    int perFace = args.length > 2 ? Integer.parseInt(args[2]) : 12;
    int dims = args.length > 3 ? Integer.parseInt(args[3]) : 64;
    long t0 = System.nanoTime();
    TileModel model = build(shared, perFace, dims);
    model.save(out);
    System.out.printf("model written to %s in %.1f s%n", out, (System.nanoTime() - t0) / 1e9);
  }

  public static TileModel build(Path shared, int perFace, int dims) {
    Random rnd = new Random(20261122L);
    TrainingSet set = new TrainingSet();
    set.addArtwork(ArtCatalog.load(shared), perFace, rnd);
    int art = set.size();
    set.addPhotos(YoloFolder.open(shared.resolve(PHOTOS)), p -> !YoloFolder.isHeldOut(p), rnd);
    System.out.printf("training samples: %d from artwork, %d from photos%n", art, set.size() - art);
    return TileModel.train(set.features(), set.labels(), TrainingSet.CLASSES, dims);
  }
}
