//! The pages' one writing connection, for their own rows only (sessions and sign-ins): a
//! game is only ever changed through the service. Its work runs on a blocking thread.

use crate::store::sql::Connection;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Writer {
    conn: Arc<Mutex<Connection>>,
}

impl Writer {
    pub fn open(db: &Path) -> Result<Writer, String> {
        let conn = Connection::open_path(db, Duration::from_secs(5)).map_err(|e| {
            let at = crate::store::sql::Location::of(db).shown();
            format!("cannot open {at}: {e}")
        })?;
        Ok(Writer {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// Runs `f` on the connection, on a blocking thread (SQLite waits for its lock).
    pub async fn write<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> crate::store::sql::Result<T> + Send + 'static,
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
