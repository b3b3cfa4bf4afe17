//! The web pages' sessions and sign-ins under way (migration 0020). A session is found by
//! the first characters of its id (the primary key's index) and the caller compares the
//! whole id in constant time, as for the pages' tokens.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

/// Every session's id: 32 random bytes in lower-case hex (`open`).
pub const ID_LEN: usize = 64;

/// A session as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub id: String,
    pub user: u64,
    pub name: String,
    pub csrf: String,
    /// The server an Activity's session was opened in: it reaches that server's games only.
    pub guild: Option<u64>,
    pub expires_at: i64,
}

/// Opens a session for `user` until `expires_at`: its id and its forgery token, both new
/// random values.
pub fn open(
    conn: &Connection,
    user: u64,
    name: &str,
    guild: Option<u64>,
    now: i64,
    expires_at: i64,
) -> crate::store::sql::Result<Session> {
    let (id, csrf): (String, String) = one(
        conn,
        "SELECT lower(hex(randomblob(32))), lower(hex(randomblob(16)))",
        (),
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    exec(
        conn,
        "INSERT INTO web_sessions (id, user_id, user_name, csrf, guild, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            id,
            user as i64,
            name,
            csrf,
            guild.map(|g| g as i64),
            now,
            expires_at
        ],
    )?;
    Ok(Session {
        id,
        user,
        name: name.to_string(),
        csrf,
        guild,
        expires_at,
    })
}

/// The live sessions (neither revoked nor expired at `now`) whose id begins with `selector`:
/// 'g' sorts after every hex digit, so the range is exactly those ids (the primary key's
/// index only).
pub fn by_prefix(
    conn: &Connection,
    selector: &str,
    now: i64,
) -> crate::store::sql::Result<Vec<Session>> {
    let end = format!("{selector}g");
    let mut st = conn.prepare_cached(
        "SELECT id, user_id, user_name, csrf, guild, expires_at FROM web_sessions
         WHERE id >= ?1 AND id < ?2 AND revoked_at IS NULL AND expires_at > ?3",
    )?;
    let rows = st.query_map(params![selector, end, now], |r| {
        Ok(Session {
            id: r.get(0)?,
            user: r.get::<_, i64>(1)? as u64,
            name: r.get(2)?,
            csrf: r.get(3)?,
            guild: r.get::<_, Option<i64>>(4)?.map(|g| g as u64),
            expires_at: r.get(5)?,
        })
    })?;
    rows.collect()
}

/// Ends one session (signing out); true when it was live.
pub fn revoke(conn: &Connection, id: &str, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE web_sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
        params![id, now],
    )?;
    Ok(n > 0)
}

/// Ends every live session of `user` (signing out everywhere): how many there were.
pub fn revoke_all(conn: &Connection, user: u64, now: i64) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "UPDATE web_sessions SET revoked_at = ?2
         WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2",
        params![user as i64, now],
    )
}

/// Forgets sessions over a day past their end, and sign-ins never finished.
pub fn prune(conn: &Connection, now: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "DELETE FROM web_sessions WHERE expires_at < ?1 OR revoked_at < ?1",
        [now - 86_400],
    )?;
    exec(
        conn,
        "DELETE FROM web_sign_ins WHERE created_at < ?1",
        [now - SIGN_IN_SECONDS],
    )?;
    Ok(())
}

/// How long a sign-in may take, from our page to Discord's and back.
pub const SIGN_IN_SECONDS: i64 = 600;

/// A sign-in begun: a new random `state` for Discord's authorize page, remembering the page
/// to come back to.
pub fn begin_sign_in(conn: &Connection, back: &str, now: i64) -> crate::store::sql::Result<String> {
    let state: String = one(conn, "SELECT lower(hex(randomblob(16)))", (), |r| r.get(0))?;
    exec(
        conn,
        "INSERT INTO web_sign_ins (state, back, created_at) VALUES (?1, ?2, ?3)",
        params![state, back, now],
    )?;
    Ok(state)
}

/// The page a sign-in with `state` comes back to, if it was begun here less than ten
/// minutes ago; used once.
pub fn finish_sign_in(
    conn: &Connection,
    state: &str,
    now: i64,
) -> crate::store::sql::Result<Option<String>> {
    let back: Option<String> = one(
        conn,
        "SELECT back FROM web_sign_ins WHERE state = ?1 AND created_at > ?2",
        params![state, now - SIGN_IN_SECONDS],
        |r| r.get(0),
    )
    .optional()?;
    exec(conn, "DELETE FROM web_sign_ins WHERE state = ?1", [state])?;
    Ok(back)
}
