package tablescore.device.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Wind;
import tablescore.engine.tile.Tile;
import tablescore.web.table.Review;

/**
 * The win context the camera cannot know, asked with as few taps as possible: only what the table's
 * rule system needs, with a default wherever one is safe. A question without a safe default stays open
 * until answered; the seat buttons answer "how" directly (the discarder's button, or the winner's own
 * for a self-draw).
 */
public final class Questions {

    public static final String HOW = "how";
    public static final String SELF_DRAW = "self";
    public static final String WINNING_TILE = "winning_tile";
    public static final String INCIDENTALS = "incidentals";
    public static final String RIICHI = "riichi";
    public static final String WINNER_EXTRAS = "winner_extras";
    public static final String DORA = "dora";
    public static final String URA_DORA = "ura_dora";
    public static final String GOLD = "gold";
    public static final String READY = "ready";

    private Questions() {}

    static boolean isRiichi(String system) { return system.toLowerCase(Locale.ROOT).startsWith("riichi"); }

    static boolean usesGold(String system) { return system.equalsIgnoreCase("fuzhou"); }

    static boolean usesReady(String system) { return system.equalsIgnoreCase("fuzhou") || system.equalsIgnoreCase("ningbo"); }

    /** The questions for a draft under a rule system, with its answers so far. */
    public static List<Review.Question> of(WinDraft d, String system, List<Wind> seats, java.util.function.Function<Wind, String> player) {
        List<Review.Question> qs = new ArrayList<>();
        List<Review.Choice> how = new ArrayList<>();
        how.add(new Review.Choice(SELF_DRAW, "Self-draw"));
        for (Wind w : seats) if (w != d.winner()) how.add(new Review.Choice(w.name(), "Discard by " + player.apply(w)));
        qs.add(question(d, HOW, "How was the hand won?", how, false, null));

        Set<String> concealed = new LinkedHashSet<>();
        for (HandReader.ReadTile t : d.tiles()) if (t.group().equals("concealed")) concealed.add(t.tile());
        List<Review.Choice> wt = concealed.stream().map(t -> new Review.Choice(t, t)).toList();
        String lastConcealed = null;
        for (HandReader.ReadTile t : d.tiles()) if (t.group().equals("concealed")) lastConcealed = t.tile();
        qs.add(question(d, WINNING_TILE, "Which tile completed the hand?", wt, false, lastConcealed == null ? List.of() : List.of(lastConcealed)));

        List<Review.Choice> inc = new ArrayList<>();
        for (Incidental i : Incidental.values()) inc.add(new Review.Choice(i.wireName(), i.wireName().replace('_', ' ')));
        qs.add(question(d, INCIDENTALS, "Anything special about the win?", inc, true, List.of()));

        if (isRiichi(system)) {
            List<Review.Choice> who = seats.stream().map(w -> new Review.Choice(w.name(), player.apply(w))).toList();
            qs.add(question(d, RIICHI, "Who declared riichi?", who, true, List.of()));
            qs.add(question(d, WINNER_EXTRAS, "Did the winner have double riichi or ippatsu?",
                    List.of(new Review.Choice("double_riichi", "double riichi"), new Review.Choice("ippatsu", "ippatsu")), true, List.of()));
            qs.add(question(d, DORA, "Dora indicators (one per kong more)?", faces(), true, null));
            if (d.answer(RIICHI).contains(d.winner().name()) || d.answer(WINNER_EXTRAS).contains("double_riichi")) {
                qs.add(question(d, URA_DORA, "Ura dora indicators?", faces(), true, null));
            }
        }
        if (usesGold(system)) qs.add(question(d, GOLD, "Which face is the gold?", faces(), false, null));
        if (usesReady(system)) {
            List<Review.Choice> who = seats.stream().map(w -> new Review.Choice(w.name(), player.apply(w))).toList();
            qs.add(question(d, READY, "Who declared ready (报听)?", who, true, List.of()));
        }
        return qs;
    }

    /** A question; {@code dflt} null means it has no safe default and stays open until answered. */
    private static Review.Question question(WinDraft d, String id, String text, List<Review.Choice> choices, boolean multiple,
                                            List<String> dflt) {
        List<String> chosen = d.answers().get(id);
        boolean open = chosen == null && dflt == null;
        if (chosen == null) chosen = dflt == null ? List.of() : dflt;
        return new Review.Question(id, text, choices, multiple, chosen, open);
    }

    private static List<Review.Choice> faces() {
        List<Review.Choice> c = new ArrayList<>();
        for (int i = 0; i < Tile.FACES; i++) {
            String t = Tile.ofIndex(i).toString();
            c.add(new Review.Choice(t, t));
        }
        return c;
    }

    /** Checks values against the question's choices; throws a sentence naming the bad value. */
    static void check(Review.Question q, List<String> values) {
        if (!q.multiple() && values.size() != 1) {
            throw new IllegalArgumentException("\"" + q.text() + "\" takes exactly one answer.");
        }
        for (String v : values) {
            if (q.choices().stream().noneMatch(c -> c.value().equals(v))) {
                throw new IllegalArgumentException("'" + v + "' is not an answer to \"" + q.text() + "\".");
            }
        }
    }
}
