//! The store: SQLite (one file, WAL; the embedded default) or PostgreSQL (a server several
//! machines share), migrations applied at open. Every service command runs in one write
//! transaction (`BEGIN IMMEDIATE` on SQLite, the writer lock on PostgreSQL), so two commands
//! on one game never interleave, also when several processes share the database.

pub mod copy;
pub mod duties;
pub mod games;
pub mod heartbeat;
pub mod lessons;
pub mod matches;
pub mod migrations;
pub mod moves;
pub mod notes;
pub mod notify;
pub mod offers;
pub mod outbox;
pub mod personal_puzzles;
pub mod players;
pub mod premoves;
pub mod puzzles;
pub mod ratings;
pub mod reviews;
pub mod servers;
pub mod shared_games;
pub mod size;
pub mod sql;
pub mod teams;
pub mod tournaments;
pub mod vacations;
pub mod watchers;
pub mod web_sessions;
pub mod web_tokens;

use sql::{Begin, Connection, Location, Params, Row};
use std::path::Path;
use std::time::{Duration, Instant};

pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) and migrates the database, a file or a PostgreSQL server
    /// (`Location::of`); refuses one newer than this program.
    pub fn open(path: &Path) -> Result<Store, String> {
        let at = Location::of(path);
        let shown = at.shown();
        let mut conn = match &at {
            Location::Sqlite(file) => sqlite(file)?,
            Location::Postgres(_) => {
                Connection::open(&at).map_err(|e| format!("cannot open database {shown}: {e}"))?
            }
        };
        migrations::migrate(&mut conn, &shown)?;
        ratings::backfill(&mut conn).map_err(|e| format!("rating {shown}: {e}"))?;
        Ok(Store { conn })
    }

    /// Runs `f` in one write transaction, committed only if `f` succeeds: SQLite's
    /// `BEGIN IMMEDIATE`, PostgreSQL's writer lock (`sql::Begin::Write`).
    pub fn write<T, E: From<sql::Error>>(
        &mut self,
        f: impl FnOnce(&Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        self.conn.transaction(Begin::Write, f)
    }

    /// Runs `f`, whose writes need not wait for the disk: in WAL mode they reach it with the
    /// next commit that does (or a checkpoint), and a process that dies keeps them. For
    /// bookkeeping whose loss on a power cut costs a repeat, never a change (the outbox's
    /// marks: a row sent again returns the first message by its nonce). PostgreSQL commits
    /// them as any other (its own `synchronous_commit`).
    pub fn lazily<T>(&self, f: impl FnOnce(&Connection) -> sql::Result<T>) -> sql::Result<T> {
        let Some(lite) = self.conn.as_sqlite() else {
            return f(&self.conn);
        };
        lite.pragma_update(None, "synchronous", "NORMAL")?;
        let out = f(&self.conn);
        lite.pragma_update(None, "synchronous", "FULL")?;
        out
    }

    /// `write`, committed without waiting for the disk, as `lazily` says.
    pub fn write_lazily<T, E: From<sql::Error>>(
        &mut self,
        f: impl FnOnce(&Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        let Some(lite) = self.conn.as_sqlite() else {
            return self.write(f);
        };
        lite.pragma_update(None, "synchronous", "NORMAL")
            .map_err(sql::Error::from)?;
        let out = self.write(f);
        if let Some(lite) = self.conn.as_sqlite() {
            lite.pragma_update(None, "synchronous", "FULL")
                .map_err(sql::Error::from)?;
        }
        out
    }

    /// `write_lazily` for claims of leased rows (the outbox's): on PostgreSQL without the
    /// writer lock, the claim's `FOR UPDATE SKIP LOCKED` serialising claims row by row, so
    /// senders on several machines never wait for each other or for commands.
    pub fn claim_lazily<T, E: From<sql::Error>>(
        &mut self,
        f: impl FnOnce(&Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        if self.conn.is_postgres() {
            return self.conn.transaction(Begin::Rows, f);
        }
        self.write_lazily(f)
    }

    pub fn conn(&self) -> &Connection {
        &self.conn
    }
}

/// A database file, opened as the store keeps it: WAL, full sync, foreign keys checked.
fn sqlite(path: &Path) -> Result<Connection, String> {
    let conn = rusqlite::Connection::open(path)
        .map_err(|e| format!("cannot open database {}: {e}", path.display()))?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(|e| e.to_string())?;
    wal(&conn).map_err(|e| format!("cannot open database {}: {e}", path.display()))?;
    // FULL: a commit is on disk before the reply that acknowledges it, even if the
    // machine loses power (NORMAL would only survive a crash of this process).
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(|e| e.to_string())?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(|e| e.to_string())?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(Connection::sqlite(conn))
}

/// How long a command waits for another process's (or connection's) write to finish.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Switches the file to WAL (kept in the file: readers never block the writer). Switching
/// takes a lock SQLite does not wait for through the busy timeout, so a process starting
/// beside another one retries for as long.
fn wal(conn: &rusqlite::Connection) -> rusqlite::Result<()> {
    let started = Instant::now();
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(e)
                if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                    && started.elapsed() < BUSY_TIMEOUT =>
            {
                std::thread::sleep(Duration::from_millis(5));
            }
            other => return other,
        }
    }
}

/// Runs a statement, prepared once per connection: parsing SQL cost more than running it.
pub fn exec(conn: &Connection, sql: &str, params: impl Params) -> sql::Result<usize> {
    conn.prepare_cached(sql)?.execute(params)
}

/// The one row a cached statement returns.
pub fn one<T>(
    conn: &Connection,
    sql: &str,
    params: impl Params,
    f: impl FnOnce(&Row) -> sql::Result<T>,
) -> sql::Result<T> {
    conn.prepare_cached(sql)?.query_row(params, f)
}
