-- Vacations: while one runs, a player's clocks stand still (deadlines move on by its length).
CREATE TABLE vacations (
    player_id  INTEGER NOT NULL REFERENCES players(id),
    starts     INTEGER NOT NULL,
    ends       INTEGER NOT NULL
);
CREATE INDEX vacations_by_player ON vacations (player_id, ends);
INSERT INTO schema_version (version, applied_at) VALUES (4, unixepoch());
