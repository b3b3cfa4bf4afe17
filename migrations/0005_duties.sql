-- Duties: what the clock does once per occasion (a reminder, a forfeit; later aborts,
-- expiries, the bot's moves), whichever of several processes sharing this file gets to it
-- first. A duty is claimed by inserting its row in the transaction that does it, so the row
-- exists exactly when the work was committed. See src/store/duties.rs.
CREATE TABLE duties (
    kind        TEXT NOT NULL,       -- 'reminder', 'forfeit', ...
    subject     INTEGER NOT NULL,    -- what it is about: a game's id
    occasion    INTEGER NOT NULL,    -- which time it is due: a deadline, a ply
    owner       TEXT,                -- leased work only: the process holding it
    claimed_at  INTEGER NOT NULL,
    done_at     INTEGER,             -- NULL while leased work is under way
    PRIMARY KEY (kind, subject, occasion)
) WITHOUT ROWID;

-- Reminders sent under schema 4 (games.reminded_ply, no longer written) are not sent again.
INSERT INTO duties (kind, subject, occasion, claimed_at, done_at)
    SELECT 'reminder', id, deadline, updated_at, updated_at FROM games
    WHERE status = 'active' AND deadline IS NOT NULL AND reminded_ply = ply;

INSERT INTO schema_version (version, applied_at) VALUES (5, unixepoch());
