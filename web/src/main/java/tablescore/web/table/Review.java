package tablescore.web.table;

import java.util.List;
import tablescore.engine.hand.Wind;

/**
 * The hand under review, or a logged hand as it was reviewed.
 *
 * @param handId null while it is a new hand; the logged hand's id when it is being corrected
 * @param winner the claiming seat
 * @param photoId for {@link TableService#photo}, or null when no photo
 * @param photoWidth photo size in pixels (the quads are in this space)
 * @param tiles every recognised tile; {@code position} is what {@link TableService#replaceTile} takes
 * @param legal true when the tiles form a legal winning hand
 * @param problem a sentence why not, or null
 * @param suggestion the least-confident tile change that makes the hand legal, or null
 * @param questions the win context the camera cannot know; open ones must be answered before confirm
 * @param breakdown the scoring once everything is known, or null
 */
public record Review(String handId, Wind winner, String photoId, int photoWidth, int photoHeight,
                     List<RecognisedTile> tiles, boolean legal, String problem, Suggestion suggestion,
                     List<Question> questions, Breakdown breakdown) {
    public Review {
        tiles = List.copyOf(tiles);
        questions = questions == null ? List.of() : List.copyOf(questions);
    }

    /**
     * One tile as the camera read it.
     *
     * @param tile notation ("5p", "0m" red five, "1z" East, "1f" plum)
     * @param group where it lies: "concealed", "meld 1".., "bonus", "dora indicator"
     * @param quad the four corners in photo pixels (clockwise from top-left), or empty when unknown
     * @param confidence 0..1
     * @param runnerUp the recogniser's second guess, or null
     * @param uncertain true when the tile should be looked at
     */
    public record RecognisedTile(int position, String tile, String group, List<Point> quad, double confidence,
                                 String runnerUp, boolean uncertain) {
        public RecognisedTile {
            quad = quad == null ? List.of() : List.copyOf(quad);
        }
    }

    public record Point(double x, double y) {}

    /** Replace the tile at {@code position} ({@code from}) with {@code to}; {@code reason} is a sentence. */
    public record Suggestion(int position, String from, String to, String reason) {}

    /**
     * A question about the win context. Single-choice unless {@code multiple}; {@code chosen} holds the
     * current answer (may be a default); {@code open} is true while it still needs an answer.
     */
    public record Question(String id, String text, List<Choice> choices, boolean multiple, List<String> chosen,
                           boolean open) {
        public Question {
            choices = List.copyOf(choices);
            chosen = chosen == null ? List.of() : List.copyOf(chosen);
        }
    }

    public record Choice(String value, String label) {}
}
