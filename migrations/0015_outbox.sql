-- The outbox: every channel post and direct message a committed change owes Discord,
-- written in the transaction of that change and sent after it (src/store/outbox.rs). A row
-- is sent once Discord accepted it (`sent_at`, with the message's id), or given up when
-- Discord says it never can be (`failed_at`: channel gone, direct messages closed).
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    lane        TEXT NOT NULL,       -- rows of one lane go out in order: 'channel:ID', 'user:ID'
    channel     INTEGER,             -- the channel or thread a post goes to
    user        INTEGER,             -- the receiver of a direct message
    game        INTEGER,             -- the game it is about, if any
    payload     TEXT NOT NULL,       -- JSON: the text, mentions, buttons and board to draw
    nonce       TEXT NOT NULL,       -- Discord's message nonce: a resend returns the first
    via         TEXT,                -- the interaction whose answer carries it, while it may
    created_at  INTEGER NOT NULL,    -- unix milliseconds
    owner       TEXT,                -- the process sending it now
    lease_until INTEGER NOT NULL DEFAULT 0,  -- unix milliseconds; after it, anyone may
    attempts    INTEGER NOT NULL DEFAULT 0,
    not_before  INTEGER NOT NULL DEFAULT 0,  -- unix milliseconds: a 429's or a backoff's wait
    sent_at     INTEGER,
    message_id  INTEGER,
    failed_at   INTEGER,
    error       TEXT
);
CREATE INDEX outbox_unsent ON outbox (lane, id) WHERE sent_at IS NULL AND failed_at IS NULL;
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
