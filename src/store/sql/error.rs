//! The store's one error type over both engines. `NoRows` is what `optional` turns into
//! `None`; `Busy` (a lost or restarting database server, a lock not had in time) is what
//! the service words as "try again".

use super::value::Value;
use std::fmt;

#[derive(Debug)]
pub enum Error {
    /// A query that must return one row returned none.
    NoRows,
    /// A column read as a type it does not hold.
    Conversion(String),
    Sqlite(rusqlite::Error),
    Postgres(postgres::Error),
    /// The database cannot be reached just now (a lost connection, a server restarting).
    Unavailable(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub(super) fn wrong_type(v: &Value, wanted: &str) -> Error {
        Error::Conversion(format!("{v:?} read as {wanted}"))
    }

    /// A failure that a later attempt may not meet: the database busy or out of reach.
    pub fn is_transient(&self) -> bool {
        match self {
            Error::Unavailable(_) => true,
            Error::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            ),
            Error::Postgres(e) => e.is_closed() || e.code().is_some_and(transient_code),
            _ => false,
        }
    }
}

/// PostgreSQL's codes for a server shutting down or a connection failing, and for
/// serialisation failures and deadlocks (classes 08, 40, 57P).
fn transient_code(code: &postgres::error::SqlState) -> bool {
    let c = code.code();
    c.starts_with("08") || c.starts_with("40") || c.starts_with("57P")
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoRows => write!(f, "query returned no rows"),
            Error::Conversion(s) => write!(f, "conversion failed: {s}"),
            Error::Sqlite(e) => write!(f, "{e}"),
            Error::Postgres(e) => match e.as_db_error() {
                Some(db) => write!(f, "{}: {}", db.code().code(), db.message()),
                None => write!(f, "{e}"),
            },
            Error::Unavailable(s) => write!(f, "database unavailable: {s}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        match e {
            rusqlite::Error::QueryReturnedNoRows => Error::NoRows,
            e => Error::Sqlite(e),
        }
    }
}

impl From<postgres::Error> for Error {
    fn from(e: postgres::Error) -> Error {
        Error::Postgres(e)
    }
}

/// `optional()` on a one-row query: no row is `None`, not an error.
pub trait OptionalExtension<T> {
    fn optional(self) -> Result<Option<T>>;
}

impl<T> OptionalExtension<T> for Result<T> {
    fn optional(self) -> Result<Option<T>> {
        match self {
            Ok(v) => Ok(Some(v)),
            Err(Error::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// Tools that report errors as text (migrations, `rithmo check`).
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}
