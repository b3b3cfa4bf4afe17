//! A database looked at and copied from outside the bot, while it runs: opened read-only (a
//! check changes nothing), its schema version checked against this program's, its
//! integrity checked (SQLite's `PRAGMA integrity_check`; on PostgreSQL every table read
//! whole, in one read-only transaction), what it holds counted, and (SQLite) a copy taken
//! with SQLite's online backup in one step, so the copy is one consistent moment of the
//! file (in WAL mode the bot keeps writing meanwhile). PostgreSQL's backups are made by its
//! own tools (`pg_dump`).

use super::migrations::LATEST;
use super::sql::{self, Connection, Location};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::OpenFlags;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What a database holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contents {
    pub schema: usize,
    pub games: i64,
    pub active: i64,
    pub finished: i64,
    pub moves: i64,
    pub players: i64,
    /// Posts and direct messages owed and not yet sent.
    pub unsent: i64,
}

impl std::fmt::Display for Contents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "schema {}; games: {} ({} going on, {} finished), moves: {}, players: {}, posts unsent: {}",
            self.schema,
            self.games,
            self.active,
            self.finished,
            self.moves,
            self.players,
            self.unsent
        )
    }
}

/// Opens an existing database read-only, refusing a file that is not a database or has a
/// schema newer than this program's.
pub fn open_existing(path: &Path) -> Result<Connection, String> {
    let at = Location::of(path);
    let shown = at.shown();
    if matches!(at, Location::Sqlite(_)) && !path.is_file() {
        return Err(format!("{shown}: no such database file"));
    }
    let conn = Connection::open_read_only(path, Duration::from_secs(10))
        .map_err(|e| format!("{shown}: cannot open: {e}"))?;
    let version = super::migrations::version(&conn)
        .map_err(|e| format!("{shown}: not a rithmo database ({e})"))?;
    if version > LATEST {
        return Err(format!(
            "{shown}: schema version {version}, newer than this program's {LATEST}: use a newer rithmo"
        ));
    }
    Ok(conn)
}

/// `PRAGMA integrity_check`: Ok, or what SQLite found wrong. On PostgreSQL (which checks
/// its own pages as it reads them, with checksums where the cluster has them), every table
/// is read whole in one read-only transaction: a page that cannot be read fails the check.
pub fn integrity(conn: &Connection) -> Result<(), String> {
    if conn.is_postgres() {
        return read_every_table(conn).map_err(|e| format!("integrity check failed: {e}"));
    }
    let mut stmt = conn
        .prepare("PRAGMA integrity_check")
        .map_err(|e| e.to_string())?;
    let found: Vec<String> = stmt
        .query_map((), |r| r.get(0))
        .and_then(|rows| rows.collect())
        .map_err(|e| e.to_string())?;
    if found == ["ok"] {
        Ok(())
    } else {
        Err(format!("integrity check failed: {}", found.join("; ")))
    }
}

fn read_every_table(conn: &Connection) -> sql::Result<()> {
    conn.transaction(sql::Begin::Read, |tx| {
        let tables: Vec<String> = tx
            .prepare_cached(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
                 ORDER BY tablename",
            )?
            .query_map((), |r| r.get(0))?
            .collect::<sql::Result<_>>()?;
        for t in tables {
            // A table's name from the catalogue, quoted: no value is formatted into SQL.
            let quoted = format!("\"{}\"", t.replace('"', "\"\""));
            tx.execute_batch(&format!("SELECT * FROM {quoted}"))?;
        }
        Ok(())
    })
}

/// Counts what the file holds (tables a schema does not have yet count 0).
pub fn contents(conn: &Connection) -> Result<Contents, String> {
    let schema = super::migrations::version(conn)?;
    if schema == 0 {
        return Err("not a rithmo database (no schema)".into());
    }
    let count = |sql: &str| -> Result<i64, String> {
        match conn.query_row(sql, (), |r| r.get(0)) {
            Ok(n) => Ok(n),
            Err(e) if e.to_string().contains("no such table") => Ok(0),
            Err(e) => Err(e.to_string()),
        }
    };
    Ok(Contents {
        schema,
        games: count("SELECT count(*) FROM games WHERE status IN ('active', 'finished')")?,
        active: count("SELECT count(*) FROM games WHERE status = 'active'")?,
        finished: count("SELECT count(*) FROM games WHERE status = 'finished'")?,
        moves: count("SELECT count(*) FROM moves")?,
        players: count("SELECT count(*) FROM players")?,
        unsent: count("SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")?,
    })
}

/// Copies the database at `from` to the new file `to` while others may write to it: into a
/// temporary file beside `to`, checked, then renamed into place. An existing `to` is never
/// overwritten; on any error nothing is left behind.
pub fn backup(from: &Path, to: &Path) -> Result<Contents, String> {
    if let Location::Postgres(_) = Location::of(from) {
        return Err(format!(
            "{}: a PostgreSQL database is backed up with PostgreSQL's own tools: \
             pg_dump --format=custom --file=rithmo.dump (and pg_restore to bring it back), \
             or the server's continuous archiving; then `rithmo check` on the restored copy",
            Location::of(from).shown()
        ));
    }
    let src = open_existing(from)?;
    let src = src.as_sqlite().ok_or("a backup reads a SQLite file")?;
    if to.exists() {
        return Err(format!("{}: already exists; not overwritten", to.display()));
    }
    let partial = partial_name(to);
    let result = copy_into(src, &partial).and_then(|c| {
        std::fs::rename(&partial, to)
            .map_err(|e| format!("{}: cannot write: {e}", to.display()))?;
        Ok(c)
    });
    if result.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    result
}

fn partial_name(to: &Path) -> PathBuf {
    let mut name = to.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".partial-{}", std::process::id()));
    to.with_file_name(name)
}

/// The whole database in one backup step (one read transaction: one moment of the file),
/// retried while another connection holds a lock that stops it; then checked.
fn copy_into(src: &rusqlite::Connection, path: &Path) -> Result<Contents, String> {
    let mut dst = rusqlite::Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
    )
    .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    {
        let backup = Backup::new(src, &mut dst).map_err(|e| format!("backup: {e}"))?;
        let started = Instant::now();
        loop {
            match backup.step(-1).map_err(|e| format!("backup: {e}"))? {
                StepResult::Done => break,
                _ if started.elapsed() > Duration::from_secs(30) => {
                    return Err("backup: the database stayed locked for 30 s".into())
                }
                _ => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    }
    // A copy is one file: no write-ahead log beside it.
    dst.pragma_update(None, "journal_mode", "DELETE")
        .map_err(|e| format!("backup: {e}"))?;
    let dst = Connection::sqlite(dst);
    integrity(&dst)?;
    let c = contents(&dst)?;
    drop(dst);
    std::fs::File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    Ok(c)
}
