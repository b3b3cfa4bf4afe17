-- Players, games (a challenge is a game row waiting for acceptance) and the move log.
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,          -- Discord user id
    name        TEXT NOT NULL
);

CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    variant         TEXT NOT NULL,
    options         TEXT NOT NULL DEFAULT '',  -- "key=value key=value"
    status          TEXT NOT NULL CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled')),
    challenger      INTEGER NOT NULL REFERENCES players(id),
    opponent        INTEGER REFERENCES players(id),   -- NULL: open to anyone in the channel
    colour_choice   TEXT NOT NULL CHECK (colour_choice IN ('white', 'black', 'random')),
    white           INTEGER REFERENCES players(id),
    black           INTEGER REFERENCES players(id),
    days_per_move   INTEGER NOT NULL,
    start_position  TEXT NOT NULL,
    position        TEXT NOT NULL,                    -- RFEN after the last move
    ply             INTEGER NOT NULL DEFAULT 0,
    deadline        INTEGER,                          -- unix seconds: the move due
    result          TEXT CHECK (result IN ('white', 'black', 'draw')),
    reason          TEXT,
    guild_id        INTEGER,
    channel_id      INTEGER NOT NULL,
    thread_id       INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);

-- Append-only: one row per ply.
CREATE TABLE moves (
    game_id         INTEGER NOT NULL REFERENCES games(id),
    ply             INTEGER NOT NULL,
    mover           INTEGER NOT NULL REFERENCES players(id),
    text            TEXT NOT NULL,
    position_after  TEXT NOT NULL,
    captures        TEXT NOT NULL,                    -- JSON [{"square","piece","how"}]
    played_at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
