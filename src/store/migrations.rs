//! The schema, as numbered SQL files in `migrations/` embedded at compile time. The applied
//! version is kept in SQLite's `user_version`, and readably in the `schema_version` table
//! (each file from 0003 on adds its row). An upgrade runs in one exclusive transaction that
//! reads the version under the lock: when several processes start together on one file, the
//! first upgrades it and the others wait (busy timeout), then find it current.

use rusqlite::{Connection, TransactionBehavior};
use std::path::Path;

const FILES: &[&str] = &[
    include_str!("../../migrations/0001_games.sql"),
    include_str!("../../migrations/0002_social.sql"),
    include_str!("../../migrations/0003_schema_version.sql"),
    include_str!("../../migrations/0004_vacations.sql"),
    include_str!("../../migrations/0005_duties.sql"),
    include_str!("../../migrations/0006_ratings.sql"),
    include_str!("../../migrations/0007_languages.sql"),
    include_str!("../../migrations/0008_servers.sql"),
    include_str!("../../migrations/0009_lessons.sql"),
    include_str!("../../migrations/0010_reviews.sql"),
    include_str!("../../migrations/0011_puzzles.sql"),
    include_str!("../../migrations/0012_game_puzzles.sql"),
    include_str!("../../migrations/0013_premoves.sql"),
    include_str!("../../migrations/0014_notes.sql"),
    include_str!("../../migrations/0015_outbox.sql"),
    include_str!("../../migrations/0016_tournaments.sql"),
    include_str!("../../migrations/0017_notify.sql"),
    include_str!("../../migrations/0018_web.sql"),
    include_str!("../../migrations/0019_heartbeat.sql"),
    include_str!("../../migrations/0020_web_sessions.sql"),
    include_str!("../../migrations/0021_clock_kinds.sql"),
    include_str!("../../migrations/0022_personal_puzzles.sql"),
    include_str!("../../migrations/0023_review_finished.sql"),
    include_str!("../../migrations/0024_teams.sql"),
    include_str!("../../migrations/0025_matches.sql"),
];

/// The schema version this program writes.
pub const LATEST: usize = FILES.len();

/// The schema version recorded in the file.
pub fn version(conn: &Connection) -> Result<usize, String> {
    conn.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))
        .map(|v| v as usize)
        .map_err(|e| e.to_string())
}

/// Brings the file up to `LATEST`; an up-to-date file is left alone, a newer one refused.
pub fn migrate(conn: &mut Connection, path: &Path) -> Result<(), String> {
    // Versions only grow, so a file found current without the lock stays current; anything
    // else is looked at again under it.
    if version(conn)? == LATEST {
        return Ok(());
    }
    upgrade(conn, LATEST).map_err(|e| format!("migrating {}: {e}", path.display()))
}

/// Applies migrations up to `version` only (for upgrade tests).
pub fn migrate_to(conn: &mut Connection, version: usize) -> Result<(), String> {
    upgrade(conn, version)
}

/// Every file after the one recorded, up to `target`, in one transaction holding the write
/// lock from its first statement: the version read is the one the files are applied to.
fn upgrade(conn: &mut Connection, target: usize) -> Result<(), String> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Exclusive)
        .map_err(|e| e.to_string())?;
    let found = version(&tx)?;
    if found > LATEST {
        return Err(format!(
            "the database has schema version {found}, newer than this program's {LATEST}: \
             upgrade rithmo before using it"
        ));
    }
    for (i, sql) in FILES.iter().enumerate().take(target).skip(found) {
        tx.execute_batch(sql)
            .map_err(|e| format!("migration {} failed: {e}", i + 1))?;
    }
    if target > found {
        tx.pragma_update(None, "user_version", target as i64)
            .map_err(|e| e.to_string())?;
    }
    tx.commit().map_err(|e| e.to_string())
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
