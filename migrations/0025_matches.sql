-- Server against server: a team challenge that one server's managers made for another
-- server, taken up there by its code. Once taken, the row is the game's second place: the
-- other server, the channel it was accepted in and the game's thread there (the first
-- place is the game's own guild_id, channel_id and thread_id). The code expires with its
-- challenge (the game's deadline while it is one).
CREATE TABLE match_places (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    code        TEXT NOT NULL UNIQUE,           -- what the other server's managers enter
    guild_id    INTEGER,                        -- the second server, once it accepted
    channel_id  INTEGER,                        -- where it accepted: the game's posts there
    thread_id   INTEGER                         -- the game's thread there, once opened
);
CREATE INDEX match_places_channel ON match_places (channel_id) WHERE channel_id IS NOT NULL;
CREATE INDEX match_places_thread ON match_places (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX match_places_guild ON match_places (guild_id) WHERE guild_id IS NOT NULL;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
