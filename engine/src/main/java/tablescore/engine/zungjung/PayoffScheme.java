package tablescore.engine.zungjung;

import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Settlement;

/**
 * How the three losers share a hand value V (seed 000, rules.md §1.3). East is the dealer. The liable
 * seat is who pays as the discarder (by default the discarder; robbing a kong: the kong declarer); with
 * no liable seat (a self-draw, or nobody liable under same-turn immunity) every scheme pays its
 * self-drawn column.
 */
public enum PayoffScheme {
    /** 中庸競技制: V up to par from everyone; above par the others pay par, the liable seat 3V − 2P. */
    ZJ_COMPETITION("中庸競技制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null || v <= par) return v;
            return payer == liable ? 3 * v - 2 * par : par;
        }
    },
    /** 中庸皆一制: everyone pays V. */
    ZJ_UNIFORM("中庸皆一制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) { return v; }
    },
    /** 中庸出銃制: discarder 6V, others 3V; self-drawn 4V each (the winner always gets 12V). */
    ZJ_DISCARDER_X12("中庸出銃制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null) return 4 * v;
            return payer == liable ? 6 * v : 3 * v;
        }
    },
    /** 銃二閒一: discarder 2V, others V; self-drawn ceil(4V/3) each (V = 10: 14 each). */
    ZJ_DISCARDER_SMALL("中庸出銃制 銃二閒一") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null) return (4 * v + 2) / 3;
            return payer == liable ? 2 * v : v;
        }
    },
    /** 中庸全銃制: the discarder pays 3V alone; self-drawn V each. */
    ZJ_FULL_LIABILITY("中庸全銃制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null) return v;
            return payer == liable ? 3 * v : 0;
        }
    },
    /** 莊家么二制: everyone pays V, doubled when East pays or wins; discard or self-draw alike. */
    CLASSICAL_DEALER_DOUBLE("莊家么二制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) { return dealerDouble(v, winner, payer); }
    },
    /** 出銃么二制: discarder 2V, others V; self-drawn 2V each (the winner is treated like a dealer). */
    CLASSICAL_DISCARDER_DOUBLE("出銃么二制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null) return 2 * v;
            return payer == liable ? 2 * v : v;
        }
    },
    /** 日本全銃制: the discarder pays all three dealer-double shares; self-drawn as dealer-double. */
    JAPANESE_FULL_LIABILITY("日本全銃制") {
        @Override
        int share(int v, int par, Wind winner, Wind payer, Wind liable) {
            if (liable == null) return dealerDouble(v, winner, payer);
            if (payer != liable) return 0;
            int all = 0;
            for (Wind w : Wind.values()) if (w != winner) all += dealerDouble(v, winner, w);
            return all;
        }
    };

    private final String original;

    PayoffScheme(String original) { this.original = original; }

    public String original() { return original; }

    /** What {@code payer} pays the winner. */
    abstract int share(int v, int par, Wind winner, Wind payer, Wind liable);

    private static int dealerDouble(int v, Wind winner, Wind payer) {
        return winner == Wind.E || payer == Wind.E ? 2 * v : v;
    }

    /**
     * The payments of a hand worth {@code value} to {@code winner}.
     *
     * @param liable the seat paying as the discarder, or null for a self-draw or when nobody is liable
     * @param par    the competition scheme's par score (25; 30 before v3.3); other schemes ignore it
     */
    public Settlement settle(int value, int par, Wind winner, Wind liable) {
        if (value < 0) throw new IllegalArgumentException("a hand value cannot be negative: " + value);
        if (liable == winner) throw new IllegalArgumentException("the winner cannot pay himself");
        Settlement.Builder b = new Settlement.Builder(4);
        for (Wind payer : Wind.values()) {
            if (payer != winner) b.pay(payer, winner, share(value, par, winner, payer, liable));
        }
        return b.build();
    }

    /** The key the vector files use: zj_competition_par25, zj_uniform, classical_dealer_double ... */
    public String key(int par) {
        String k = name().toLowerCase();
        return this == ZJ_COMPETITION ? k + "_par" + par : k;
    }
}
