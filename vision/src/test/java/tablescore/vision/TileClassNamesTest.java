package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The class names data sets of labelled tiles use, read as faces ({@link Faces#fromLabel}). */
class TileClassNamesTest {
  private static void reads(String face, String... names) {
    for (String name : names) {
      assertEquals(face, Faces.fromLabel(name), name);
    }
  }

  @Test
  void theSharedPhotosRoboflowNamesAreTheirFaces() {
    reads("1m", "sc1");
    reads("9p", "sd9");
    reads("5s", "sb5");
    reads("1z", "hwe");
    reads("2z", "hws");
    reads("4z", "hwn");
    reads("5z", "hdw");
    reads("6z", "hdg");
    reads("7z", "hdr");
    reads("1f", "bf1");
    reads("8f", "bs4");
  }

  @Test
  void notationIsReadAsItIsWhateverItsCase() {
    reads("3p", "3p", "3P", " 3p ");
    reads("0m", "0m");
    reads("7z", "7z");
    reads("8f", "8f");
    reads("1a", "1a");
    reads("0x", "0x");
  }

  @Test
  void aSuitWordAndANumberEitherWayRound() {
    reads("1m", "1man", "man1", "Man_1", "1-wan", "characters 1", "1c", "crak1", "1manzu");
    reads("5p", "5pin", "pin_5", "Dots 5", "5-dot", "circle5", "5d", "coin 5", "5 tong", "bing5");
    reads("3s", "3sou", "sou3", "bamboo-3", "3 bam", "3b", "stick3", "3souzu", "tiao3", "3suo");
  }

  @Test
  void aRedFiveMarkedSoIsTheRedFive() {
    reads("0m", "5mr", "r5m", "red_5_man", "aka5m", "5m-red", "5manred");
    reads("0p", "5pr", "aka-5-pin");
    reads("0s", "5sr", "red5s");
  }

  @Test
  void onlyAFiveCanBeRed() {
    assertThrows(IllegalArgumentException.class, () -> Faces.fromLabel("red3m"));
  }

  @Test
  void windsAndDragonsByTheirNamesInEnglishJapaneseAndChinese() {
    reads("1z", "east", "East_Wind", "wind-east", "ton", "dong");
    reads("2z", "south", "nan", "South Wind");
    reads("3z", "west", "sha", "xi");
    reads("4z", "north", "pei", "bei");
    reads("5z", "white", "haku", "white_dragon", "dragon-white", "bai");
    reads("6z", "green", "hatsu", "Green Dragon", "fa");
    reads("7z", "red", "chun", "red_dragon", "dragon red", "zhong");
  }

  @Test
  void flowersAndSeasonsByNameOrNumber() {
    reads("1f", "plum", "flower_1", "flower1", "1flower", "f1");
    reads("4f", "bamboo", "flower 4");
    reads("5f", "spring", "season1", "f5");
    reads("6f", "summer", "season_2");
    reads("7f", "autumn", "fall", "season-3");
    reads("8f", "winter", "season 4", "f8");
  }

  @Test
  void theMalaysianFacesByName() {
    reads("1a", "cat");
    reads("4a", "centipede");
    reads("2h", "female_head");
    reads("0x", "fly");
  }

  @Test
  void namesInChineseCharacters() {
    reads("1m", "一万", "1萬", "壹萬");
    reads("5m", "伍萬", "五万");
    reads("9p", "九筒", "9饼");
    reads("3s", "三条", "3索", "叁條");
    reads("1z", "东", "東風");
    reads("4z", "北风");
    reads("5z", "白", "白板");
    reads("6z", "发", "發財");
    reads("7z", "中", "红中", "紅中");
    reads("2f", "兰", "蘭");
    reads("8f", "冬");
  }

  @Test
  void aNameThatIsNoTileFaceIsRefusedByName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Faces.fromLabel("joker"));
    assertTrue(e.getMessage().contains("'joker'"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Faces.fromLabel("  "));
  }
}
