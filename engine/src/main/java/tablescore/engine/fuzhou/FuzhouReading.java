package tablescore.engine.fuzhou;

import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Wait;

/**
 * One reading of a winning hand: an arrangement, the wait read, how many units of each fan item it scores
 * (indexed by {@link FuzhouYaku#ordinal()}; the dragon pungs by face in {@code dragonPungs}, bit 0 White), the
 * uncapped fan total and the big hand it also makes, if any. {@link FuzhouEvaluator#fans} names the items.
 */
public record FuzhouReading(Arrangement arrangement, Wait winningWait, int[] units, int dragonPungs, int fanTotal,
                            FuzhouBigHand bigHand) {

    public int units(FuzhouYaku y) { return units[y.ordinal()]; }
}
