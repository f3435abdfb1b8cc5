package tablescore.engine.arrange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

class DecomposerTest {

    private static int[] counts(String tiles) {
        int[] c = new int[Tile.FACES];
        for (Tile t : Notation.parse(tiles)) c[t.index()]++;
        return c;
    }

    /** An arrangement without its wild marks: the concrete sets the hand can be read as. */
    private static String concrete(Arrangement a) {
        List<String> parts = new ArrayList<>();
        for (Block b : a.blocks()) parts.add(b.kind() + ":" + b.face());
        parts.sort(null);
        return String.join(" ", parts);
    }

    private static Set<String> concrete(List<Arrangement> list) {
        Set<String> s = new TreeSet<>();
        for (Arrangement a : list) s.add(concrete(a));
        return s;
    }

    // ---- brute force: every multiset of sets from the 55 possible, then the pair; wilds tried as every face ----

    private static Set<String> bruteForce(int[] counts, int wilds, int sets, boolean[] faces) {
        Set<String> out = new TreeSet<>();
        assignWilds(counts.clone(), wilds, 0, sets, faces, out);
        return out;
    }

    private static void assignWilds(int[] c, int wildsLeft, int fromFace, int sets, boolean[] faces, Set<String> out) {
        if (wildsLeft == 0) {
            chooseSets(c, sets, 0, new ArrayList<>(), out);
            return;
        }
        for (int f = fromFace; f < Tile.FACES; f++) {
            if (!faces[f]) continue;
            c[f]++;
            assignWilds(c, wildsLeft - 1, f, sets, faces, out);
            c[f]--;
        }
    }

    private static void chooseSets(int[] c, int left, int fromId, List<String> chosen, Set<String> out) {
        if (left == 0) {
            int pairFace = -1, total = 0;
            for (int f = 0; f < Tile.FACES; f++) {
                total += c[f];
                if (c[f] == 2) pairFace = f;
            }
            if (total == 2 && pairFace >= 0) {
                List<String> all = new ArrayList<>(chosen);
                all.add("PAIR:" + pairFace);
                all.sort(null);
                out.add(String.join(" ", all));
            }
            return;
        }
        for (int id = fromId; id < 55; id++) {
            int[] faces = id < 34 ? new int[]{id, id, id} : chowFaces(id - 34);
            boolean ok = true;
            for (int f : faces) if (--c[f] < 0) ok = false;
            if (ok) {
                chosen.add((id < 34 ? "PUNG:" : "CHOW:") + faces[0]);
                chooseSets(c, left - 1, id, chosen, out);
                chosen.remove(chosen.size() - 1);
            }
            for (int f : faces) c[f]++;
        }
    }

    private static int[] chowFaces(int k) {
        int suit = k / 7, start = suit * 9 + k % 7;
        return new int[]{start, start + 1, start + 2};
    }

    private static int[] randomCompleteHand(Random r, int sets, boolean[] faces) {
        int[] c = new int[Tile.FACES];
        for (int s = 0; s < sets; s++) {
            if (r.nextBoolean()) {
                int f;
                do f = r.nextInt(Tile.FACES); while (!faces[f] || c[f] > 1);
                c[f] += 3;
            } else {
                int[] fs;
                do fs = chowFaces(r.nextInt(21)); while (!faces[fs[0]] || !faces[fs[1]] || !faces[fs[2]] || c[fs[0]] > 3 || c[fs[1]] > 3 || c[fs[2]] > 3);
                for (int f : fs) c[f]++;
            }
        }
        int f;
        do f = r.nextInt(Tile.FACES); while (!faces[f] || c[f] > 2);
        c[f] += 2;
        return c;
    }

    private static boolean[] allFaces() {
        boolean[] b = new boolean[Tile.FACES];
        java.util.Arrays.fill(b, true);
        return b;
    }

    @Test
    void agreesWithBruteForceOnThousandsOfRandomHands() {
        Random r = new Random(2026);
        boolean[] faces = allFaces();
        Decomposer d = new Decomposer(faces);
        int complete = 0;
        for (int n = 0; n < 4000; n++) {
            int sets = n % 3 == 0 ? 5 : 4;
            int[] c = randomCompleteHand(r, sets, faces);
            if (n % 4 == 1) { // disturb some hands so incomplete ones are checked too
                int from, to;
                do from = r.nextInt(Tile.FACES); while (c[from] == 0);
                do to = r.nextInt(Tile.FACES); while (c[to] >= 4);
                c[from]--;
                c[to]++;
            }
            List<Arrangement> found = d.regular(c, 0, sets);
            assertEquals(bruteForce(c, 0, sets, faces), concrete(found), () -> "hand " + java.util.Arrays.toString(c));
            assertEquals(found.size(), concrete(found).size(), "no arrangement twice");
            assertEquals(!found.isEmpty(), d.isRegularComplete(c, 0, sets));
            if (!found.isEmpty()) complete++;
        }
        assertTrue(complete > 2500, "most random hands were complete: " + complete);
    }

