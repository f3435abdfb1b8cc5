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
}
