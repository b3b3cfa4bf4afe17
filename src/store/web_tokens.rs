//! The web pages' tokens (migration 0018): each game's, and the board of games of a server
//! that turned it on. A token is 40 lower-case hex characters; its first `SELECTOR`
//! characters find candidate rows through the unique index, and the caller compares the
//! whole token in constant time, so the lookup's time says nothing about how much of a
//! guess was right.

use super::games::{GameRow, Status};
use super::one;
use crate::store::sql::{Connection, OptionalExtension};

/// The characters of a token that find its row.
pub const SELECTOR: usize = 16;
/// Every token's length: 20 random bytes in lower-case hex.
pub const LEN: usize = 40;

/// The token of game `id`'s page.
pub fn of_game(conn: &Connection, id: i64) -> crate::store::sql::Result<Option<String>> {
    one(
        conn,
        "SELECT web_token FROM games WHERE id = ?1",
        [id],
        |r| r.get::<_, Option<String>>(0),
    )
    .optional()
    .map(Option::flatten)
}

/// The games whose token begins with `selector`: (id, token).
pub fn games_by_selector(
    conn: &Connection,
    selector: &str,
) -> crate::store::sql::Result<Vec<(i64, String)>> {
    by_selector(
        conn,
        "SELECT id, web_token FROM games WHERE web_token >= ?1 AND web_token < ?2",
        selector,
    )
}

/// The servers showing their board whose token begins with `selector`: (guild, token).
pub fn servers_by_selector(
    conn: &Connection,
    selector: &str,
) -> crate::store::sql::Result<Vec<(i64, String)>> {
    by_selector(
        conn,
        "SELECT guild_id, web_token FROM servers
         WHERE web = 1 AND web_token >= ?1 AND web_token < ?2",
        selector,
    )
}

/// The rows whose token lies between `selector` and the next selector up: 'g' sorts after
/// every hex digit, so the range is exactly the tokens that begin with it (index only).
fn by_selector(
    conn: &Connection,
    sql: &str,
    selector: &str,
) -> crate::store::sql::Result<Vec<(i64, String)>> {
    let end = format!("{selector}g");
    let mut st = conn.prepare_cached(sql)?;
    let rows = st.query_map([selector, end.as_str()], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

/// Whether `guild`'s board is on, and its token then.
pub fn server_board(conn: &Connection, guild: u64) -> crate::store::sql::Result<Option<String>> {
    one(
        conn,
        "SELECT web_token FROM servers WHERE guild_id = ?1 AND web = 1",
        [guild as i64],
        |r| r.get::<_, Option<String>>(0),
    )
    .optional()
    .map(Option::flatten)
}

/// A server's games for its board: the running ones, then the finished ones newest first,
/// at most `limit` finished; each with its page's token.
pub fn server_games(
    conn: &Connection,
    guild: u64,
    limit: u32,
) -> crate::store::sql::Result<Vec<(GameRow, String)>> {
    let mut out = Vec::new();
    for (status, cap) in [(Status::Active, u32::MAX), (Status::Finished, limit)] {
        let mut st = conn.prepare_cached(
            "SELECT id, web_token FROM games WHERE guild_id = ?1 AND status = ?2
             ORDER BY updated_at DESC, id DESC LIMIT ?3",
        )?;
        let ids = st.query_map(
            crate::store::sql::params![guild as i64, status.as_str(), cap],
            |r| Ok((r.get::<_, i64>(0)?, r.get::<_, Option<String>>(1)?)),
        )?;
        for row in ids {
            let (id, token) = row?;
            if let (Some(g), Some(t)) = (super::games::get(conn, id)?, token) {
                out.push((g, t));
            }
        }
    }
    Ok(out)
}

/// The game an Activity opened in `channel` (of server `guild`, 0 for a direct message)
/// shows to `user`: the game whose thread it is, else `user`'s newest game in that channel
/// (running ones first); with its page's token.
pub fn activity_game(
    conn: &Connection,
    guild: u64,
    channel: u64,
    user: u64,
) -> crate::store::sql::Result<Option<(i64, String)>> {
    one(
        conn,
        "SELECT id, web_token FROM games
         WHERE coalesce(guild_id, 0) = ?1 AND web_token IS NOT NULL
           AND (thread_id = ?2 OR (channel_id = ?2 AND (white = ?3 OR black = ?3)))
         ORDER BY thread_id = ?2 DESC, status = 'active' DESC, updated_at DESC, id DESC
         LIMIT 1",
        crate::store::sql::params![guild as i64, channel as i64, user as i64],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}
