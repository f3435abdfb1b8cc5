package tablescore.engine.riichi.reform;

import java.util.List;
import tablescore.engine.riichi.RiichiOptions;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * Options of the seed-002 reform (rules.md §2.2): the kazoe threshold, the honba rule, whether an added
 * kan is an open kan, and the standard options that are not about fu.
 *
 * @param kazoeThreshold thirds-free han from which a counted hand is yakuman: 14 (resolution) or 13
 */
public record ReformOptions(int kazoeThreshold, Honba honba, boolean addedKanIsOpenKan, boolean kuitan,
                            boolean akaDora, boolean doubleYakuman, RiichiOptions.RenhouValue renhou,
                            boolean uraDora, int notenPayment, boolean pao) {

    /** Honba under the reform: keep 300, ba-sengo 1500 (500 from each on a tsumo), or none. */
    public enum Honba {
        STANDARD(300), BA_SENGO(1500), NONE(0);

        private final int points;

        Honba(int points) { this.points = points; }

        public int points() { return points; }
    }

    public ReformOptions {
        if (kazoeThreshold != 13 && kazoeThreshold != 14) {
            throw new IllegalArgumentException("kazoe_threshold is 13 or 14, not " + kazoeThreshold);
        }
        if (honba == null || renhou == null) throw new IllegalArgumentException("honba and renhou are required");
    }

    public static final ReformOptions DEFAULTS = new ReformOptions(14, Honba.STANDARD, true, true, false, true,
            RiichiOptions.RenhouValue.MANGAN, true, 3000, true);

    /** The standard options for the same table: used for yaku detection and the comparison with standard points. */
    public RiichiOptions standard() {
        RiichiOptions d = RiichiOptions.DEFAULTS;
        return new RiichiOptions(kuitan, akaDora, doubleYakuman, d.kazoeLimit(), d.kiriageMangan(), d.openPinfu30Fu(),
                d.tsumoPinfu(), d.doubleWindPairFu(), renhou, d.daisharin(), d.daichisei(), uraDora, honba.points(),
                notenPayment, pao);
    }

    public static final OptionSet<ReformOptions> OPTIONS = new OptionSet<>(DEFAULTS, List.of(
            OptionSpec.number("kazoe_threshold", "han from which a counted hand is yakuman (14 or 13)", 13, 14, ReformOptions::kazoeThreshold,
                    (o, v) -> new ReformOptions(v, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.choice("honba", "standard (300), ba_sengo (1500, 500 each on a tsumo) or none", Honba.class, ReformOptions::honba,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, v, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.flag("added_kan_is_open_kan", "an added kan (shouminkan) gets the open-kan 2/3 han", ReformOptions::addedKanIsOpenKan,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, v, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.flag("kuitan", "open tanyao counts", ReformOptions::kuitan,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, v, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.flag("aka_dora", "red fives are one han each", ReformOptions::akaDora,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, v, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.flag("double_yakuman", "13-sided kokushi, suuankou tanki, junsei chuuren, daisuushii are double", ReformOptions::doubleYakuman,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, v, o.renhou, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.choice("renhou", "non-dealer ron before the first draw (人和)", RiichiOptions.RenhouValue.class, ReformOptions::renhou,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, v, o.uraDora, o.notenPayment, o.pao)),
            OptionSpec.flag("ura_dora", "ura dora count after riichi", ReformOptions::uraDora,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, v, o.notenPayment, o.pao)),
            OptionSpec.number("noten_payment", "total noten payment at an exhaustive draw", 0, 12000, ReformOptions::notenPayment,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, v, o.pao)),
            OptionSpec.flag("pao", "the feeder of daisangen / daisuushii pays (責任払い)", ReformOptions::pao,
                    (o, v) -> new ReformOptions(o.kazoeThreshold, o.honba, o.addedKanIsOpenKan, o.kuitan, o.akaDora, o.doubleYakuman, o.renhou, o.uraDora, o.notenPayment, v))));
}
