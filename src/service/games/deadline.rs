//! When a move is due: its days counted from the end of the player's vacation if one runs.

use crate::service::clock::time::DAY;
use crate::store::vacations::running_until;
use rusqlite::Connection;

/// When a move that becomes `player`'s at `now` is due: `days` later, counted from the end
/// of their vacation if one is running.
pub fn due(tx: &Connection, player: u64, days: u32, now: i64) -> rusqlite::Result<i64> {
    let from = running_until(tx, player, now)?.unwrap_or(now).max(now);
    Ok(from + i64::from(days) * DAY)
}
