-- Languages: each player's as last seen (their direct messages are written in it) and each
-- game's place's (the posts the clock makes there, reminders and forfeits, are written in
-- it). Codes are the folders under locales/ (en, de, it); English is the fallback.
ALTER TABLE players ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
