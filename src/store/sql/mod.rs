//! One SQL interface over the store's two engines: SQLite (a file, the embedded default)
//! and PostgreSQL (a server, for deployments on several machines). Values, rows, errors and
//! transactions mean the same on both; statements are written once (see `dialect`).

mod conn;
mod dialect;
mod error;
mod params;
mod pg;
mod row;
pub mod scratch;
mod sqlite;
mod value;

pub use crate::params;
pub use conn::{Begin, Connection, Statement};
pub use error::{Error, OptionalExtension, Result};
pub use params::Params;
pub use row::Row;
pub use value::{FromSql, ToSql, Value};

/// A transaction is a connection, as in rusqlite.
pub type Transaction = Connection;

use std::path::{Path, PathBuf};

/// Where the database is: a file, or a PostgreSQL server's URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Location {
    /// `postgres://...` or `postgresql://...` is a server; anything else a file's path.
    pub fn parse(text: &str) -> Location {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Location::Postgres(text.to_string())
        } else {
            Location::Sqlite(PathBuf::from(text))
        }
    }

    /// The database a path names (a path may hold a PostgreSQL URL, as the `database`
    /// setting and `--db` do).
    pub fn of(path: &Path) -> Location {
        Location::parse(&path.to_string_lossy())
    }

    /// For messages: the file, or the server without its password.
    pub fn shown(&self) -> String {
        match self {
            Location::Sqlite(p) => p.display().to_string(),
            Location::Postgres(url) => without_password(url),
        }
    }
}

/// `postgres://user:secret@host/db` as `postgres://user@host/db`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((who, host)) => {
            let user = who.split(':').next().unwrap_or("");
            format!("{scheme}://{user}@{host}")
        }
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::Location;

    #[test]
    fn a_url_is_a_server_and_its_password_is_never_shown() {
        let at = Location::parse("postgres://bot:hunter2@db.example:5432/rithmo");
        assert!(matches!(at, Location::Postgres(_)));
        assert_eq!(at.shown(), "postgres://bot@db.example:5432/rithmo");
        assert!(matches!(Location::parse("rithmo.db"), Location::Sqlite(_)));
    }
}
