//! The words the `games` table keeps for a fixed set of values (a game's status, its result,
//! why it ended) read back into their types. A word this program never writes is an error
//! that names the column and the word, not a panic: the command refuses, the row stays.

use crate::store::sql::{Error, Result, Value};
use std::fmt;

/// A stored word that names none of the values its column holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    pub column: &'static str,
    pub word: String,
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "games.{} holds the unknown word '{}'",
            self.column, self.word
        )
    }
}

impl std::error::Error for Unknown {}

/// The value a stored text names by `parse`, read from `column`.
pub fn read<T>(
    value: &Value,
    column: &'static str,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T> {
    let Value::Text(word) = value else {
        return Err(Error::Conversion(format!("games.{column} holds {value:?}")));
    };
    parse(word).ok_or_else(|| {
        Error::Conversion(
            Unknown {
                column,
                word: word.to_string(),
            }
            .to_string(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Decision, Status, Termination};
    use crate::rules::{Color, Reason};
    use crate::store::sql::{Connection, FromSql, ToSql};

    /// `value` written and read back through SQLite.
    fn through<T: ToSql + FromSql>(conn: &Connection, value: T) -> crate::store::sql::Result<T> {
        conn.query_row("SELECT ?1", [value], |r| r.get(0))
    }

    #[test]
    fn every_value_reads_back_as_itself() {
        let conn = Connection::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        for s in Status::ALL {
            assert_eq!(through(&conn, s).unwrap(), s);
        }
        for d in [Color::White, Color::Black].map(Decision::Win) {
            assert_eq!(through(&conn, d).unwrap(), d);
        }
        assert_eq!(through(&conn, Decision::Draw).unwrap(), Decision::Draw);
        let rules = Reason::ALL.map(Termination::Rules);
        for t in Termination::SERVICE.into_iter().chain(rules) {
            assert_eq!(through(&conn, t).unwrap(), t);
        }
    }

    #[test]
    fn an_unknown_word_is_an_error_that_names_it() {
        let conn = Connection::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        let err = conn
            .query_row("SELECT 'gremlins'", (), |r| r.get::<_, Termination>(0))
            .unwrap_err();
        assert!(
            err.to_string()
                .ends_with("games.reason holds the unknown word 'gremlins'"),
            "{err}"
        );
        let err = conn.query_row("SELECT 'w'", (), |r| r.get::<_, Decision>(0));
        assert!(err.is_err(), "only the stored words are read");
    }
}
