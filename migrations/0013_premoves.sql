-- Conditional moves (/premove): lines a player gives while their opponent is to move, "if
-- they play X, I answer Y, then if they play Z ...". Each row is one line still to come, in
-- canonical move texts separated by spaces, the opponent's move first; rows of one game and
-- player form a tree (lines that share their opponent's moves share the answers). Nobody
-- but their author ever sees them.
CREATE TABLE premoves (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    player      INTEGER NOT NULL,
    line        TEXT NOT NULL,
    at_ply      INTEGER NOT NULL,   -- the game's ply when the line's first move is to come
    created_at  INTEGER NOT NULL
);
CREATE INDEX premoves_by_game ON premoves (game_id, player);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
