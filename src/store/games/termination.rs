//! Why a game ended or was called off, as the `reason` column keeps it. A finished game's
//! reason is the rules' own (`harmony`, `threefold-repetition` ...) or the service's
//! (`resignation`, `agreement`, `time`); a cancelled one's is `aborted` (called off before
//! both players had moved), `expired` (a challenge nobody accepted in time) or none (the
//! challenger withdrew it). The words are also the selectors of the messages that say them.

use super::word::read;
use crate::rules::Reason;
use crate::store::sql::{FromSql, Result, ToSql, Value};
use std::fmt;
use std::ops::Deref;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    Rules(Reason),
    Resignation,
    Agreement,
    Time,
    Aborted,
    Expired,
}

impl Termination {
    pub(super) const SERVICE: [Termination; 5] = [
        Termination::Resignation,
        Termination::Agreement,
        Termination::Time,
        Termination::Aborted,
        Termination::Expired,
    ];

    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Rules(r) => r.name(),
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Time => "time",
            Termination::Aborted => "aborted",
            Termination::Expired => "expired",
        }
    }

    /// The termination a stored word names.
    pub fn from_word(word: &str) -> Option<Termination> {
        Termination::SERVICE
            .into_iter()
            .find(|t| t.as_str() == word)
            .or_else(|| Reason::from_name(word).map(Termination::Rules))
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Reads as its stored word, as the column did when it was text: the wording functions
/// take the word (`row.reason.as_deref()`).
impl Deref for Termination {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl FromSql for Termination {
    fn from_value(value: &Value) -> Result<Termination> {
        read(value, "reason", Termination::from_word)
    }
}

impl ToSql for Termination {
    fn to_value(&self) -> Value {
        Value::Text(self.as_str().to_string())
    }
}
