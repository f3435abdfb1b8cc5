package tablescore.engine.hand;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * A hand as laid on the table: the concealed tiles (winning tile included), the declared melds, the
 * winning tile, how it was won, the incidental circumstances, the bonus tiles set aside, and the gold
 * (Fuzhou's wild face; null elsewhere). Flies are always wild. A non-winning hand (Ningbo scores all four)
 * has no winning tile and no win method.
 */
public record Hand(List<Tile> concealed, List<Meld> melds, Tile winningTile, WinMethod winMethod,
                   Set<Incidental> incidentals, List<Tile> bonusTiles, Tile gold) {

    public Hand {
        if (concealed == null) throw new HandException("a hand needs its concealed tiles (none were given)");
        concealed = List.copyOf(noneMissing(concealed, "concealed tiles"));
        melds = melds == null ? List.of() : List.copyOf(noneMissing(melds, "melds"));
        incidentals = incidentals == null || incidentals.isEmpty() ? Set.of()
                : Set.copyOf(EnumSet.copyOf(noneMissing(incidentals, "win conditions")));
        bonusTiles = bonusTiles == null ? List.of() : List.copyOf(noneMissing(bonusTiles, "bonus tiles"));
        if (gold != null) gold = gold.plain();
    }

    /** {@code items}, refused with a sentence if one of them is missing (null) rather than a NullPointerException later. */
    private static <C extends java.util.Collection<?>> C noneMissing(C items, String what) {
        for (Object o : items) {
            if (o == null) throw new HandException("the hand's " + what + " include a missing (null) entry");
        }
        return items;
    }

    /** A winning hand with no bonus tiles and no gold. */
    public static Hand winning(String concealed, List<Meld> melds, String winningTile, WinMethod method) {
        return new Hand(Notation.parse(concealed), melds, Notation.parseTile(winningTile), method,
                Set.of(), List.of(), null);
    }

    /** A hand that did not win (its owner's tiles at the end of the deal). */
    public static Hand losing(List<Tile> concealed, List<Meld> melds) {
        return new Hand(concealed, melds, null, null, Set.of(), List.of(), null);
    }

    public boolean isWinning() { return winningTile != null; }
    public boolean isSelfDrawn() { return winMethod == WinMethod.SELF_DRAW; }

    /** No chow, pung or exposed/added kong: concealed kongs keep a hand concealed. */
    public boolean isConcealed() {
        for (Meld m : melds) {
            if (!m.isConcealed()) return false;
        }
        return true;
    }

    public boolean has(Incidental i) { return incidentals.contains(i); }

    /** Wild tiles stand for any tile: every Fly, and every copy of the gold face. */
    public boolean isWild(Tile t) {
        return t.isFly() || (gold != null && t.index() == gold.index());
    }

    public int kongCount() {
        int n = 0;
        for (Meld m : melds) if (m.isKong()) n++;
        return n;
    }

    /** Every tile of the hand, concealed and melded, bonus tiles excluded. */
    public List<Tile> allTiles() {
        List<Tile> all = new ArrayList<>(concealed);
        for (Meld m : melds) all.addAll(m.tiles());
        return all;
    }

    public Hand withGold(Tile gold) {
        return new Hand(concealed, melds, winningTile, winMethod, incidentals, bonusTiles, gold);
    }

    public Hand withBonusTiles(List<Tile> bonus) {
        return new Hand(concealed, melds, winningTile, winMethod, incidentals, bonus, gold);
    }

    public Hand withIncidentals(Set<Incidental> incidentals) {
        return new Hand(concealed, melds, winningTile, winMethod, incidentals, bonusTiles, gold);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Notation.format(concealed));
        for (Meld m : melds) sb.append(' ').append(m);
        if (winningTile != null) sb.append(" win ").append(winningTile).append(' ').append(winMethod.wireName());
        if (!bonusTiles.isEmpty()) sb.append(" bonus ").append(Notation.format(bonusTiles));
        if (gold != null) sb.append(" gold ").append(gold);
        return sb.toString();
    }
}
