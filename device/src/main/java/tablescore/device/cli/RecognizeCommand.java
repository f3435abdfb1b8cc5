package tablescore.device.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tablescore.device.config.DeviceConfig;
import tablescore.device.table.TableFaces;
import tablescore.engine.rules.RuleSystems;
import tablescore.vision.Calibration;
import tablescore.vision.CalibrationLayout;
import tablescore.vision.PrintedGlyphs;
import tablescore.vision.OpenCv;
import tablescore.vision.Recognizer;
import tablescore.vision.TileFace;
import tablescore.vision.TileNet;
import tablescore.vision.VisionException;
import tablescore.vision.cli.Bench;
import tablescore.vision.cli.DataSetTurn;
import tablescore.vision.cli.Evaluation;
import tablescore.vision.cli.RecognizeTool;
import tablescore.vision.cli.YoloFolder;

/** {@code recognize IMAGE...}, {@code --eval DIR}, {@code --bench}, and calibration. The work is in vision. */
@Command(name = "recognize", mixinStandardHelpOptions = true,
    description = "Read the tiles in photos: one JSON line per image.")
public final class RecognizeCommand implements Callable<Integer> {
  @Parameters(arity = "0..*", paramLabel = "IMAGE", description = "photos to read")
  List<Path> images = new ArrayList<>();

  @Option(names = "--eval", paramLabel = "DIR", description = "labelled folder (images/, labels/, data.yaml): precision, recall (by box, and by the faces counted per photo as a hand is scored), confusions, time; reads only the faces data.yaml's classes name")
  Path evalDir;

  @Option(names = "--held-out", description = "with --eval: only the held-out split of the folder (the photos the model was not trained on)")
  boolean heldOut;

  @Option(names = "--unturned", description = "with --eval: only photos the data set's augmentation did not turn or shear (no fill wedges in the corners), whose labels box the tiles themselves")
  boolean unturned;

  @Option(names = "--straight", description = "with --eval: only photos with no fill wedge at all (not turned even a few degrees by the data set's augmentation), as a table's own photos come")
  boolean straight;

  @Option(names = "--bench", description = "time per photo made 640x640 (or --as-taken) on one thread, over the given IMAGEs, and the peak resident memory")
  boolean bench;

  @Option(names = "--rounds", defaultValue = "5", description = "with --bench: reads per image")
  int rounds;

  @Option(names = "--as-taken", description = "with --bench: each photo at its own size, as the device's camera gives it (1920x1080), not made 640x640")
  boolean asTaken;

  @Option(names = "--calibration", paramLabel = "DIR", description = "use the table's calibration stored in DIR")
  Path calibrationDir;

  @Option(names = "--calibrate", paramLabel = "PHOTO", description = "learn the set in PHOTO (laid out per the layout) into --calibration DIR")
  Path calibratePhoto;

  @Option(names = "--model", paramLabel = "ONNX", description = "read with this tile model instead of the built-in one (a freshly trained vision/train/tilenet.py output)")
  Path model;

  @Option(names = "--face-model", paramLabel = "ONNX", description = "second look with this tile face model instead of the built-in one (a freshly trained vision/train/tileface.py output)")
  Path faceModel;

  @Option(names = "--no-second-look", description = "read with the tile model alone, no second look (to measure what the second look adds)")
  boolean noSecondLook;

  @Option(names = {"--glyph-model", "--flower-name-model"}, paramLabel = "ONNX", description = "read the names and numbers tiles print with this model instead of the built-in one (a freshly trained vision/train/flower_names.py output)")
  Path glyphModel;

  @Option(names = "--english-model", paramLabel = "ONNX", description = "read the English names western sets print on flowers and seasons with this model instead of the built-in one (a freshly trained vision/train/english_names.py output)")
  Path englishModel;

  @Option(names = "--numeral-model", paramLabel = "ONNX", description = "read the Chinese numerals character tiles print with this model instead of the built-in one (a freshly trained vision/train/character_numerals.py output)")
  Path numeralModel;

  @Option(names = "--honour-model", paramLabel = "ONNX", description = "read the characters winds and dragons print with this model instead of the built-in one (a freshly trained vision/train/honour_names.py output)")
  Path honourModel;

  @Option(names = "--wind-letter-model", paramLabel = "ONNX", description = "read the letter a wind prints in its corner with this model instead of the built-in one (a freshly trained vision/train/wind_letters.py output)")
  Path windLetterModel;

