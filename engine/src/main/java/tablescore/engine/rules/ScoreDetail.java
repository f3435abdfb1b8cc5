package tablescore.engine.rules;

/** What a rule system reports beyond the common result (riichi han and fu, Ningbo's four scores, ...). */
public interface ScoreDetail {
}
