//! Who is looking: the session a request carries, by its cookie on the web, or by its
//! `Authorization: Bearer` header inside an Activity (a frame within Discord cannot count on
//! cookies), found live in the store and compared whole in constant time. A cookie's
//! session is never replaced by a bearer: a bearer is only what a page's script sends, and
//! a page can be handed someone else's (login forgery).

use super::cookies;
use crate::store::sql::Connection;
use crate::store::web_sessions::{self, Session, ID_LEN};
use crate::web::tokens::{hex_of_length, matching};
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

/// The session ids a request carries, the cookie's first, each with whether it is a
/// bearer's; only ids of a session's form (anything else is no session and costs no query:
/// an empty or short id would select a whole range of sessions).
fn carried(headers: &HeaderMap) -> impl Iterator<Item = (&str, bool)> {
    let bearer = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    let cookie = cookies::read(headers, cookies::SESSION);
    [(cookie, false), (bearer, true)]
        .into_iter()
        .filter_map(|(id, bearer)| Some((id?, bearer)))
        .filter(|(id, _)| hex_of_length(id, ID_LEN))
}

/// The live session a request carries, if any: its cookie's when that is live, otherwise
/// its bearer's.
pub fn find(conn: &Connection, headers: &HeaderMap, now: i64) -> Result<Option<Viewer>, String> {
    for (id, bearer) in carried(headers) {
        if let Some(session) = live(conn, id, now)? {
            return Ok(Some(Viewer { session, bearer }));
        }
    }
    Ok(None)
}

/// The live session whose id is `id` (of a session's form).
fn live(conn: &Connection, id: &str, now: i64) -> Result<Option<Session>, String> {
    let mut live =
        web_sessions::by_prefix(conn, &id[..SELECTOR], now).map_err(|e| e.to_string())?;
    // Compared as the pages' tokens are: every candidate whole, in constant time.
    let ids: Vec<(i64, String)> = live
        .iter()
        .enumerate()
        .map(|(i, s)| (i as i64, s.id.clone()))
        .collect();
    Ok(matching(&ids, id).map(|i| live.swap_remove(i as usize)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(cookie: Option<&str>, bearer: Option<&str>) -> HeaderMap {
        let mut h = HeaderMap::new();
        if let Some(c) = cookie {
            let v = format!("{}={c}", cookies::SESSION);
            h.insert("cookie", HeaderValue::from_str(&v).unwrap());
        }
        if let Some(b) = bearer {
            let v = format!("Bearer {b}");
            h.insert(AUTHORIZATION, HeaderValue::from_str(&v).unwrap());
        }
        h
    }

    /// A database whose sessions are alice's (1) and carol's (3), both live at 100.
    fn two_sessions() -> (tempfile::TempDir, Connection, Session, Session) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v.db");
        drop(crate::store::Store::open(&path).unwrap());
        let conn = Connection::at(&path).unwrap();
        let alice = web_sessions::open(&conn, 1, "alice", None, 100, 1_000).unwrap();
        let carol = web_sessions::open(&conn, 3, "carol", None, 100, 1_000).unwrap();
        (dir, conn, alice, carol)
    }

    fn who(conn: &Connection, h: &HeaderMap) -> Option<(u64, bool)> {
        find(conn, h, 200)
            .unwrap()
            .map(|v| (v.session.user, v.bearer))
    }

    #[test]
    fn a_cookies_session_is_never_replaced_by_a_bearer() {
        let (_dir, conn, alice, carol) = two_sessions();
        let both = headers(Some(&alice.id), Some(&carol.id));
        assert_eq!(who(&conn, &both), Some((1, false)), "alice stays alice");
        // Inside an Activity there is no cookie: the bearer is who looks.
        assert_eq!(who(&conn, &headers(None, Some(&carol.id))), Some((3, true)));
        // A cookie that is no live session leaves the bearer to speak.
        let stale = headers(Some(&"0".repeat(64)), Some(&carol.id));
        assert_eq!(who(&conn, &stale), Some((3, true)));
    }

    /// An id of another form is no session and costs no query: here the sessions' table is
    /// gone, so a query would fail.
    #[test]
    fn an_id_of_the_wrong_form_costs_no_query() {
        let (_dir, conn, alice, _) = two_sessions();
        conn.execute_batch("DROP TABLE web_sessions").unwrap();
        let upper = alice.id.to_uppercase();
        let long = format!("{}0", alice.id);
        for wrong in [
            "",
            "a",
            &alice.id[..16],
            &alice.id[..63],
            &long,
            &upper,
            "not hex at all",
        ] {
            assert_eq!(
                who(&conn, &headers(Some(wrong), None)),
                None,
                "cookie {wrong:?}"
            );
            assert_eq!(
                who(&conn, &headers(None, Some(wrong))),
                None,
                "bearer {wrong:?}"
            );
        }
        // The right form is looked up (and the missing table says so).
        assert!(find(&conn, &headers(Some(&alice.id), None), 200).is_err());
    }
}
