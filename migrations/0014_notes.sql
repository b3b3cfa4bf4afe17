-- Private notes on a game (/note): several per author, each with the ply it was written at.
-- Shown to their author only (/board, and privately beside /history).
CREATE TABLE notes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    author      INTEGER NOT NULL,
    ply         INTEGER NOT NULL,
    text        TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX notes_by_game ON notes (game_id, author);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
