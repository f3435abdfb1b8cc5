/**
 * Matches: from the first deal to the final standings, for every rule system, as a log of events.
 *
 * <ul>
 *   <li>{@link tablescore.engine.match.MatchSetup}: players by seat (seat 0 deals first), rule system id and
 *       NAME=VALUE options, starting points, {@link tablescore.engine.match.EndCondition},
 *       {@link tablescore.engine.match.UmaOka}, {@link tablescore.engine.match.FlowRules} (defaults per system).</li>
 *   <li>{@link tablescore.engine.match.MatchEvent}, sealed: the deals ({@link tablescore.engine.match.Outcome}:
 *       {@link tablescore.engine.match.HandWon}, {@link tablescore.engine.match.ExhaustiveDraw},
 *       {@link tablescore.engine.match.AbortiveDraw}, {@link tablescore.engine.match.Penalty}),
 *       {@link tablescore.engine.match.Correction} (replaces a deal's content by event id) and
 *       {@link tablescore.engine.match.Undo} (cancels the latest event in effect). An event's id is its
 *       1-based position in the log. Declarations with a deposit (riichi sticks, 报听) are part of the deal's
 *       event ({@code declarations} by seat), so a correction or undo of the deal takes its deposits with it.</li>
 *   <li>{@link tablescore.engine.match.Replay#replay}: the pure function setup + events -&gt;
 *       {@link tablescore.engine.match.MatchState}; {@link tablescore.engine.match.Match} holds a log and
 *       refuses an event that cannot be taken (bad hand, zero-sum broken, match over) with a
 *       {@link tablescore.engine.match.MatchException}.</li>
 *   <li>{@link tablescore.engine.match.Standings} (uma/oka, ties by seat order) and
 *       {@link tablescore.engine.match.SettleUp} (fewest transfers).</li>
 * </ul>
 */
package tablescore.engine.match;
