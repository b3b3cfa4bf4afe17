-- A player's choice to have their finished games reviewed without asking (`/notify
-- review-finished:true`), and since when: games finished before it are left alone.
ALTER TABLE notify ADD COLUMN review_finished INTEGER NOT NULL DEFAULT 0;
ALTER TABLE notify ADD COLUMN review_since INTEGER;
CREATE INDEX notify_review_finished ON notify (review_finished) WHERE review_finished = 1;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
