package tablescore.vision.train;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import tablescore.vision.FaceFeatures;
import tablescore.vision.Faces;
import tablescore.vision.OpenCv;
import tablescore.vision.Quad;
import tablescore.vision.TileFinder;
import tablescore.vision.cli.YoloFolder;

/**
 * Feature rows and labels for the face classifier: augmented renders of every artwork face, the
 * labelled boxes of the training part of the photos (the finder finds too few of them to teach
 * from its own cuts), and finder cuts that match no label as "none".
 */
public final class TrainingSet {
  public static final List<String> CLASSES;

  static {
    List<String> c = new ArrayList<>(Faces.TRAINED);
    c.add(Faces.NONE);
    CLASSES = List.copyOf(c);
  }

  private final FaceFeatures features = new FaceFeatures();
  private final List<float[]> rows = new ArrayList<>();
  private final List<Integer> labels = new ArrayList<>();

  public int size() {
    return rows.size();
  }

  public void add(Mat face, String tile) {
    int label = CLASSES.indexOf(tile);
    if (label < 0) {
      throw new IllegalArgumentException("not a trained class: " + tile);
    }
    Mat row = features.of(face);
    float[] v = new float[row.cols()];
    row.get(0, 0, v);
    rows.add(v);
    labels.add(label);
  }

  /** {@code perFace} augmented renders of each artwork face. */
  public void addArtwork(List<ArtCatalog.Art> arts, int perFace, Random rnd) {
    for (ArtCatalog.Art art : arts) {
      Mat face = TileArt.render(art);
      for (int i = 0; i < perFace; i++) {
        add(Augment.photographed(face, rnd), art.face());
      }
    }
  }

  /**
   * Faces from the photos of {@code folder} that {@code use} accepts (e.g. the training split):
   * every labelled box, cut as a face (a landscape box is a tile lying sideways, read turned a
   * quarter) in both half-turns, since a photo's label does not say which way up the tile lies;
   * plus finder cuts that overlap no label, as "none".
   */
  public void addPhotos(YoloFolder folder, java.util.function.Predicate<Path> use, Random rnd) {
    TileFinder finder = new TileFinder();
    for (YoloFolder.Photo photo : folder.photos()) {
      if (!use.test(photo.image())) {
        continue;
      }
      Mat img = OpenCv.readImage(photo.image());
      List<YoloFolder.Label> labels = folder.labels(photo, img.cols(), img.rows());
      List<Quad> quads = finder.find(img);
      for (YoloFolder.Label l : labels) {
        Quad q = labelledFace(l.box());
        add(FaceFeatures.warp(img, q), l.face());
        add(Augment.photometric(FaceFeatures.warp(img, q.rotateCorners(2)), rnd), l.face());
        // The finder's own cut of this tile, when it has one: what recognition will see.
        Quad cut = null;
        double bestIou = 0.5;
        for (Quad f : quads) {
          double iou = f.bounds().iou(l.box());
          if (iou >= bestIou) {
            bestIou = iou;
            cut = f;
          }
        }
        if (cut != null) {
          add(FaceFeatures.warp(img, cut), l.face());
          add(Augment.photometric(FaceFeatures.warp(img, cut.rotateCorners(2)), rnd), l.face());
        }
      }
      int negatives = 0;
      for (int k = 0; k < quads.size() && negatives < 4; k++) {
        double maxIou = 0;
        for (YoloFolder.Label l : labels) {
          maxIou = Math.max(maxIou, quads.get(k).bounds().iou(l.box()));
        }
        if (maxIou < 0.15) {
          add(FaceFeatures.warp(img, quads.get(k)), Faces.NONE);
          negatives++;
        }
      }
    }
  }

  /** A labelled box as a face quad: a box clearly wider than tall is a tile lying sideways. */
  public static Quad labelledFace(Quad.Box b) {
    Quad q = new Quad(new Point(b.x0(), b.y0()), new Point(b.x1(), b.y0()),
        new Point(b.x1(), b.y1()), new Point(b.x0(), b.y1()));
    return b.x1() - b.x0() > (b.y1() - b.y0()) * 1.15 ? q.rotateCorners(1) : q;
  }

  public Mat features() {
    Mat m = new Mat(rows.size(), rows.get(0).length, CvType.CV_32F);
    for (int i = 0; i < rows.size(); i++) {
      m.put(i, 0, rows.get(i));
    }
    return m;
  }

  public int[] labels() {
    return labels.stream().mapToInt(Integer::intValue).toArray();
  }
}
