//! A connection to either engine, with rusqlite's shape (`prepare_cached`, `query_row`,
//! `query_map`, `execute`), so the store's SQL is written once for both.

use super::error::{Error, Result};
use super::params::Params;
use super::pg::Pg;
use super::row::Row;
use super::value::Value;
use super::{sqlite, Location};
use std::path::Path;
use std::time::Duration;

pub struct Connection {
    engine: Engine,
}

enum Engine {
    Sqlite(rusqlite::Connection),
    Postgres(Box<Pg>),
}

/// What a transaction waits for before its first statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Begin {
    /// The write lock: one writer at a time, on every process sharing the database.
    Write,
    /// The write lock, readers kept out too (SQLite's `EXCLUSIVE`; migrations).
    Exclusive,
    /// Row locks only: SQLite's write lock, but on PostgreSQL no writer lock (the
    /// statements lock the rows they take).
    Rows,
    /// One consistent moment, for reading (SQLite's `DEFERRED`; PostgreSQL's repeatable
    /// read, read only).
    Read,
}

impl Begin {
    /// Whether it takes the writer lock (and, on PostgreSQL, tells the pages' watchers of
    /// its commit).
    fn locks(self) -> bool {
        matches!(self, Begin::Write | Begin::Exclusive)
    }
}

/// The key of PostgreSQL's transaction-scoped advisory lock every write transaction takes,
/// as SQLite's `BEGIN IMMEDIATE` takes the file's write lock: commands from every machine
/// apply one at a time, so two commands on one game never both apply.
const WRITE_LOCK: i64 = 0x7269_7468_6d6f; // "rithmo"

/// The channel every write transaction notifies on PostgreSQL (delivered at its commit), on
/// which the web pages' watcher listens.
const CHANGES: &str = "rithmo_changes";

impl Connection {
    pub fn open(at: &Location) -> Result<Connection> {
        match at {
            Location::Sqlite(path) => Ok(Connection::sqlite(rusqlite::Connection::open(path)?)),
            Location::Postgres(url) => Ok(Connection {
                engine: Engine::Postgres(Box::new(Pg::connect(url)?)),
            }),
        }
    }

    /// A connection besides the store's (the web pages'): waits up to `busy` for SQLite's
    /// lock.
    pub fn open_path(path: &Path, busy: Duration) -> Result<Connection> {
        let conn = Connection::open(&Location::of(path))?;
        if let Some(lite) = conn.as_sqlite() {
            lite.busy_timeout(busy)?;
        }
        Ok(conn)
    }

    /// The database at `path` (a file or a PostgreSQL URL), for tools and tests: waits up
    /// to ten seconds for SQLite's lock.
    pub fn at(path: impl AsRef<Path>) -> Result<Connection> {
        Connection::open_path(path.as_ref(), Duration::from_secs(10))
    }

    /// A connection that cannot change anything (the web pages' readers).
    pub fn open_read_only(path: &Path, busy: Duration) -> Result<Connection> {
        use rusqlite::OpenFlags;
        match Location::of(path) {
            Location::Sqlite(file) => {
                let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
                let lite = rusqlite::Connection::open_with_flags(file, flags)?;
                lite.busy_timeout(busy)?;
                lite.set_prepared_statement_cache_capacity(32);
                Ok(Connection::sqlite(lite))
            }
            at @ Location::Postgres(_) => {
                let conn = Connection::open(&at)?;
                conn.execute_batch("SET default_transaction_read_only = on")?;
                Ok(conn)
            }
        }
    }

    /// Asks to hear of every later commit (`wait_for_commits`); PostgreSQL only: SQLite's
    /// readers compare `PRAGMA data_version` instead.
    pub fn listen(&self) -> Result<()> {
        match &self.engine {
            Engine::Postgres(p) => p.batch(&format!("LISTEN {CHANGES}")),
            Engine::Sqlite(_) => Ok(()),
        }
    }

    /// Whether a write was committed (by any process) within `timeout`, as `listen` hears.
    pub fn wait_for_commits(&self, timeout: Duration) -> Result<bool> {
        match &self.engine {
            Engine::Postgres(p) => p.wait_notified(timeout),
            Engine::Sqlite(_) => {
                std::thread::sleep(timeout);
                Ok(true)
            }
        }
    }

    pub fn sqlite(conn: rusqlite::Connection) -> Connection {
        Connection {
            engine: Engine::Sqlite(conn),
        }
    }

    /// The SQLite connection underneath, for what only SQLite has (pragmas, backups).
    pub fn as_sqlite(&self) -> Option<&rusqlite::Connection> {
        match &self.engine {
            Engine::Sqlite(c) => Some(c),
            Engine::Postgres(_) => None,
        }
    }

