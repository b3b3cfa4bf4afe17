//! Private notes on games (`/note`): what a player wrote on a game and at which ply, read
//! back only for that player.

use super::exec;
use crate::store::sql::{params, Connection};

/// One note: the ply the game was at when it was written, and the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub ply: u32,
    pub text: String,
}

pub fn add(
    conn: &Connection,
    game: i64,
    author: u64,
    ply: u32,
    text: &str,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO notes (game_id, author, ply, text, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game, author as i64, ply, text, now],
    )?;
    Ok(())
}

/// `author`'s notes on `game`, oldest first.
pub fn of(conn: &Connection, game: i64, author: u64) -> crate::store::sql::Result<Vec<Note>> {
    let mut st = conn.prepare_cached(
        "SELECT ply, text FROM notes WHERE game_id = ?1 AND author = ?2 ORDER BY id",
    )?;
    let rows = st.query_map(params![game, author as i64], |r| {
        Ok(Note {
            ply: r.get(0)?,
            text: r.get(1)?,
        })
    })?;
    rows.collect()
}
