-- Clock kinds: besides days per move, a time bank (Fischer in days: `days_per_move` is the
-- starting bank, `increment_days` added after each move, at most `cap_days`), and weekends
-- off (Saturdays and Sundays not counted, in each player's own time zone).
-- A game: NULL increment is days per move, as every game before this file.
ALTER TABLE games ADD COLUMN increment_days INTEGER;
ALTER TABLE games ADD COLUMN cap_days INTEGER;
-- Seconds left in each player's bank after their last move; NULL: the starting bank.
ALTER TABLE games ADD COLUMN white_bank INTEGER;
ALTER TABLE games ADD COLUMN black_bank INTEGER;
-- The counted seconds given for the move due (its days, or the bank it began with); the
-- reminders come when a fifth (and a twentieth) of it is left. NULL: days_per_move's.
ALTER TABLE games ADD COLUMN turn_seconds INTEGER;
-- The game's own rule: weekends off for both players (a challenge's, a server's, a
-- tournament's).
ALTER TABLE games ADD COLUMN weekends INTEGER NOT NULL DEFAULT 0;
-- A server's default clock kind and its weekends off.
ALTER TABLE servers ADD COLUMN increment_days INTEGER;
ALTER TABLE servers ADD COLUMN cap_days INTEGER;
ALTER TABLE servers ADD COLUMN weekends INTEGER NOT NULL DEFAULT 0;
-- A tournament's clock, given to each of its games.
ALTER TABLE tournaments ADD COLUMN increment_days INTEGER;
ALTER TABLE tournaments ADD COLUMN cap_days INTEGER;
ALTER TABLE tournaments ADD COLUMN weekends INTEGER NOT NULL DEFAULT 0;
-- A player's own weekends off (/notify weekends:true), in their zone.
ALTER TABLE notify ADD COLUMN weekends INTEGER NOT NULL DEFAULT 0;
-- The row numbers itself after the file before it, so it stays right if files are renumbered.
INSERT INTO schema_version (version, applied_at) SELECT max(version) + 1, unixepoch() FROM schema_version;
