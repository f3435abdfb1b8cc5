package tablescore.vision.train;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import tablescore.vision.FaceFeatures;
import tablescore.vision.Faces;
import tablescore.vision.OpenCv;
import tablescore.vision.Quad;
import tablescore.vision.TileFinder;
import tablescore.vision.cli.YoloFolder;

/**
 * Feature rows and labels for the face classifier: augmented renders of every artwork face, and
 * faces cut from the training part of the labelled photos exactly as the tile finder cuts them
 * (so training sees what recognition will see), plus finder cuts that match no label as "none".
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

  /** Faces from the photos of {@code folder} that {@code use} accepts (e.g. the training split). */
  public void addPhotos(YoloFolder folder, java.util.function.Predicate<Path> use, Random rnd) {
    TileFinder finder = new TileFinder();
    for (YoloFolder.Photo photo : folder.photos()) {
      if (!use.test(photo.image())) {
        continue;
      }
      Mat img = OpenCv.readImage(photo.image());
      List<YoloFolder.Label> labels = folder.labels(photo, img.cols(), img.rows());
      List<Quad> quads = finder.find(img);
      boolean[] matched = new boolean[quads.size()];
      for (YoloFolder.Label l : labels) {
        double w = l.box().x1() - l.box().x0(), h = l.box().y1() - l.box().y0();
        int best = -1;
        double bestIou = 0.5;
        for (int k = 0; k < quads.size(); k++) {
          double iou = quads.get(k).bounds().iou(l.box());
          if (iou >= bestIou) {
            bestIou = iou;
            best = k;
          }
        }
        if (best >= 0) {
          matched[best] = true;
          Quad q = quads.get(best);
          // Sideways-lying tiles (landscape boxes) would teach a turned face; leave them out.
          if (h >= w * 1.05) {
            Mat face = FaceFeatures.warp(img, q);
            add(face, l.face());
            add(Augment.photometric(face, rnd), l.face());
          }
        } else if (h > w * 1.15 && h < w * 1.7) {
          // No finder match but a plain upright box: cut the box itself.
          Rect r = new Rect((int) l.box().x0(), (int) l.box().y0(), (int) w, (int) h);
          add(FaceFeatures.warp(img, Quad.ofRect(r)), l.face());
        }
      }
      int negatives = 0;
      for (int k = 0; k < quads.size() && negatives < 4; k++) {
        if (matched[k]) {
          continue;
        }
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
