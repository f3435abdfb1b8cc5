package tablescore.engine.malaysian;

import java.util.List;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * The house options of rules.md §5.5, defaults as the vectors use them.
 *
 * @param minimumFan           fan needed to win; less is a false win (诈胡)
 * @param limit                the fan limit (爆番/满胡)
 * @param paymentTable         fan to money: linear (each loser pays the capped fan in units) or doubling
 * @param discarderPaysAll     放胡全包: on a discard win the discarder pays for both losers
 * @param flyCountsOneFan      custom rule 飞牌计一番: each Fly held scores 1
 * @param kongCountsOneFan     custom rule 杠牌计一番: each kong scores 1
 * @param sevenPairs           custom rule 七对子 allowed
 * @param sevenPairsFan        its value (the seed gives none)
 * @param allEightFlowers      custom rule 花和: all eight flowers and seasons held is the limit
 * @param dragonPungsInSmallThreeDragons 小三元 already includes its two dragon pungs (they are not counted again)
 * @param concealedHand        门清 means no bonus tiles and no pung/kong melds (default), or no bonus tiles only
 * @param concealedAllowsExposedChows under the default reading of 门清, exposed chows are allowed
 * @param flyInPair            a Fly may stand for one tile of the pair
 * @param earthBlessingDealerPays 地和 "counts as the dealer dealing in": the dealer is the discarder
 * @param flowerArt            names of the bonus tiles: seasons/gentlemen or arts/trades (same scoring)
 * @param instantPayments      kongs and completed flower sets are paid at once during the hand
 * @param instantKong          units each opponent pays for an exposed or added kong
 * @param instantConcealedKong units each opponent pays for a concealed kong
 * @param instantFlowerSet     units each opponent pays for a completed set of four flowers or seasons
 */
