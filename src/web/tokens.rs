//! Finding a page's game or server by its token without the time saying anything: a token
//! of the right form (40 lower-case hex characters, as every token is made) is always
//! looked up and compared whole in constant time, also against a stand-in when nothing was
//! found; one of any other form is no token at all and costs no query (an empty or short
//! one would otherwise select a whole range of rows).

use crate::store::sql::Connection;
use crate::store::web_tokens::{self, LEN, SELECTOR};
use std::hint::black_box;

/// Compared with when no row matched, so that a miss costs what a hit does.
const STAND_IN: &str = "0000000000000000000000000000000000000000";

/// The game whose page `token` opens.
pub fn game(conn: &Connection, token: &str) -> Result<Option<i64>, String> {
    if !hex_of_length(token, LEN) {
        return Ok(None);
    }
    let rows = web_tokens::games_by_selector(conn, selector(token)).map_err(|e| e.to_string())?;
    Ok(matching(&rows, token))
}

/// The server whose board (turned on) `token` opens.
pub fn server(conn: &Connection, token: &str) -> Result<Option<u64>, String> {
    if !hex_of_length(token, LEN) {
        return Ok(None);
    }
    let rows = web_tokens::servers_by_selector(conn, selector(token)).map_err(|e| e.to_string())?;
    Ok(matching(&rows, token).map(|g| g as u64))
}

/// The token's first characters (a token of the right form is longer).
fn selector(token: &str) -> &str {
    token.get(..SELECTOR).unwrap_or(token)
}

/// Whether `s` has the form of our random ids: exactly `len` lower-case hex characters.
pub(super) fn hex_of_length(s: &str, len: usize) -> bool {
    s.len() == len && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The row whose whole token is `token`, every candidate compared in full.
pub(super) fn matching(rows: &[(i64, String)], token: &str) -> Option<i64> {
    let mut found = None;
    for (id, stored) in rows {
        if same(stored, token) {
            found = Some(*id);
        }
    }
    if rows.is_empty() {
        black_box(same(STAND_IN, token));
    }
    found
}

/// Equal bytes, in a time that depends only on the lengths: no early exit.
pub(super) fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let other = if a.len() == b.len() { b } else { a };
    let diff = a
        .iter()
        .zip(other)
        .fold(0u8, |acc, (x, y)| acc | black_box(x ^ y));
    diff == 0 && a.len() == b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_whole_token_matches() {
        let rows = vec![(7, "ab".repeat(20))];
        assert_eq!(matching(&rows, &"ab".repeat(20)), Some(7));
        assert_eq!(
            matching(&rows, &format!("{}x", &"ab".repeat(20)[..39])),
            None
        );
        assert_eq!(matching(&rows, "ab"), None);
        assert_eq!(matching(&[], "ab"), None);
    }

    #[test]
    fn only_lower_case_hex_of_the_exact_length_has_a_tokens_form() {
        assert!(hex_of_length(&"0a".repeat(20), 40));
        for wrong in ["", "0", &"0a".repeat(8), &"0A".repeat(20), &"0g".repeat(20)] {
            assert!(!hex_of_length(wrong, 40), "{wrong:?}");
        }
        assert!(!hex_of_length(&"0a".repeat(21), 40), "too long");
        assert!(
            !hex_of_length(&format!("{}é", "a".repeat(38)), 40),
            "not ASCII"
        );
    }

    /// A token of another form finds nothing without asking the database: here the table
    /// it would read is gone, so a query would fail.
    #[test]
    fn a_token_of_the_wrong_form_costs_no_query() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        drop(crate::store::Store::open(&path).unwrap());
        let conn = Connection::at(&path).unwrap();
        conn.execute_batch("PRAGMA foreign_keys = OFF; DROP TABLE servers; DROP TABLE games;")
            .unwrap();
        for wrong in [
            "",
            "0",
            &"a".repeat(16),
            &"a".repeat(39),
            &"A".repeat(40),
            &"a".repeat(41),
        ] {
            assert_eq!(game(&conn, wrong), Ok(None), "{wrong:?}");
            assert_eq!(server(&conn, wrong), Ok(None), "{wrong:?}");
        }
        // A token of the right form is looked up (and the missing table says so).
        assert!(game(&conn, &"a".repeat(40)).is_err());
    }
}
