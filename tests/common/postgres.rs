//! The tests' PostgreSQL: when `RITHMO_TEST_POSTGRES` names a server (`.ci/postgres` starts
//! a throwaway one), the service tests run on a fresh database there, one per test, dropped
//! after it; otherwise on SQLite files. `RITHMO_REQUIRE_POSTGRES=1` (CI) makes a test that
//! needs PostgreSQL fail rather than say it did not run.

use rithmo::store::sql::scratch;
use std::sync::atomic::{AtomicU32, Ordering};

/// The server the tests may use, if any.
pub fn server() -> Option<String> {
    std::env::var("RITHMO_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.trim().is_empty())
}

/// Whether the tests run on PostgreSQL.
pub fn on() -> bool {
    server().is_some()
}

/// The server for a test that needs PostgreSQL; `None` (said on standard error) when there
/// is none and CI does not require one.
pub fn needed(test: &str) -> Option<String> {
    match server() {
        Some(url) => Some(url),
        None if std::env::var("RITHMO_REQUIRE_POSTGRES").is_ok_and(|v| v == "1") => {
            panic!("{test}: RITHMO_REQUIRE_POSTGRES=1 but RITHMO_TEST_POSTGRES names no server")
        }
        None => {
            eprintln!(
                "{test}: did not run: no PostgreSQL (set RITHMO_TEST_POSTGRES, e.g. from .ci/postgres)"
            );
            None
        }
    }
}

/// A new, empty database on `server`, dropped (with whoever is still connected) on drop.
pub struct Database {
    server: String,
    name: String,
    pub url: String,
}

impl Database {
    pub fn fresh(server: &str) -> Database {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let name = format!("t{}_{n}_{nanos}", std::process::id());
        Database {
            url: scratch::create(server, &name).unwrap(),
            server: server.to_string(),
            name,
        }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        let _ = scratch::drop(&self.server, &self.name);
    }
}

/// A test's database, on the engine the tests run on: a file `name`.db in a temporary
/// folder, or a fresh PostgreSQL database (its URL as the path, as `--db` takes it).
pub struct TestDb {
    path: std::path::PathBuf,
    _dir: Option<tempfile::TempDir>,
    _database: Option<Database>,
}

impl TestDb {
    pub fn new(name: &str) -> TestDb {
        match server() {
            Some(s) => {
                let db = Database::fresh(&s);
                TestDb {
                    path: db.url.clone().into(),
                    _dir: None,
                    _database: Some(db),
                }
            }
            None => {
                let dir = tempfile::TempDir::new().unwrap();
                TestDb {
                    path: dir.path().join(format!("{name}.db")),
                    _dir: Some(dir),
                    _database: None,
                }
            }
        }
    }

    pub fn path(&self) -> &std::path::Path {
        &self.path
    }
}
