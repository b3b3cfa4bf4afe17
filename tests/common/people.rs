//! Service-test ground shared by the test files: the clock's start, a server channel, the
//! users, a service on a fresh SQLite file, and a snapshot of what a refusal must not change.

use rithmo::i18n::Lang;
use rithmo::service::{Place, Service, User};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

pub const T0: i64 = 1_795_305_600; // 2026-11-22 00:00 UTC
pub const DAY: i64 = 86_400;
pub const HERE: Place = Place {
    guild: Some(7),
    channel: 70,
    thread: None,
    lang: None,
};

pub fn user(id: u64, name: &str) -> User {
    speaking(id, name, Lang::En)
}

/// A user whose client speaks `lang`.
pub fn speaking(id: u64, name: &str, lang: Lang) -> User {
    User {
        id,
        name: name.into(),
        lang,
    }
}

pub fn alice() -> User {
    user(1, "alice")
}
pub fn bob() -> User {
    user(2, "bob")
}
pub fn carol() -> User {
    user(3, "carol")
}
pub fn dave() -> User {
    user(4, "dave")
}
pub fn erin() -> User {
    user(5, "erin")
}

/// A service on a new database file in a temporary folder (kept alive by the `TempDir`).
pub fn fresh_service() -> (TempDir, Service, PathBuf) {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("games.db");
    let svc = Service::open(&path).unwrap();
    (dir, svc, path)
}

/// Every row of the tables a command may write, as text: equal before and after a refusal.
pub fn snapshot(db: &Path) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut out = String::new();
    for table in ["games", "moves", "draw_offers", "watchers"] {
        let mut stmt = conn.prepare(&format!("SELECT * FROM {table}")).unwrap();
        let n = stmt.column_count();
        let rows = stmt
            .query_map([], |r| {
                Ok((0..n)
                    .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                    .collect::<Vec<_>>()
                    .join("|"))
            })
            .unwrap();
        for row in rows {
            out.push_str(&row.unwrap());
            out.push('\n');
        }
    }
    out
}
