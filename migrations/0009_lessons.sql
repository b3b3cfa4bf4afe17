-- Lessons (/learn): where each player is now (one open lesson step per player) and the
-- lessons they have finished, solved by themselves or shown. Lesson ids are the asset
-- files' own, so a lesson added or moved keeps everyone's progress.
CREATE TABLE learning (
    player_id   INTEGER PRIMARY KEY,
    variant     TEXT NOT NULL,
    lesson      TEXT NOT NULL,
    step        INTEGER NOT NULL,                 -- counted from 0
    updated_at  INTEGER NOT NULL
);
CREATE TABLE lessons_done (
    player_id   INTEGER NOT NULL,
    variant     TEXT NOT NULL,
    lesson      TEXT NOT NULL,
    shown       INTEGER NOT NULL DEFAULT 0,       -- 1: a step was shown, not solved
    done_at     INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant, lesson)
);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
