package tablescore.engine.riichi;

import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.WaitShape;
import tablescore.engine.tile.Tile;

/**
 * Every yaku and yakuman of rules.md §2.1, each with its closed and open han (0 open = closed only),
 * English, romaji and kanji names, and its condition beside it. Yakuman carry {@code yakuman} 1, or 2 for
 * those that are double under the double_yakuman option. Dora are not yaku (see {@link Dora}).
 */
public enum Yaku {
    RIICHI("Riichi", "Riichi", "立直", 1, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.riichi && !r.doubleRiichi && r.menzen; }
    },
    DOUBLE_RIICHI("Double riichi", "Daburu Riichi", "ダブル立直", 2, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.doubleRiichi && r.menzen; }
    },
    IPPATSU("One-shot", "Ippatsu", "一発", 1, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.ippatsu && (r.riichi || r.doubleRiichi) && r.menzen; }
    },
    MENZEN_TSUMO("Fully concealed self-draw", "Menzen Tsumo", "門前清自摸和", 1, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.menzen && r.tsumo; }
    },
    PINFU("All sequences", "Pinfu", "平和", 1, 0) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.menzen && r.regular() && r.chows() == 4 && !r.isValueTile(r.pair)
                    && r.wait == WaitShape.TWO_SIDED && (!r.tsumo || o.tsumoPinfu());
        }
    },
    IIPEIKOU("Pure double sequence", "Iipeikou", "一盃口", 1, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.menzen && r.regular() && r.identicalChowPairs() == 1; }
    },
    TANYAO("All simples", "Tanyao", "断幺九", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.allSimples() && (r.menzen || o.kuitan()); }
    },
    YAKUHAI_HAKU("White dragon", "Yakuhai (haku)", "役牌 白", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.hasPungOf(Tile.WHITE); }
    },
    YAKUHAI_HATSU("Green dragon", "Yakuhai (hatsu)", "役牌 發", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.hasPungOf(Tile.GREEN); }
    },
    YAKUHAI_CHUN("Red dragon", "Yakuhai (chun)", "役牌 中", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.hasPungOf(Tile.RED_DRAGON); }
    },
    SEAT_WIND_EAST("Seat wind East", "Jikaze (ton)", "自風 東", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.seatFace == Tile.EAST && r.hasPungOf(Tile.EAST); }
    },
    SEAT_WIND_SOUTH("Seat wind South", "Jikaze (nan)", "自風 南", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.seatFace == Tile.SOUTH && r.hasPungOf(Tile.SOUTH); }
    },
    SEAT_WIND_WEST("Seat wind West", "Jikaze (shaa)", "自風 西", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.seatFace == Tile.WEST && r.hasPungOf(Tile.WEST); }
    },
    SEAT_WIND_NORTH("Seat wind North", "Jikaze (pei)", "自風 北", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.seatFace == Tile.NORTH && r.hasPungOf(Tile.NORTH); }
    },
    ROUND_WIND_EAST("Round wind East", "Bakaze (ton)", "場風 東", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.roundFace == Tile.EAST && r.hasPungOf(Tile.EAST); }
    },
    ROUND_WIND_SOUTH("Round wind South", "Bakaze (nan)", "場風 南", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.roundFace == Tile.SOUTH && r.hasPungOf(Tile.SOUTH); }
    },
    ROUND_WIND_WEST("Round wind West", "Bakaze (shaa)", "場風 西", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.roundFace == Tile.WEST && r.hasPungOf(Tile.WEST); }
    },
    ROUND_WIND_NORTH("Round wind North", "Bakaze (pei)", "場風 北", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.roundFace == Tile.NORTH && r.hasPungOf(Tile.NORTH); }
    },
    HAITEI("Under the sea", "Haitei Raoyue", "海底摸月", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.haitei && r.tsumo; }
    },
    HOUTEI("Under the river", "Houtei Raoyui", "河底撈魚", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.houtei && !r.tsumo; }
    },
    RINSHAN("After a kan", "Rinshan Kaihou", "嶺上開花", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.rinshan && r.tsumo; }
    },
    CHANKAN("Robbing a kan", "Chankan", "搶槓", 1, 1) {
        boolean holds(Reading r, RiichiOptions o) { return r.chankan && !r.tsumo; }
    },
    CHIITOITSU("Seven pairs", "Chiitoitsu", "七対子", 2, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.shape == Shape.SEVEN_PAIRS; }
    },
    CHANTA("Half outside hand", "Chanta", "混全帯么九", 2, 1) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.honourTiles > 0 && r.chows() > 0 && r.everyBlockOutside(true);
        }
    },
    ITTSU("Pure straight", "Ittsu", "一気通貫", 2, 1) {
        boolean holds(Reading r, RiichiOptions o) {
            for (int s = 0; s < 27; s += 9) if (r.hasChow(s) && r.hasChow(s + 3) && r.hasChow(s + 6)) return true;
            return false;
        }
    },
    SANSHOKU("Mixed triple sequence", "Sanshoku Doujun", "三色同順", 2, 1) {
        boolean holds(Reading r, RiichiOptions o) {
            for (int n = 0; n < 7; n++) if (r.hasChow(n) && r.hasChow(n + 9) && r.hasChow(n + 18)) return true;
            return false;
        }
    },
    SANSHOKU_DOUKOU("Triple triplets", "Sanshoku Doukou", "三色同刻", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) {
            for (int n = 0; n < 9; n++) if (r.hasPungOf(n) && r.hasPungOf(n + 9) && r.hasPungOf(n + 18)) return true;
            return false;
        }
    },
    SANKANTSU("Three kans", "San Kantsu", "三槓子", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) { return r.kans() == 3; }
    },
    TOITOI("All triplets", "Toitoi", "対々和", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) { return r.regular() && r.chows() == 0; }
    },
    SANANKOU("Three concealed triplets", "San Ankou", "三暗刻", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) { return r.regular() && r.concealedPungs() == 3; }
    },
    SHOUSANGEN("Little three dragons", "Shou Sangen", "小三元", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.regular() && r.pungsIn(Tile.WHITE, Tile.RED_DRAGON) == 2 && r.pair >= Tile.WHITE;
        }
    },
    HONROUTOU("All terminals and honours", "Honroutou", "混老頭", 2, 2) {
        boolean holds(Reading r, RiichiOptions o) { return r.allTerminalsOrHonours() && r.shape != Shape.THIRTEEN_ORPHANS; }
    },
    RYANPEIKOU("Twice pure double sequence", "Ryanpeikou", "二盃口", 3, 0) {
        boolean holds(Reading r, RiichiOptions o) { return r.menzen && r.regular() && r.identicalChowPairs() == 2; }
    },
    JUNCHAN("Fully outside hand", "Junchan", "純全帯么九", 3, 2) {
        boolean holds(Reading r, RiichiOptions o) { return r.chows() > 0 && r.everyBlockOutside(false); }
    },
    HONITSU("Half flush", "Honitsu", "混一色", 3, 2) {
        boolean holds(Reading r, RiichiOptions o) {
            int m = r.suitMask();
            return (m & 8) != 0 && Integer.bitCount(m & 7) == 1;
        }
    },
    CHINITSU("Full flush", "Chinitsu", "清一色", 6, 5) {
        boolean holds(Reading r, RiichiOptions o) { return r.suits == 1 || r.suits == 2 || r.suits == 4; }
    },
    RENHOU("Blessing of man", "Renhou", "人和", 5, 0) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.renhou && !r.tsumo && !r.dealer
                    && (o.renhou() == RiichiOptions.RenhouValue.MANGAN || o.renhou() == RiichiOptions.RenhouValue.BAIMAN);
        }
    },

    // yakuman
    KOKUSHI("Thirteen orphans", "Kokushi Musou", "国士無双", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.shape == Shape.THIRTEEN_ORPHANS && r.concealedCounts[r.winFace] != 2; }
    },
    KOKUSHI_13_SIDED("Thirteen orphans, 13-sided wait", "Kokushi Musou Juusanmen", "国士無双十三面待ち", 2, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.shape == Shape.THIRTEEN_ORPHANS && r.concealedCounts[r.winFace] == 2; }
    },
    SUUANKOU("Four concealed triplets", "Suu Ankou", "四暗刻", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.regular() && r.concealedPungs() == 4 && r.wait != WaitShape.SINGLE; }
    },
    SUUANKOU_TANKI("Four concealed triplets, pair wait", "Suu Ankou Tanki", "四暗刻単騎", 2, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.regular() && r.concealedPungs() == 4 && r.wait == WaitShape.SINGLE; }
    },
    DAISANGEN("Big three dragons", "Daisangen", "大三元", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.pungsIn(Tile.WHITE, Tile.RED_DRAGON) == 3; }
    },
    SHOUSUUSHII("Little four winds", "Shousuushii", "小四喜", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.regular() && r.pungsIn(Tile.EAST, Tile.NORTH) == 3 && r.pair >= Tile.EAST && r.pair <= Tile.NORTH;
        }
    },
    DAISUUSHII("Big four winds", "Dai Suushii", "大四喜", 2, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.pungsIn(Tile.EAST, Tile.NORTH) == 4; }
    },
    TSUUIISOU("All honours", "Tsuu Iisou", "字一色", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.honourTiles == r.tileCount; }
    },
    CHINROUTOU("All terminals", "Chinroutou", "清老頭", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.terminalTiles == r.tileCount;
        }
    },
    RYUUIISOU("All green", "Ryuuiisou", "緑一色", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.greenTiles == r.tileCount;
        }
    },
    CHUUREN("Nine gates", "Chuuren Poutou", "九蓮宝燈", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return nineGates(r) == 1; }
    },
    JUNSEI_CHUUREN("Pure nine gates", "Junsei Chuuren Poutou", "純正九蓮宝燈", 2, false) {
        boolean holds(Reading r, RiichiOptions o) { return nineGates(r) == 2; }
    },
    SUUKANTSU("Four kans", "Suu Kantsu", "四槓子", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.kans() == 4; }
    },
    TENHOU("Blessing of heaven", "Tenhou", "天和", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.tenhou && r.dealer && r.tsumo; }
    },
    CHIIHOU("Blessing of earth", "Chiihou", "地和", 1, false) {
        boolean holds(Reading r, RiichiOptions o) { return r.chiihou && !r.dealer && r.tsumo; }
    },
    RENHOU_YAKUMAN("Blessing of man (yakuman)", "Renhou", "人和", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            return r.renhou && !r.tsumo && !r.dealer && o.renhou() == RiichiOptions.RenhouValue.YAKUMAN;
        }
    },
    DAISHARIN("Big wheels", "Daisharin", "大車輪", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            if (!o.daisharin() || !r.menzen) return false;
            for (int f = 10; f <= 16; f++) if (r.all[f] != 2) return false;
            return true;
        }
    },
    DAICHISEI("Big seven stars", "Daichisei", "大七星", 1, false) {
        boolean holds(Reading r, RiichiOptions o) {
            return o.daichisei() && r.shape == Shape.SEVEN_PAIRS && r.honourTiles == 14;
        }
    };

    private final String english, romaji, kanji;
    private final int closedHan, openHan, yakuman;

    Yaku(String english, String romaji, String kanji, int closedHan, int openHan) {
        this.english = english;
        this.romaji = romaji;
        this.kanji = kanji;
        this.closedHan = closedHan;
        this.openHan = openHan;
        this.yakuman = 0;
    }

    /** A yakuman: {@code units} 1, or 2 when it is double under the double_yakuman option. */
    Yaku(String english, String romaji, String kanji, int units, boolean unused) {
        this.english = english;
        this.romaji = romaji;
        this.kanji = kanji;
        this.closedHan = 13;
        this.openHan = 13;
        this.yakuman = units;
    }

    /** The condition of this yaku on one reading of the hand. */
    abstract boolean holds(Reading r, RiichiOptions o);

    public String english() { return english; }
    public String romaji() { return romaji; }
    public String kanji() { return kanji; }
    public int closedHan() { return closedHan; }
    /** Han when open; 0 = closed only. */
    public int openHan() { return openHan; }
    public boolean isYakuman() { return yakuman > 0; }
    /** A yakuman that is double under the double_yakuman option. */
    public boolean isDoubleYakuman() { return yakuman == 2; }

    /** Han of this yaku for a closed or open hand under the options (yakuman: 13 per yakuman). */
    public int han(boolean closed, RiichiOptions o) {
        if (yakuman > 0) return yakuman == 2 && o.doubleYakuman() ? 26 : 13;
        if (this == RENHOU) return o.renhou() == RiichiOptions.RenhouValue.BAIMAN ? 8 : 5;
        return closed ? closedHan : openHan;
    }

    private static final Yaku[] ALL = values();
    private static final int[] NINE_GATES = {3, 1, 1, 1, 1, 1, 1, 1, 3};

    static Yaku[] all() { return ALL; }

    /** 0 no nine gates, 1 nine gates, 2 pure nine gates (the nine tiles before the winning tile are 1112345678999). */
    static int nineGates(Reading r) {
        int m = r.suits;
        if (!r.menzen || r.tileCount != 14 || m != 1 && m != 2 && m != 4) return 0;
        int base = Integer.numberOfTrailingZeros(m) * 9;
        boolean pure = true;
        for (int k = 0; k < 9; k++) {
            int c = r.all[base + k];
            if (c < NINE_GATES[k]) return 0;
            int before = c - (base + k == r.winFace ? 1 : 0);
            if (before != NINE_GATES[k]) pure = false;
        }
        return pure ? 2 : 1;
    }
}
