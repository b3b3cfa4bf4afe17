//! Vacations taken: who, from when, until when (unix seconds).

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

pub fn add(
    conn: &Connection,
    player: u64,
    starts: i64,
    ends: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO vacations (player_id, starts, ends) VALUES (?1, ?2, ?3)",
        params![player as i64, starts, ends],
    )?;
    Ok(())
}

/// When the player's vacation running at `now` ends, if one does.
pub fn running_until(
    conn: &Connection,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<Option<i64>> {
    one(
        conn,
        "SELECT max(ends) FROM vacations WHERE player_id = ?1 AND starts <= ?2 AND ends > ?2",
        params![player as i64, now],
        |r| r.get::<_, Option<i64>>(0),
    )
    .optional()
    .map(Option::flatten)
}

/// Seconds of vacation the player began at or after `since`.
pub fn taken_since(conn: &Connection, player: u64, since: i64) -> crate::store::sql::Result<i64> {
    one(
        conn,
        "SELECT coalesce(sum(ends - starts), 0) FROM vacations WHERE player_id = ?1 AND starts >= ?2",
        params![player as i64, since],
        |r| r.get(0),
    )
}

/// Shifts every vacation not over at `from` `gap` seconds later, whole, so that it keeps its
/// length (time given back); how many moved.
pub fn postpone_running(
    conn: &Connection,
    from: i64,
    gap: i64,
) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "UPDATE vacations SET starts = starts + ?2, ends = ends + ?2 WHERE ends > ?1",
        [from, gap],
    )
}
