package tablescore.engine.riichi;

import java.util.List;
import tablescore.engine.rules.OptionException;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * The table's choices of rules.md §2.1.1, with the defaults the vector files use (cases.json "options").
 *
 * @param kuitan          open tanyao counts (喰いタン)
 * @param akaDora         red fives count one han each (赤ドラ)
 * @param doubleYakuman   kokushi 13-sided, suuankou tanki, junsei chuuren and daisuushii are double yakuman
 * @param kazoeLimit      what 13 or more counted han are worth
 * @param kiriageMangan   4 han 30 fu and 3 han 60 fu are paid as mangan (切り上げ満貫)
 * @param openPinfu30Fu   an open hand with no fu beyond the base 20 is raised to 30
 * @param tsumoPinfu      pinfu may be won by self-draw, at 20 fu (ツモピン); otherwise pinfu needs a ron
 * @param doubleWindPairFu fu for a pair of a wind that is both seat and round wind: 4 or 2
 * @param renhou          what a non-dealer's ron before their first draw is worth (人和)
 * @param daisharin       local yakuman 大車輪 (22334455667788p, closed)
 * @param daichisei       local yakuman 大七星 (seven pairs of honours, on top of tsuuiisou)
 * @param uraDora         ura dora count for riichi
 * @param honbaPoints     points per honba counter: 300 (ron from the discarder, tsumo a third from each payer)
 * @param notenPayment    total noten payment at an exhaustive draw
 * @param pao             liability (責任払い) for daisangen and daisuushii
 * @param ippatsu         ippatsu (一発) is a yaku
 * @param nagashiMangan   nagashi mangan (流し満貫) is paid at an exhaustive draw
 */
public record RiichiOptions(boolean kuitan, boolean akaDora, boolean doubleYakuman, KazoeLimit kazoeLimit,
                            boolean kiriageMangan, boolean openPinfu30Fu, boolean tsumoPinfu, int doubleWindPairFu,
                            RenhouValue renhou, boolean daisharin, boolean daichisei, boolean uraDora,
                            int honbaPoints, int notenPayment, boolean pao, boolean ippatsu, boolean nagashiMangan) {

    /** What a hand of 13 or more counted han (not a yakuman) is worth. */
    public enum KazoeLimit {
        /** Counted yakuman 数え役満 (one yakuman however many han). */
        YAKUMAN,
        /** Capped at sanbaiman. */
        SANBAIMAN,
        /** Every 13 han is one more yakuman (26 han = double). */
        NONE
    }

    /** Renhou 人和: not recognised, a 5-han yaku (mangan), an 8-han yaku (baiman), or a yakuman. */
    public enum RenhouValue { NONE, MANGAN, BAIMAN, YAKUMAN }

    public RiichiOptions {
        if (kazoeLimit == null) throw new IllegalArgumentException("kazoe_limit is required");
        if (renhou == null) throw new IllegalArgumentException("renhou is required");
        if (doubleWindPairFu != 2 && doubleWindPairFu != 4) {
            throw new IllegalArgumentException("double_wind_pair_fu is 2 or 4, not " + doubleWindPairFu);
        }
        if (honbaPoints < 0 || honbaPoints % 3 != 0) {
            throw new IllegalArgumentException("honba_points must split into three equal tsumo payments, not " + honbaPoints);
        }
        if (honbaPoints > MOST_HONBA_POINTS) {
            throw new IllegalArgumentException("honba_points is at most " + MOST_HONBA_POINTS + " (300; 1500 = ba-sengo), not " + honbaPoints);
        }
    }

    /** The most a table plays (ba-sengo): with {@code WinRequest.MOST_HONBA} counters, payments stay within an int. */
    static final int MOST_HONBA_POINTS = 1500;

    private static RiichiOptions badOption(String why) {
        throw new OptionException(why);
    }

    public static final RiichiOptions DEFAULTS = new RiichiOptions(true, false, true, KazoeLimit.YAKUMAN, false, true,
            true, 4, RenhouValue.MANGAN, false, false, true, 300, 3000, true, true, true);

    public static final OptionSet<RiichiOptions> OPTIONS = new OptionSet<>(DEFAULTS, List.of(
            OptionSpec.flag("kuitan", "open tanyao counts", RiichiOptions::kuitan,
                    (o, v) -> new RiichiOptions(v, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("aka_dora", "red fives are one han each", RiichiOptions::akaDora,
                    (o, v) -> new RiichiOptions(o.kuitan, v, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("double_yakuman", "13-sided kokushi, suuankou tanki, junsei chuuren, daisuushii are double", RiichiOptions::doubleYakuman,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, v, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.choice("kazoe_limit", "13+ counted han: yakuman, sanbaiman cap, or none (26 han = double)", KazoeLimit.class, RiichiOptions::kazoeLimit,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, v, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("kiriage_mangan", "4 han 30 fu and 3 han 60 fu are mangan", RiichiOptions::kiriageMangan,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, v, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("open_pinfu_30fu", "an open hand with no fu beyond 20 counts 30", RiichiOptions::openPinfu30Fu,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, v, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("tsumo_pinfu", "pinfu may be won by self-draw at 20 fu", RiichiOptions::tsumoPinfu,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, v, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.number("double_wind_pair_fu", "fu for a pair of the seat wind that is also the round wind (2 or 4)", 2, 4, RiichiOptions::doubleWindPairFu,
                    (o, v) -> v == 3 ? badOption("double_wind_pair_fu is 2 or 4, not 3") : new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, v, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.choice("renhou", "non-dealer ron before the first draw (人和)", RenhouValue.class, RiichiOptions::renhou,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, v, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("daisharin", "local yakuman 22334455667788p", RiichiOptions::daisharin,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, v, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("daichisei", "local yakuman: seven pairs of honours", RiichiOptions::daichisei,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, v, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("ura_dora", "ura dora count after riichi", RiichiOptions::uraDora,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, v, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.number("honba_points", "points per honba (300; 1500 = ba-sengo; 0 = none)", 0, MOST_HONBA_POINTS, RiichiOptions::honbaPoints,
                    (o, v) -> v % 3 != 0 ? badOption("honba_points must split into three equal tsumo payments, not " + v) : new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, v, o.notenPayment, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.number("noten_payment", "total noten payment at an exhaustive draw", 0, 12000, RiichiOptions::notenPayment,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, v, o.pao, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("pao", "the feeder of daisangen / daisuushii pays (責任払い)", RiichiOptions::pao,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, v, o.ippatsu, o.nagashiMangan)),
            OptionSpec.flag("ippatsu", "ippatsu (一発) is a yaku", RiichiOptions::ippatsu,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, v, o.nagashiMangan)),
            OptionSpec.flag("nagashi_mangan", "nagashi mangan (流し満貫) is paid as a mangan tsumo at an exhaustive draw", RiichiOptions::nagashiMangan,
                    (o, v) -> new RiichiOptions(o.kuitan, o.akaDora, o.doubleYakuman, o.kazoeLimit, o.kiriageMangan, o.openPinfu30Fu, o.tsumoPinfu, o.doubleWindPairFu, o.renhou, o.daisharin, o.daichisei, o.uraDora, o.honbaPoints, o.notenPayment, o.pao, o.ippatsu, v))));
}
