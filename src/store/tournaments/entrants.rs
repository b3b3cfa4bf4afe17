//! Who entered a tournament: joined (and left) during sign-up, given a start number and a
//! rating when it starts, withdrawn during play.

use crate::store::exec;
use crate::store::sql::{params, Connection, Row};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub player: u64,
    pub name: String,
    pub joined_at: i64,
    /// From the start.
    pub number: Option<u32>,
    pub rating: Option<u32>,
    pub withdrawn: bool,
}

fn from_row(r: &Row) -> crate::store::sql::Result<Entrant> {
    Ok(Entrant {
        player: r.get::<_, i64>(0)? as u64,
        name: r.get(1)?,
        joined_at: r.get(2)?,
        number: r.get(3)?,
        rating: r.get(4)?,
        withdrawn: r.get::<_, Option<i64>>(5)?.is_some(),
    })
}

/// The entrants, by start number once there are start numbers, else in order of joining.
pub fn list(conn: &Connection, tournament: i64) -> crate::store::sql::Result<Vec<Entrant>> {
    let mut stmt = conn.prepare_cached(
        "SELECT e.player_id, p.name, e.joined_at, e.number, e.rating, e.withdrawn_at
         FROM entrants e JOIN players p ON p.id = e.player_id
         WHERE e.tournament_id = ?1 ORDER BY e.number, e.joined_at, e.player_id",
    )?;
    let rows = stmt.query_map([tournament], from_row)?;
    rows.collect()
}

/// Adds a player; false if they had already joined.
pub fn join(
    conn: &Connection,
    tournament: i64,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "INSERT INTO entrants (tournament_id, player_id, joined_at) VALUES (?1, ?2, ?3)
         ON CONFLICT DO NOTHING",
        params![tournament, player as i64, now],
    )?;
    Ok(n == 1)
}

/// Takes a player off before the start; false if they had not joined.
pub fn leave(conn: &Connection, tournament: i64, player: u64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "DELETE FROM entrants WHERE tournament_id = ?1 AND player_id = ?2",
        params![tournament, player as i64],
    )?;
    Ok(n == 1)
}

/// Fixes a player's start number and rating at the start.
pub fn number(
    conn: &Connection,
    tournament: i64,
    player: u64,
    number: u32,
    rating: u32,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE entrants SET number = ?3, rating = ?4 WHERE tournament_id = ?1 AND player_id = ?2",
        params![tournament, player as i64, number, rating],
    )?;
    Ok(())
}

/// Withdraws a player; false if they had withdrawn already.
pub fn withdraw(
    conn: &Connection,
    tournament: i64,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE entrants SET withdrawn_at = ?3
         WHERE tournament_id = ?1 AND player_id = ?2 AND withdrawn_at IS NULL",
        params![tournament, player as i64, now],
    )?;
    Ok(n == 1)
}
