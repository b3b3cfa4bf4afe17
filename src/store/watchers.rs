//! Spectators who asked to be told of every move.

use super::exec;
use crate::store::sql::{params, Connection};

/// Adds a watcher; false if they were already watching.
pub fn add(conn: &Connection, game: i64, player: u64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "INSERT INTO watchers (game_id, player_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        params![game, player as i64],
    )?;
    Ok(n == 1)
}

/// Removes a watcher; false if they were not watching.
pub fn remove(conn: &Connection, game: i64, player: u64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "DELETE FROM watchers WHERE game_id = ?1 AND player_id = ?2",
        params![game, player as i64],
    )?;
    Ok(n == 1)
}

pub fn list(conn: &Connection, game: i64) -> crate::store::sql::Result<Vec<u64>> {
    let mut stmt = conn
        .prepare_cached("SELECT player_id FROM watchers WHERE game_id = ?1 ORDER BY player_id")?;
    let rows = stmt.query_map([game], |r| r.get::<_, i64>(0).map(|v| v as u64))?;
    rows.collect()
}
