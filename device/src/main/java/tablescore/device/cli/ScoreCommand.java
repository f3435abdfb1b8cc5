package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.Declaration;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.RuleSystems;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * {@code score}: one hand for a person, or {@code --jsonl} lines in the vector format for tools.
 * HAND is the concealed tiles, then any melds as KIND:TILES (chow:123m pung:555z kong:1111p
 * concealed_kong:9999s added_kong:2222z); the winning tile is the last concealed tile unless --win says.
 */
@Command(name = "score", mixinStandardHelpOptions = true,
        description = "Score a hand under a rule system, or vector lines from standard input with --jsonl.")
public final class ScoreCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Spec CommandSpec spec;

    @Option(names = "--rules", required = true, description = "Rule system id: riichi, riichi-reform, zungjung, ningbo, fuzhou, malaysian")
    String rules;

    @Option(names = "--option", description = "NAME=VALUE, repeatable; --list-options shows them")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--list-options", description = "Print the rule system's options with their defaults and exit")
    boolean listOptions;

    @Option(names = "--jsonl", description = "Read vector lines from standard input, write one result line each")
    boolean jsonl;

    @Parameters(arity = "0..*", paramLabel = "HAND", description = "Concealed tiles, then melds as KIND:TILES")
    List<String> hand = new ArrayList<>();

    @Option(names = "--win", description = "The winning tile (default: the last concealed tile)")
    String win;

    @Option(names = "--self-draw", description = "Won by self-draw (default: on a discard)")
    boolean selfDraw;

    @Option(names = "--robbing-a-kong", description = "Won by robbing a kong (the kong declarer is --discarder)")
    boolean robbingAKong;

    @Option(names = "--discarder", description = "Seat that discarded the winning tile: E S W N (default: the seat before the winner)")
    String discarder;

    @Option(names = "--liable", description = "Seat that pays as the discarder, if not the discarder")
    String liable;

    @Option(names = "--seat", defaultValue = "E", description = "The winner's seat wind (E deals; default ${DEFAULT-VALUE})")
    String seat;

    @Option(names = "--round", defaultValue = "E", description = "The prevailing wind (default ${DEFAULT-VALUE})")
    String round;

    @Option(names = "--honba", defaultValue = "0", description = "Counters on the table")
    int honba;

    @Option(names = "--deposits", defaultValue = "0", description = "Points lying on the table for the winner (riichi sticks x1000, 报听 deposits)")
    int deposits;

    @Option(names = "--declare", split = ",", description = "Winner's declarations: riichi, double_riichi, ippatsu, ready")
    List<String> declarations = new ArrayList<>();

    @Option(names = "--incidental", split = ",", description = "final_draw, final_discard, win_on_kong, blessing_of_heaven, blessing_of_earth, robbing_the_gold, win_on_bonus_replacement")
    List<String> incidentals = new ArrayList<>();

    @Option(names = "--dora", description = "Dora indicators (riichi)")
    String dora;

    @Option(names = "--ura", description = "Ura dora indicators (riichi)")
    String ura;

    @Option(names = "--gold", description = "The gold face (Fuzhou)")
    String gold;

    @Option(names = "--bonus", description = "Bonus tiles: 5f1a or words: spring,cat")
    String bonus;

    @Option(names = "--other", description = "SEAT=HAND of a seat that did not win (Ningbo scores all four hands)")
    Map<String, String> others = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (jsonl) return runJsonl(out);
        RuleSystem<?> system = RuleSystems.byId(rules);
        if (listOptions) {
            printOptions(system, out);
            return 0;
        }
        if (hand.isEmpty()) throw new IllegalArgumentException("no hand given: write the concealed tiles, e.g. 123m456p789s11z222z");
        Scoring s = scoreOne(system);
        printScoring(system, s, out);
        out.flush();
        return 0;
    }

    private <O> void printOptions(RuleSystem<O> system, PrintWriter out) {
        out.println(system.englishName() + " (" + system.originalName() + ") options:");
        O defaults = system.options().defaults();
        Map<String, String> values = system.options().describe(defaults);
        system.options().specs().forEach(s -> out.printf("  %-22s default %-10s %s; values %s%n",
                s.name(), values.get(s.name()), s.description(), s.allowed()));
        out.flush();
    }

    private Scoring scoreOne(RuleSystem<?> system) {
        Wind winner = Wind.parse(seat);
        WinMethod method = selfDraw ? WinMethod.SELF_DRAW : robbingAKong ? WinMethod.ROBBING_A_KONG : WinMethod.DISCARD;
        Hand h = parseHand(hand, win, method);
        Set<Incidental> inc = EnumSet.noneOf(Incidental.class);
        for (String i : incidentals) inc.add(Incidental.parse(i));
        h = h.withIncidentals(inc);
        if (gold != null) h = h.withGold(Notation.parseTile(gold));
        if (bonus != null) h = h.withBonusTiles(Notation.parse(bonus));
        int seats = system.tileSet().seats();
        Wind from = null;
        if (!selfDraw) from = discarder != null ? Wind.parse(discarder) : winner.next(-1, seats);
        Set<Declaration> decl = EnumSet.noneOf(Declaration.class);
        for (String d : declarations) {
            try {
                decl.add(Declaration.valueOf(d.trim().toUpperCase()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("'" + d + "' is not a declaration (riichi, double_riichi, ippatsu, ready)");
            }
        }
        Map<Wind, Hand> otherHands = new EnumMap<>(Wind.class);
        for (Map.Entry<String, String> e : others.entrySet()) {
            otherHands.put(Wind.parse(e.getKey()), parseHand(List.of(e.getValue().trim().split("\\s+")), null, null));
        }
        WinRequest request = WinRequest.of(winner, h).discarder(from).liable(liable == null ? null : Wind.parse(liable))
                .roundWind(Wind.parse(round)).honba(honba).depositsOnTable(deposits).declarations(decl)
                .dora(dora == null ? List.of() : Notation.parse(dora)).uraDora(ura == null ? List.of() : Notation.parse(ura))
                .otherHands(otherHands).seats(seats).build();
        return system.score(request, options);
    }

    /** "123m456p11z pung:555z": concealed tiles then KIND:TILES melds; a null method makes a losing hand. */
    static Hand parseHand(List<String> words, String winTile, WinMethod method) {
        List<Tile> concealed = new ArrayList<>();
        List<Meld> melds = new ArrayList<>();
        for (String word : words) {
            for (String part : word.trim().split("\\s+")) {
                if (part.isEmpty()) continue;
                int colon = part.indexOf(':');
                if (colon < 0) {
                    concealed.addAll(Notation.parse(part));
                } else {
                    melds.add(new Meld(MeldKind.parse(part.substring(0, colon), true), Notation.parse(part.substring(colon + 1)), null));
                }
            }
        }
        if (method == null) return Hand.losing(concealed, melds);
        if (concealed.isEmpty()) throw new IllegalArgumentException("the hand has no concealed tiles to win with");
        Tile w = winTile != null ? Notation.parseTile(winTile) : concealed.get(concealed.size() - 1);
        return new Hand(concealed, melds, w, method, Set.of(), List.of(), null);
    }

    static void printScoring(RuleSystem<?> system, Scoring s, PrintWriter out) {
        out.println(system.englishName() + " (" + system.originalName() + ")");
        if (!s.isWin()) {
            out.println("not a win: " + s.refusal().reason() + " [" + s.refusal().code() + "]");
        } else {
            if (s.arrangement() != null) out.println("arrangement: " + s.arrangement());
            for (PatternScore p : s.patterns()) {
                out.printf("  %-16s %-40s %-12s %s%n", p.code(), p.english(), p.original(), p.display());
            }
            out.println("value: " + s.valueText() + (s.limit() != null ? " (" + s.limit() + ")" : ""));
        }
        if (s.detail() != null) {
            for (String line : s.detail().explain()) out.println("  " + line);
        }
        if (s.settlement() != null) {
            StringBuilder sb = new StringBuilder("settlement:");
            s.settlement().deltas().forEach((w, d) -> sb.append(' ').append(w).append(' ').append(d > 0 ? "+" : "").append(d));
            if (s.settlement().fromTable() != 0) sb.append(" (").append(s.settlement().fromTable()).append(" from the table)");
            out.println(sb);
        }
    }

    private int runJsonl(PrintWriter out) throws Exception {
        VectorFormat format = VectorFormats.forSystem(rules);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        int lineNo = 0;
        while ((line = in.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) continue;
            out.println(JSON.writeValueAsString(scoreLine(format, line, lineNo, options)));
            out.flush();
        }
        return 0;
    }

    /** One output line: the input's id and the result in the shape of its expected object, or an error. */
    static ObjectNode scoreLine(VectorFormat format, String line, int lineNo, Map<String, String> overrides) {
        ObjectNode result = JSON.createObjectNode();
        JsonNode input;
        try {
            input = JSON.readTree(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            result.putNull("id");
            result.put("error", "line " + lineNo + " is not JSON: " + e.getOriginalMessage());
            return result;
        }
        if (input == null || !input.isObject()) {
            result.putNull("id");
            result.put("error", "line " + lineNo + " is not a JSON object");
            return result;
        }
        result.set("id", input.get("id"));
        try {
            result.setAll(format.score(input, overrides));
        } catch (RuntimeException e) {
            result.removeAll();
            result.set("id", input.get("id"));
            result.put("error", "line " + lineNo + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
        return result;
    }
}
