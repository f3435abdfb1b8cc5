package tablescore.engine.match;

import java.util.Map;
import java.util.Set;
import tablescore.engine.rules.Declaration;

/**
 * The deal was annulled before its end (riichi kyuushu kyuuhai, four riichi, four winds, four kongs,
 * triple ron; Ningbo 九種么九): nobody pays, the same dealer deals again (riichi: one more honba).
 *
 * @param reason       what happened, in words ("nine terminals", "four riichi", ...)
 * @param declarations riichi sticks put down before the abort stay on the table
 */
public record AbortiveDraw(String reason, Map<Integer, Set<Declaration>> declarations) implements Outcome {

    public AbortiveDraw {
        reason = reason == null || reason.isBlank() ? "abortive draw" : reason.trim();
        declarations = Outcome.copyDeclarations(declarations);
    }

    public static AbortiveDraw of(String reason) { return new AbortiveDraw(reason, Map.of()); }

    @Override
    public String label() { return "abortive draw"; }
}
