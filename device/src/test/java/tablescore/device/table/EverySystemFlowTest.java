package tablescore.device.table;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tablescore.device.gamelog.GameLog;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.RuleSystems;
import tablescore.hardware.FolderCamera;
import tablescore.hardware.PanelPins;
import tablescore.hardware.SimulatedPanel;
import tablescore.hardware.WatchedCamera;
import tablescore.web.table.Flow;
import tablescore.web.table.MatchSetup;
import tablescore.web.table.Review;

/**
 * Every registered rule system through the table flow: set up, a typed win, every open question answered
 * with its first choice, confirm, a draw, an undo, a restart from the log. Whatever a system asks, the
 * flow ends logged or with a sentence, never stuck or crashed.
 */
class EverySystemFlowTest {

    @TempDir Path dir;

    static List<String> systems() { return RuleSystems.all().stream().map(RuleSystem::id).toList(); }

    @ParameterizedTest
    @MethodSource("systems")
    void aWinADrawAndAnUndoUnderEverySystem(String system) throws Exception {
        Path photos = Files.createDirectory(dir.resolve("p"));
        SimulatedPanel panel = new SimulatedPanel(PanelPins.defaults());
        try (GameLog log = GameLog.open(dir.resolve("log.db"), dir.resolve("photos"))) {
            TableFlow flow = new TableFlow(new TableFlow.Parts("t", "1234", log, new WatchedCamera(new FolderCamera(photos)),
                    new NotationPhotoReader(), panel, RuleCatalog.engine(), true, "test", 0.8, 5));
            flow.setUpMatch("s", new MatchSetup(system, Map.of(Wind.E, "A", Wind.S, "B", Wind.W, "C", Wind.N, "D"), null, Map.of()));
            int seats = flow.view().match().seats().size();
            List<String> tiles = flow.view().match().tiles();
            assertTrue(tiles.containsAll(List.of("1p", "9p", "7z")), system + ": the view names the set's tiles " + tiles);
            assertEquals(system.startsWith("riichi"), tiles.contains("0p"), system + ": red fives are riichi's");
            assertEquals(system.equals("malaysian"), tiles.contains("1a"), system + ": animals are the Malaysian set's");
            assertEquals(!system.equals("malaysian"), tiles.contains("1m"), system + ": characters, but at a Malaysian table");
            flow.claimWinTyped("w", Wind.S, "123m456p789s123s55p");
            for (Review.Question q : flow.view().review().questions()) {
                if (q.open()) flow.answer("a-" + q.id(), q.id(), List.of(q.choices().get(q.id().equals("how") ? 1 : 0).value()));
            }
            Flow f = flow.view().flow();
            if (f == Flow.CONFIRMING) {
                flow.confirm("c");
                assertEquals(1, flow.view().hands().size(), system);
            } else {
                assertNotNull(flow.view().review().problem(), system + " says why it cannot confirm");
                flow.cancelReview("x");
            }
            int hands = flow.view().hands().size();
            if (system.equals("malaysian")) {
                // the next dealer after a Malaysian draw is whoever drew last: without it the draw is refused in words
                var e = assertThrows(tablescore.web.table.TableException.class,
                        () -> flow.declareDraw("d0", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.E))));
                assertTrue(e.getMessage().contains("who drew the last tile"), e.getMessage());
                flow.declareDraw("d", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.E), Wind.W));
            } else {
                flow.declareDraw("d", new tablescore.web.table.DrawInput(java.util.Set.of(Wind.E)));
            }
            assertEquals(hands + 1, flow.view().hands().size(), system);
            long total = flow.view().match().seats().stream().mapToLong(s -> s.points()).sum() + flow.view().match().round().deposits();
            flow.undo("u");
            assertEquals(hands, flow.view().hands().size(), system);
            var before = flow.view().match().seats();
            flow.close();
            TableFlow again = new TableFlow(new TableFlow.Parts("t", "1234", log, new WatchedCamera(new FolderCamera(photos)),
                    new NotationPhotoReader(), panel, RuleCatalog.engine(), true, "test", 0.8, 5));
            assertEquals(before, again.view().match().seats(), system + " replays from the log");
            assertEquals(seats, again.view().match().seats().size());
            assertTrue(total >= 0);
            again.close();
        } finally {
            panel.close();
        }
    }
}
