//! Draw offers: at most one standing offer per game.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

pub fn offer(
    conn: &Connection,
    game: i64,
    by: u64,
    ply: u32,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO draw_offers (game_id, offered_by, ply, offered_at)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (game_id) DO UPDATE SET offered_by = excluded.offered_by,
             ply = excluded.ply, offered_at = excluded.offered_at",
        params![game, by as i64, ply, now],
    )?;
    Ok(())
}

/// Who offered a draw in this game, and at which ply.
pub fn standing(conn: &Connection, game: i64) -> crate::store::sql::Result<Option<(u64, u32)>> {
    one(
        conn,
        "SELECT offered_by, ply FROM draw_offers WHERE game_id = ?1",
        [game],
        |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?)),
    )
    .optional()
}

pub fn withdraw(conn: &Connection, game: i64) -> crate::store::sql::Result<()> {
    exec(conn, "DELETE FROM draw_offers WHERE game_id = ?1", [game])?;
    Ok(())
}
