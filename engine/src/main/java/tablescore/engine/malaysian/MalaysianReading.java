package tablescore.engine.malaysian;

import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Wait;

/**
 * One reading of a Malaysian hand: the arrangement (null when four Flies win alone), the wait, how many units
 * of each shape item it scores (indexed by {@link MalaysianFan#ordinal()}; dragon pungs by face in
 * {@code dragonPungs}, bit 0 White; wind pungs that score in {@code anyPlayerWinds} / {@code seatWind}), and
 * the fan total with the hand's bonus and incidental items. {@link MalaysianEvaluator#fans} names the items.
 */
public record MalaysianReading(Arrangement arrangement, Wait winningWait, int[] units, int dragonPungs, int anyPlayerWinds,
                               int seatWind, int fanTotal) {

    public MalaysianReading {
        units = units.clone();
    }

    @Override
    public int[] units() { return units.clone(); }

    public int units(MalaysianFan f) { return units[f.ordinal()]; }
}
