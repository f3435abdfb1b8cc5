/**
 * Matches: from the first deal to the final standings, for every rule system, as a log of events.
 *
 * <h2>API</h2>
 * <ul>
 *   <li>{@link tablescore.engine.match.MatchSetup}: players by seat (seat 0 deals first; seat 1 sits on
 *       his right and deals next), rule system id and its NAME=VALUE options, starting points,
 *       {@link tablescore.engine.match.EndCondition}, {@link tablescore.engine.match.UmaOka} and
 *       {@link tablescore.engine.match.FlowRules}; {@code MatchSetup.defaults(system, players)} gives each
 *       system's usual match.</li>
 *   <li>{@link tablescore.engine.match.MatchEvent}, sealed: the deals
 *       ({@link tablescore.engine.match.Outcome}: {@link tablescore.engine.match.HandWon},
 *       {@link tablescore.engine.match.ExhaustiveDraw}, {@link tablescore.engine.match.AbortiveDraw},
 *       {@link tablescore.engine.match.Penalty}), {@link tablescore.engine.match.Correction} (replaces a
 *       deal's content by event id, or strikes it) and {@link tablescore.engine.match.Undo} (cancels the
 *       latest event in effect, a deal or a correction). An event's id is its 1-based position in the log.
 *       Seats in events are seat numbers, never winds. Declarations with a deposit (riichi sticks, 报听)
 *       belong to the deal's event ({@code declarations} by seat), so correcting or undoing the deal takes
 *       its deposits with it.</li>
 *   <li>{@link tablescore.engine.match.Replay#replay}: the pure function setup + events -&gt;
 *       {@link tablescore.engine.match.MatchState}. {@link tablescore.engine.match.Match} holds a log:
 *       {@code append} returns the match with one more event or throws a
 *       {@link tablescore.engine.match.MatchException} that names the event and says why (a hand that may
 *       not win, a seat not at the table, points that would not sum to the starting total, the match is
 *       over, a correction of a deal not in effect).</li>
 *   <li>{@link tablescore.engine.match.Standings} (riichi uma/oka, ties by seat order, leftover deposits)
 *       and {@link tablescore.engine.match.SettleUp} (fewest transfers).</li>
 * </ul>
 *
 * <h2>Flow per system (FlowRules defaults; where the rules are silent, the resolution is marked)</h2>
 * <ul>
 *   <li>riichi, riichi-reform: the dealer keeps the deal (連荘) on his own win (also one of two winners)
 *       or when ready at an exhaustive draw; honba +1 on a dealer repeat and on every draw, back to 0 on a
 *       non-dealer win; riichi sticks 1000 stay on the table at a draw and go to the next winner (with
 *       two winners, to the first in turn order after the discarder, who also takes the honba:
 *       上家取り, <i>resolution</i>); double ron allowed, triple ron is recorded as an abortive draw;
 *       abortive draw: same dealer, honba +1; chombo with no payments given: reversed mangan (8000; a
 *       dealer 12000) and the deal is replayed with the same honba (<i>resolution</i>); end: hanchan
 *       (East and South) or east-only, or a player below zero; sticks left at the end go to first place; a
 *       riichi needs 1000 points in hand (§2.1.1, on); agari-yame/tenpai-yame in the last deal is a flow
 *       option (off). Not modelled: a West-round extension.</li>
 *   <li>fuzhou: 连庄 on a dealer win; a non-dealer win or a draw passes the deal (<i>resolution</i>: the
 *       seed defines 连庄 only for a dealer win); 报听 deposit 4, at most three declarers (the system's
 *       max_declarers), off with ready_declaration=false; deposits at a draw carry over or return by the
 *       system's deposits_on_draw option; draw payments (6 points) from the system; deposits left at the
 *       end go back to their owners (<i>resolution</i>); starting points 200, four rounds of the deal.</li>
 *   <li>ningbo: the dealer keeps the deal by winning, a draw passes it (荒牌不連莊); 九種么九 is an abortive
 *       draw (same dealer); four rounds of winds.</li>
 *   <li>zungjung: the deal passes after every deal, whoever wins, and after a draw (<i>resolution</i>:
 *       ZJ has no dealer bonus and no dealer repeat); a redeal (abortive) keeps the dealer; one winner per
 *       discard (the system's default); four rounds of winds = 16 deals.</li>
 *   <li>malaysian: the next dealer is the self-drawer, the discarder on a discard win, or the last drawer
 *       after a draw ({@code ExhaustiveDraw.lastDrawer}, required); the round wind stays a count of deal
 *       passes (three passes = one round, <i>resolution</i>); a false win (诈胡) is a
 *       {@link tablescore.engine.match.Penalty} with the attempted hand, paid as the system says, and the
 *       deal is replayed; twelve deals by default (<i>resolution</i>).</li>
 * </ul>
 * A win the rule system refuses (no yaku, below the minimum) is refused as a win: record a penalty.
 * Points: the rule system's settlement by wind, mapped to seats for the deal. Deposits: taken by the
 * system's settlement ({@code fromTable}); a system that ignores them has them handed to the first winner.
 * Penalties other than riichi chombo and a scored false win need the payments from the table.
 */
package tablescore.engine.match;
