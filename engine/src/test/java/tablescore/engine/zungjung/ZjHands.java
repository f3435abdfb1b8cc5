package tablescore.engine.zungjung;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
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

/** Hands for the tests, written as a player reads them: "123m456p11z pung:555z", won on a tile. */
final class ZjHands {

    static final ZungJung ZJ = new ZungJung();

    private ZjHands() {}

    /** A win: tiles (concealed, then KIND:TILES melds), winning tile, winner's seat, discarder (null = self-draw). */
    static WinRequest win(String tiles, String winTile, Wind seat, Wind discarder, Incidental... incidentals) {
        return request(tiles, winTile, seat, discarder, discarder == null ? WinMethod.SELF_DRAW : WinMethod.DISCARD, incidentals);
    }

    static WinRequest request(String tiles, String winTile, Wind seat, Wind discarder, WinMethod method, Incidental... incidentals) {
        List<Meld> melds = new ArrayList<>();
        StringBuilder concealed = new StringBuilder();
        for (String part : tiles.trim().split("\\s+")) {
            int colon = part.indexOf(':');
            if (colon < 0) concealed.append(part);
            else melds.add(new Meld(MeldKind.parse(part.substring(0, colon), true), Notation.parse(part.substring(colon + 1)), null));
        }
        Set<Incidental> inc = incidentals.length == 0 ? Set.of() : EnumSet.of(incidentals[0], incidentals);
        Hand hand = new Hand(Notation.parse(concealed.toString()), melds, Notation.parseTile(winTile), method, inc, List.of(), null);
        return WinRequest.of(seat, hand).discarder(discarder).build();
    }

    static Scoring score(WinRequest r) { return ZJ.score(r, ZungJungOptions.DEFAULTS); }

    static Scoring score(WinRequest r, ZungJungOptions o) { return ZJ.score(r, o); }

    /** The numbers of the patterns present in the chosen arrangement ("3.1" once per value set). */
    static List<String> present(WinRequest r) {
        return ((ZungJungDetail) score(r).detail()).present().stream().map(p -> p.code()).toList();
    }
}
