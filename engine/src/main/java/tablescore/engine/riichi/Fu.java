package tablescore.engine.riichi;

import java.util.List;
import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.WaitShape;

/** Fu (符) of one reading, by the rules of rules.md §2.1; the breakdown is collected only when asked. */
final class Fu {

    private Fu() {}

    /**
     * @param pinfu whether pinfu holds for this reading (pinfu tsumo takes no self-draw fu)
     * @param out   where to put the breakdown, or null
     * @return the fu, rounded up to 10 (seven pairs 25; thirteen orphans 0: a yakuman has no fu)
     */
    static int of(Reading r, RiichiOptions o, boolean pinfu, List<FuItem> out) {
        if (r.shape == Shape.SEVEN_PAIRS) {
            add(out, FuRule.SEVEN_PAIRS, 25);
            return 25;
        }
        if (r.shape == Shape.THIRTEEN_ORPHANS) return 0;
        int fu = 20;
        add(out, FuRule.BASE, 20);
        int extra = 0;
        for (int i = 0; i < r.sets; i++) {
            if (r.kind[i] == Reading.CHOW) continue;
            boolean outside = Reading.isTerminalOrHonour(r.face[i]);
            FuRule rule;
            if (r.kind[i] == Reading.KAN) {
                rule = r.concealed[i] ? (outside ? FuRule.CLOSED_KAN_OUTSIDE : FuRule.CLOSED_KAN_SIMPLE)
                        : (outside ? FuRule.OPEN_KAN_OUTSIDE : FuRule.OPEN_KAN_SIMPLE);
            } else {
                rule = r.concealed[i] ? (outside ? FuRule.CONCEALED_PUNG_OUTSIDE : FuRule.CONCEALED_PUNG_SIMPLE)
                        : (outside ? FuRule.OPEN_PUNG_OUTSIDE : FuRule.OPEN_PUNG_SIMPLE);
            }
            extra += rule.fu();
            add(out, rule, rule.fu());
        }
        int pairFu = pairFu(r, o);
        if (pairFu > 0) {
            extra += pairFu;
            add(out, FuRule.VALUE_PAIR, pairFu);
        }
        FuRule waitRule = r.wait == WaitShape.CLOSED ? FuRule.CLOSED_WAIT
                : r.wait == WaitShape.EDGE ? FuRule.EDGE_WAIT
                : r.wait == WaitShape.SINGLE ? FuRule.PAIR_WAIT : null;
        if (waitRule != null) {
            extra += 2;
            add(out, waitRule, 2);
        }
        if (r.tsumo && !pinfu) {
            extra += 2;
            add(out, FuRule.SELF_DRAW, 2);
        }
        if (r.menzen && !r.tsumo) {
            extra += 10;
            add(out, FuRule.CLOSED_RON, 10);
        }
        fu += extra;
        if (!r.menzen && fu == 20 && o.openPinfu30Fu()) {
            add(out, FuRule.OPEN_PINFU, 10);
            return 30;
        }
        return (fu + 9) / 10 * 10;
    }

    /** Dragon 2, seat wind 2, round wind 2; a wind that is both counts double_wind_pair_fu. */
    static int pairFu(Reading r, RiichiOptions o) {
        int p = r.pair;
        if (p < 0) return 0;
        if (p >= 31) return 2;
        boolean seat = p == r.seatFace, round = p == r.roundFace;
        if (seat && round) return o.doubleWindPairFu();
        return seat || round ? 2 : 0;
    }

    private static void add(List<FuItem> out, FuRule rule, int fu) {
        if (out != null) out.add(new FuItem(rule, fu));
    }
}
