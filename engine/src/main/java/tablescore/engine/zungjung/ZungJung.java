package tablescore.engine.zungjung;

import java.util.ArrayList;
import java.util.List;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Shape;
import tablescore.engine.arrange.Wait;
import tablescore.engine.hand.Hand;
import tablescore.engine.hand.HandException;
import tablescore.engine.hand.HandValidator;
import tablescore.engine.hand.Incidental;
import tablescore.engine.hand.Meld;
import tablescore.engine.hand.MeldKind;
import tablescore.engine.hand.TileSet;
import tablescore.engine.hand.WinMethod;
import tablescore.engine.hand.Wind;
import tablescore.engine.rules.OptionSet;
import tablescore.engine.rules.PatternScore;
import tablescore.engine.rules.Refusal;
import tablescore.engine.rules.RuleSystem;
import tablescore.engine.rules.Scoring;
import tablescore.engine.rules.Settlement;
import tablescore.engine.rules.WinRequest;
import tablescore.engine.tile.Tile;

/**
 * Zung Jung 中庸 v3.3 (rules.md §1) with the payoff schemes of seed 000. The hand value is the sum of the
 * patterns of the arrangement that pays most (Freedom of Count: every arrangement of the concealed tiles
 * and every reading of the winning tile is tried, and patterns are never mixed across them); a hand with
 * no pattern is a chicken hand worth 1. Limit 320: a sum of 320 or more pays 320 (counted limit); a
 * pattern listed at 320 or more is paid alone (listed limit, so 400 and 480 exist).
 *
 * <p>Liable seat: {@link WinRequest#payingDiscarder()} (the discarder unless the table names another
 * seat). A table that finds nobody liable under the rule of same-turn immunity (the winner himself
 * discarded the tile since his last turn) names the winner as the liable seat; the hand is then paid as
 * self-drawn (rules.md §1.3, §1.6 #6).
 */
public final class ZungJung implements RuleSystem<ZungJungOptions> {

    public static final String ID = "zungjung";
    private static final TileSet TILES = TileSet.standard("Zung Jung").build();

    @Override public String id() { return ID; }
    @Override public String englishName() { return "Zung Jung"; }
    @Override public String originalName() { return "中庸"; }
    @Override public TileSet tileSet() { return TILES; }
    @Override public OptionSet<ZungJungOptions> options() { return ZungJungOptions.optionSet(); }

    /** The value of one reading of the hand: the patterns present, the patterns paid, the sum and the limit. */
    public record Valuation(List<PatternHit> present, List<PatternScore> counted, int rawSum, int value, String limit) {
        boolean beats(Valuation o) {
            return o == null || value > o.value || (value == o.value && rawSum > o.rawSum);
        }
    }

    @Override
    public Scoring score(WinRequest request, ZungJungOptions options) {
        Hand hand = request.hand();
        HandValidator.validate(hand, TILES);
        if (!hand.isWinning()) throw new HandException("the winner's hand has no winning tile");
        checkCircumstances(request);

        Valuation best = null;
        Arrangement bestArrangement = null;
        for (Arrangement a : arrangements(hand, options)) {
            for (HandView v : readings(request, a)) {
                Valuation val = value(v, options.limit());
                if (val.beats(best)) {
                    best = val;
                    bestArrangement = a;
                }
            }
        }
        if (best == null) return Scoring.refused(ID, request.winner(), Refusal.notComplete(), null);
        if (options.fivePointMinimum() && "chicken".equals(best.limit())) {
            return Scoring.refused(ID, request.winner(), new Refusal(Refusal.BELOW_MINIMUM,
                    "a chicken hand is a false win under the 5-point minimum"), Settlement.none(4));
        }
        Wind liable = liableSeat(request);
        Settlement settlement = options.scheme().settle(best.value(), options.par(), request.winner(), liable);
        List<PatternScore> present = best.present().stream().map(PatternHit::toScore).toList();
        return new Scoring(ID, request.winner(), null, best.counted(), best.value(),
                best.value() + (best.value() == 1 ? " point" : " points"), best.limit(), bestArrangement, settlement,
                new ZungJungDetail(present, best.rawSum(), options.scheme(), options.par(), liable));
    }

    /** Who pays as the discarder: null on a self-draw, or when the table named the winner (nobody liable). */
    static Wind liableSeat(WinRequest request) {
        if (request.hand().winMethod() == WinMethod.SELF_DRAW) return null;
        Wind liable = request.payingDiscarder();
        if (liable == null) throw new HandException("a win on a discard or a robbed kong needs the discarder's seat");
        return liable == request.winner() ? null : liable;
    }

