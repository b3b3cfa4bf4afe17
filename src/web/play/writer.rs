//! The pages' one writing connection, for their own rows only (sessions and sign-ins): a
//! game is only ever changed through the service. Its work runs on a blocking thread.

use rusqlite::Connection;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Writer {
    conn: Arc<Mutex<Connection>>,
}

impl Writer {
    pub fn open(db: &Path) -> Result<Writer, String> {
        let conn =
            Connection::open(db).map_err(|e| format!("cannot open {}: {e}", db.display()))?;
        conn.busy_timeout(Duration::from_secs(5))
            .map_err(|e| e.to_string())?;
        Ok(Writer {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// Runs `f` on the connection, on a blocking thread (SQLite waits for its lock).
    pub async fn write<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, String> {
        let conn = self.conn.clone();
        tokio::task::spawn_blocking(move || {
            let conn = conn.lock().unwrap_or_else(|p| p.into_inner());
            f(&conn).map_err(|e| e.to_string())
        })
        .await
        .map_err(|e| e.to_string())?
    }
}
