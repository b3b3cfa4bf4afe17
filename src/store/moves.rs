//! The append-only move log: one row per ply, never updated.

use super::exec;
use crate::store::sql::{params, Connection};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub ply: u32,
    pub mover: u64,
    pub text: String,
    pub position_after: String,
    /// JSON list of {"square", "piece", "how"}.
    pub captures: String,
    pub played_at: i64,
}

pub fn append(conn: &Connection, game: i64, m: &MoveRow) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO moves (game_id, ply, mover, text, position_after, captures, played_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            game,
            m.ply,
            m.mover as i64,
            m.text,
            m.position_after,
            m.captures,
            m.played_at
        ],
    )?;
    Ok(())
}

pub fn list(conn: &Connection, game: i64) -> crate::store::sql::Result<Vec<MoveRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT ply, mover, text, position_after, captures, played_at FROM moves
         WHERE game_id = ?1 ORDER BY ply",
    )?;
    let rows = stmt.query_map([game], |r| {
        Ok(MoveRow {
            ply: r.get(0)?,
            mover: r.get::<_, i64>(1)? as u64,
            text: r.get(2)?,
            position_after: r.get(3)?,
            captures: r.get(4)?,
            played_at: r.get(5)?,
        })
    })?;
    rows.collect()
}