    pub(super) fn as_postgres(&self) -> Option<&Pg> {
        match &self.engine {
            Engine::Postgres(p) => Some(p),
            Engine::Sqlite(_) => None,
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.as_postgres().is_some()
    }

    /// A statement to run, checked now (SQLite) or at its first run (PostgreSQL).
    pub fn prepare_cached(&self, sql: &str) -> Result<Statement<'_>> {
        match &self.engine {
            Engine::Sqlite(c) => sqlite::prepare(c, sql)?,
            Engine::Postgres(_) => {}
        }
        Ok(Statement {
            conn: self,
            sql: sql.to_string(),
        })
    }

    pub fn prepare(&self, sql: &str) -> Result<Statement<'_>> {
        self.prepare_cached(sql)
    }

    pub fn execute<P: Params>(&self, sql: &str, params: P) -> Result<usize> {
        self.run_execute(sql, params.values())
    }

    pub fn query_row<T, P: Params>(
        &self,
        sql: &str,
        params: P,
        f: impl FnOnce(&Row) -> Result<T>,
    ) -> Result<T> {
        let rows = self.rows(sql, params.values())?;
        f(rows.first().ok_or(Error::NoRows)?)
    }

    /// Statements without parameters, run in order.
    pub fn execute_batch(&self, sql: &str) -> Result<()> {
        match &self.engine {
            Engine::Sqlite(c) => Ok(c.execute_batch(sql)?),
            Engine::Postgres(p) => p.batch(sql),
        }
    }

    pub fn rows(&self, sql: &str, values: Vec<Value>) -> Result<Vec<Row>> {
        match &self.engine {
            Engine::Sqlite(c) => sqlite::rows(c, sql, values),
            Engine::Postgres(p) => p.rows(sql, values),
        }
    }

    fn run_execute(&self, sql: &str, values: Vec<Value>) -> Result<usize> {
        match &self.engine {
            Engine::Sqlite(c) => sqlite::execute(c, sql, values),
            Engine::Postgres(p) => p.execute(sql, values),
        }
    }

    /// Runs `f` in one transaction, committed only if it succeeds (rolled back if it fails
    /// or panics).
    pub fn transaction<T, E: From<Error>>(
        &self,
        begin: Begin,
        f: impl FnOnce(&Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        self.begin(begin)?;
        let guard = Rollback(self);
        let out = f(self)?;
        if let (Some(p), true) = (self.as_postgres(), begin.locks()) {
            p.batch(&format!("NOTIFY {CHANGES}"))?;
        }
        std::mem::forget(guard);
        self.finish("COMMIT")?;
        Ok(out)
    }

    fn begin(&self, begin: Begin) -> Result<()> {
        let Some(p) = self.as_postgres() else {
            return self.execute_batch(match begin {
                Begin::Exclusive => "BEGIN EXCLUSIVE",
                Begin::Read => "BEGIN DEFERRED",
                Begin::Write | Begin::Rows => "BEGIN IMMEDIATE",
            });
        };
        p.batch(match begin {
            Begin::Read => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
            _ => "BEGIN",
        })?;
        p.set_in_transaction(true);
        if !begin.locks() {
            return Ok(());
        }
        let lock = vec![Value::Integer(WRITE_LOCK)];
        let locked = p.rows("SELECT pg_advisory_xact_lock(?1)", lock).map(drop);
        if locked.is_err() {
            self.finish("ROLLBACK").ok();
        }
        locked
    }

    fn finish(&self, how: &str) -> Result<()> {
        let out = self.execute_batch(how);
        if out.is_err() && how == "COMMIT" {
            // A failed COMMIT leaves SQLite's transaction open: close it, keep the error.
            self.execute_batch("ROLLBACK").ok();
        }
        if let Some(p) = self.as_postgres() {
            p.set_in_transaction(false);
        }
        out
    }
}

/// Rolls the transaction back when `f` returned an error or panicked.
struct Rollback<'c>(&'c Connection);

impl Drop for Rollback<'_> {
    fn drop(&mut self) {
        self.0.finish("ROLLBACK").ok();
    }
}

/// A statement bound to its connection, run as often as needed.
pub struct Statement<'c> {
    conn: &'c Connection,
    sql: String,
}

impl Statement<'_> {
    pub fn execute<P: Params>(&mut self, params: P) -> Result<usize> {
        self.conn.run_execute(&self.sql, params.values())
    }

    pub fn query_row<T, P: Params>(
        &mut self,
        params: P,
        f: impl FnOnce(&Row) -> Result<T>,
    ) -> Result<T> {
        self.conn.query_row(&self.sql, params, f)
    }

    /// Whether it returns any row.
    pub fn exists<P: Params>(&mut self, params: P) -> Result<bool> {
        Ok(!self.conn.rows(&self.sql, params.values())?.is_empty())
    }

    /// Every row, each read by `f`.
    pub fn query_map<T, P: Params>(
        &mut self,
        params: P,
        f: impl FnMut(&Row) -> Result<T>,
    ) -> Result<std::vec::IntoIter<Result<T>>> {
        let rows = self.conn.rows(&self.sql, params.values())?;
        Ok(rows.iter().map(f).collect::<Vec<_>>().into_iter())
    }
}
