-- The game log: every submission of the table, append-only, in the order it was confirmed.
CREATE TABLE event (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    idempotency_key TEXT    NOT NULL UNIQUE,
    match_id        TEXT    NOT NULL,
    kind            TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    logged_at       TEXT    NOT NULL
);
CREATE INDEX event_by_match ON event (match_id, seq);
