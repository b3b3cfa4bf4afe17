//! Duties: work done once per occasion however many processes share the database and look
//! for it (every process runs the clock). The row's key says which duty and which time it
//! falls due; whoever inserts the row has it.
//!
//! How a duty uses this:
//! - Work done inside one transaction (a reminder, a forfeit; an abort, a challenge's
//!   expiry): in the `Store::write` that changes the game, call [`claim`] first and do
//!   nothing when it returns false. The claim commits with the change or is rolled back
//!   with it, so the announcement comes from the one process whose transaction committed.
//!   Pick an occasion that changes when the duty may fall due again (reminders use the
//!   deadline, so a vacation's later deadline is reminded again).
//! - Work done outside a transaction (the engine thinking over the bot's move): [`lease`]
//!   it in a short transaction, do the work, then in the transaction that writes the result
//!   call [`finish`] and roll back if it returns false (the lease ran out and another
//!   process took it over). A process that dies holding a lease loses it after `lease_secs`.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

pub const REMINDER: &str = "reminder";
pub const FORFEIT: &str = "forfeit";
/// The puzzle of the day posted in a server's puzzle channel (subject: the server, occasion:
/// the day).
pub const DAILY_PUZZLE: &str = "daily-puzzle";
/// A player's daily digest of their games waiting (subject: the player, occasion: their
/// local day).
pub const DIGEST: &str = "digest";
/// The second reminder, at 95% of a move's time, for who asked for it (occasion: the
/// deadline).
pub const SECOND_REMINDER: &str = "second-reminder";

/// One occurrence of a duty: its kind, what it is about (a game), and which time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duty<'a> {
    pub kind: &'a str,
    pub subject: i64,
    pub occasion: i64,
}

/// Claims a duty done in the caller's transaction: true for the one caller that gets it.
pub fn claim(tx: &Connection, d: &Duty, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        tx,
        "INSERT INTO duties (kind, subject, occasion, claimed_at, done_at)
         VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT DO NOTHING",
        params![d.kind, d.subject, d.occasion, now],
    )?;
    Ok(n == 1)
}

/// Leases a duty done outside a transaction: true when nobody has it, or its holder's lease
/// ran out (`lease_secs` after its claim) before it finished.
pub fn lease(
    tx: &Connection,
    d: &Duty,
    owner: &str,
    now: i64,
    lease_secs: i64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        tx,
        "INSERT INTO duties (kind, subject, occasion, owner, claimed_at, done_at)
         VALUES (?1, ?2, ?3, ?4, ?5, NULL)
         ON CONFLICT (kind, subject, occasion) DO UPDATE
            SET owner = excluded.owner, claimed_at = excluded.claimed_at
            WHERE duties.done_at IS NULL AND duties.claimed_at <= excluded.claimed_at - ?6",
        params![d.kind, d.subject, d.occasion, owner, now, lease_secs],
    )?;
    Ok(n == 1)
}

/// Marks leased work done; false when `owner` no longer holds the lease.
pub fn finish(tx: &Connection, d: &Duty, owner: &str, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        tx,
        "UPDATE duties SET done_at = ?5
         WHERE kind = ?1 AND subject = ?2 AND occasion = ?3 AND owner = ?4 AND done_at IS NULL",
        params![d.kind, d.subject, d.occasion, owner, now],
    )?;
    Ok(n == 1)
}

/// Forgets the duties of `kind` claimed before `before`.
pub fn forget_before(tx: &Connection, kind: &str, before: i64) -> crate::store::sql::Result<()> {
    exec(
        tx,
        "DELETE FROM duties WHERE kind = ?1 AND claimed_at < ?2",
        params![kind, before],
    )?;
    Ok(())
}

/// When the duty was done, if it was.
pub fn done_at(conn: &Connection, d: &Duty) -> crate::store::sql::Result<Option<i64>> {
    one(
        conn,
        "SELECT done_at FROM duties WHERE kind = ?1 AND subject = ?2 AND occasion = ?3",
        params![d.kind, d.subject, d.occasion],
        |r| r.get::<_, Option<i64>>(0),
    )
    .optional()
    .map(Option::flatten)
}

/// A name for this process as a lease holder: its id and the time of the first call (`now`,
/// the caller's clock in unix milliseconds), unique on one machine.
pub fn this_process(now: i64) -> String {
    use std::sync::OnceLock;
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| format!("pid {} started {now}", std::process::id()))
        .clone()
}
