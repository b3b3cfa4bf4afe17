-- Team sides: a side of a game played by the members of a Discord role. The role's id
-- stands as the side's player in games.white/black (and in players, named as the role),
-- so every look-up by player finds the team's games; a member acts for it.
CREATE TABLE teams (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    side        INTEGER NOT NULL,               -- the role's id
    guild_id    INTEGER NOT NULL,               -- the server the role belongs to
    mode        TEXT NOT NULL CHECK (mode IN ('vote', 'rotate', 'captain')),
    quorum      INTEGER NOT NULL,               -- agreeing votes that play a move at once
    close_share INTEGER NOT NULL,               -- the last share (percent) of a move's time: the vote's close
    captain     INTEGER NOT NULL,               -- who made or accepted the challenge for it
    close_at    INTEGER,                        -- the current vote's close (unix seconds)
    PRIMARY KEY (game_id, side)
);
CREATE INDEX teams_close ON teams (close_at) WHERE close_at IS NOT NULL;
-- Members who joined a team's game (`/team join`): the order of a rotating side, and who
-- is told "your side's move".
CREATE TABLE team_members (
    game_id     INTEGER NOT NULL,
    side        INTEGER NOT NULL,
    user        INTEGER NOT NULL,
    joined_at   INTEGER NOT NULL,
    seq         INTEGER NOT NULL,               -- the order they joined in
    PRIMARY KEY (game_id, side, user)
);
-- Votes (and a captain's suggestions) for a side's move: one per member and ply, changed in
-- place until the move is played; kept, so the record names each move's votes.
CREATE TABLE team_votes (
    game_id     INTEGER NOT NULL,
    ply         INTEGER NOT NULL,               -- the ply voted for: the game's ply + 1
    side        INTEGER NOT NULL,
    voter       INTEGER NOT NULL,
    text        TEXT NOT NULL,                  -- the move, as the record writes it
    voted_at    INTEGER NOT NULL,
    first_at    INTEGER NOT NULL,               -- when this move was first proposed (ties go to the earliest)
    PRIMARY KEY (game_id, ply, voter)
);
-- A member's choice of a direct message when it is their team's move (`/notify
-- team-moves:true`), in the team games they joined or voted in.
ALTER TABLE notify ADD COLUMN team_moves INTEGER NOT NULL DEFAULT 0;
-- A server's teams may be rated as teams (`/settings teams-rated:true`): its team-against-
-- team games count for the teams' own ratings, listed apart on the leaderboard.
ALTER TABLE servers ADD COLUMN teams_rated INTEGER NOT NULL DEFAULT 0;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
