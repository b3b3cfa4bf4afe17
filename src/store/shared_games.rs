//! The finished games a server lets the project mine for puzzles (`/settings game-puzzles`):
//! games of servers that turned it on, never those of a direct message or of a server that
//! did not.

use super::moves;
use crate::store::sql::Connection;

/// One shared game: its options as `key=value` texts, its start (RFEN) and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    pub id: i64,
    pub options: Vec<String>,
    pub start: String,
    pub moves: Vec<String>,
}

/// The finished games of `variant` from servers that allow mining them, oldest first.
pub fn finished(conn: &Connection, variant: &str) -> crate::store::sql::Result<Vec<SharedGame>> {
    let mut st = conn.prepare_cached(
        "SELECT g.id, g.options, g.start_position FROM games g
         JOIN servers s ON s.guild_id = g.guild_id
         WHERE s.game_puzzles = 1 AND g.status = 'finished' AND g.variant = ?1
         ORDER BY g.id",
    )?;
    let rows = st.query_map([variant], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (id, options, start) = row?;
        out.push(SharedGame {
            id,
            options: options.split_whitespace().map(str::to_string).collect(),
            start,
            moves: moves::list(conn, id)?.into_iter().map(|m| m.text).collect(),
        });
    }
    Ok(out)
}
