-- Draw offers, watchers, deadline reminders, and the look-ups the bot makes often.
CREATE TABLE draw_offers (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    offered_by  INTEGER NOT NULL REFERENCES players(id),
    ply         INTEGER NOT NULL,
    offered_at  INTEGER NOT NULL
);

CREATE TABLE watchers (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    player_id   INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (game_id, player_id)
);

-- Ply for which the 80% reminder was sent, so it goes out once per move.
ALTER TABLE games ADD COLUMN reminded_ply INTEGER;

CREATE INDEX games_by_status_deadline ON games (status, deadline);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_thread ON games (thread_id);
