//! The SQLite store: one file, WAL, migrations applied at open. Every service command runs
//! in one `BEGIN IMMEDIATE` transaction, so two commands on one game never interleave.

pub mod games;
pub mod migrations;
pub mod moves;
pub mod offers;
pub mod players;
pub mod watchers;

use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::path::Path;
use std::time::Duration;

pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) and migrates the database; refuses one newer than this
    /// program.
    pub fn open(path: &Path) -> Result<Store, String> {
        let mut conn = Connection::open(path)
            .map_err(|e| format!("cannot open database {}: {e}", path.display()))?;
        conn.busy_timeout(Duration::from_secs(10))
            .map_err(|e| e.to_string())?;
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| e.to_string())?;
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(|e| e.to_string())?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(|e| e.to_string())?;
        migrations::migrate(&mut conn, path)?;
        Ok(Store { conn })
    }

    /// Runs `f` in one immediate transaction, committed only if `f` succeeds.
    pub fn write<T, E: From<rusqlite::Error>>(
        &mut self,
        f: impl FnOnce(&Transaction) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        tx.commit()?;
        Ok(out)
    }

    pub fn conn(&self) -> &Connection {
        &self.conn
    }
}
