package tablescore.engine.fuzhou;

import java.util.List;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * The options of rules.md §3.7, defaults as the vectors use them.
 *
 * @param payment              who pays a discard win (self-draw: all three pay either way)
 * @param readyDeclaration     报听 is played
 * @param maxDeclarers         at most this many players may declare 报听 (seed: 3)
 * @param depositsOnDraw       what happens to 报听 deposits on an exhaustive draw
 * @param kongBonusOnBigHands  +2 per kong also on the fixed big hands
 * @param goldInBasicYaku      how a gold may take part in a basic yaku (§3.3 resolution)
 * @param twinChowsPerPair     一般高 once per pair of identical chows instead of once per hand
 * @param roamingGoldOnDiscard 游金 also counts on a discard win
 * @param robbingTheGold       reading of 抢金: the grabbed indicator is wild, or it must complete the hand as itself
 * @param fanCap               fan at which the points stop doubling (满贯, seed: 5)
 * @param robbedKongPayer      who pays for 抢杠: the discarder of the tile (A) or the kong declarer (B)
 */
public record FuzhouOptions(Payment payment, boolean readyDeclaration, int maxDeclarers, DepositsOnDraw depositsOnDraw,
                            boolean kongBonusOnBigHands, GoldInBasicYaku goldInBasicYaku, boolean twinChowsPerPair,
                            boolean roamingGoldOnDiscard, RobbingTheGold robbingTheGold, int fanCap,
                            RobbedKongPayer robbedKongPayer) {

    /** 自摸 paid by all three, a discard by the discarder alone; or 固定收入制: the discarder pays three shares. */
    public enum Payment { DISCARDER_PAYS, FIXED_INCOME }

    public enum DepositsOnDraw { CARRY_OVER, RETURN }

    /** OWN_FACE: a gold as its own face counts, as another tile not (§3.3); ALWAYS; NEVER (not even as itself). */
    public enum GoldInBasicYaku { OWN_FACE, ALWAYS, NEVER }

    /** INDICATOR_WILD: any ready hand may take the indicator; WINNING_TILE: the indicator must be one of the waits. */
    public enum RobbingTheGold { INDICATOR_WILD, WINNING_TILE }

    public enum RobbedKongPayer { TILE_DISCARDER, KONG_DECLARER }

    public static final FuzhouOptions DEFAULTS = new FuzhouOptions(Payment.DISCARDER_PAYS, true, 3, DepositsOnDraw.CARRY_OVER,
            false, GoldInBasicYaku.OWN_FACE, false, false, RobbingTheGold.INDICATOR_WILD, 5, RobbedKongPayer.TILE_DISCARDER);

    public FuzhouOptions {
        if (maxDeclarers < 1 || maxDeclarers > 4) throw new IllegalArgumentException("max declarers is 1 to 4, not " + maxDeclarers);
        if (fanCap < 0) throw new IllegalArgumentException("the fan cap cannot be negative");
    }

    public FuzhouOptions withPayment(Payment v) { return new FuzhouOptions(v, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withReadyDeclaration(boolean v) { return new FuzhouOptions(payment, v, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withMaxDeclarers(int v) { return new FuzhouOptions(payment, readyDeclaration, v, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withDepositsOnDraw(DepositsOnDraw v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, v, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withKongBonusOnBigHands(boolean v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, v, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withGoldInBasicYaku(GoldInBasicYaku v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, v, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withTwinChowsPerPair(boolean v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, v, roamingGoldOnDiscard, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withRoamingGoldOnDiscard(boolean v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, v, robbingTheGold, fanCap, robbedKongPayer); }
    public FuzhouOptions withRobbingTheGold(RobbingTheGold v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, v, fanCap, robbedKongPayer); }
    public FuzhouOptions withFanCap(int v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, v, robbedKongPayer); }
    public FuzhouOptions withRobbedKongPayer(RobbedKongPayer v) { return new FuzhouOptions(payment, readyDeclaration, maxDeclarers, depositsOnDraw, kongBonusOnBigHands, goldInBasicYaku, twinChowsPerPair, roamingGoldOnDiscard, robbingTheGold, fanCap, v); }

    public static final OptionSet<FuzhouOptions> SET = new OptionSet<>(DEFAULTS, List.of(
            OptionSpec.choice("payment", "discard win: discarder_pays (the discarder pays once) or fixed_income (固定收入制: the discarder pays 3 shares)",
                    Payment.class, FuzhouOptions::payment, FuzhouOptions::withPayment),
            OptionSpec.flag("ready_declaration", "报听 is played (+1 fan, 4-point deposit)", FuzhouOptions::readyDeclaration, FuzhouOptions::withReadyDeclaration),
            OptionSpec.number("max_declarers", "most players that may declare 报听", 1, 4, FuzhouOptions::maxDeclarers, FuzhouOptions::withMaxDeclarers),
            OptionSpec.choice("deposits_on_draw", "报听 deposits on an exhaustive draw: carry_over to the next winner or return",
                    DepositsOnDraw.class, FuzhouOptions::depositsOnDraw, FuzhouOptions::withDepositsOnDraw),
            OptionSpec.flag("kong_bonus_on_big_hands", "+2 per kong also on 抢金/三金倒/金雀/金龙", FuzhouOptions::kongBonusOnBigHands, FuzhouOptions::withKongBonusOnBigHands),
            OptionSpec.choice("gold_in_basic_yaku", "a gold in a basic yaku: own_face (only as itself), always, never",
                    GoldInBasicYaku.class, FuzhouOptions::goldInBasicYaku, FuzhouOptions::withGoldInBasicYaku),
            OptionSpec.flag("twin_chows_per_pair", "一般高 counted for each pair of identical chows", FuzhouOptions::twinChowsPerPair, FuzhouOptions::withTwinChowsPerPair),
            OptionSpec.flag("roaming_gold_on_discard", "游金 also counts on a discard win", FuzhouOptions::roamingGoldOnDiscard, FuzhouOptions::withRoamingGoldOnDiscard),
            OptionSpec.choice("robbing_the_gold", "抢金: indicator_wild (any ready hand) or winning_tile (the indicator must be a wait)",
                    RobbingTheGold.class, FuzhouOptions::robbingTheGold, FuzhouOptions::withRobbingTheGold),
            OptionSpec.number("fan_cap", "fan at which points stop doubling (满贯)", 0, 30, FuzhouOptions::fanCap, FuzhouOptions::withFanCap),
            OptionSpec.choice("robbed_kong_payer", "抢杠: tile_discarder (A, the liable seat) or kong_declarer (B, the discarder field)",
                    RobbedKongPayer.class, FuzhouOptions::robbedKongPayer, FuzhouOptions::withRobbedKongPayer)));
}
