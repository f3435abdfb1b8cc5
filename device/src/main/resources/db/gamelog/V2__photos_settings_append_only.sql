-- The photo of every hand beside its event (file name and SHA-256 of its bytes), device settings,
-- and the append-only rule enforced by the database itself.
ALTER TABLE event ADD COLUMN photo_file TEXT;
ALTER TABLE event ADD COLUMN photo_sha256 TEXT;

CREATE TABLE setting (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TRIGGER event_is_append_only_update BEFORE UPDATE ON event
BEGIN
    SELECT RAISE(ABORT, 'the game log is append-only: events are never changed, a correction is a new event');
END;

CREATE TRIGGER event_is_append_only_delete BEFORE DELETE ON event
BEGIN
    SELECT RAISE(ABORT, 'the game log is append-only: events are never deleted, an undo is a new event');
END;
