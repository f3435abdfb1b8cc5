/**
 * Modified Fuzhou mahjong (修改版福州麻将, seed 001), rules.md chapter 3.
 *
 * <p>{@link tablescore.engine.fuzhou.Fuzhou} scores a win from every reading of the hand (each arrangement of
 * the one {@link tablescore.engine.arrange.Decomposer} search, golds in every position, with each way the winning
 * tile fits it) and keeps the one that pays most (按照分数高的番数计算): the best regular reading
 * ({@link tablescore.engine.fuzhou.FuzhouYaku}, 2 x 2^min(fan, 5) + 2 per kong) against the best big hand
 * ({@link tablescore.engine.fuzhou.FuzhouBigHand}). Resolutions beyond rules.md, each checkable in a test:
 * <ul>
 *   <li>a gold is wild in every position; "as its own face" means the position's face is the gold face;</li>
 *   <li>金坎 needs both outer tiles of the chow real (the seed's 24万 waiting on 3万);</li>
 *   <li>单游 / 双游: the winning tile's pair or pung has one / two golds besides it;</li>
 *   <li>抢金 and 三金倒 are paid by all three even if entered as a discard (the seed: 必然收取3家点数);</li>
 *   <li>a robbed kong: {@code WinRequest.discarder} is the kong declarer (B), {@code liable} the seat that discarded
 *       the tile (A); without a liable seat (an added kong) B pays;</li>
 *   <li>golds may not stand in declared melds, and a gold cannot be won on from a discard: both are hand errors.</li>
 * </ul>
 */
package tablescore.engine.fuzhou;
