//! Who is looking: the session a request carries, by its cookie on the web, or by its
//! `Authorization: Bearer` header inside an Activity (a frame within Discord cannot count on
//! cookies), found live in the store and compared whole in constant time.

use super::cookies;
use crate::store::sql::Connection;
use crate::store::web_sessions::{self, Session};
use crate::web::tokens::matching;
use axum::http::header::AUTHORIZATION;
use axum::http::HeaderMap;

/// A signed-in reader.
#[derive(Clone, Debug)]
pub struct Viewer {
    pub session: Session,
    /// Carried by the page itself (an Activity), not by a cookie.
    pub bearer: bool,
}

/// The characters of a session's id that find its row.
const SELECTOR: usize = 16;

/// The session id a request carries, and whether as a bearer.
pub fn carried(headers: &HeaderMap) -> Option<(&str, bool)> {
    let bearer = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    match bearer {
        Some(b) => Some((b, true)),
        None => cookies::read(headers, cookies::SESSION).map(|c| (c, false)),
    }
}

/// The live session a request carries, if any.
pub fn find(conn: &Connection, headers: &HeaderMap, now: i64) -> Result<Option<Viewer>, String> {
    let Some((id, bearer)) = carried(headers) else {
        return Ok(None);
    };
    let selector = id.get(..SELECTOR).unwrap_or(id);
    let mut live = web_sessions::by_prefix(conn, selector, now).map_err(|e| e.to_string())?;
    // Compared as the pages' tokens are: every candidate whole, in constant time.
    let ids: Vec<(i64, String)> = live
        .iter()
        .enumerate()
        .map(|(i, s)| (i as i64, s.id.clone()))
        .collect();
    Ok(matching(&ids, id).map(|i| Viewer {
        session: live.swap_remove(i as usize),
        bearer,
    }))
}
