package tablescore.engine.match;

/** One payment of the settle-up: {@code from} pays {@code amount} to {@code to} (seats). */
public record Transfer(int from, int to, int amount) {
    public Transfer {
        if (amount <= 0) throw new MatchException("a transfer moves a positive amount, not " + amount);
        if (from == to) throw new MatchException("a player cannot pay himself");
    }
}
