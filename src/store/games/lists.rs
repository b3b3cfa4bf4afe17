//! The lists of games the service asks for, each query named for what it finds and each
//! oldest first: a command's game looked for in its channel or thread, a player's games,
//! the challenges a new one would repeat, and what the clock, the bot and the reviews have
//! to do. Their conditions are written here and nowhere else.

use super::{from_row, GameRow, Status, COLUMNS};
use crate::store::duties::{REMINDER, SECOND_REMINDER};
use crate::store::matches::at;
use crate::store::sql::{params, Connection, Params, Result};
use std::ops::RangeInclusive;

/// The move's time as stored (before clock kinds: its days per move).
const TURN: &str = "coalesce(turn_seconds, days_per_move * 86400)";
/// One of the sides in the JSON array `?2` (a player and their roles) plays White or Black.
const SIDES_PLAY: &str = "(white IN (SELECT value FROM json_each(?2))
     OR black IN (SELECT value FROM json_each(?2)))";

/// Games matching a WHERE clause, oldest first.
fn select(conn: &Connection, clause: &str, args: impl Params) -> Result<Vec<GameRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM games WHERE {clause} ORDER BY id"
    ))?;
    let rows = stmt.query_map(args, from_row)?;
    rows.collect()
}

/// Ids as the JSON array `json_each` reads.
fn json(ids: &[u64]) -> String {
    serde_json::to_string(ids).expect("numbers")
}

/// Every game, whatever its status.
pub fn all(conn: &Connection) -> Result<Vec<GameRow>> {
    select(conn, "1 = 1", ())
}

/// The games posted in thread `thread`: their own, or a match's second place.
pub fn in_thread(conn: &Connection, thread: u64) -> Result<Vec<GameRow>> {
    select(conn, &at("thread_id", "?1"), [thread as i64])
}

/// The running games posted in channel `channel` (a match's games are in the channels of
/// both its servers).
pub fn active_in_channel(conn: &Connection, channel: u64) -> Result<Vec<GameRow>> {
    let here = at("channel_id", "?1");
    select(
        conn,
        &format!("status = 'active' AND {here}"),
        [channel as i64],
    )
}

/// The running games posted in channel `channel` where one of `sides` (a player and their
/// roles: a team's side) plays White or Black.
pub fn active_in_channel_of(
    conn: &Connection,
    channel: u64,
    sides: &[u64],
) -> Result<Vec<GameRow>> {
    let here = at("channel_id", "?1");
    select(
        conn,
        &format!("status = 'active' AND {here} AND {SIDES_PLAY}"),
        params![channel as i64, json(sides)],
    )
}

/// The games posted in channel `channel` that began, running or over (a cancelled game
/// with players was aborted; a cancelled challenge has none), where one of `sides` plays.
pub fn played_in_channel_by(
    conn: &Connection,
    channel: u64,
    sides: &[u64],
) -> Result<Vec<GameRow>> {
    let here = at("channel_id", "?1");
    select(
        conn,
        &format!("status IN ('active', 'finished', 'cancelled') AND {here} AND {SIDES_PLAY}"),
        params![channel as i64, json(sides)],
    )
}

/// The challenges in channel `channel` that `player` may take up: to them or to anyone, not
/// their own, and no match's (a match's is taken up by its code only).
pub fn challenges_for(conn: &Connection, channel: u64, player: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'challenge' AND channel_id = ?1 AND challenger <> ?2
         AND (opponent = ?2 OR opponent IS NULL)
         AND id NOT IN (SELECT game_id FROM match_places)",
        [channel as i64, player as i64],
    )
}

/// The challenges `player` made in channel `channel`.
pub fn challenges_by(conn: &Connection, channel: u64, player: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'challenge' AND channel_id = ?1 AND challenger = ?2",
        [channel as i64, player as i64],
    )
}

/// The challenges `from` made to `to` (one past its deadline too, until the clock closes
/// it).
pub fn challenges_from_to(conn: &Connection, from: u64, to: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'challenge' AND challenger = ?1 AND opponent = ?2",
        [from as i64, to as i64],
    )
}

