//! The pages' one writing connection, for their own rows only (sessions and sign-ins): a
//! game is only ever changed through the service. Used from blocking threads.

use rusqlite::Connection;
use std::path::Path;
use std::sync::Mutex;
use std::time::Duration;

pub struct Writer {
    conn: Mutex<Connection>,
}

impl Writer {
    pub fn open(db: &Path) -> Result<Writer, String> {
        let conn =
            Connection::open(db).map_err(|e| format!("cannot open {}: {e}", db.display()))?;
        conn.busy_timeout(Duration::from_secs(5))
            .map_err(|e| e.to_string())?;
        Ok(Writer {
            conn: Mutex::new(conn),
        })
    }

    /// Runs `f` on the connection.
    pub fn with<T>(&self, f: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Result<T, String> {
        let conn = self.conn.lock().unwrap_or_else(|p| p.into_inner());
        f(&conn).map_err(|e| e.to_string())
    }
}
