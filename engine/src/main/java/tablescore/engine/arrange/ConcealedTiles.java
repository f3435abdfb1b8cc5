package tablescore.engine.arrange;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.TileSet;
import tablescore.engine.tile.Tile;

/**
 * The concealed part of a hand as the arrangement search wants it: face counts of the tiles that are not
 * wild, the number of wild tiles, and how many sets the concealed part must still make.
 */
public record ConcealedTiles(int[] counts, int wilds, int setsNeeded) {

    public ConcealedTiles {
        counts = counts.clone();
    }

    /** A copy: the search mutates counts while it works, so callers never share the record's array. */
    @Override
    public int[] counts() {
        return counts.clone();
    }

    public static ConcealedTiles of(Hand hand, TileSet tileSet) {
        int[] counts = new int[Tile.FACES];
        int wilds = 0;
        for (Tile t : hand.concealed()) {
            if (hand.isWild(t)) wilds++;
            else counts[t.index()]++;
        }
        return new ConcealedTiles(counts, wilds, tileSet.setsInHand() - hand.melds().size());
    }

    /** Every complete reading of the concealed part: regular, and seven pairs / thirteen orphans where the set allows. */
    public List<Arrangement> arrangements(Decomposer d, boolean sevenPairs, boolean fourAsTwoPairs, boolean thirteenOrphans) {
        List<Arrangement> all = new ArrayList<>(d.regular(counts, wilds, setsNeeded));
        if (setsNeeded == 4) {
            if (sevenPairs) all.addAll(d.sevenPairs(counts, wilds, fourAsTwoPairs));
            if (thirteenOrphans) all.addAll(d.thirteenOrphans(counts, wilds));
        }
        return all;
    }

    public static boolean[] wildFaces(TileSet tileSet) {
        boolean[] faces = new boolean[Tile.FACES];
        for (int f = 0; f < Tile.FACES; f++) faces[f] = tileSet.copies()[f] > 0;
        return faces;
    }
}
