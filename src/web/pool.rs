//! Read-only connections to the game database for the pages, kept for reuse: opening one
//! costs more than most page queries. Used from blocking threads only.

use crate::store::sql::Connection;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

pub struct Pool {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

/// More idle connections than this are closed: they only matter under a burst.
const KEEP: usize = 8;

impl Pool {
    pub fn new(path: PathBuf) -> Pool {
        Pool {
            path,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Runs `f` on a connection of the pool.
    pub fn with<T>(&self, f: impl FnOnce(&Connection) -> Result<T, String>) -> Result<T, String> {
        let taken = self.idle.lock().map_err(|e| e.to_string())?.pop();
        let conn = match taken {
            Some(c) => c,
            None => self.open()?,
        };
        let out = f(&conn);
        let mut idle = self.idle.lock().map_err(|e| e.to_string())?;
        if idle.len() < KEEP {
            idle.push(conn);
        }
        out
    }

    /// A new read-only connection: the pages never change a game.
    pub fn open(&self) -> Result<Connection, String> {
        Connection::open_read_only(&self.path, Duration::from_secs(5)).map_err(|e| {
            let at = crate::store::sql::Location::of(&self.path).shown();
            format!("cannot open {at}: {e}")
        })
    }
}
