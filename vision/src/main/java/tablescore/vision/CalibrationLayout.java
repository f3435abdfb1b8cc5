package tablescore.vision;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * The order a set is laid out in for calibration: rows of {@code perRow} faces, read left to
 * right, top row first, every tile upright and not touching its neighbours.
 */
public record CalibrationLayout(List<String> faces, int perRow) {

  public CalibrationLayout {
    faces = faces.stream().map(Faces::normalise).toList();
    if (perRow < 1 || faces.isEmpty()) {
      throw new IllegalArgumentException("a layout needs faces and at least one per row");
    }
  }

  /** Every face a Malaysian set can hold: 34 + red fives + 8 bonus + animals, heads, Fly. */
  public static CalibrationLayout full() {
    List<String> f = new ArrayList<>(Faces.TRAINED);
    f.addAll(Faces.MALAYSIAN);
    return new CalibrationLayout(f, 13);
  }

  public int rows() {
    return (faces.size() + perRow - 1) / perRow;
  }

  /** Faces of row {@code r}. */
  public List<String> row(int r) {
    return faces.subList(r * perRow, Math.min(faces.size(), (r + 1) * perRow));
  }

  /** Writes the printable sheet ({@link #sheetPng()}) to a file. */
  public void writeSheet(Path png) {
    try {
      Files.write(png, sheetPng());
    } catch (IOException e) {
      throw new VisionException("cannot write layout sheet to " + png + ": " + e.getMessage());
    }
  }

  /** A sheet to print or show on a phone: one labelled cell per tile, in layout order, as PNG. */
  public byte[] sheetPng() {
    OpenCv.load();
    int cw = 90, ch = 120, margin = 40;
    Mat sheet = new Mat(margin * 2 + rows() * (ch + 20), margin * 2 + perRow * (cw + 10), CvType.CV_8UC3, new Scalar(255, 255, 255));
    String header = "Tablescore calibration: lay each tile face up, upright, apart, in this order;"
        + " leave empty the place of a tile your set does not have";
    double headerScale = 0.6;
    while (Imgproc.getTextSize(header, Imgproc.FONT_HERSHEY_SIMPLEX, headerScale, 1, new int[1]).width > sheet.cols() - 2 * margin) {
      headerScale -= 0.02;
    }
    Imgproc.putText(sheet, header, new Point(margin, 25), Imgproc.FONT_HERSHEY_SIMPLEX, headerScale, new Scalar(0, 0, 0), 1);
    for (int i = 0; i < faces.size(); i++) {
      int x = margin + (i % perRow) * (cw + 10), y = margin + (i / perRow) * (ch + 20);
      Imgproc.rectangle(sheet, new Point(x, y), new Point(x + cw, y + ch), new Scalar(0, 0, 0), 2);
      Imgproc.putText(sheet, faces.get(i), new Point(x + 18, y + ch / 2),
          Imgproc.FONT_HERSHEY_SIMPLEX, 1.2, new Scalar(0, 0, 180), 2);
      // the name too: not every player reads the notation ("1a" is the cat)
      String name = nameOf(faces.get(i));
      int[] baseline = new int[1];
      double scale = 0.42, width;
      while ((width = Imgproc.getTextSize(name, Imgproc.FONT_HERSHEY_SIMPLEX, scale, 1, baseline).width) > cw - 8) {
        scale -= 0.02;
      }
      Imgproc.putText(sheet, name, new Point(x + (cw - width) / 2, y + ch / 2 + 32),
          Imgproc.FONT_HERSHEY_SIMPLEX, scale, new Scalar(60, 60, 60), 1);
    }
    MatOfByte png = new MatOfByte();
    if (!Imgcodecs.imencode(".png", sheet, png)) {
      throw new VisionException("cannot encode the layout sheet as PNG");
    }
    return png.toArray();
  }

  private static final String[] HONOURS = {"east", "south", "west", "north", "white", "green", "red"};
  private static final String[] BONUS = {"plum", "orchid", "chrysanthemum", "bamboo (flower)", "spring", "summer", "autumn", "winter"};
  private static final String[] ANIMALS = {"cat", "rat", "rooster", "centipede"};

  /** A face's name in words, for the sheet. */
  static String nameOf(String face) {
    int n = face.charAt(0) - '0';
    return switch (face.charAt(1)) {
      case 'm' -> n == 0 ? "red 5 characters" : "characters";
      case 'p' -> n == 0 ? "red 5 dots" : "dots";
      case 's' -> n == 0 ? "red 5 bamboo" : "bamboo";
      case 'z' -> HONOURS[n - 1];
      case 'f' -> BONUS[n - 1];
      case 'a' -> ANIMALS[n - 1];
      case 'h' -> n == 1 ? "man's head" : "woman's head";
      default -> "fly";
    };
  }
}
