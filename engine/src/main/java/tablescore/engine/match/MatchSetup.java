package tablescore.engine.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a match starts: the players in seat order (seat 0 deals the first hand, seat 1 sits to his right
 * and deals next, ...), the rule system and its options as NAME=VALUE text, the starting points, the end
 * condition, riichi uma/oka, and the flow rules (defaults per system).
 *
 * @param system         rule system id (riichi, riichi-reform, zungjung, ningbo, fuzhou, malaysian)
 * @param options        the system's options as NAME=VALUE; parsed and checked by the system when the match starts
 * @param players        player names by seat; seat 0 is the first dealer (起家)
 * @param startingPoints points every player starts with
 * @param end            when the match ends
 * @param umaOka         end-of-match adjustment of the standings (riichi); {@link UmaOka#none} elsewhere
 * @param flow           who deals next, honba, deposits, winners per discard
 */
public record MatchSetup(String system, Map<String, String> options, List<String> players, int startingPoints,
                         EndCondition end, UmaOka umaOka, FlowRules flow) {

    public MatchSetup {
        if (system == null || system.isBlank()) throw new MatchException("a match needs a rule system");
        system = system.trim().toLowerCase(Locale.ROOT);
        options = options == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
        if (players == null || players.size() < 3 || players.size() > 4) {
            throw new MatchException("a match needs 3 or 4 players, not " + (players == null ? 0 : players.size()));
        }
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i) == null || players.get(i).isBlank()) throw new MatchException("player in seat " + i + " has no name");
        }
        players = List.copyOf(players);
        if (end == null) throw new MatchException("a match needs an end condition");
        if (umaOka == null) umaOka = UmaOka.none(startingPoints);
        if (umaOka.uma().stream().anyMatch(u -> u != 0) && umaOka.uma().size() != players.size()) {
            throw new MatchException("uma has " + umaOka.uma().size() + " places but the match has " + players.size() + " players");
        }
        if (flow == null) flow = FlowRules.defaultsFor(system);
    }

    /** The usual match for a system: riichi hanchan from 25000; Fuzhou from 200 (§3.2); the others from 0, four rounds of winds (Malaysian: 12 hands). */
    public static MatchSetup defaults(String system, List<String> players) {
        String id = system.trim().toLowerCase(Locale.ROOT);
        return switch (id) {
            case "riichi", "riichi-reform" -> new MatchSetup(id, Map.of(), players, 25_000, EndCondition.hanchan(),
                    UmaOka.none(25_000), FlowRules.defaultsFor(id));
            case "fuzhou" -> new MatchSetup(id, Map.of(), players, 200, EndCondition.rounds(4), UmaOka.none(200), FlowRules.defaultsFor(id));
            case "malaysian" -> new MatchSetup(id, Map.of(), players, 0, EndCondition.hands(12), UmaOka.none(0), FlowRules.defaultsFor(id));
            default -> new MatchSetup(id, Map.of(), players, 0, EndCondition.rounds(4), UmaOka.none(0), FlowRules.defaultsFor(id));
        };
    }

    public int seats() { return players.size(); }

    public int startingTotal() { return startingPoints * players.size(); }

    public MatchSetup withOptions(Map<String, String> o) { return new MatchSetup(system, o, players, startingPoints, end, umaOka, flow); }
    public MatchSetup withStartingPoints(int p) { return new MatchSetup(system, options, players, p, end, umaOka, flow); }
    public MatchSetup withEnd(EndCondition e) { return new MatchSetup(system, options, players, startingPoints, e, umaOka, flow); }
    public MatchSetup withUmaOka(UmaOka u) { return new MatchSetup(system, options, players, startingPoints, end, u, flow); }
    public MatchSetup withFlow(FlowRules f) { return new MatchSetup(system, options, players, startingPoints, end, umaOka, f); }
}
