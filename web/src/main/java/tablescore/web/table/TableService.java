package tablescore.web.table;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import tablescore.engine.hand.Wind;

/**
 * The table as the dashboard sees it and drives it. The device implements this (state machine, game log,
 * matches); the web module only renders {@link TableView} and forwards commands.
 *
 * <p>Every command that changes state takes an idempotency key chosen by the caller (a phone makes one per
 * tap, a button press makes one per press): a command repeated with a key already applied changes nothing
 * and returns the current view. Commands return the new view, or throw {@link TableException} whose message
 * is a sentence for the player ("Nobody has claimed a win yet."). The PIN is checked by the web layer with
 * {@link #checkPin} before any command; buttons on the device need no PIN.
 *
 * <p>Implementations must be thread-safe: the server calls from many request threads at once.
 */
public interface TableService {

    /** Everything the page shows, as of now. Cheap enough to call on every change. */
    TableView view();

    /** Grows by at least one on every change of {@link #view()}; equals {@code view().version()}. */
    long version();

    /**
     * Calls the listener after every change (any thread, never while holding a lock the listener could
     * need). Returns a handle that removes the listener.
     */
    AutoCloseable onChange(Consumer<TableView> listener);

    /** True when the PIN shown on the device matches (trimmed; constant-time compare preferred). */
    boolean checkPin(String pin);

    /** A photo by the id found in a view (review or hand history); empty when unknown. */
    Optional<Photo> photo(String photoId);

    /** The rule systems a match can be set up with, their options and presets. Does not change in a run. */
    List<RuleSystemInfo> ruleSystems();

    /** The current (or an ended) match exported; format is one of {@code MatchView.exportFormats()}. */
    Export exportMatch(String matchId, String format);

    /** The order to lay the table's own tile set out in for {@link #calibrate}, as a PNG to print or show. */
    Photo layoutSheet();

    // ---- commands ----

    /** Starts a new match (ending any running one). */
    TableView setUpMatch(String key, MatchSetup setup);

    /** Ends the running match now; its final standings and settle-up stay visible. */
    TableView endMatch(String key);

    /** A winner claims (the seat button or a tap): take the photo, recognise, start the review. */
    TableView claimWin(String key, Wind winner);

    /**
     * A winner types the hand instead of photographing it (the camera is out, or the set is one it cannot
     * read): the concealed tiles in the notation, then each meld after a '|' ("234m456p345s88s | 777z").
     * The same review, questions, scoring and confirm follow; the hand is logged without a photo.
     */
    TableView claimWinTyped(String key, Wind winner, String hand);

    /** Answers a question of the review (or re-answers it); values are choice values of that question. */
    TableView answer(String key, String questionId, List<String> values);

    /** Replaces the recognised tile at {@code position} of the review with {@code tile} (notation, "5p"). */
    TableView replaceTile(String key, int position, String tile);

    /** Confirms the scored hand under review: settles, logs, pushes the new standings. */
    TableView confirm(String key);

    /** Drops the hand under review without scoring it. */
    TableView cancelReview(String key);

    /** Undoes the last logged event of the match (as a new event; nothing is deleted). */
    TableView undo(String key);

    /** Corrects any logged hand of the match; every later hand and the standings are recomputed. */
    TableView correctHand(String key, String handId, HandCorrection correction);

    /** An exhaustive draw with the seats that were ready (tenpai). */
    TableView declareDraw(String key, DrawInput draw);

    /** A penalty (false win, chombo) paid by a seat. */
    TableView penalty(String key, PenaltyInput penalty);

    /**
     * Teaches the table its own tile set (one that reads poorly, or has animals, heads or the Fly): the set
     * laid out as on the {@link #layoutSheet()}, photographed by the table's camera ({@code photo} null) or
     * by a phone from above (its JPEG or PNG). Hands are read with that set from then on, also after a
     * restart. Refused while a hand is under review, and when the photo does not show the layout tile by tile.
     */
    TableView calibrate(String key, Photo photo);
}
