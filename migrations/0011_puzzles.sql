-- Puzzles (/puzzle): each player's puzzle rating and streak per variant, every puzzle they
-- tried (a daily one with its server and day, for who solved it), and the one they are
-- solving now with the ply of its solution they are at.
CREATE TABLE puzzle_ratings (
    player_id   INTEGER NOT NULL,
    variant     TEXT NOT NULL,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    streak      INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
);
CREATE TABLE puzzle_attempts (
    player_id   INTEGER NOT NULL,
    puzzle_id   TEXT NOT NULL,
    variant     TEXT NOT NULL,
    solved      INTEGER NOT NULL,
    guild_id    INTEGER,                          -- the server whose daily puzzle it was
    day         INTEGER,                          -- unix day of the daily puzzle
    at          INTEGER NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
CREATE INDEX puzzle_attempts_daily ON puzzle_attempts (guild_id, day);
CREATE TABLE solving (
    player_id   INTEGER PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    variant     TEXT NOT NULL,
    ply         INTEGER NOT NULL,
    daily_guild INTEGER,
    started_at  INTEGER NOT NULL
);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
