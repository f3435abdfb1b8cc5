package tablescore.engine.riichi;

import java.util.List;
import tablescore.engine.tile.Tile;

/** Dora from indicators (the next tile: 9 to 1, North to East, Red to White); not yaku, but han. */
public final class Dora {

    private Dora() {}

    public static int next(int indicator) {
        if (indicator < 27) return indicator % 9 == 8 ? indicator - 8 : indicator + 1;
        if (indicator <= Tile.NORTH) return indicator == Tile.NORTH ? Tile.EAST : indicator + 1;
        return indicator == Tile.RED_DRAGON ? Tile.WHITE : indicator + 1;
    }

    /** Han from the indicators: each matching tile of the hand counts once per indicator. */
    public static int count(int[] all, List<Tile> indicators) {
        int n = 0;
        for (int i = 0; i < indicators.size(); i++) n += all[next(indicators.get(i).index())];
        return n;
    }
}
