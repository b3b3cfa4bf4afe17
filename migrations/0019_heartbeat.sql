-- Outages given back (src/store/heartbeat.rs, src/service/clock/outage.rs). `heartbeat` is
-- one row: the last moment (unix seconds) a process of the bot was taking commands, written
-- on each clock tick by every process whose Discord connection is up. `at` keeps that
-- meaning in every later version; a version that needs more adds columns and raises
-- `format`, so an older process still reads `at` and writes only `at`.
CREATE TABLE heartbeat (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    at      INTEGER NOT NULL,
    format  INTEGER NOT NULL DEFAULT 1
);
-- Time given back to a game after an outage: its post, /history and the game's record
-- say so. One row per game and outage (the outage named by its start).
CREATE TABLE time_given (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    outage_from INTEGER NOT NULL,   -- unix seconds: the last heartbeat before the outage
    seconds     INTEGER NOT NULL,   -- how long it lasted, given back
    ply         INTEGER NOT NULL,   -- the game's ply then: the record places it after it
    deadline    INTEGER NOT NULL,   -- the move's new deadline
    PRIMARY KEY (game_id, outage_from)
) WITHOUT ROWID;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
