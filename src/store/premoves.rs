//! Conditional moves as stored (`/premove`): a player's lines in a game, each the moves
//! still to come from the game's ply `at_ply` on, the opponent's first. Rows of another ply
//! are lines the game has left behind and never match again.

use super::exec;
use crate::store::sql::{params, Connection};

/// `player`'s lines in `game` that start at `ply`, in the order given.
pub fn lines(
    conn: &Connection,
    game: i64,
    player: u64,
    ply: u32,
) -> crate::store::sql::Result<Vec<Vec<String>>> {
    let mut st = conn.prepare_cached(
        "SELECT line FROM premoves WHERE game_id = ?1 AND player = ?2 AND at_ply = ?3
         ORDER BY id",
    )?;
    let rows = st.query_map(params![game, player as i64, ply], |r| r.get::<_, String>(0))?;
    rows.map(|l| l.map(|l| l.split(' ').map(str::to_string).collect()))
        .collect()
}

/// Replaces every line of `player` in `game` with `lines`, starting at `ply`.
pub fn replace(
    conn: &Connection,
    game: i64,
    player: u64,
    ply: u32,
    lines: &[Vec<String>],
    now: i64,
) -> crate::store::sql::Result<()> {
    clear(conn, game, player)?;
    for line in lines.iter().filter(|l| !l.is_empty()) {
        exec(
            conn,
            "INSERT INTO premoves (game_id, player, line, at_ply, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, player as i64, line.join(" "), ply, now],
        )?;
    }
    Ok(())
}

/// Drops every line of `player` in `game`; returns how many there were.
pub fn clear(conn: &Connection, game: i64, player: u64) -> crate::store::sql::Result<usize> {
    conn.execute(
        "DELETE FROM premoves WHERE game_id = ?1 AND player = ?2",
        params![game, player as i64],
    )
}