  @Option(names = {"--no-printed-glyphs", "--no-flower-names"}, description = "read tiles by their looks alone, not by the flowers' names, the numbers and the honours' characters they print (to measure what reading them adds)")
  boolean noPrintedGlyphs;

  @Option(names = "--layout-sheet", paramLabel = "PNG", description = "write the calibration layout sheet to print")
  Path layoutSheet;

  @Option(names = "--rules", paramLabel = "SYSTEM", description = "read as a table of this rule system does: only the "
      + "faces its set holds (riichi: no flowers; malaysian: dots, honours, flowers, animals, heads and the Fly)")
  String rules;

  @Option(names = "--ask-below", paramLabel = "CONFIDENCE", description = "with --eval: count the misreads and right reads "
      + "read under this confidence, the tiles the phone asks about (default: the device's vision.uncertain-below)")
  Double askBelow;

  @Override
  public Integer call() {
    try {
      OpenCv.load();
      if (layoutSheet != null) {
        CalibrationLayout.full().writeSheet(layoutSheet);
        System.out.println("layout sheet written to " + layoutSheet);
        return 0;
      }
      if (calibratePhoto != null) {
        if (calibrationDir == null) {
          System.err.println("--calibrate needs --calibration DIR to store the set in");
          return 2;
        }
        Calibration c = Calibration.learn(OpenCv.readImage(calibratePhoto), CalibrationLayout.full(), net(), secondLook());
        c.save(calibrationDir);
        List<String> notInSet = c.notInSet(CalibrationLayout.full());
        System.out.println("calibrated " + c.faces().size() + " faces into " + calibrationDir
            + (notInSet.isEmpty() ? "" : "; not in this set (their places were empty): " + String.join(" ", notInSet))
            + switch (c.indexPrinted()) {
              case YES -> "; the set prints each suit tile's number in a corner";
              case NO -> "; the set prints no number in a corner";
              case UNKNOWN -> "; its tiles are too small in this photo to tell whether it prints a number in a corner";
            });
        for (Calibration.LayoutDoubt d : c.layoutDoubts()) {
          System.out.println("check the layout: " + d.sentence());
        }
        return 0;
      }
      Recognizer recognizer = new Recognizer(net(), secondLook(), null);
      if (noPrintedGlyphs) {
        recognizer = recognizer.withPrintedGlyphs(null);
      } else if (glyphModel != null || englishModel != null || numeralModel != null || honourModel != null
          || windLetterModel != null) {
        recognizer = recognizer.withPrintedGlyphs(PrintedGlyphs.load(glyphModel, englishModel, numeralModel, honourModel, windLetterModel));
      }
      if (calibrationDir != null) {
        recognizer = recognizer.withCalibration(Calibration.load(calibrationDir));
      }
      if (rules != null) {
        recognizer = recognizer.withFaces(TableFaces.of(RuleSystems.byId(rules).tileSet()));
      }
      if (evalDir != null) {
        Predicate<Path> use = p -> true;
        if (heldOut) {
          use = use.and(YoloFolder::isHeldOut);
        }
        if (unturned) {
          use = use.and(DataSetTurn::isUnturned);
        }
        if (straight) {
          use = use.and(DataSetTurn::isStraight);
        }
        double ask = askBelow != null ? askBelow : Double.parseDouble(DeviceConfig.defaults().get("vision.uncertain-below"));
        if (!(ask >= 0 && ask <= 1)) {
          System.err.println("--ask-below must be a confidence between 0 and 1, not " + askBelow);
          return 2;
        }
        System.out.print(Evaluation.run(recognizer, evalDir, use, ask).report());
        return 0;
      }
      if (bench) {
        if (images.isEmpty()) {
          System.err.println("--bench needs IMAGEs to time");
          return 2;
        }
        System.out.println(Bench.run(recognizer, images, rounds, asTaken));
        return 0;
      }
      if (images.isEmpty()) {
        System.err.println("give IMAGE..., --eval DIR or --bench IMAGE...");
        return 2;
      }
      return new RecognizeTool(recognizer).run(images, System.out) == 0 ? 0 : 1;
    } catch (VisionException | IllegalArgumentException e) {
      System.err.println("recognize: " + e.getMessage());
      return 1;
    }
  }

  private TileNet net() {
    return model == null ? TileNet.builtIn() : TileNet.load(model);
  }

  private TileFace secondLook() {
    if (noSecondLook) {
      return null;
    }
    return faceModel == null ? TileFace.builtIn() : TileFace.load(faceModel);
  }
}