    /** The value of one reading: series by series, then the chicken hand and the limits. */
    static Valuation value(HandView v, boolean limitOn) {
        List<PatternHit> present = Series.all(v);
        int raw = present.stream().mapToInt(PatternHit::points).sum();
        if (present.isEmpty()) return new Valuation(present, List.of(PatternHit.chicken()), 1, 1, "chicken");
        List<PatternScore> all = present.stream().map(PatternHit::toScore).toList();
        if (!limitOn) return new Valuation(present, all, raw, raw, null);
        PatternHit top = null;
        for (PatternHit h : present) if (h.pattern().isListedLimit() && (top == null || h.points() > top.points())) top = h;
        if (top != null) return new Valuation(present, List.of(top.toScore()), raw, top.points(), "listed_limit");
        if (raw >= Pattern.LIMIT) return new Valuation(present, all, raw, Pattern.LIMIT, "counted_limit");
        return new Valuation(present, all, raw, raw, null);
    }

    private static List<Arrangement> arrangements(Hand hand, ZungJungOptions options) {
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        return ct.arrangements(new Decomposer(ConcealedTiles.wildFaces(TILES)), true,
                options.sevenPairsFourAsTwoPairs(), true);
    }

    /**
     * Every reading of one arrangement. On a discard (or a robbed kong) each place the winning tile can
     * take is a reading: a triplet it completes is exposed, so it is not a concealed triplet.
     */
    static List<HandView> readings(WinRequest request, Arrangement a) {
        Hand hand = request.hand();
        List<ZjSet> melded = new ArrayList<>();
        int[] counts = new int[Tile.FACES];
        for (Meld m : hand.melds()) {
            int face = m.face().index();
            melded.add(new ZjSet(m.isChow(), m.isKong(), face, m.kind() == MeldKind.CONCEALED_KONG));
            for (Tile t : m.tiles()) counts[t.index()]++;
        }
        int[] beforeWin = new int[Tile.FACES];
        for (Tile t : hand.concealed()) {
            counts[t.index()]++;
            beforeWin[t.index()]++;
        }
        beforeWin[hand.winningTile().index()]--;
        List<HandView> views = new ArrayList<>();
        if (a.shape() != Shape.REGULAR) {
            List<Integer> pairs = a.blocks().stream().filter(Block::isPair).map(Block::face).toList();
            views.add(view(request, a.shape(), melded, pairs, counts, beforeWin));
            return views;
        }
        boolean selfDrawn = hand.winMethod() == WinMethod.SELF_DRAW;
        List<Wait> waits = selfDrawn ? List.of() : Decomposer.waits(a, hand.winningTile(), false);
        int readings = selfDrawn ? 1 : waits.size();
        for (int r = 0; r < readings; r++) {
            int exposedByWin = selfDrawn ? -1 : waits.get(r).blockIndex();
            List<ZjSet> sets = new ArrayList<>(melded);
            List<Integer> pairs = new ArrayList<>();
            for (int i = 0; i < a.blocks().size(); i++) {
                Block b = a.blocks().get(i);
                switch (b.kind()) {
                    case PAIR -> pairs.add(b.face());
                    case CHOW -> sets.add(new ZjSet(true, false, b.face(), false));
                    case PUNG -> sets.add(new ZjSet(false, false, b.face(), i != exposedByWin));
                }
            }
            views.add(view(request, Shape.REGULAR, sets, pairs, counts, beforeWin));
        }
        return views;
    }

    private static HandView view(WinRequest request, Shape shape, List<ZjSet> sets, List<Integer> pairs,
                                 int[] counts, int[] beforeWin) {
        Hand hand = request.hand();
        return new HandView(shape, sets, pairs, counts, hand.isConcealed(), beforeWin,
                request.winner().tile().index(), request.isDealer(), hand.winMethod(), hand.incidentals());
    }

    /** Win conditions that contradict the win itself are bad input, said in players' words. */
    private static void checkCircumstances(WinRequest request) {
        Hand h = request.hand();
        if (request.seats() != 4) throw new IllegalArgumentException("Zung Jung is played by 4 players, not " + request.seats());
        boolean selfDrawn = h.winMethod() == WinMethod.SELF_DRAW;
        if (!selfDrawn && request.discarder() == null && request.liable() == null) {
            throw new HandException("a win on a discard or a robbed kong needs the discarder's seat");
        }
        if (h.has(Incidental.FINAL_DRAW) && !selfDrawn) throw new HandException("final draw (海底撈月) is a self-drawn win");
        if (h.has(Incidental.WIN_ON_KONG) && !selfDrawn) throw new HandException("win on kong (嶺上開花) is a self-drawn win");
        if (h.has(Incidental.FINAL_DISCARD) && selfDrawn) throw new HandException("final discard (河底撈魚) is a win on a discard");
        if (h.has(Incidental.BLESSING_OF_HEAVEN) && (!request.isDealer() || !selfDrawn)) {
            throw new HandException("blessing of heaven (天和) is East winning with the dealt 14 tiles");
        }
        if (h.has(Incidental.BLESSING_OF_EARTH) && (request.isDealer() || selfDrawn || request.discarder() != Wind.E)) {
            throw new HandException("blessing of earth (地和) is a non-dealer winning on East's very first discard");
        }
        if (h.has(Incidental.ROBBING_THE_GOLD) || h.has(Incidental.WIN_ON_BONUS_REPLACEMENT)) {
            throw new HandException("Zung Jung has no gold and no bonus tiles");
        }
    }
}
