//! Why the service did nothing: a user's mistake, worded where it was found, or a failure,
//! worded as it leaves the service in its reader's language.

use crate::i18n::Lang;
use crate::service::Reply;
use crate::t;
use std::fmt;

/// A user's mistake (or a failure), said back to them; nothing was changed.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Worded where it was found, in the caller's language (every check of a command knows
    /// its caller).
    Said(String),
    /// The database failed, with its own error. Found where no reader is known, so it is
    /// worded only as the refusal leaves the service (`Refusal::to`).
    Database(String),
}

impl From<rusqlite::Error> for Refusal {
    fn from(e: rusqlite::Error) -> Refusal {
        Refusal::Database(e.to_string())
    }
}

impl Refusal {
    /// The refusal's text for a reader of `lang`.
    pub fn to(self, lang: Lang) -> String {
        match self {
            Refusal::Said(text) => text,
            Refusal::Database(error) => t!(lang, "play-db-failed", error = error),
        }
    }
}

impl fmt::Display for Refusal {
    /// In English where it was not worded already: for logs and the command line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Refusal::Said(text) => f.write_str(text),
            Refusal::Database(error) => f.write_str(&t!(Lang::En, "play-db-failed", error = error)),
        }
    }
}

impl From<String> for Refusal {
    fn from(s: String) -> Refusal {
        Refusal::Said(s)
    }
}

pub type Answer = Result<Reply, Refusal>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_failure_is_said_again_in_the_readers_language() {
        let refusal = || Refusal::from(rusqlite::Error::InvalidQuery);
        let english = refusal().to_string();
        assert!(
            english.starts_with("the game database failed (") && english.ends_with("try again"),
            "{english}"
        );
        assert_eq!(refusal().to(Lang::En), english);
        let german = refusal().to(Lang::De);
        assert!(
            german.starts_with("die Datenbank der Partien hat versagt (Query is not read-only)"),
            "{german}"
        );
        // Any other refusal is already in its reader's language.
        assert_eq!(
            Refusal::Said("schon gesagt".into()).to(Lang::It),
            "schon gesagt"
        );
    }
}
