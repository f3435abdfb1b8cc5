package tablescore.engine.hand;

import java.util.List;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Suit;
import tablescore.engine.tile.Tile;

/** Checks a hand against a rule system's tile set; every problem is a {@link HandException} in players' words. */
public final class HandValidator {

    private HandValidator() {}

    public static void validate(Hand hand, TileSet set) {
        int[] seen = new int[Tile.INDICES];
        int reds = 0;
        for (Tile t : hand.concealed()) {
            if (t.isBonus()) {
                throw new HandException("bonus tile " + t + " (" + Notation.word(t) + ") belongs with the bonus tiles, not in the concealed tiles");
            }
            reds += count(t, set, seen, "the concealed tiles", null);
        }
        for (Meld m : hand.melds()) {
            checkMeld(m);
            for (Tile t : m.tiles()) reds += count(t, set, seen, null, m);
        }
        for (Tile t : hand.bonusTiles()) {
            if (!t.isBonus()) throw new HandException(t + " is not a bonus tile (flowers, seasons, animals, heads)");
            reds += count(t, set, seen, "the bonus tiles", null);
        }
        if (reds > set.redFives()) {
            throw new HandException(set.redFives() == 0
                    ? set.name() + " plays without red fives (0m 0p 0s)"
                    : "more red fives than the " + set.redFives() + " of " + set.name());
        }
        for (int i = 0; i < Tile.INDICES; i++) {
            if (seen[i] > set.copies()[i]) {
                Tile t = Tile.ofIndex(i);
                throw new HandException(seen[i] + " copies of " + t + ": " + set.name() + " has only " + set.copies()[i]);
            }
        }
        if (hand.gold() != null && !set.playsGold()) {
            throw new HandException(set.name() + " plays no gold (wild) tile; " + hand.gold() + " was given");
        }
        if (hand.gold() != null && !set.uses(hand.gold())) {
            throw new HandException("the gold " + hand.gold() + " is not a tile of " + set.name());
        }
        int size = hand.concealed().size() + 3 * hand.melds().size();
        int expected = hand.isWinning() ? set.winningHandSize() : set.winningHandSize() - 1;
        if (size != expected) {
            throw new HandException((hand.isWinning() ? "a winning hand" : "a hand") + " in " + set.name() + " has "
                    + expected + " tiles (kongs counted as three), this one has " + size
                    + " (" + hand.concealed().size() + " concealed + " + hand.melds().size() + " melds)");
        }
        if (hand.isWinning()) {
            if (hand.winMethod() == null) throw new HandException("the hand has a winning tile but no win method");
            Tile w = hand.winningTile();
            boolean inHand = false;
            for (Tile t : hand.concealed()) {
                if (t.equals(w) || (t.plain().equals(w.plain()))) { inHand = true; break; }
            }
            if (!inHand) {
                throw new HandException("the winning tile " + w + " is not among the concealed tiles "
                        + Notation.format(hand.concealed()));
            }
        }
    }

    /** Counts one tile; {@code where} names its place, or {@code meld} does (the message is built only on error). */
    private static int count(Tile t, TileSet set, int[] seen, String where, Meld meld) {
        if (!set.uses(t.plain())) {
            if (meld != null) where = "the " + meld.kind().wireName() + " " + meld.notation();
            throw new HandException(t + " in " + where + " is not a tile of " + set.name());
        }
        seen[t.index()]++;
        return t.red() ? 1 : 0;
    }

    /**
     * Whether the meld's tiles are the set its kind says: a chow three consecutive numbered tiles
     * of one suit, a pung or kong identical tiles, a Fly standing in for at most all but one.
     */
    public static boolean isWellFormed(Meld m) {
        try {
            checkMeld(m);
            return true;
        } catch (HandException e) {
            return false;
        }
    }

    private static void checkMeld(Meld m) {
        List<Tile> tiles = m.tiles();
        int flies = 0;
        for (Tile t : tiles) {
            if (t.isBonus()) throw new HandException("bonus tile " + t + " cannot be part of the " + m.kind().wireName() + " " + m.notation());
            if (t.isFly()) flies++;
        }
        if (flies == tiles.size()) {
            throw new HandException("the " + m.kind().wireName() + " " + m.notation() + " is all Flies: Flies cannot make a set alone");
        }
        if (m.isChow()) {
            if (flies > 1) throw new HandException("the chow " + m.notation() + " has more than one Fly");
            Suit suit = null;
            int lo = 99, hi = -1;
            boolean[] numbers = new boolean[10];
            for (Tile t : tiles) {
                if (t.isFly()) continue;
                if (!t.isNumbered()) throw new HandException("the chow " + m.notation() + " has " + t + ": chows are made of numbered tiles, never honours");
                if (suit != null && t.suit() != suit) throw new HandException("the chow " + m.notation() + " mixes suits");
                suit = t.suit();
                if (numbers[t.number()]) throw new HandException("the chow " + m.notation() + " repeats " + t.plain());
                numbers[t.number()] = true;
                lo = Math.min(lo, t.number());
                hi = Math.max(hi, t.number());
            }
            if (hi - lo > 2) throw new HandException("the chow " + m.notation() + " is not three consecutive tiles");
        } else {
            Tile face = null;
            for (Tile t : tiles) {
                if (t.isFly()) continue;
                if (face != null && t.index() != face.index()) {
                    throw new HandException("the " + m.kind().wireName() + " " + m.notation() + " is not " + tiles.size() + " identical tiles");
                }
                face = t;
            }
        }
    }
}
