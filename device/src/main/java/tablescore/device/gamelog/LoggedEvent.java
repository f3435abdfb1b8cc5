package tablescore.device.gamelog;

import java.time.Instant;

/**
 * An event as it stands in the log.
 *
 * @param seq         its place in the log (1, 2, ...; gaps are possible after a failed insert)
 * @param duplicate   true when this answer is for a repeated submission that was already logged
 * @param photoFile   the photo's file name inside the photo folder, or null
 * @param photoSha256 hex SHA-256 of the photo's bytes, or null
 */
public record LoggedEvent(long seq, String idempotencyKey, String matchId, String kind, String payload,
                          Instant loggedAt, String photoFile, String photoSha256, boolean duplicate) {

    LoggedEvent asDuplicate() {
        return new LoggedEvent(seq, idempotencyKey, matchId, kind, payload, loggedAt, photoFile, photoSha256, true);
    }
}
