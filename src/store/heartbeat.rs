//! The heartbeat (the last moment any process of the bot was taking commands, one shared
//! row) and the time given back to games after an outage (see `service::clock::outage`).
//! The row's `at` means the same in every version; a newer version's row (a higher
//! `format`, more columns) is read by its `at` alone and only `at` is written back.

use super::{exec, one};
use crate::store::sql::Value;
use crate::store::sql::{params, Connection, OptionalExtension};

/// The row's format this program writes.
pub const FORMAT: i64 = 1;

/// What the heartbeat row says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Beat {
    /// No row yet: a new database, or one from before heartbeats.
    Never,
    /// The last moment up (unix seconds), and the format of the row that says so.
    At { at: i64, format: i64 },
    /// A row whose `at` is not a time (written by hand, or by a version that broke the
    /// promise above): what it holds, for the log.
    Unreadable(String),
}

pub fn read(conn: &Connection) -> crate::store::sql::Result<Beat> {
    let row = one(
        conn,
        "SELECT at, format FROM heartbeat WHERE id = 1",
        (),
        |r| Ok((r.get::<_, Value>(0)?, r.get::<_, Value>(1)?)),
    )
    .optional()?;
    Ok(match row {
        None => Beat::Never,
        Some((Value::Integer(at), Value::Integer(format))) => Beat::At { at, format },
        Some((at, format)) => Beat::Unreadable(format!("at {at:?}, format {format:?}")),
    })
}

/// Records `now` as the last moment up. The row never goes back in time (a clock that went
/// backwards must not make the next gap look longer than it was); an unreadable `at` is
/// replaced. Other columns a newer version keeps are left as they are.
pub fn beat(conn: &Connection, now: i64) -> crate::store::sql::Result<()> {
    // PostgreSQL's column holds integers only: nothing there can be unreadable.
    let sql = if conn.is_postgres() {
        "INSERT INTO heartbeat (id, at, format) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET at = excluded.at WHERE heartbeat.at < excluded.at"
    } else {
        "INSERT INTO heartbeat (id, at, format) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET at = excluded.at
            WHERE typeof(heartbeat.at) != 'integer' OR heartbeat.at < excluded.at"
    };
    exec(conn, sql, params![now, FORMAT])?;
    Ok(())
}

/// Time given back to one game after one outage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    pub game: i64,
    /// The outage's start: the last heartbeat before it.
    pub from: i64,
    pub seconds: i64,
    /// The game's ply when it was given (the record places it after that ply).
    pub ply: u32,
    /// The move's new deadline.
    pub deadline: i64,
}

/// Records time given back; false if this game already had this outage's time (it is
/// never given twice).
pub fn give(conn: &Connection, g: &Given) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "INSERT INTO time_given (game_id, outage_from, seconds, ply, deadline)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
        params![g.game, g.from, g.seconds, g.ply, g.deadline],
    )?;
    Ok(n == 1)
}

/// The time given back to `game`, oldest first.
pub fn given(conn: &Connection, game: i64) -> crate::store::sql::Result<Vec<Given>> {
    let mut stmt = conn.prepare_cached(
        "SELECT game_id, outage_from, seconds, ply, deadline FROM time_given
         WHERE game_id = ?1 ORDER BY outage_from",
    )?;
    let rows = stmt.query_map([game], |r| {
        Ok(Given {
            game: r.get(0)?,
            from: r.get(1)?,
            seconds: r.get(2)?,
            ply: r.get(3)?,
            deadline: r.get(4)?,
        })
    })?;
    rows.collect()
}
