package tablescore.device.gamelog;

import tablescore.hardware.Photo;

/**
 * One thing the table confirmed, as it goes into the log.
 *
 * @param idempotencyKey chosen by whoever submits (the draft id of a hand under review, a phone's
 *                       request id); the same key submitted again is the same submission and is logged once
 * @param matchId        the match it belongs to
 * @param kind           the event kind ("match_started", "hand_won", "draw", "penalty", "correction", "undo" ...)
 * @param payload        the event as JSON text
 * @param photo          the photo of the hand, or null
 */
public record Submission(String idempotencyKey, String matchId, String kind, String payload, Photo photo) {
    public Submission {
        require(idempotencyKey, "an idempotency key", 200);
        require(matchId, "a match id", 200);
        require(kind, "a kind", 60);
        if (payload == null) throw new GameLogException("a submission needs a payload (JSON text)");
    }

    private static void require(String v, String what, int max) {
        if (v == null || v.isBlank()) throw new GameLogException("a submission needs " + what);
        if (v.length() > max) throw new GameLogException(what + " is longer than " + max + " characters");
    }
}
