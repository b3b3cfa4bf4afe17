-- Playing on the web pages: a player signs in with Discord (OAuth2) and gets a session, a
-- row here carried by a cookie (or, inside a Discord Activity, by the page itself). An id is
-- 32 random bytes in lower-case hex (SQLite's randomblob); its first 16 characters find the
-- row, the whole is compared in constant time. A session opened by an Activity belongs to
-- the server it was opened in (`guild`). Revoked or expired rows no longer sign anyone in.
CREATE TABLE web_sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL,
    -- Sent back with every request that changes something (against cross-site forgery).
    csrf TEXT NOT NULL,
    guild INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
);
CREATE INDEX web_sessions_user ON web_sessions (user_id);
-- A sign-in under way: the `state` sent to Discord's authorize page, the page to come back
-- to, and when it was made (ten minutes to finish it); used once.
CREATE TABLE web_sign_ins (
    state TEXT PRIMARY KEY,
    back TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
