package tablescore.engine.match;

import java.util.Locale;

/**
 * How a system's match flows from hand to hand: plain data with each system's defaults, so a table can
 * change one item (e.g. double ron off) without touching code.
 *
 * @param dealerRule         who deals next
 * @param honba              riichi 本場 counters: +1 on a dealer repeat or any draw, back to 0 on a non-dealer win
 * @param declarationDeposit points a declarer puts on the table (riichi stick 1000, Fuzhou 报听 4; 0 = none)
 * @param maxWinners         winners allowed on one discard (riichi double ron 2; 1 = head-bump / 截和)
 * @param drawDeposits       what happens to deposits at an exhaustive draw
 * @param leftoverDeposits   what happens to deposits still on the table when the match ends
 * @param chomboMangan       riichi: a chombo with no payments given pays a reversed mangan (8000, dealer 12000)
 * @param depositNeedsPoints a player may only declare if he holds the deposit (riichi: 1000 points)
 * @param lastDealerStops    riichi agari-yame / tenpai-yame: in the last deal of the last round, a dealer who
 *                           keeps the deal while in first place ends the match instead of dealing again
 */
public record FlowRules(DealerRule dealerRule, boolean honba, int declarationDeposit, int maxWinners,
                        DrawDeposits drawDeposits, LeftoverDeposits leftoverDeposits, boolean chomboMangan,
                        boolean depositNeedsPoints, boolean lastDealerStops) {

    /** Deposits at an exhaustive draw: stay for the next winner, or go back to whoever put them down. */
    public enum DrawDeposits { CARRY, RETURN }

    /** Deposits left when the match ends: to the player in first place, or back to whoever put them down. */
    public enum LeftoverDeposits { TO_FIRST_PLACE, RETURN }

    public FlowRules {
        if (dealerRule == null) throw new MatchException("flow rules need a dealer rule");
        if (declarationDeposit < 0) throw new MatchException("a declaration deposit cannot be negative");
        if (maxWinners < 1 || maxWinners > 3) throw new MatchException("winners on one discard must be 1 to 3, not " + maxWinners);
        if (drawDeposits == null) drawDeposits = DrawDeposits.CARRY;
        if (leftoverDeposits == null) leftoverDeposits = LeftoverDeposits.TO_FIRST_PLACE;
    }

    /** Each system's flow as the rules (and our resolutions where they are silent) describe it. */
    public static FlowRules defaultsFor(String systemId) {
        return switch (systemId.trim().toLowerCase(Locale.ROOT)) {
            // §2.1: sticks 1000, honba, renchan; double ron allowed (triple ron is recorded as an abortive draw);
            // §2.1.1 "riichi requires ≥ 1000 points" on; agari-yame off (not in the rules)
            case "riichi", "riichi-reform" -> new FlowRules(DealerRule.RENCHAN_ON_DEALER_WIN_OR_READY, true, 1000, 2,
                    DrawDeposits.CARRY, LeftoverDeposits.TO_FIRST_PLACE, true, true, false);
            // §3.1 连庄 on a dealer win; §3.5 报听 4 points; §3.6 截和, no multiple winners; §3.7 deposits carry over
            case "fuzhou" -> new FlowRules(DealerRule.STAYS_ON_DEALER_WIN, false, 4, 1,
                    DrawDeposits.CARRY, LeftoverDeposits.RETURN, false, false, false);
            // §4.2.5 荒牌不連莊: a draw passes the deal; the dealer keeps it by winning
            case "ningbo" -> new FlowRules(DealerRule.STAYS_ON_DEALER_WIN, false, 0, 1,
                    DrawDeposits.CARRY, LeftoverDeposits.RETURN, false, false, false);
            // §1.5 single winner by default; ZJ has no dealer bonus and no dealer repeat
            case "zungjung" -> new FlowRules(DealerRule.PASSES_EVERY_HAND, false, 0, 1,
                    DrawDeposits.CARRY, LeftoverDeposits.RETURN, false, false, false);
            // §5.2 next dealer: self-drawer, discarder, last drawer
            case "malaysian" -> new FlowRules(DealerRule.WINNER_OR_DISCARDER_OR_LAST_DRAWER, false, 0, 1,
                    DrawDeposits.CARRY, LeftoverDeposits.RETURN, false, false, false);
            default -> throw new MatchException("no match flow is known for rule system '" + systemId
                    + "'; known: riichi, riichi-reform, zungjung, ningbo, fuzhou, malaysian");
        };
    }

    public FlowRules withMaxWinners(int n) {
        return new FlowRules(dealerRule, honba, declarationDeposit, n, drawDeposits, leftoverDeposits, chomboMangan,
                depositNeedsPoints, lastDealerStops);
    }

    public FlowRules withDrawDeposits(DrawDeposits d) {
        return new FlowRules(dealerRule, honba, declarationDeposit, maxWinners, d, leftoverDeposits, chomboMangan,
                depositNeedsPoints, lastDealerStops);
    }

    public FlowRules withLeftoverDeposits(LeftoverDeposits l) {
        return new FlowRules(dealerRule, honba, declarationDeposit, maxWinners, drawDeposits, l, chomboMangan,
                depositNeedsPoints, lastDealerStops);
    }

    public FlowRules withDepositNeedsPoints(boolean b) {
        return new FlowRules(dealerRule, honba, declarationDeposit, maxWinners, drawDeposits, leftoverDeposits, chomboMangan,
                b, lastDealerStops);
    }

    public FlowRules withLastDealerStops(boolean b) {
        return new FlowRules(dealerRule, honba, declarationDeposit, maxWinners, drawDeposits, leftoverDeposits, chomboMangan,
                depositNeedsPoints, b);
    }
}
