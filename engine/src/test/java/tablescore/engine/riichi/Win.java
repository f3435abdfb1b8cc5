package tablescore.engine.riichi;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;

/** A riichi win written the way a player reads it out, for the rule tests: {@code Win.ron("...", "4s").riichi().score()}. */
final class Win {
    private final String concealed, winTile;
    private final boolean tsumo;
    private final List<Meld> melds = new ArrayList<>();
    private final Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
    private final Set<Declaration> declarations = EnumSet.noneOf(Declaration.class);
    private final Map<String, String> options = new LinkedHashMap<>();
    private Wind seat = Wind.S, round = Wind.E, discarder, liable;
    private String dora = "", ura = "";
    private int honba, sticks;
    private boolean chankan;

    private Win(String concealed, String winTile, boolean tsumo) {
        this.concealed = concealed;
        this.winTile = winTile;
        this.tsumo = tsumo;
    }

    static Win ron(String concealed, String winTile) { return new Win(concealed, winTile, false); }
    static Win tsumo(String concealed, String winTile) { return new Win(concealed, winTile, true); }

    /** chi:123m, pon:555z, minkan:1111p, ankan:9999s, shouminkan:2222z. */
    Win meld(String kindAndTiles) {
        String[] p = kindAndTiles.split(":");
        melds.add(new Meld(MeldKind.parse(p[0], !p[0].equals("ankan")), Notation.parse(p[1]), null));
        return this;
    }

    Win seat(Wind w) { seat = w; return this; }
    Win dealer() { seat = Wind.E; return this; }
    Win round(Wind w) { round = w; return this; }
    Win riichi() { declarations.add(Declaration.RIICHI); return this; }
    Win doubleRiichi() { declarations.add(Declaration.DOUBLE_RIICHI); return this; }
    Win ippatsu() { declarations.add(Declaration.IPPATSU); return this; }
    Win on(Incidental i) { incidentals.add(i); return this; }
    Win chankan() { chankan = true; return this; }
    Win dora(String indicators) { dora = indicators; return this; }
    Win ura(String indicators) { ura = indicators; return this; }
    Win honba(int n) { honba = n; return this; }
    Win sticks(int n) { sticks = n; return this; }
    Win discarder(Wind w) { discarder = w; return this; }
    Win liable(Wind w) { liable = w; return this; }
    Win option(String name, Object value) { options.put(name, String.valueOf(value)); return this; }

    WinRequest request() {
        WinMethod method = tsumo ? WinMethod.SELF_DRAW : chankan ? WinMethod.ROBBING_A_KONG : WinMethod.DISCARD;
        Hand hand = new Hand(Notation.parse(concealed), melds, Notation.parseTile(winTile), method, incidentals, List.of(), null);
        Wind from = tsumo ? null : discarder != null ? discarder : seat.next(-1, 4);
        return WinRequest.of(seat, hand).discarder(from).liable(liable).roundWind(round).honba(honba)
                .depositsOnTable(1000 * sticks).declarations(declarations).dora(Notation.parse(dora)).uraDora(Notation.parse(ura)).build();
    }

    Map<String, String> options() { return options; }

    Scoring score() { return Riichi.INSTANCE.score(request(), options); }

    RiichiScore detail() {
        Scoring s = score();
        if (!s.isWin()) throw new AssertionError("expected a win, got " + s.refusal());
        return (RiichiScore) s.detail();
    }

    Set<Yaku> yaku() {
        Set<Yaku> out = new HashSet<>();
        for (RiichiScore.YakuHan y : detail().yaku()) out.add(y.yaku());
        return out;
    }

    int han(Yaku y) {
        for (RiichiScore.YakuHan yh : detail().yaku()) if (yh.yaku() == y) return yh.han();
        return 0;
    }
}
