-- The engine's review of a finished game (/analyse), kept so that asking again is instant:
-- one per game, as JSON (every ply's move, the engine's move, evaluations, class; the
-- players' accuracies).
CREATE TABLE reviews (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    review      TEXT NOT NULL,
    made_at     INTEGER NOT NULL
);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