public record MalaysianOptions(int minimumFan, int limit, PaymentTable paymentTable, boolean discarderPaysAll,
                               boolean flyCountsOneFan, boolean kongCountsOneFan, boolean sevenPairs, int sevenPairsFan,
                               boolean allEightFlowers, boolean dragonPungsInSmallThreeDragons, ConcealedHand concealedHand,
                               boolean concealedAllowsExposedChows, boolean flyInPair, boolean earthBlessingDealerPays,
                               FlowerArt flowerArt, boolean instantPayments, int instantKong, int instantConcealedKong,
                               int instantFlowerSet) {

    public enum ConcealedHand { NO_BONUS_NO_PUNG_MELDS, NO_BONUS_ONLY }

    public enum FlowerArt { SEASONS_GENTLEMEN, ARTS_TRADES }

    public static final MalaysianOptions DEFAULTS = new MalaysianOptions(5, 10, PaymentTable.LINEAR, false, false, false,
            false, 4, false, false, ConcealedHand.NO_BONUS_NO_PUNG_MELDS, true, true, false, FlowerArt.SEASONS_GENTLEMEN,
            false, 1, 2, 2);

    public MalaysianOptions {
        if (minimumFan > limit) throw new IllegalArgumentException("the minimum fan " + minimumFan + " is above the limit " + limit);
    }

    private Builder b() { return new Builder(this); }

    public static final OptionSet<MalaysianOptions> SET = new OptionSet<>(DEFAULTS, List.of(
            OptionSpec.number("minimum_fan", "fan needed to win; less is a false win (诈胡)", 0, 30, MalaysianOptions::minimumFan, (o, v) -> o.b().minimumFan(v)),
            OptionSpec.number("limit", "fan limit (爆番)", 1, 30, MalaysianOptions::limit, (o, v) -> o.b().limit(v)),
            OptionSpec.choice("payment_table", "fan to money: linear (fan units) or doubling (minimum = 1, each fan x2)",
                    PaymentTable.class, MalaysianOptions::paymentTable, (o, v) -> o.b().paymentTable(v)),
            OptionSpec.flag("discarder_pays_all", "放胡全包: the discarder pays for both losers", MalaysianOptions::discarderPaysAll, (o, v) -> o.b().discarderPaysAll(v)),
            OptionSpec.flag("fly_counts_one_fan", "飞牌计一番: each Fly scores 1", MalaysianOptions::flyCountsOneFan, (o, v) -> o.b().flyCountsOneFan(v)),
            OptionSpec.flag("kong_counts_one_fan", "杠牌计一番: each kong scores 1", MalaysianOptions::kongCountsOneFan, (o, v) -> o.b().kongCountsOneFan(v)),
            OptionSpec.flag("seven_pairs", "七对子 may win", MalaysianOptions::sevenPairs, (o, v) -> o.b().sevenPairs(v)),
            OptionSpec.number("seven_pairs_fan", "fan of 七对子", 0, 30, MalaysianOptions::sevenPairsFan, (o, v) -> o.b().sevenPairsFan(v)),
            OptionSpec.flag("all_eight_flowers", "花和: all eight flowers and seasons is the limit", MalaysianOptions::allEightFlowers, (o, v) -> o.b().allEightFlowers(v)),
            OptionSpec.flag("dragon_pungs_included_in_small_three_dragons", "小三元 includes its dragon pungs (not counted again)",
                    MalaysianOptions::dragonPungsInSmallThreeDragons, (o, v) -> o.b().dragonPungsInSmallThreeDragons(v)),
            OptionSpec.choice("concealed_hand", "门清: no_bonus_no_pung_melds or no_bonus_only", ConcealedHand.class,
                    MalaysianOptions::concealedHand, (o, v) -> o.b().concealedHand(v)),
            OptionSpec.flag("concealed_allows_exposed_chows", "门清 allows exposed chows", MalaysianOptions::concealedAllowsExposedChows, (o, v) -> o.b().concealedAllowsExposedChows(v)),
            OptionSpec.flag("fly_in_pair", "a Fly may stand for one tile of the pair", MalaysianOptions::flyInPair, (o, v) -> o.b().flyInPair(v)),
            OptionSpec.flag("earth_blessing_dealer_pays", "地和 counts as the dealer dealing in", MalaysianOptions::earthBlessingDealerPays, (o, v) -> o.b().earthBlessingDealerPays(v)),
            OptionSpec.choice("flower_art", "bonus tile names: seasons_gentlemen (春夏秋冬 梅兰菊竹) or arts_trades (琴棋书画 渔樵耕读)",
                    FlowerArt.class, MalaysianOptions::flowerArt, (o, v) -> o.b().flowerArt(v)),
            OptionSpec.flag("instant_payments", "kongs and completed flower sets are paid at once", MalaysianOptions::instantPayments, (o, v) -> o.b().instantPayments(v)),
            OptionSpec.number("instant_kong", "units from each opponent for an exposed or added kong", 0, 100, MalaysianOptions::instantKong, (o, v) -> o.b().instantKong(v)),
            OptionSpec.number("instant_concealed_kong", "units from each opponent for a concealed kong", 0, 100, MalaysianOptions::instantConcealedKong, (o, v) -> o.b().instantConcealedKong(v)),
            OptionSpec.number("instant_flower_set", "units from each opponent for a completed set of four flowers", 0, 100, MalaysianOptions::instantFlowerSet, (o, v) -> o.b().instantFlowerSet(v))));

    /** Copies an options record with one field changed. */
    public static final class Builder {
        private int minimumFan, limit, sevenPairsFan, instantKong, instantConcealedKong, instantFlowerSet;
        private PaymentTable paymentTable;
        private boolean discarderPaysAll, flyCountsOneFan, kongCountsOneFan, sevenPairs, allEightFlowers,
                dragonPungsInSmallThreeDragons, concealedAllowsExposedChows, flyInPair, earthBlessingDealerPays, instantPayments;
        private ConcealedHand concealedHand;
        private FlowerArt flowerArt;

        public Builder(MalaysianOptions o) {
            minimumFan = o.minimumFan; limit = o.limit; paymentTable = o.paymentTable; discarderPaysAll = o.discarderPaysAll;
            flyCountsOneFan = o.flyCountsOneFan; kongCountsOneFan = o.kongCountsOneFan; sevenPairs = o.sevenPairs;
            sevenPairsFan = o.sevenPairsFan; allEightFlowers = o.allEightFlowers;
            dragonPungsInSmallThreeDragons = o.dragonPungsInSmallThreeDragons; concealedHand = o.concealedHand;
            concealedAllowsExposedChows = o.concealedAllowsExposedChows; flyInPair = o.flyInPair;
            earthBlessingDealerPays = o.earthBlessingDealerPays; flowerArt = o.flowerArt; instantPayments = o.instantPayments;
            instantKong = o.instantKong; instantConcealedKong = o.instantConcealedKong; instantFlowerSet = o.instantFlowerSet;
        }

        public MalaysianOptions minimumFan(int v) { minimumFan = v; return build(); }
        public MalaysianOptions limit(int v) { limit = v; return build(); }
        public MalaysianOptions paymentTable(PaymentTable v) { paymentTable = v; return build(); }
        public MalaysianOptions discarderPaysAll(boolean v) { discarderPaysAll = v; return build(); }
        public MalaysianOptions flyCountsOneFan(boolean v) { flyCountsOneFan = v; return build(); }
        public MalaysianOptions kongCountsOneFan(boolean v) { kongCountsOneFan = v; return build(); }
        public MalaysianOptions sevenPairs(boolean v) { sevenPairs = v; return build(); }
        public MalaysianOptions sevenPairsFan(int v) { sevenPairsFan = v; return build(); }
        public MalaysianOptions allEightFlowers(boolean v) { allEightFlowers = v; return build(); }
        public MalaysianOptions dragonPungsInSmallThreeDragons(boolean v) { dragonPungsInSmallThreeDragons = v; return build(); }
        public MalaysianOptions concealedHand(ConcealedHand v) { concealedHand = v; return build(); }
        public MalaysianOptions concealedAllowsExposedChows(boolean v) { concealedAllowsExposedChows = v; return build(); }
        public MalaysianOptions flyInPair(boolean v) { flyInPair = v; return build(); }
        public MalaysianOptions earthBlessingDealerPays(boolean v) { earthBlessingDealerPays = v; return build(); }
        public MalaysianOptions flowerArt(FlowerArt v) { flowerArt = v; return build(); }
        public MalaysianOptions instantPayments(boolean v) { instantPayments = v; return build(); }
        public MalaysianOptions instantKong(int v) { instantKong = v; return build(); }
        public MalaysianOptions instantConcealedKong(int v) { instantConcealedKong = v; return build(); }
        public MalaysianOptions instantFlowerSet(int v) { instantFlowerSet = v; return build(); }

        public MalaysianOptions build() {
            return new MalaysianOptions(minimumFan, limit, paymentTable, discarderPaysAll, flyCountsOneFan, kongCountsOneFan,
                    sevenPairs, sevenPairsFan, allEightFlowers, dragonPungsInSmallThreeDragons, concealedHand,
                    concealedAllowsExposedChows, flyInPair, earthBlessingDealerPays, flowerArt, instantPayments, instantKong,
                    instantConcealedKong, instantFlowerSet);
        }
    }
}
