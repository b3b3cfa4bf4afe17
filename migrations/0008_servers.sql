-- A server's own settings, changed with /settings by members who may manage the server. A
-- server without a row has the defaults: Discord's guild_locale for its posts, the
-- configuration's days, games in every channel, games against the bot casual, no
-- announcement channels.
CREATE TABLE servers (
    guild_id            INTEGER PRIMARY KEY,
    lang                TEXT,                           -- 'en', 'de', 'it'; NULL: guild_locale
    days                INTEGER,                        -- days per move; NULL: the configuration's
    challenge_days      INTEGER,                        -- days a challenge stays open; NULL: the configuration's
    bot_rated           INTEGER NOT NULL DEFAULT 0,     -- games against the bot count for ratings
    puzzle_channel      INTEGER,                        -- where the puzzle of the day is announced
    tournament_channel  INTEGER,                        -- where tournaments are announced
    updated_by          INTEGER,
    updated_at          INTEGER
);
-- The channels a server's games may begin in; none listed: every channel.
CREATE TABLE server_channels (
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
-- Whether a player asked the engine for a hint in a game (it is casual from then on).
ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
