//! Matches between servers as stored: the code a team challenge is taken up by from another
//! server, and, once taken, the game's second place (that server, its channel and the
//! game's thread there).

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension, Row};

/// The characters of a match code: Crockford's base 32, without I, L, O and U, so that a
/// code read out or copied by hand is typed again as it was (`by_code` reads O as 0, I and
/// L as 1).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// A code's length: 50 random bits, beyond guessing within a challenge's few days.
pub const CODE_LEN: usize = 10;

/// A match challenge and, once another server took it, its second place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub game: i64,
    pub code: String,
    pub guild: Option<u64>,
    pub channel: Option<u64>,
    pub thread: Option<u64>,
}

const COLUMNS: &str = "game_id, code, guild_id, channel_id, thread_id";

fn id(v: Option<i64>) -> Option<u64> {
    v.map(|v| v as u64)
}

fn from_row(r: &Row) -> crate::store::sql::Result<Match> {
    Ok(Match {
        game: r.get(0)?,
        code: r.get(1)?,
        guild: id(r.get(2)?),
        channel: id(r.get(3)?),
        thread: id(r.get(4)?),
    })
}

/// Stores a new code for challenge `game`, drawn from the system's cryptographic random
/// source (each byte taken modulo 32: 256 is a multiple of 32, so every character is as
/// likely), the same on either engine.
pub fn insert(tx: &Connection, game: i64) -> crate::store::sql::Result<String> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes)
        .map_err(|e| crate::store::sql::Error::Conversion(format!("no random bytes: {e}")))?;
    let code: String = bytes
        .iter()
        .map(|b| ALPHABET[usize::from(b % 32)] as char)
        .collect();
    exec(
        tx,
        "INSERT INTO match_places (game_id, code) VALUES (?1, ?2)",
        params![game, code],
    )?;
    Ok(code)
}

/// The match whose code is `code` as typed: case, spaces and dashes do not matter, and the
/// letters mistaken for digits are read as those.
pub fn by_code(conn: &Connection, code: &str) -> crate::store::sql::Result<Option<Match>> {
    let code: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect();
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM match_places WHERE code = ?1"),
        [code],
        from_row,
    )
    .optional()
}

/// The match of game `game`, if it is one.
pub fn get(conn: &Connection, game: i64) -> crate::store::sql::Result<Option<Match>> {
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM match_places WHERE game_id = ?1"),
        [game],
        from_row,
    )
    .optional()
}

/// Server `guild` took match `game` in `channel`; false if another took it first.
pub fn take(
    tx: &Connection,
    game: i64,
    guild: u64,
    channel: u64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        tx,
        "UPDATE match_places SET guild_id = ?2, channel_id = ?3
         WHERE game_id = ?1 AND guild_id IS NULL",
        params![game, guild as i64, channel as i64],
    )?;
    Ok(n == 1)
}

/// Records the game's thread in its second place (opened from a post in `channel`); false
/// if `channel` is not that place's.
pub fn set_thread(
    conn: &Connection,
    game: i64,
    channel: u64,
    thread: u64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE match_places SET thread_id = ?3 WHERE game_id = ?1 AND channel_id = ?2",
        params![game, channel as i64, thread as i64],
    )?;
    Ok(n == 1)
}

/// The running matches with a side in server `guild` (either place), oldest first.
pub fn running_in(conn: &Connection, guild: u64) -> crate::store::sql::Result<Vec<i64>> {
    let mut stmt = conn.prepare_cached(
        "SELECT g.id FROM games g JOIN match_places m ON m.game_id = g.id
         WHERE g.status = 'active' AND (g.guild_id = ?1 OR m.guild_id = ?1) ORDER BY g.id",
    )?;
    let rows = stmt.query_map([guild as i64], |r| r.get(0))?;
    rows.collect()
}

/// An SQL condition on `games` for "posted in channel or thread `?N`": its own place or its
/// second place, `column` being `channel_id` or `thread_id`.
pub(super) fn at(column: &str, arg: &str) -> String {
    format!("({column} = {arg} OR id IN (SELECT game_id FROM match_places WHERE {column} = {arg}))")
}
