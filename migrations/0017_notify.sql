-- How each player is told it is their turn (/notify). No row: a direct message at every
-- move where it is their turn, no second reminder.
CREATE TABLE notify (
    user_id          INTEGER PRIMARY KEY,
    -- 'move' (a direct message at every move), 'digest' (one a day) or 'none' (the
    -- channel mention only).
    mode             TEXT NOT NULL DEFAULT 'move',
    -- The digest's time of day, in minutes after midnight in `zone`.
    digest_minute    INTEGER,
    -- An IANA time zone name (Europe/Rome).
    zone             TEXT,
    -- A second reminder when 95% of a move's time has passed.
    second_reminder  INTEGER NOT NULL DEFAULT 0,
    updated_at       INTEGER NOT NULL
);
CREATE INDEX notify_digests ON notify (mode) WHERE mode = 'digest';
CREATE INDEX notify_second ON notify (second_reminder) WHERE second_reminder = 1;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
