-- A player's own puzzles (/puzzle mine): the mistakes of their reviewed games that hold a
-- puzzle, each with the move they played and its spaced-repetition card (FSRS: when it is
-- due, and the card's state as JSON), and how often they solved or missed it.
CREATE TABLE personal_puzzles (
    player_id   INTEGER NOT NULL,
    puzzle_id   TEXT NOT NULL,                    -- mine-<hash of the position>
    game_id     INTEGER NOT NULL,
    ply         INTEGER NOT NULL,                 -- the ply of the mistake (from 1)
    played      TEXT NOT NULL,                    -- the move played there, canonical
    puzzle      TEXT NOT NULL,                    -- the puzzle as JSON (puzzles::Puzzle)
    due         INTEGER NOT NULL,                 -- unix seconds
    card        TEXT NOT NULL,                    -- the FSRS card as JSON
    solved      INTEGER NOT NULL DEFAULT 0,
    missed      INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
CREATE INDEX personal_puzzles_due ON personal_puzzles (player_id, due);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
