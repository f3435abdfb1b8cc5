package tablescore.device.table;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.NotationException;
import tablescore.engine.tile.Tile;
import tablescore.web.table.Review;

/**
 * A claimed win as the table reviews it: who claims, the photo, the tiles as read (and fixed), and the
 * answers to what the camera cannot know. Immutable; every change makes a new draft. It is also exactly
 * what the game log stores for a win, so a logged hand can be rebuilt, reviewed and corrected later.
 *
 * @param id          the draft id; the game log key of the confirmed hand derives from it
 * @param winner      physical seat of the claimant
 * @param photoFile   the photo's file in the photo folder, or null
 * @param photoSha256 its hash, or null
 * @param width       photo width in pixels
 * @param height      photo height in pixels
 * @param tiles       the tiles, in review positions
 * @param answers     question id to chosen values
 */
public record WinDraft(String id, Wind winner, String photoFile, String photoSha256, int width, int height,
                       List<HandReader.ReadTile> tiles, Map<String, List<String>> answers) {

    public WinDraft {
        tiles = List.copyOf(tiles);
        answers = Map.copyOf(answers);
    }

    public WinDraft withTile(int position, String tile) {
        if (position < 0 || position >= tiles.size()) {
            throw new IllegalArgumentException("There is no tile at position " + position + "; the hand has " + tiles.size() + " tiles.");
        }
        Tile face = parseFace(tile);
        HandReader.ReadTile old = tiles.get(position);
        // A bonus tile is laid apart from the hand: a tile read as a suit tile in the row that is
        // a flower (or an animal) joins the bonus tiles, and the other way round.
        String group = face.isBonus() ? "bonus" : old.group().equals("bonus") ? "concealed" : old.group();
        List<HandReader.ReadTile> copy = new ArrayList<>(tiles);
        copy.set(position, old.withTile(face.toString(), group));
        return new WinDraft(id, winner, photoFile, photoSha256, width, height, copy, answers);
    }

    public WinDraft withAnswer(String question, List<String> values) {
        Map<String, List<String>> a = new LinkedHashMap<>(answers);
        a.put(question, List.copyOf(values));
        return new WinDraft(id, winner, photoFile, photoSha256, width, height, tiles, a);
    }

    public WinDraft withWinner(Wind w) {
        Map<String, List<String>> a = new LinkedHashMap<>(answers);
        if (List.of(w.name()).equals(a.get(Questions.HOW))) a.remove(Questions.HOW); // cannot discard to oneself
        return new WinDraft(id, w, photoFile, photoSha256, width, height, tiles, a);
    }

    public List<String> answer(String q) { return answers.getOrDefault(q, List.of()); }

    static Tile parseFace(String text) {
        try {
            return Notation.parseTile(text == null ? "" : text.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a tile; write it like 5p, 0m (red five), 1z (East) or 1f.");
        }
    }

    /** The tiles of one group, in order. */
    List<Tile> group(String name) {
        List<Tile> out = new ArrayList<>();
        for (HandReader.ReadTile t : tiles) if (t.group().equals(name)) out.add(parseFace(t.tile()));
        return out;
    }

    List<String> meldGroups() {
        List<String> g = new ArrayList<>();
        for (HandReader.ReadTile t : tiles) if (t.group().startsWith("meld") && !g.contains(t.group())) g.add(t.group());
        return g;
    }

    /**
     * The engine's hand from the tiles and answers, checked against the tile set; throws
     * IllegalArgumentException with a sentence when it is not a legal hand.
     */
    public Hand hand(TileSet set) {
        try {
            return hand(set, true);
        } catch (IllegalArgumentException asKongs) {
            // Two of a kind set apart: a concealed kong with its ends face down, or the pair laid apart.
            if (meldGroups().stream().noneMatch(this::twoOfAKind)) throw asKongs;
            try {
                return hand(set, false);
            } catch (IllegalArgumentException asPairs) {
                throw asKongs;
            }
        }
    }

    private boolean twoOfAKind(String group) {
        List<Tile> m = group(group);
        return m.size() == 2 && m.get(0).plain().equals(m.get(1).plain())
                && tiles.stream().noneMatch(t -> t.group().equals(group) && t.sideways());
    }

    private Hand hand(TileSet set, boolean twoOfAKindIsAKong) {
        List<Tile> concealed = group("concealed");
        if (concealed.isEmpty()) throw new IllegalArgumentException("No concealed tiles were found in the photo.");
        Tile lastLaid = concealed.get(concealed.size() - 1);
        List<Meld> melds = new ArrayList<>();
        for (String g : meldGroups()) {
            List<Tile> m = group(g);
            if (!twoOfAKindIsAKong && twoOfAKind(g)) {
                concealed.addAll(0, m); // the last tile laid stays the winning tile
                continue;
            }
            boolean sideways = tiles.stream().anyMatch(t -> t.group().equals(g) && t.sideways());
            melds.add(meld(g, m, sideways));
        }
        Tile winning = winningTile(concealed, lastLaid);
        List<String> how = answer(Questions.HOW);
        WinMethod method = how.isEmpty() || how.get(0).equals(Questions.SELF_DRAW) ? WinMethod.SELF_DRAW : WinMethod.DISCARD;
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        for (String i : answer(Questions.INCIDENTALS)) inc.add(Incidental.parse(i));
        List<Tile> bonus = group("bonus");
        Tile gold = answer(Questions.GOLD).isEmpty() ? null : parseFace(answer(Questions.GOLD).get(0));
        Hand hand;
        try {
            hand = new Hand(concealed, melds, winning, method, inc, bonus, gold);
            HandValidator.validate(hand, set);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The tiles are not a legal hand: " + e.getMessage());
        }
        return hand;
    }

    private Tile winningTile(List<Tile> concealed, Tile lastLaid) {
        List<String> w = answer(Questions.WINNING_TILE);
        if (!w.isEmpty()) {
            Tile t = parseFace(w.get(0));
            if (!concealed.contains(t)) {
                throw new IllegalArgumentException("The winning tile " + t + " is not among the concealed tiles; choose it again.");
            }
            return t;
        }
        return lastLaid; // the winner lays the winning tile last
    }

    private static Meld meld(String group, List<Tile> m, boolean claimed) {
        boolean same = m.stream().map(Tile::plain).distinct().count() == 1;
        try {
            if (same && m.size() == 3) return new Meld(MeldKind.PUNG, m, null);
            if (same && m.size() == 4) return new Meld(claimed ? MeldKind.EXPOSED_KONG : MeldKind.CONCEALED_KONG, m, null);
            if (same && m.size() == 2 && !claimed) {
                // A concealed kong laid with its two end tiles face down: only the middle two show
                // (a red five among the hidden ends is the table's to put right).
                return new Meld(MeldKind.CONCEALED_KONG, List.of(m.get(0).plain(), m.get(0), m.get(1), m.get(1).plain()), null);
            }
            if (m.size() == 3) {
                List<Tile> s = new ArrayList<>(m);
                s.sort(java.util.Comparator.comparingInt(Tile::index));
                Meld chow = new Meld(MeldKind.CHOW, s, null);
                if (HandValidator.isWellFormed(chow)) return chow;
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(group + " (" + Notation.format(m) + "): " + e.getMessage());
        }
        throw new IllegalArgumentException(group + " (" + Notation.format(m) + ") is not a chow, pung or kong.");
    }

    /** The declarations of the winner and the riichi of other seats, by physical seat. */
    public Map<Wind, Set<Declaration>> declarations() {
        Map<Wind, Set<Declaration>> d = new LinkedHashMap<>();
        for (String s : answer(Questions.RIICHI)) d.computeIfAbsent(Wind.parse(s), k -> EnumSet.noneOf(Declaration.class)).add(Declaration.RIICHI);
        for (String x : answer(Questions.WINNER_EXTRAS)) {
            Set<Declaration> w = d.computeIfAbsent(winner, k -> EnumSet.noneOf(Declaration.class));
            Declaration dec = Declaration.valueOf(x.toUpperCase(java.util.Locale.ROOT));
            if (dec == Declaration.DOUBLE_RIICHI) w.remove(Declaration.RIICHI);
            w.add(dec);
        }
        for (String s : answer(Questions.READY)) d.computeIfAbsent(Wind.parse(s), k -> EnumSet.noneOf(Declaration.class)).add(Declaration.READY);
        return d;
    }

    /** Who discarded (physical seat), or null for a self-draw. */
    public Wind discarder() {
        List<String> how = answer(Questions.HOW);
        return how.isEmpty() || how.get(0).equals(Questions.SELF_DRAW) ? null : Wind.parse(how.get(0));
    }

    public List<Tile> dora() { return faces(Questions.DORA); }

    public List<Tile> uraDora() { return faces(Questions.URA_DORA); }

    private List<Tile> faces(String q) {
        List<Tile> out = new ArrayList<>();
        for (String s : answer(q)) out.add(parseFace(s));
        return out;
    }

    /** The tiles as the review shows them. */
    public List<Review.RecognisedTile> reviewTiles(double uncertainBelow) {
        List<Review.RecognisedTile> out = new ArrayList<>();
        for (int i = 0; i < tiles.size(); i++) {
            HandReader.ReadTile t = tiles.get(i);
            List<Review.Point> q = new ArrayList<>();
            for (double[] p : t.quad()) q.add(new Review.Point(p[0], p[1]));
            out.add(new Review.RecognisedTile(i, t.tile(), t.group(), q, t.confidence(), t.runnerUp(), t.confidence() < uncertainBelow));
        }
        return out;
    }
}
