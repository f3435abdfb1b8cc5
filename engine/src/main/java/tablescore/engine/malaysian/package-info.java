/**
 * Malaysian three-player mahjong (马来西亚三人麻将, seed 004), rules.md chapter 5.
 *
 * <p>{@link tablescore.engine.malaysian.Malaysian} reads every arrangement the Fly rules allow (at most one Fly
 * in a chow, Flies in pungs and kongs, never a set or pair of Flies alone) and keeps the one with the most fan,
 * capped at the limit. Resolutions beyond rules.md, each checkable in a test:
 * <ul>
 *   <li>a Fly may stand for one tile of the pair (option {@code fly_in_pair}, default true);</li>
 *   <li>四条飞 is a limit hand in itself: four Flies win even when the other tiles do not arrange;</li>
 *   <li>a declared win that is not complete is refused ({@code not_complete}) without a penalty; below the
 *       minimum it is a false win (诈胡) that pays each opponent the limit amount;</li>
 *   <li>instant payments (option, off by default) are settled by {@link tablescore.engine.malaysian.Malaysian#settleInstant}:
 *       1 unit from each opponent for an exposed or added kong, 2 for a concealed kong, 2 for a completed flower set
 *       (house values; the seed names none).</li>
 * </ul>
 */
package tablescore.engine.malaysian;
