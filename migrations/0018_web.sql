-- Watching in a browser: every game has an unguessable token for its page (/g/<token>), and a
-- server that turns its board of games on (/settings web:on) one for that page (/s/<token>).
-- A token is 20 random bytes in lower-case hex: SQLite's randomblob draws from a ChaCha20
-- stream seeded by the operating system's randomness. Its first 16 characters find the row
-- (the index), the whole is then compared in constant time.
ALTER TABLE games ADD COLUMN web_token TEXT;
UPDATE games SET web_token = lower(hex(randomblob(20)));
CREATE UNIQUE INDEX games_web_token ON games (web_token);
ALTER TABLE servers ADD COLUMN web INTEGER NOT NULL DEFAULT 0;
ALTER TABLE servers ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX servers_web_token ON servers (web_token);
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