/// The open challenges (to anyone) `player` made in channel `channel`.
pub fn open_challenges_by(conn: &Connection, channel: u64, player: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'challenge' AND channel_id = ?1 AND challenger = ?2 AND opponent IS NULL",
        [channel as i64, player as i64],
    )
}

/// The games of `status` where `player` plays White or Black.
pub fn of_player(conn: &Connection, player: u64, status: Status) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = ?2 AND (white = ?1 OR black = ?1)",
        params![player as i64, status],
    )
}

/// The games running or challenges open where `player` plays White or Black.
pub fn live_of(conn: &Connection, player: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status IN ('active', 'challenge') AND (white = ?1 OR black = ?1)",
        [player as i64],
    )
}

/// The games running or challenges open posted in channel `channel` (a match's in both its
/// servers' channels).
pub fn live_in_channel(conn: &Connection, channel: u64) -> Result<Vec<GameRow>> {
    let here = at("channel_id", "?1");
    select(
        conn,
        &format!("status IN ('active', 'challenge') AND {here}"),
        [channel as i64],
    )
}

/// The games running or challenges open where one of `sides` plays or challenged, or
/// `challenged` was challenged.
pub fn live_involving(conn: &Connection, sides: &[u64], challenged: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status IN ('active', 'challenge')
         AND (white IN (SELECT value FROM json_each(?1)) OR black IN (SELECT value FROM json_each(?1))
              OR challenger IN (SELECT value FROM json_each(?1)) OR opponent = ?2)",
        params![json(sides), challenged as i64],
    )
}

/// The running games `player` watches.
pub fn watched_by(conn: &Connection, player: u64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'active' AND id IN (SELECT game_id FROM watchers WHERE player_id = ?1)",
        [player as i64],
    )
}

/// The running games where a player's id is in `ids` (the bot's, one per level).
pub fn active_with_player_in(conn: &Connection, ids: RangeInclusive<u64>) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'active' AND (white BETWEEN ?1 AND ?2 OR black BETWEEN ?1 AND ?2)",
        [*ids.start() as i64, *ids.end() as i64],
    )
}

/// The running games with a deadline.
pub fn active_with_deadline(conn: &Connection) -> Result<Vec<GameRow>> {
    select(conn, "status = 'active' AND deadline IS NOT NULL", ())
}

/// The running games with something due at `now`: the deadline passed, or the move's last
/// `1/remind` share of its time begun without its reminder claimed, or its last
/// `1/remind_again` begun for a player who asked for a second reminder without that claimed.
pub fn due_at(conn: &Connection, now: i64, remind: i64, remind_again: i64) -> Result<Vec<GameRow>> {
    select(
        conn,
        &format!(
            "status = 'active' AND deadline IS NOT NULL AND (deadline <= ?1
             OR (deadline - {TURN} / ?2 <= ?1 AND NOT EXISTS (
                SELECT 1 FROM duties WHERE kind = '{REMINDER}' AND subject = games.id
                AND occasion = games.deadline))
             OR (deadline - {TURN} / ?3 <= ?1 AND EXISTS (
                SELECT 1 FROM notify WHERE second_reminder = 1
                AND user_id IN (games.white, games.black)) AND NOT EXISTS (
                SELECT 1 FROM duties WHERE kind = '{SECOND_REMINDER}' AND subject = games.id
                AND occasion = games.deadline)))"
        ),
        [now, remind, remind_again],
    )
}

/// The challenges whose time is up at `now`; one made before challenges had a deadline
/// lasts `lifetime` from when it was made.
pub fn challenges_over(conn: &Connection, lifetime: i64, now: i64) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = 'challenge' AND coalesce(deadline, created_at + ?1) <= ?2",
        [lifetime, now],
    )
}

/// The finished games not reviewed yet where a player chose to have their games reviewed
/// (`notify`'s `review_finished`), finished since they chose.
pub fn to_review(conn: &Connection) -> Result<Vec<GameRow>> {
    select(
        conn,
        "status = ?1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.game_id = games.id)
         AND EXISTS (SELECT 1 FROM notify n WHERE n.review_finished = 1
                     AND n.user_id IN (games.white, games.black)
                     AND games.updated_at >= coalesce(n.review_since, 0))",
        [Status::Finished],
    )
}
