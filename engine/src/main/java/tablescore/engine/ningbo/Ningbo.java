package tablescore.engine.ningbo;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import tablescore.engine.arrange.Arrangement;
import tablescore.engine.arrange.Block;
import tablescore.engine.arrange.ConcealedTiles;
import tablescore.engine.arrange.Decomposer;
import tablescore.engine.arrange.Wait;
import tablescore.engine.arrange.WaitShape;
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
 * Classical Ningbo 想定寧波ルール (seed 003, rules.md §4): all four hands are scored. Every hand counts its
 * pungs and kongs in fu, a fan per value set and 2 fu per value pair; the winner adds the base 10 and the
 * winning patterns. Score = fu × 2^fan, capped at 200 for every hand. The winner collects his score from
 * each of the others and pays nobody; each pair of non-winners settles the difference; every payment to
 * or from East is doubled.
 *
 * <p>Inputs: the winner's hand in {@link WinRequest#hand()}, the three other hands (13 tiles and their
 * melds, no winning tile) in {@link WinRequest#otherHands()}. Liability (包): the table may name the liable
 * seat in {@link WinRequest#liable()}; otherwise the discarder is liable when the hand is one of the three
 * cases of §4.2 (pure one-suit with three sets of the suit laid down, four joys with three wind sets laid
 * down, big three dragons with two dragon sets laid down). 十三不搭 (and 十三么九) can only be won with the
 * dealt tiles: the table marks the win as won at the deal with the incidental {@code blessing_of_heaven}
 * (East, dealt 14 tiles) or {@code blessing_of_earth} (another seat's first turn), and the dealt 13 tiles are
 * the concealed tiles without the winning tile.
 */
public final class Ningbo implements RuleSystem<NingboOptions> {

    public static final String ID = "ningbo";
    private static final TileSet TILES = TileSet.standard("classical Ningbo").sevenPairs(false).build();

    @Override public String id() { return ID; }
    @Override public String englishName() { return "Classical Ningbo"; }
    @Override public String originalName() { return "想定寧波ルール"; }
    @Override public TileSet tileSet() { return TILES; }
    @Override public OptionSet<NingboOptions> options() { return NingboOptions.optionSet(); }

    private record WinnerResult(SeatScore score, Arrangement arrangement) {
        boolean beats(WinnerResult o) {
            return o == null || score.score() > o.score.score()
                    || (score.score() == o.score.score() && score.fuTotal() > o.score.fuTotal());
        }
    }

    @Override
    public Scoring score(WinRequest request, NingboOptions options) {
        Wind winner = request.winner();
        Hand hand = request.hand();
        HandValidator.validate(hand, TILES);
        if (!hand.isWinning()) throw new HandException("the winner's hand has no winning tile");
        if (request.seats() != 4) throw new IllegalArgumentException("classical Ningbo is played by 4 players, not " + request.seats());
        Map<Wind, Hand> all = allHands(request);
        checkCircumstances(request);

        WinnerResult best = scoreWinner(request, options);
        if (best == null) return Scoring.refused(ID, winner, Refusal.notComplete(), null);

        Map<Wind, SeatScore> seats = new EnumMap<>(Wind.class);
        for (Map.Entry<Wind, Hand> e : all.entrySet()) {
            seats.put(e.getKey(), e.getKey() == winner ? best.score() : scoreLoser(e.getKey(), e.getValue(), options));
        }
        Wind liable = liableSeat(request, best.score(), options);
        Settlement settlement = settle(seats, winner, liable, options);

        SeatScore w = best.score();
        List<PatternScore> patterns = new ArrayList<>();
        w.fu().forEach(i -> patterns.add(i.toScore("fu")));
        w.fan().forEach(i -> patterns.add(i.toScore("fan")));
        String text = w.limitHand() != null ? w.score() + " (" + w.limitHand().chinese() + ")"
                : w.fuTotal() + " fu × 2^" + w.fanTotal() + " = " + w.score() + (w.capped() ? " (滿貫)" : "");
        String limit = w.limitHand() != null ? w.limitHand().name().toLowerCase() : w.capped() ? "limit" : null;
        return new Scoring(ID, winner, null, patterns, w.score(), text, limit, best.arrangement(), settlement,
                new NingboDetail(seats, liable));
    }

    /** The four hands by seat, each checked, and no face held more than four times among them. */
    private static Map<Wind, Hand> allHands(WinRequest request) {
        Map<Wind, Hand> all = new EnumMap<>(Wind.class);
        all.put(request.winner(), request.hand());
        for (Map.Entry<Wind, Hand> e : request.otherHands().entrySet()) {
            if (e.getKey() == request.winner()) throw new HandException("the winner " + e.getKey() + " cannot also have a losing hand");
            Hand h = e.getValue();
            if (h.isWinning()) throw new HandException("the hand of " + e.getKey() + " did not win, so it has no winning tile");
            try {
                HandValidator.validate(h, TILES);
            } catch (HandException ex) {
                throw new HandException("the hand of " + e.getKey() + ": " + ex.getMessage());
            }
            all.put(e.getKey(), h);
        }
        for (Wind w : Wind.values()) {
            if (!all.containsKey(w)) throw new HandException("Ningbo scores all four hands: the hand of " + w + " is missing");
        }
        int[] held = new int[Tile.FACES];
        for (Hand h : all.values()) for (Tile t : h.allTiles()) held[t.index()]++;
        for (int f = 0; f < Tile.FACES; f++) {
            if (held[f] > 4) throw new HandException("the four hands hold " + held[f] + " copies of " + Tile.ofIndex(f) + "; the set has 4");
        }
        return all;
    }

    private static void checkCircumstances(WinRequest request) {
        Hand h = request.hand();
        boolean selfDrawn = h.winMethod() == WinMethod.SELF_DRAW;
        if (!selfDrawn && request.discarder() == null) throw new HandException("a win on a discard or a robbed kong needs the discarder's seat");
        if (h.has(Incidental.BLESSING_OF_HEAVEN) && (!request.isDealer() || !selfDrawn)) {
            throw new HandException("the heavenly hand (天和) is East winning with the dealt 14 tiles");
        }
        if (h.has(Incidental.BLESSING_OF_EARTH) && request.isDealer()) {
            throw new HandException("the earthly hand (地和) is won by a seat other than East");
        }
        if (h.has(Incidental.FINAL_DRAW) && !selfDrawn) throw new HandException("海底撈月 is a self-drawn win on the last tile");
        if (h.has(Incidental.WIN_ON_KONG) && !selfDrawn) throw new HandException("嶺上開花 is a self-drawn win on a kong replacement");
    }

    // ---- the winner ----

    private static WinnerResult scoreWinner(WinRequest request, NingboOptions options) {
        Hand hand = request.hand();
        Decomposer decomposer = new Decomposer(ConcealedTiles.wildFaces(TILES));
        ConcealedTiles ct = ConcealedTiles.of(hand, TILES);
        int[] before = ct.counts().clone(); // the record hands out its own array
        before[hand.winningTile().index()]--;
        int[] maxCopies = new int[Tile.FACES];
        java.util.Arrays.fill(maxCopies, 4);
        for (Meld m : hand.melds()) for (Tile t : m.tiles()) maxCopies[t.index()]--;
        int readyFaces = decomposer.readyFaces(before, 0, ct.setsNeeded(), false, false, maxCopies).size();

        WinnerResult best = null;
        for (Arrangement a : ct.arrangements(decomposer, false, false, false)) {
            for (Wait wait : Decomposer.waits(a, hand.winningTile(), false)) {
                WinnerResult r = new WinnerResult(scoreReading(request, options, a, wait, readyFaces, before), a);
                if (r.beats(best)) best = r;
            }
        }
        WinnerResult dealt = thirteenUnrelated(request, options, before);
        if (dealt != null && dealt.beats(best)) best = dealt;
        return best;
    }

    /** One reading of the winning hand: an arrangement and the block the winning tile completed. */
    private static SeatScore scoreReading(WinRequest request, NingboOptions options, Arrangement a, Wait wait,
                                          int readyFaces, int[] before) {
        Hand hand = request.hand();
        Wind seat = request.winner();
        boolean selfDrawn = hand.winMethod() == WinMethod.SELF_DRAW;
        boolean dealtHand = hand.has(Incidental.BLESSING_OF_HEAVEN); // no tile drawn, no wait
        ScoreSheet sheet = new ScoreSheet(seat, options);
        List<Integer> triplets = new ArrayList<>();
        int pair = -1;
        for (Meld m : hand.melds()) {
            if (m.isChow()) continue;
            sheet.set(m.face().index(), m.isKong(), m.kind() == MeldKind.CONCEALED_KONG);
            triplets.add(m.face().index());
        }
        for (int i = 0; i < a.blocks().size(); i++) {
            Block b = a.blocks().get(i);
            if (b.isPung()) {
                // a pung completed by a discard (or a robbed kong's tile) is exposed
                sheet.set(b.face(), false, selfDrawn || i != wait.blockIndex());
                triplets.add(b.face());
            } else if (b.isPair()) {
                sheet.pair(b.face());
                pair = b.face();
            }
        }
        sheet.add(WinnerPattern.BASE);
        if (triplets.size() == 4) sheet.add(WinnerPattern.ALL_PUNGS);
        if (selfDrawn && !dealtHand) sheet.add(WinnerPattern.SELF_DRAW);
        if (hand.has(Incidental.FINAL_DRAW)) sheet.add(WinnerPattern.LAST_TILE);
        if (hand.has(Incidental.WIN_ON_KONG)) sheet.add(WinnerPattern.KONG_REPLACEMENT);
        if (!dealtHand) {
            WinnerPattern waitFu = waitFu(wait.shape(), readyFaces, hand.winMethod(), options);
            if (waitFu != null) sheet.add(waitFu);
        }
        int suits = 0;
        boolean honours = false;
        for (Tile t : hand.allTiles()) {
            if (t.isHonour()) honours = true;
            else suits |= 1 << t.suit().ordinal();
        }
        if (Integer.bitCount(suits) == 1) sheet.add(honours ? WinnerPattern.MIXED_ONE_SUIT : WinnerPattern.PURE_ONE_SUIT);

        LimitHand limit = null;
        int limitValue = 0;
        for (LimitHand l : limitHands(request, options, triplets, pair, before)) {
            int v = limitValue(l, options);
            if (v > limitValue) {
                limit = l;
                limitValue = v;
            }
        }
        return sheet.finish(true, limit, limitValue);
    }

    /** The wait fu of a pure wait; golden rooster replaces the closed/edge fu when a kong was robbed. */
    static WinnerPattern waitFu(WaitShape shape, int readyFaces, WinMethod method, NingboOptions options) {
        return switch (shape) {
            case SINGLE -> readyFaces == 1 ? WinnerPattern.SINGLE_WAIT : null;
            case CLOSED, EDGE -> {
                if (readyFaces != 1) yield null;
                if (method == WinMethod.ROBBING_A_KONG) yield WinnerPattern.GOLDEN_ROOSTER;
                yield shape == WaitShape.CLOSED ? WinnerPattern.CLOSED_WAIT : WinnerPattern.EDGE_WAIT;
            }
            case DOUBLE_PUNG -> readyFaces == 2 && options.doublePungWait() ? WinnerPattern.DOUBLE_PUNG_WAIT : null;
            case TWO_SIDED -> null;
        };
    }

    private static List<LimitHand> limitHands(WinRequest request, NingboOptions options, List<Integer> triplets,
                                              int pair, int[] before) {
        Hand hand = request.hand();
        List<LimitHand> found = new ArrayList<>();
        if (isNineGates(hand, before)) found.add(LimitHand.NINE_GATES);
        if (triplets.stream().filter(f -> Tile.ofIndex(f).isDragon()).count() == 3) found.add(LimitHand.BIG_THREE_DRAGONS);
        int ownWind = request.winner().tile().index();
        java.util.Set<Integer> winds = new java.util.HashSet<>();
        for (int f : triplets) if (Tile.ofIndex(f).isWind()) winds.add(f);
        boolean ownWindSet = winds.contains(ownWind);
        if (pair >= 0 && Tile.ofIndex(pair).isWind()) winds.add(pair);
        if (winds.size() == 4 && ownWindSet) found.add(LimitHand.FOUR_JOYS);
        if (hand.has(Incidental.BLESSING_OF_HEAVEN)) found.add(LimitHand.HEAVENLY_HAND);
        if (hand.has(Incidental.BLESSING_OF_EARTH) && options.earthlyHand() != NingboOptions.EarthlyHand.NONE) {
            found.add(LimitHand.EARTHLY_HAND);
        }
        return found;
    }

    static int limitValue(LimitHand l, NingboOptions options) {
        return l == LimitHand.EARTHLY_HAND && options.earthlyHand() == NingboOptions.EarthlyHand.HALF_LIMIT
                ? options.limit() / 2 : options.limit();
    }

    /** 九蓮寶燈: concealed 1112345678999 of one suit, won with any tile of that suit. */
    private static boolean isNineGates(Hand hand, int[] before) {
        if (!hand.melds().isEmpty() || !hand.winningTile().isNumbered()) return false;
        int base = hand.winningTile().index() / 9 * 9;
        int[] gates = {3, 1, 1, 1, 1, 1, 1, 1, 3};
        int total = 0;
        for (int c : before) total += c;
        if (total != 13) return false;
        for (int n = 0; n < 9; n++) if (before[base + n] != gates[n]) return false;
        return true;
    }

    /** 十三不搭 / 十三么九 from the deal (see the class comment for how the table says so). */
    private static WinnerResult thirteenUnrelated(WinRequest request, NingboOptions options, int[] dealt) {
        Hand hand = request.hand();
        boolean atDeal = hand.has(Incidental.BLESSING_OF_HEAVEN) || hand.has(Incidental.BLESSING_OF_EARTH);
        if (!options.thirteenUnrelated() || !atDeal || !hand.melds().isEmpty() || !isUnrelated(dealt)) return null;
        boolean orphans = true;
        for (int f = 0; f < Tile.FACES; f++) if (dealt[f] > 0 && !Tile.ofIndex(f).isTerminalOrHonour()) orphans = false;
        ScoreSheet sheet = new ScoreSheet(request.winner(), options);
        sheet.add(WinnerPattern.BASE);
        LimitHand l = orphans ? LimitHand.THIRTEEN_ORPHANS : LimitHand.THIRTEEN_UNRELATED;
        return new WinnerResult(sheet.finish(true, l, options.limit()), null);
    }

    /** No pair and no two tiles of one suit that could stand in one chow (numbers 1 or 2 apart). */
    static boolean isUnrelated(int[] tiles) {
        int total = 0;
        for (int f = 0; f < Tile.FACES; f++) {
            if (tiles[f] > 1) return false;
            total += tiles[f];
            if (f < 27 && tiles[f] == 1) {
                int n = f % 9;
                if (n + 1 < 9 && tiles[f + 1] > 0) return false;
                if (n + 2 < 9 && tiles[f + 2] > 0) return false;
            }
        }
        return total == 13;
    }

    // ---- the other three ----

    /**
     * A hand that did not win: its melds, a concealed pung for every three of a kind held (rules.md §4.5 #5),
     * 2 fu per value pair; no base and no winning pattern.
     */
    static SeatScore scoreLoser(Wind seat, Hand hand, NingboOptions options) {
        ScoreSheet sheet = new ScoreSheet(seat, options);
        for (Meld m : hand.melds()) {
            if (!m.isChow()) sheet.set(m.face().index(), m.isKong(), m.kind() == MeldKind.CONCEALED_KONG);
        }
        int[] counts = new int[Tile.FACES];
        for (Tile t : hand.concealed()) counts[t.index()]++;
        for (int f = 0; f < Tile.FACES; f++) {
            if (counts[f] >= 3) sheet.set(f, false, true);
            else if (counts[f] == 2) sheet.pair(f);
        }
        return sheet.finish(false, null, 0);
    }

    // ---- liability and settlement ----

    /** 包 (rules.md §4.2 #4): the named seat, or the discarder feeding one of the three obvious big hands. */
    static Wind liableSeat(WinRequest request, SeatScore winner, NingboOptions options) {
        Hand hand = request.hand();
        if (!options.liability() || hand.winMethod() == WinMethod.SELF_DRAW) return null;
        if (request.liable() != null) return request.liable() == request.winner() ? null : request.liable();
        int[] suitSets = new int[3];
        int windSets = 0, dragonSets = 0;
        for (Meld m : hand.melds()) {
            Tile t = m.face();
            if (t.isNumbered()) suitSets[t.suit().ordinal()]++;
            else if (t.isWind()) windSets++;
            else dragonSets++;
        }
        boolean pureOneSuit = winner.fan().stream().anyMatch(i -> i.code().equals("pure_one_suit"));
        boolean nineTiles = false;
        for (int s : suitSets) if (s >= 3) nineTiles = true;
        LimitHand l = winner.limitHand();
        if ((pureOneSuit && nineTiles) || (l == LimitHand.FOUR_JOYS && windSets >= 3)
                || (l == LimitHand.BIG_THREE_DRAGONS && dragonSets >= 2)) {
            return request.discarder();
        }
        return null;
    }

    /**
     * The winner collects his score from each seat (the liable seat pays them all); each pair of
     * non-winners settles the difference; every payment to or from East is doubled.
     */
    static Settlement settle(Map<Wind, SeatScore> seats, Wind winner, Wind liable, NingboOptions options) {
        Settlement.Builder b = new Settlement.Builder(4);
        int won = seats.get(winner).score();
        List<Wind> losers = new ArrayList<>();
        for (Wind w : Wind.values()) if (w != winner) losers.add(w);
        for (Wind l : losers) b.pay(liable != null ? liable : l, winner, won * rate(l, winner, options));
        if (options.loserSettlement()) {
            for (int i = 0; i < losers.size(); i++) {
                for (int j = i + 1; j < losers.size(); j++) {
                    Wind a = losers.get(i), c = losers.get(j);
                    int diff = seats.get(a).score() - seats.get(c).score();
                    int r = rate(a, c, options);
                    if (diff > 0) b.pay(c, a, diff * r);
                    else if (diff < 0) b.pay(a, c, -diff * r);
                }
            }
        }
        return b.build();
    }

    private static int rate(Wind a, Wind b, NingboOptions options) {
        return options.dealerDoubling() && (a == Wind.E || b == Wind.E) ? 2 : 1;
    }

}
