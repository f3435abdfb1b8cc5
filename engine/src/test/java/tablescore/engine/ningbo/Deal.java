package tablescore.engine.ningbo;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/** A Ningbo deal for the tests: the winner's hand and the three others, written "777m13p99s pung:555p chow:678p". */
final class Deal {

    static final Ningbo NINGBO = new Ningbo();

    private final Wind winner;
    private final String winnerTiles;
    private final String winTile;
    private WinMethod method = WinMethod.DISCARD;
    private Wind discarder;
    private Wind liable;
    private final Set<Incidental> incidentals = EnumSet.noneOf(Incidental.class);
    private final Map<Wind, Hand> others = new EnumMap<>(Wind.class);

    private Deal(Wind winner, String tiles, String winTile) {
        this.winner = winner;
        this.winnerTiles = tiles;
        this.winTile = winTile;
    }

    static Deal win(Wind winner, String tiles, String winTile) { return new Deal(winner, tiles, winTile); }

    Deal from(Wind w) { discarder = w; method = WinMethod.DISCARD; return this; }
    Deal selfDrawn() { discarder = null; method = WinMethod.SELF_DRAW; return this; }
    Deal robbing(Wind w) { discarder = w; method = WinMethod.ROBBING_A_KONG; return this; }
    Deal liable(Wind w) { liable = w; return this; }
    Deal with(Incidental i) { incidentals.add(i); return this; }

    Deal other(Wind w, String tiles) {
        others.put(w, Hand.losing(concealed(tiles), melds(tiles)));
        return this;
    }

    /**
     * The other seats hold hands worth nothing, built from the tiles left: at most two of a face (no pung) and
     * at most one of a value tile (no value pair).
     */
    Deal othersPlain() {
        int[] left = new int[Tile.FACES];
        java.util.Arrays.fill(left, 4);
        for (Tile t : concealed(winnerTiles)) left[t.index()]--;
        for (Meld m : melds(winnerTiles)) for (Tile t : m.tiles()) left[t.index()]--;
        for (Hand h : others.values()) for (Tile t : h.allTiles()) left[t.index()]--;
        for (Wind w : Wind.values()) {
            if (w == winner || others.containsKey(w)) continue;
            List<Tile> hand = new ArrayList<>();
            for (int f = 0; f < Tile.FACES && hand.size() < 13; f++) {
                Tile t = Tile.ofIndex(f);
                int most = t.isDragon() || f == w.tile().index() ? 1 : 2;
                for (int k = 0; k < most && left[f] > 0 && hand.size() < 13; k++) {
                    hand.add(t);
                    left[f]--;
                }
            }
            others.put(w, Hand.losing(hand, List.of()));
        }
        return this;
    }

    WinRequest request() {
        Hand hand = new Hand(concealed(winnerTiles), melds(winnerTiles), Notation.parseTile(winTile), method,
                incidentals, List.of(), null);
        return WinRequest.of(winner, hand).discarder(discarder).liable(liable).otherHands(others).build();
    }

    Scoring score() { return NINGBO.score(request(), NingboOptions.DEFAULTS); }

    Scoring score(NingboOptions o) { return NINGBO.score(request(), o); }

    static SeatScore seat(Scoring s, Wind w) { return ((NingboDetail) s.detail()).of(w); }

    private static List<Tile> concealed(String tiles) {
        StringBuilder sb = new StringBuilder();
        for (String part : tiles.trim().split("\\s+")) if (part.indexOf(':') < 0) sb.append(part);
        return Notation.parse(sb.toString());
    }

    private static List<Meld> melds(String tiles) {
        List<Meld> melds = new ArrayList<>();
        for (String part : tiles.trim().split("\\s+")) {
            int colon = part.indexOf(':');
            if (colon >= 0) melds.add(new Meld(MeldKind.parse(part.substring(0, colon), true), Notation.parse(part.substring(colon + 1)), null));
        }
        return melds;
    }
}
