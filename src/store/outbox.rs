//! The outbox: what a committed change owes Discord (a post in a channel or thread, a direct
//! message), written by [`add`] in the transaction of the change, so it exists exactly when
//! the change does. Senders [`claim`] the rows due, one at the head of each lane (a channel,
//! a user's direct messages) so that posts arrive in order, under a lease that passes to
//! another process when its holder dies; then mark each [`sent`], [`failed`] for good, or
//! [`later`]. Times here are wall-clock milliseconds: leases are about processes, not about
//! the game's clock.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

/// Where a row goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A channel or thread.
    Channel(u64),
    /// A user's direct messages.
    User(u64),
}

impl Target {
    fn lane(self) -> String {
        match self {
            Target::Channel(c) => format!("channel:{c}"),
            Target::User(u) => format!("user:{u}"),
        }
    }
}

/// A row to write.
#[derive(Clone, Debug)]
pub struct New<'a> {
    pub target: Target,
    pub game: Option<i64>,
    pub payload: &'a str,
    /// The interaction whose answer delivers it, if one does.
    pub via: Option<&'a str>,
    /// Leased to this process until then (the interaction's answer is on its way).
    pub lease: Option<(&'a str, i64)>,
}

/// A row claimed for sending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claimed {
    pub id: i64,
    pub target: Target,
    pub game: Option<i64>,
    pub payload: String,
    pub nonce: String,
    pub via: Option<String>,
    pub created_at: i64,
    pub attempts: u32,
}

/// Writes a row in the caller's transaction; returns its id.
pub fn add(tx: &Connection, row: &New, now_ms: i64) -> crate::store::sql::Result<i64> {
    let (channel, user) = match row.target {
        Target::Channel(c) => (Some(c as i64), None),
        Target::User(u) => (None, Some(u as i64)),
    };
    let (owner, lease) = row.lease.map_or((None, 0), |(o, l)| (Some(o), l));
    let id: i64 = one(
        tx,
        "INSERT INTO outbox (lane, channel, user, game, payload, nonce, via, created_at,
                             owner, lease_until)
         VALUES (?1, ?2, ?3, ?4, ?5, '', ?6, ?7, ?8, ?9)
         RETURNING id",
        params![
            row.target.lane(),
            channel,
            user,
            row.game,
            row.payload,
            row.via,
            now_ms,
            owner,
            lease
        ],
        |r| r.get(0),
    )?;
    // Unique per row and per database: a second send within Discord's window returns the
    // first message. At most 25 characters, as Discord allows.
    exec(
        tx,
        "UPDATE outbox SET nonce = ?2 WHERE id = ?1",
        params![id, nonce(id, now_ms)],
    )?;
    Ok(id)
}

fn nonce(id: i64, now_ms: i64) -> String {
    format!("r{id}.{}", now_ms.rem_euclid(1_000_000_000_000))
}

/// The rows `claim` takes: the head of each lane, free and due.
const CLAIM: &str = "SELECT id, channel, user, game, payload, nonce, via, created_at, attempts
             FROM outbox o
             WHERE sent_at IS NULL AND failed_at IS NULL
               AND id = (SELECT min(id) FROM outbox h
                         WHERE h.lane = o.lane AND h.sent_at IS NULL AND h.failed_at IS NULL)
               AND lease_until <= ?1 AND not_before <= ?1
             ORDER BY id LIMIT ?2";

/// The same, each row locked as it is taken; rows locked by another claim are skipped.
const CLAIM_POSTGRES: &str =
    "SELECT id, channel, user, game, payload, nonce, via, created_at, attempts
             FROM outbox o
             WHERE sent_at IS NULL AND failed_at IS NULL
               AND id = (SELECT min(id) FROM outbox h
                         WHERE h.lane = o.lane AND h.sent_at IS NULL AND h.failed_at IS NULL)
               AND lease_until <= ?1 AND not_before <= ?1
             ORDER BY id LIMIT ?2 FOR UPDATE OF o SKIP LOCKED";

/// Claims up to `limit` rows due at `now_ms`: the first unsent row of each lane, when
/// nobody holds it and its wait is over. Call in `Store::claim_lazily`'s transaction: on
/// SQLite the write lock, on PostgreSQL the rows' own locks (`FOR UPDATE SKIP LOCKED`: a
/// row another process is claiming at this moment is left to it).
pub fn claim(
    tx: &Connection,
    owner: &str,
    now_ms: i64,
    lease_ms: i64,
    limit: usize,
) -> crate::store::sql::Result<Vec<Claimed>> {
    let rows: Vec<Claimed> = {
        let mut stmt = tx.prepare_cached(if tx.is_postgres() {
            CLAIM_POSTGRES
        } else {
            CLAIM
        })?;
        let rows = stmt.query_map(params![now_ms, limit as i64], |r| {
            let channel: Option<i64> = r.get(1)?;
            let user: Option<i64> = r.get(2)?;
            Ok(Claimed {
                id: r.get(0)?,
                target: match (channel, user) {
                    (Some(c), _) => Target::Channel(c as u64),
                    (None, u) => Target::User(u.unwrap_or(0) as u64),
                },
                game: r.get(3)?,
                payload: r.get(4)?,
                nonce: r.get(5)?,
                via: r.get(6)?,
                created_at: r.get(7)?,
                attempts: r.get(8)?,
            })
        })?;
        rows.collect::<crate::store::sql::Result<_>>()?
    };
    for r in &rows {
        exec(
            tx,
            "UPDATE outbox SET owner = ?2, lease_until = ?3 WHERE id = ?1",
            params![r.id, owner, now_ms + lease_ms],
        )?;
    }
    Ok(rows)
}

