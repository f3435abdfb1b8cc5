package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

class HandAssemblerTest {
  private static TileReading at(String tile, double x, double y, boolean sideways, double conf) {
    double w = sideways ? 40 : 30, h = sideways ? 30 : 40;
    Quad q = new Quad(new Point(x - w / 2, y - h / 2), new Point(x + w / 2, y - h / 2),
        new Point(x + w / 2, y + h / 2), new Point(x - w / 2, y + h / 2));
    return new TileReading(tile, q, conf, "1m", sideways ? Orientation.SIDEWAYS : Orientation.UPRIGHT);
  }

  @Test
  void separatedGroupsAndSidewaysTilesBecomeMeldsAndFlowersBonus() {
    List<TileReading> r = new ArrayList<>();
    String[] concealed = {"1m", "2m", "3m", "4p", "5p", "6p", "9s", "9s"};
    for (int i = 0; i < concealed.length; i++) {
      r.add(at(concealed[i], 50 + i * 30, 100, false, 0.99));
    }
    // Pung of East with the middle tile called (sideways), set apart to the right.
    r.add(at("1z", 400, 100, false, 0.99));
    r.add(at("1z", 435, 105, true, 0.99));
    r.add(at("1z", 470, 100, false, 0.5));
    r.add(at("3f", 50, 200, false, 0.97));
    HandAssembler.AssembledHand h = new HandAssembler(0.8).assemble(r);
    assertEquals(List.of(concealed), h.concealed());
    assertEquals(1, h.melds().size());
    assertEquals(List.of("1z", "1z", "1z"), h.melds().get(0).tiles());
    assertEquals(List.of(1), h.melds().get(0).sideways());
    assertEquals(List.of("3f"), h.bonus());
    assertEquals(1, h.uncertain().size());
  }

  private static List<TileReading> row(double x, double y, String... faces) {
    List<TileReading> r = new ArrayList<>();
    for (int i = 0; i < faces.length; i++) {
      r.add(at(faces[i], x + i * 30, y, false, 0.99));
    }
    return r;
  }

  @Test
  void aPairLaidALittleApartIsPartOfTheConcealedHand() {
    List<TileReading> r = row(50, 100, "1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "2z", "2z", "2z");
    r.addAll(row(450, 100, "5z", "5z"));
    r.add(at("9m", 400, 300, false, 0.99)); // a loose tile below the row: not a meld either
    HandAssembler.AssembledHand h = new HandAssembler(0.8).assemble(r);
    assertEquals(List.of("9m", "1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "2z", "2z", "2z"), h.concealed(),
        "loose tiles first, the row's last tile (the winning tile) last");
    assertEquals(List.of(new HandAssembler.Meld(List.of("5z", "5z"), List.of())), h.melds(),
        "two of a kind apart may be a concealed kong with its ends face down; the table decides");
  }

  @Test
  void groupsSetApartAreMeldsWhenTheyAreAChowPungOrKong() {
    List<TileReading> r = row(50, 100, "1m", "2m", "3m", "4p", "5p", "9s", "9s");
    r.addAll(row(350, 100, "7s", "5s", "6s"));
    r.addAll(row(500, 100, "0p", "5p", "5p", "5p"));
    r.addAll(row(350, 200, "1z", "2z", "3z"));
    HandAssembler.AssembledHand h = new HandAssembler(0.8).assemble(r);
    assertEquals(List.of(List.of("7s", "5s", "6s"), List.of("0p", "5p", "5p", "5p")),
        h.melds().stream().map(HandAssembler.Meld::tiles).toList());
    assertEquals(List.of("1z", "2z", "3z", "1m", "2m", "3m", "4p", "5p", "9s", "9s"), h.concealed());
  }

  @Test
  void aGroupWithASidewaysTileIsAMeldWhateverWasRead() {
    List<TileReading> r = row(50, 100, "1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5z", "5z");
    r.add(at("3z", 450, 105, true, 0.6));
    r.addAll(row(485, 100, "2z", "2z"));
    HandAssembler.AssembledHand h = new HandAssembler(0.8).assemble(r);
    assertEquals(List.of(new HandAssembler.Meld(List.of("3z", "2z", "2z"), List.of(0))), h.melds());
  }
}
