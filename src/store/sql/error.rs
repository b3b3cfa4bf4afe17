//! The store's one error type over both engines. `NoRows` is what `optional` turns into
//! `None`; `Unavailable` is a database server out of reach (its connection lost, or not to
//! be had), which the service, like every database error, words as "try again".

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