    @Test
    void wildTilesAgreeWithBruteForceThatTriesEveryFace() {
        Random r = new Random(88);
        // Fuzhou faces (no winds) and Malaysian faces (dots and honours) as the wilds' choices
        boolean[] fuzhou = allFaces();
        for (int f = Tile.EAST; f <= Tile.NORTH; f++) fuzhou[f] = false;
        boolean[] malaysian = new boolean[Tile.FACES];
        for (int f = 9; f < Tile.FACES; f++) malaysian[f] = f < 18 || f >= 27;
        for (int n = 0; n < 360; n++) {
            boolean fz = n % 2 == 0;
            boolean[] faces = fz ? fuzhou : malaysian;
            int sets = fz ? 5 : 4;
            int wilds = n < 330 ? 1 + n % 2 : 3;
            int[] c = randomCompleteHand(r, sets, faces);
            for (int k = 0; k < wilds; k++) { // replace real tiles by wilds
                int f;
                do f = r.nextInt(Tile.FACES); while (c[f] == 0);
                c[f]--;
            }
            Decomposer d = new Decomposer(faces);
            List<Arrangement> found = d.regular(c, wilds, sets);
            assertEquals(bruteForce(c, wilds, sets, faces), concrete(found), () -> "hand " + java.util.Arrays.toString(c) + " wilds " + wilds);
            Set<List<Block>> distinct = new HashSet<>();
            for (Arrangement a : found) assertTrue(distinct.add(a.blocks()), "no arrangement twice: " + a);
            for (Arrangement a : found) assertEquals(wilds, a.wilds(), "every wild placed once: " + a);
        }
    }

    @Test
    void fourWildsAloneStillPlaceEveryTile() {
        boolean[] malaysian = new boolean[Tile.FACES];
        for (int f = 9; f < Tile.FACES; f++) malaysian[f] = f < 18 || f >= 27;
        Decomposer d = new Decomposer(malaysian);
        List<Arrangement> found = d.regular(counts("123p456p789p1z"), 4, 4);
        assertFalse(found.isEmpty());
        for (Arrangement a : found) assertEquals(4, a.wilds());
    }

    @Test
    void nineGatesHasManyReadings() {
        List<Arrangement> found = new Decomposer().regular(counts("11123455678999m"), 0, 4);
        assertEquals(bruteForce(counts("11123455678999m"), 0, 4, allFaces()), concrete(found));
    }

    @Test
    void sevenPairsWithAndWithoutFourOfAKind() {
        Decomposer d = new Decomposer();
        assertEquals(1, d.sevenPairs(counts("1122m3344p5566s77z"), 0, false).size());
        assertTrue(d.sevenPairs(counts("1111m3344p5566s77z"), 0, false).isEmpty());
        assertEquals(1, d.sevenPairs(counts("1111m3344p5566s77z"), 0, true).size());
        assertEquals(1, d.sevenPairs(counts("1122m3344p5566s7z"), 1, false).size());
    }

    @Test
    void thirteenOrphansWithItsPair() {
        Decomposer d = new Decomposer();
        List<Arrangement> a = d.thirteenOrphans(counts("19m19p19s12345677z"), 0);
        assertEquals(1, a.size());
        assertEquals(Tile.RED_DRAGON, a.get(0).pair().face());
        assertTrue(d.thirteenOrphans(counts("19m19p19s12345667z"), 0).size() == 1);
        assertTrue(d.thirteenOrphans(counts("19m19p18s12345677z"), 0).isEmpty());
        assertEquals(13, d.thirteenOrphans(counts("19m19p19s1234567z"), 1).size());
    }

    @Test
    void waitShapesAreReadFromTheBlockTheWinningTileCompletes() {
        Decomposer d = new Decomposer();
        Tile three = Notation.parseTile("3m");
        Arrangement edge = d.regular(counts("123m456p789s11z222z"), 0, 4).get(0);
        // 123m won on 3m: edge; the pung 22z is a double-pung wait on 2z
        assertEquals(WaitShape.EDGE, Decomposer.waits(edge, three, false).get(0).shape());
        assertEquals(WaitShape.DOUBLE_PUNG, Decomposer.waits(edge, Notation.parseTile("2z"), false).get(0).shape());
        assertEquals(WaitShape.SINGLE, Decomposer.waits(edge, Notation.parseTile("1z"), false).get(0).shape());
        Arrangement a = d.regular(counts("234m456p789s11z222z"), 0, 4).get(0);
        assertEquals(WaitShape.TWO_SIDED, Decomposer.waits(a, Notation.parseTile("4m"), false).get(0).shape());
        assertEquals(WaitShape.CLOSED, Decomposer.waits(a, three, false).get(0).shape());
        assertEquals(WaitShape.EDGE, Decomposer.waits(a, Notation.parseTile("7s"), false).get(0).shape());
    }

    @Test
    void readyHandsKnowTheirWinningTiles() {
        Decomposer d = new Decomposer();
        assertEquals(Notation.parse("147m"), d.readyFaces(counts("11p111s999s23456789m"), 0, 5, false, false, null));
        assertEquals(Notation.parse("123456789m"), d.readyFaces(counts("1112345678999m"), 0, 4, false, false, null));
        // a wild makes the single wait on anything: a gold in a 16-tile hand
        assertEquals(30, new Decomposer(fuzhouFaces()).readyFaces(counts("123m456m789m123p555s"), 1, 5, false, false, null).size());
    }

    private static boolean[] fuzhouFaces() {
        boolean[] f = allFaces();
        for (int i = Tile.EAST; i <= Tile.NORTH; i++) f[i] = false;
        return f;
    }
}
