//! The engine's reviews of finished games, one per game, kept as the JSON the service
//! writes: asked again, a review is read, not computed.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

/// The review of `game` as stored, if there is one.
pub fn get(conn: &Connection, game: i64) -> crate::store::sql::Result<Option<String>> {
    one(
        conn,
        "SELECT review FROM reviews WHERE game_id = ?1",
        [game],
        |r| r.get(0),
    )
    .optional()
}

/// Keeps `json` as the review of `game` (a later one replaces it: the same game reviewed
/// twice at once gives the same review).
pub fn put(conn: &Connection, game: i64, json: &str, now: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO reviews (game_id, review, made_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET review = excluded.review, made_at = excluded.made_at",
        params![game, json, now],
    )?;
    Ok(())
}
