-- Tournaments in a server (src/store/tournaments/): the event and its terms, who entered
-- (start numbers and ratings fixed at the start), and each round's pairings, a pairing
-- linked to the ordinary game played for it. The clock's steps (the start at sign-up's
-- close, the next Swiss round, the end, each result's announcement) are duties.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,             -- where it was created
    name            TEXT NOT NULL,
    organiser       INTEGER NOT NULL REFERENCES players(id),
    variant         TEXT NOT NULL,
    options         TEXT NOT NULL DEFAULT '',     -- "key=value key=value"
    format          TEXT NOT NULL CHECK (format IN ('round-robin', 'swiss')),
    double          INTEGER NOT NULL DEFAULT 0,   -- a round robin played twice
    rounds          INTEGER NOT NULL DEFAULT 0,   -- a Swiss's rounds
    days_per_move   INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    max_players     INTEGER NOT NULL,
    signup_closes   INTEGER,                      -- unix seconds; NULL: started by hand
    status          TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    lang            TEXT,                         -- its posts' language, as last seen
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    ended_at        INTEGER
);
CREATE INDEX tournaments_by_server ON tournaments (guild_id, status);

CREATE TABLE entrants (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    player_id       INTEGER NOT NULL REFERENCES players(id),
    joined_at       INTEGER NOT NULL,
    number          INTEGER,                      -- start number, from the start
    rating          INTEGER,                      -- rating at the start
    withdrawn_at    INTEGER,
    PRIMARY KEY (tournament_id, player_id)
) WITHOUT ROWID;

-- One pairing of a round: White and Black by start number (Black NULL: the bye), the game
-- played for it, and its result for the tournament once known.
CREATE TABLE pairings (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    round           INTEGER NOT NULL,
    white           INTEGER NOT NULL,
    black           INTEGER,
    game_id         INTEGER UNIQUE REFERENCES games(id),
    result          TEXT CHECK (result IN ('white', 'black', 'draw', 'white-forfeit',
                                           'black-forfeit', 'double-forfeit', 'bye')),
    lost_on_time    INTEGER,                      -- the start number that ran out of time
    PRIMARY KEY (tournament_id, round, white)
) WITHOUT ROWID;

INSERT INTO schema_version (version, applied_at) VALUES (16, unixepoch());
