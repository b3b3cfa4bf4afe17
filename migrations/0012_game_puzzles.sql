-- Whether a server lets the project mine puzzles from its finished games (`rithmo puzzles
-- --from-db`); off until a member who may manage the server turns it on with /settings.
ALTER TABLE servers ADD COLUMN game_puzzles INTEGER NOT NULL DEFAULT 0;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
