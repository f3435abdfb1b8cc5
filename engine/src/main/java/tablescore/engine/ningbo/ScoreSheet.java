package tablescore.engine.ningbo;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Tile;

/**
 * One hand's score being written down, the way the seed writes it: a line of fu per pung or kong and per
 * value pair, a fan per value set, then the winner's lines. Score = fu × 2^fan, capped at the limit.
 */
final class ScoreSheet {

    /** Set fu (rules.md §4.1): 2 for an exposed middle pung; ×2 terminal/honour, ×2 concealed, ×4 kong. */
    static int setFu(boolean kong, boolean concealed, boolean terminalOrHonour) {
        return 2 * (terminalOrHonour ? 2 : 1) * (concealed ? 2 : 1) * (kong ? 4 : 1);
    }

    /** Value pair 番牌對子: 2 fu. */
    static final int VALUE_PAIR_FU = 2;

    private final Wind seat;
    private final NingboOptions options;
    private final List<FuItem> fu = new ArrayList<>();
    private final List<FuItem> fan = new ArrayList<>();

    ScoreSheet(Wind seat, NingboOptions options) {
        this.seat = seat;
        this.options = options;
    }

    /** Value tiles 番牌: the three dragons (公將) and the seat's own wind (門將); there is no round wind. */
    boolean isValue(int face) {
        return Tile.ofIndex(face).isDragon() || face == seat.tile().index();
    }

    /** A pung or kong: its fu, and a fan if it is of a value tile (or, in the older variant, its fu doubled). */
    void set(int face, boolean kong, boolean concealed) {
        Tile t = Tile.ofIndex(face);
        int points = setFu(kong, concealed, t.isTerminalOrHonour());
        String what = String.valueOf(t.number()).repeat(kong ? 4 : 3) + t.suit().letter()
                + " " + (concealed ? "concealed" : "exposed") + " " + (t.isTerminalOrHonour() ? "terminal/honour" : "middle")
                + " " + (kong ? "kong" : "pung");
        String term = (concealed ? "暗" : "明") + (kong ? "槓" : "刻");
        if (isValue(face)) {
            String value = valueName(face);
            if (options.valueSets() == NingboOptions.ValueSets.WHOLE_HAND) {
                fu.add(new FuItem("set", what + " (" + value + ")", term, points));
                fan.add(new FuItem("value_set", value + (kong ? " kong" : " pung"), "番牌", 1));
            } else {
                fu.add(new FuItem("set", what + " (" + value + ", fu doubled)", term, points * 2));
            }
        } else {
            fu.add(new FuItem("set", what, term, points));
        }
    }

    void pair(int face) {
        if (isValue(face)) {
            Tile t = Tile.ofIndex(face);
            fu.add(new FuItem("value_pair", "" + t.number() + t.number() + t.suit().letter() + " " + valueName(face)
                    + " pair (value pair)", "番牌對子", VALUE_PAIR_FU));
        }
    }

    void add(WinnerPattern p) {
        (p.isFan() ? fan : fu).add(p.item());
    }

    List<FuItem> fuItems() { return fu; }

    List<FuItem> fanItems() { return fan; }

    int fuTotal() { return fu.stream().mapToInt(FuItem::value).sum(); }

    int fanTotal() { return fan.stream().mapToInt(FuItem::value).sum(); }

    /** The seat's score: a limit hand is worth its value; otherwise fu × 2^fan, capped at the limit. */
    SeatScore finish(boolean winner, LimitHand limitHand, int limitValue) {
        int fuTotal = fuTotal();
        int fanTotal = fanTotal();
        if (limitHand != null) {
            return new SeatScore(seat, winner, fu, fan, fuTotal, fanTotal, null, limitValue, false, limitHand);
        }
        long raw = (long) fuTotal << Math.min(fanTotal, 40);
        boolean capped = raw > options.limit();
        int score = (int) Math.min(raw, options.limit());
        return new SeatScore(seat, winner, fu, fan, fuTotal, fanTotal, (int) Math.min(raw, Integer.MAX_VALUE), score, capped, null);
    }

    private String valueName(int face) {
        Tile t = Tile.ofIndex(face);
        if (t.isDragon()) {
            return switch (face) {
                case Tile.WHITE -> "White Dragon";
                case Tile.GREEN -> "Green Dragon";
                default -> "Red Dragon";
            };
        }
        return "own wind " + seat.english();
    }
}
