package tablescore.engine.ningbo;

import java.util.List;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.OptionSpec;

/**
 * What a classical Ningbo table chooses (rules.md §4.4). The 九種么九 abortive deal is a redeal before
 * any scoring, so it has no option here.
 *
 * @param dealerDoubling    莊家么二制: every payment to or from East doubled
 * @param loserSettlement   the three non-winners settle the differences of their hands (off: winner-only)
 * @param limit             the limit 滿貫 (200); every hand is capped at it
 * @param valueSets         a value set doubles the whole hand (standard) or only its own fu (older variant)
 * @param liability         包: the three liability cases of §4.2
 * @param earthlyHand       地和: half limit (standard), full limit, or not a limit hand
 * @param doublePungWait    雙碰和 2 fu
 * @param thirteenUnrelated 十三不搭 (and 十三么九) from the deal as a limit hand
 */
public record NingboOptions(boolean dealerDoubling, boolean loserSettlement, int limit, ValueSets valueSets,
                            boolean liability, EarthlyHand earthlyHand, boolean doublePungWait, boolean thirteenUnrelated) {

    public enum ValueSets { WHOLE_HAND, OWN_SET }

    public enum EarthlyHand { HALF_LIMIT, LIMIT, NONE }

    public static final NingboOptions DEFAULTS = new NingboOptions(true, true, 200, ValueSets.WHOLE_HAND, true,
            EarthlyHand.HALF_LIMIT, true, true);

    public NingboOptions withDealerDoubling(boolean b) { return new NingboOptions(b, loserSettlement, limit, valueSets, liability, earthlyHand, doublePungWait, thirteenUnrelated); }
    public NingboOptions withLoserSettlement(boolean b) { return new NingboOptions(dealerDoubling, b, limit, valueSets, liability, earthlyHand, doublePungWait, thirteenUnrelated); }
    public NingboOptions withLimit(int l) { return new NingboOptions(dealerDoubling, loserSettlement, l, valueSets, liability, earthlyHand, doublePungWait, thirteenUnrelated); }
    public NingboOptions withValueSets(ValueSets v) { return new NingboOptions(dealerDoubling, loserSettlement, limit, v, liability, earthlyHand, doublePungWait, thirteenUnrelated); }
    public NingboOptions withLiability(boolean b) { return new NingboOptions(dealerDoubling, loserSettlement, limit, valueSets, b, earthlyHand, doublePungWait, thirteenUnrelated); }
    public NingboOptions withEarthlyHand(EarthlyHand e) { return new NingboOptions(dealerDoubling, loserSettlement, limit, valueSets, liability, e, doublePungWait, thirteenUnrelated); }
    public NingboOptions withDoublePungWait(boolean b) { return new NingboOptions(dealerDoubling, loserSettlement, limit, valueSets, liability, earthlyHand, b, thirteenUnrelated); }
    public NingboOptions withThirteenUnrelated(boolean b) { return new NingboOptions(dealerDoubling, loserSettlement, limit, valueSets, liability, earthlyHand, doublePungWait, b); }

    static OptionSet<NingboOptions> optionSet() {
        return new OptionSet<>(DEFAULTS, List.of(
                OptionSpec.flag("dealer_doubling", "莊家么二制: every payment to or from East is doubled",
                        NingboOptions::dealerDoubling, NingboOptions::withDealerDoubling),
                OptionSpec.flag("loser_settlement", "the non-winners settle the differences of their hands",
                        NingboOptions::loserSettlement, NingboOptions::withLoserSettlement),
                OptionSpec.number("limit", "the limit 滿貫 that caps every hand", 1, 100000,
                        NingboOptions::limit, NingboOptions::withLimit),
                OptionSpec.choice("value_sets", "a value set doubles the whole hand, or only its own fu", ValueSets.class,
                        NingboOptions::valueSets, NingboOptions::withValueSets),
                OptionSpec.flag("liability", "包: the discarder feeding an obvious big hand pays the others' shares",
                        NingboOptions::liability, NingboOptions::withLiability),
                OptionSpec.choice("earthly_hand", "地和: half limit, limit, or none", EarthlyHand.class,
                        NingboOptions::earthlyHand, NingboOptions::withEarthlyHand),
                OptionSpec.flag("double_pung_wait", "雙碰和 (pure two-pair wait) scores 2 fu",
                        NingboOptions::doublePungWait, NingboOptions::withDoublePungWait),
                OptionSpec.flag("thirteen_unrelated", "十三不搭 / 十三么九 from the dealt tiles is a limit hand",
                        NingboOptions::thirteenUnrelated, NingboOptions::withThirteenUnrelated)));
    }
}
