package tablescore.engine.rules;

import java.util.List;

/** What a rule system reports beyond the common result (riichi han and fu, Ningbo's four scores, ...). */
public interface ScoreDetail {

    /** Extra lines of the breakdown for a person reading it (the fu items, the other seats, a comparison). */
    default List<String> explain() {
        return List.of();
    }
}
