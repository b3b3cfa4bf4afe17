//! Draw offers: at most one standing offer per game.

use super::{exec, one};
use rusqlite::{params, Connection, OptionalExtension};

pub fn offer(conn: &Connection, game: i64, by: u64, ply: u32, now: i64) -> rusqlite::Result<()> {
    exec(
        conn,
        "INSERT OR REPLACE INTO draw_offers (game_id, offered_by, ply, offered_at)
         VALUES (?1, ?2, ?3, ?4)",
        params![game, by as i64, ply, now],
    )?;
    Ok(())
}

/// Who offered a draw in this game, and at which ply.
pub fn standing(conn: &Connection, game: i64) -> rusqlite::Result<Option<(u64, u32)>> {
    one(
        conn,
        "SELECT offered_by, ply FROM draw_offers WHERE game_id = ?1",
        [game],
        |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?)),
    )
    .optional()
}

pub fn withdraw(conn: &Connection, game: i64) -> rusqlite::Result<()> {
    exec(conn, "DELETE FROM draw_offers WHERE game_id = ?1", [game])?;
    Ok(())
}
