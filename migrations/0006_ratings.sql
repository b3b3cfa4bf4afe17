-- Ratings: Glicko-2 per server, variant and player (guild_id 0 holds games played in direct
-- messages), one history row per player per rated game (the chart and the pair limit read
-- it), and whether a game counts for rating. Games that ended before this file are rated
-- by the program right after it runs (store::ratings::backfill), replayed in order of end.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    variant     TEXT NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,                 -- unix seconds of the last rated game
    PRIMARY KEY (guild_id, variant, player_id)
);

CREATE TABLE rating_history (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    player_id   INTEGER NOT NULL REFERENCES players(id),
    guild_id    INTEGER NOT NULL,
    variant     TEXT NOT NULL,
    before      REAL NOT NULL,
    after       REAL NOT NULL,
    deviation   REAL NOT NULL,                    -- after the game
    at          INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
);
CREATE INDEX rating_history_by_player ON rating_history (guild_id, player_id, at);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
