package tablescore.device.export;

import java.util.List;
import tablescore.engine.match.HandRecord;
import tablescore.engine.match.MatchState;

/**
 * A match as CSV, one row per deal in effect (RFC 4180 quoting, CRLF line ends): where the deal stood,
 * what happened, each player's change and points after it, and the deposits left on the table.
 */
public final class MatchCsv {
    private MatchCsv() {}

    public static String write(MatchState s) {
        List<String> players = s.setup().players();
        StringBuilder sb = new StringBuilder();
        StringBuilder header = new StringBuilder("deal,event_id,corrected_by,round_wind,deal_number,honba,dealer,outcome,summary");
        for (String p : players) header.append(',').append(quote(p + " change"));
        for (String p : players) header.append(',').append(quote(p + " points"));
        header.append(",deposits_on_table");
        sb.append(header).append("\r\n");
        int i = 0;
        for (HandRecord h : s.history()) {
            i++;
            sb.append(i).append(',').append(h.eventId()).append(',')
                    .append(h.correctedBy() == null ? "" : h.correctedBy()).append(',')
                    .append(h.roundWind().english()).append(',').append(h.dealNumber()).append(',')
                    .append(h.honba()).append(',').append(quote(players.get(h.dealer()))).append(',')
                    .append(quote(h.outcome().label())).append(',').append(quote(h.summary()));
            for (int d : h.deltas()) sb.append(',').append(d);
            for (int p : h.pointsAfter()) sb.append(',').append(p);
            sb.append(',').append(h.depositsAfter()).append("\r\n");
        }
        return sb.toString();
    }

    /** Quotes a field when it holds a comma, a quote or a line break (quotes doubled). */
    static String quote(String field) {
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0 && field.indexOf('\r') < 0) return field;
        return '"' + field.replace("\"", "\"\"") + '"';
    }
}