/// Discord accepted it (`message`: the message's id, when known).
pub fn sent(
    conn: &Connection,
    id: i64,
    message: Option<u64>,
    now_ms: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE outbox SET sent_at = ?2, message_id = ?3, via = NULL, owner = NULL
         WHERE id = ?1 AND sent_at IS NULL",
        params![id, now_ms, message.map(|m| m as i64)],
    )?;
    Ok(())
}

/// Discord says it can never be delivered (the channel is gone, the user's direct messages
/// are closed): recorded, and not tried again.
pub fn failed(
    conn: &Connection,
    id: i64,
    error: &str,
    now_ms: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE outbox SET failed_at = ?2, error = ?3, via = NULL, owner = NULL
         WHERE id = ?1 AND sent_at IS NULL",
        params![id, now_ms, error],
    )?;
    Ok(())
}

/// Not delivered this time: tried again from `not_before`; `counted` when it was an attempt
/// that failed (a server error, a timeout), not a wait Discord asked for.
pub fn later(
    conn: &Connection,
    id: i64,
    not_before: i64,
    counted: bool,
    error: &str,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE outbox SET not_before = ?2, attempts = attempts + ?3, error = ?4,
                           owner = NULL, lease_until = 0
         WHERE id = ?1 AND sent_at IS NULL",
        params![id, not_before, i64::from(counted), error],
    )?;
    Ok(())
}

/// The interaction's answer did not carry it: any sender may post it now.
pub fn release(conn: &Connection, id: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE outbox SET owner = NULL, lease_until = 0 WHERE id = ?1 AND sent_at IS NULL",
        [id],
    )?;
    Ok(())
}

/// Whether a lane's head is due at `now_ms` (read only: `claim` takes them).
pub fn any_due(conn: &Connection, now_ms: i64) -> crate::store::sql::Result<bool> {
    one(
        conn,
        "SELECT EXISTS (SELECT 1 FROM outbox o
             WHERE sent_at IS NULL AND failed_at IS NULL
               AND id = (SELECT min(id) FROM outbox h
                         WHERE h.lane = o.lane AND h.sent_at IS NULL AND h.failed_at IS NULL)
               AND lease_until <= ?1 AND not_before <= ?1)",
        [now_ms],
        |r| r.get(0),
    )
}

/// Forgets at most `batch` rows sent before `sent_before_ms` or given up before
/// `failed_before_ms` (rows never sent stay, whatever their age), oldest first, in one short
/// transaction of the caller's. Returns how many went.
pub fn prune(
    conn: &Connection,
    sent_before_ms: i64,
    failed_before_ms: i64,
    batch: usize,
) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox
            WHERE sent_at < ?1 OR (sent_at IS NULL AND failed_at < ?2) ORDER BY id LIMIT ?3)",
        params![sent_before_ms, failed_before_ms, batch as i64],
    )
}

/// Whether any row is old enough to forget (looked at without the write lock, so that idle
/// ticks of several processes take none).
pub fn any_to_prune(
    conn: &Connection,
    sent_before_ms: i64,
    failed_before_ms: i64,
) -> crate::store::sql::Result<bool> {
    one(
        conn,
        "SELECT EXISTS (SELECT 1 FROM outbox
            WHERE sent_at < ?1 OR (sent_at IS NULL AND failed_at < ?2))",
        [sent_before_ms, failed_before_ms],
        |r| r.get(0),
    )
}

/// Rows not yet sent nor given up.
pub fn unsent(conn: &Connection) -> crate::store::sql::Result<i64> {
    one(
        conn,
        "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
        (),
        |r| r.get(0),
    )
}

/// What became of a row so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowState {
    pub sent: bool,
    pub failed: bool,
    pub message: Option<u64>,
    pub attempts: u32,
}

/// A row's state, for tests and checks.
pub fn state(conn: &Connection, id: i64) -> crate::store::sql::Result<Option<RowState>> {
    one(
        conn,
        "SELECT sent_at IS NOT NULL, failed_at IS NOT NULL, message_id, attempts
         FROM outbox WHERE id = ?1",
        [id],
        |r| {
            Ok(RowState {
                sent: r.get(0)?,
                failed: r.get(1)?,
                message: r.get::<_, Option<i64>>(2)?.map(|m| m as u64),
                attempts: r.get(3)?,
            })
        },
    )
    .optional()
}
