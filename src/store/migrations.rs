//! The schema, as numbered SQL files in `migrations/` embedded at compile time. The applied
//! version is kept in SQLite's `user_version` by rusqlite_migration, and readably in the
//! `schema_version` table (each file from 0003 on adds its row); each file runs in its own
//! transaction.

use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::Path;

const FILES: &[&str] = &[
    include_str!("../../migrations/0001_games.sql"),
    include_str!("../../migrations/0002_social.sql"),
    include_str!("../../migrations/0003_schema_version.sql"),
    include_str!("../../migrations/0004_vacations.sql"),
    include_str!("../../migrations/0006_ratings.sql"),
];

/// The schema version this program writes.
pub const LATEST: usize = FILES.len();

pub fn migrations() -> Migrations<'static> {
    Migrations::new(FILES.iter().map(|sql| M::up(sql)).collect())
}

/// The schema version recorded in the file.
pub fn version(conn: &Connection) -> Result<usize, String> {
    conn.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))
        .map(|v| v as usize)
        .map_err(|e| e.to_string())
}

/// Brings the file up to `LATEST`; an up-to-date file is left alone, a newer one refused.
pub fn migrate(conn: &mut Connection, path: &Path) -> Result<(), String> {
    let found = version(conn)?;
    if found > LATEST {
        return Err(format!(
            "database {} has schema version {found}, newer than this program's {LATEST}: \
             upgrade rithmo before using it",
            path.display()
        ));
    }
    if found == LATEST {
        return Ok(());
    }
    migrations()
        .to_latest(conn)
        .map_err(|e| format!("migrating {}: {e}", path.display()))
}

/// Applies migrations up to `version` only (for upgrade tests).
pub fn migrate_to(conn: &mut Connection, version: usize) -> Result<(), String> {
    migrations()
        .to_version(conn, version)
        .map_err(|e| e.to_string())
}

/// The versions listed in the `schema_version` table, oldest first.
pub fn recorded(conn: &Connection) -> Result<Vec<usize>, String> {
    let mut stmt = conn
        .prepare("SELECT version FROM schema_version ORDER BY version")
        .map_err(|e| e.to_string())?;
    let rows = stmt
        .query_map([], |r| r.get::<_, i64>(0))
        .map_err(|e| e.to_string())?;
    rows.map(|v| v.map(|v| v as usize).map_err(|e| e.to_string()))
        .collect()
}
