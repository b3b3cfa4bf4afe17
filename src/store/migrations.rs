//! The schema, as numbered SQL files in `migrations/` embedded at compile time. The applied
//! version is kept in SQLite's `user_version`, and readably in the `schema_version` table
//! (each file from 0003 on adds its row). An upgrade runs in one exclusive transaction that
//! reads the version under the lock: when several processes start together on one file, the
//! first upgrades it and the others wait (busy timeout), then find it current.
//!
//! PostgreSQL starts from a baseline, the schema as of version 25 in its own spelling
//! (`migrations/postgres/`); each later file has its PostgreSQL twin there. The version is
//! the highest in `schema_version`, read and raised under a session advisory lock, so
//! processes starting together upgrade once.

use crate::store::sql::{Begin, Connection, Value};

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

/// PostgreSQL's schema files, by the version each brings the database to.
const POSTGRES: &[(usize, &str)] = &[(
    25,
    include_str!("../../migrations/postgres/0025_baseline.sql"),
)];

/// The advisory lock held while PostgreSQL's schema is upgraded.
const MIGRATION_LOCK: i64 = 0x7269_7468_6d6e; // "rithmn"

/// The schema version this program writes.
pub const LATEST: usize = FILES.len();

/// The schema version recorded in the database.
pub fn version(conn: &Connection) -> Result<usize, String> {
    let Some(lite) = conn.as_sqlite() else {
        return postgres_version(conn).map_err(|e| e.to_string());
    };
    lite.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))
        .map(|v| v as usize)
        .map_err(|e| e.to_string())
}

fn postgres_version(conn: &Connection) -> crate::store::sql::Result<usize> {
    let exists: bool = conn.query_row(
        "SELECT to_regclass('schema_version') IS NOT NULL",
        (),
        |r| r.get(0),
    )?;
    if !exists {
        return Ok(0);
    }
    conn.query_row(
        "SELECT coalesce(max(version), 0) FROM schema_version",
        (),
        |r| r.get::<_, i64>(0).map(|v| v as usize),
    )
}

/// Brings the database up to `LATEST`; an up-to-date one is left alone, a newer one refused.
pub fn migrate(conn: &mut Connection, shown: &str) -> Result<(), String> {
    // Versions only grow, so a database found current without the lock stays current;
    // anything else is looked at again under it.
    if version(conn)? == LATEST {
        return Ok(());
    }
    let done = if conn.is_postgres() {
        upgrade_postgres(conn)
    } else {
        upgrade(conn, LATEST)
    };
    done.map_err(|e| format!("migrating {shown}: {e}"))
}

/// Applies migrations up to `version` only (for upgrade tests; SQLite).
pub fn migrate_to(conn: &mut Connection, version: usize) -> Result<(), String> {
    upgrade(conn, version)
}

/// Every file after the one recorded, up to `target`, in one transaction holding the write
/// lock from its first statement: the version read is the one the files are applied to.
fn upgrade(conn: &mut Connection, target: usize) -> Result<(), String> {
    conn.transaction(Begin::Exclusive, |tx| {
        let found = version(tx)?;
        if found > LATEST {
            return Err(newer(found));
        }
        for (i, sql) in FILES.iter().enumerate().take(target).skip(found) {
            tx.execute_batch(sql)
                .map_err(|e| format!("migration {} failed: {e}", i + 1))?;
        }
        if target > found {
            let lite = tx
                .as_sqlite()
                .ok_or("SQLite's migrations on another engine")?;
            lite.pragma_update(None, "user_version", target as i64)
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    })
}

fn newer(found: usize) -> String {
    format!(
        "the database has schema version {found}, newer than this program's {LATEST}: \
         upgrade rithmo before using it"
    )
}

/// PostgreSQL's files after the version recorded, under the migration lock (held by this
/// connection's session until released, whatever happens in between).
fn upgrade_postgres(conn: &Connection) -> Result<(), String> {
    let lock = vec![Value::Integer(MIGRATION_LOCK)];
    conn.rows("SELECT pg_advisory_lock(?1)", lock.clone())
        .map_err(|e| e.to_string())?;
    let out = conn.transaction(Begin::Write, |tx| {
        let found = postgres_version(tx).map_err(|e| e.to_string())?;
        if found > LATEST {
            return Err(newer(found));
        }
        for (version, sql) in POSTGRES.iter().filter(|(v, _)| *v > found) {
            tx.execute_batch(sql)
                .map_err(|e| format!("migration {version} failed: {e}"))?;
        }
        Ok(())
    });
    conn.rows("SELECT pg_advisory_unlock(?1)", lock).ok();
    out
}

/// The versions listed in the `schema_version` table, oldest first.
pub fn recorded(conn: &Connection) -> Result<Vec<usize>, String> {
    let mut stmt = conn
        .prepare_cached("SELECT version FROM schema_version ORDER BY version")
        .map_err(|e| e.to_string())?;
    let rows = stmt
        .query_map((), |r| r.get::<_, i64>(0))
        .map_err(|e| e.to_string())?;
    rows.map(|v| v.map(|v| v as usize).map_err(|e| e.to_string()))
        .collect()
}
