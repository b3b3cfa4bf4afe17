//! A game's stage, as the `status` column keeps it: a challenge, a game going on, a finished
//! game, a declined challenge, or a cancelled one (withdrawn, expired, or a game aborted; its
//! `Termination` says which). The stored word is also the word messages select on.

use super::word::read;
use crate::store::sql::{FromSql, Result, ToSql, Value};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Challenge,
    Active,
    Finished,
    Declined,
    Cancelled,
}

impl Status {
    pub(super) const ALL: [Status; 5] = [
        Status::Challenge,
        Status::Active,
        Status::Finished,
        Status::Declined,
        Status::Cancelled,
    ];

    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
            Status::Cancelled => "cancelled",
        }
    }

    /// The status a stored word names.
    pub fn from_word(word: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == word)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Tests and tools that read the table compare a row's status with its stored word.
impl PartialEq<&str> for Status {
    fn eq(&self, word: &&str) -> bool {
        self.as_str() == *word
    }
}

impl FromSql for Status {
    fn from_value(value: &Value) -> Result<Status> {
        read(value, "status", Status::from_word)
    }
}

impl ToSql for Status {
    fn to_value(&self) -> Value {
        Value::Text(self.as_str().to_string())
    }
}
