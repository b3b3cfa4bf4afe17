//! How a finished game was decided, as the `result` column keeps it: the winner's colour
//! (`white`, `black`) or `draw`.

use super::word::read;
use crate::rules::Color;
use crate::store::sql::{FromSql, Result, ToSql, Value};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    Win(Color),
    Draw,
}

impl Decision {
    /// A win for `winner`, a draw for none.
    pub fn of(winner: Option<Color>) -> Decision {
        winner.map_or(Decision::Draw, Decision::Win)
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Decision::Win(c) => Some(c),
            Decision::Draw => None,
        }
    }

    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Win(c) => c.name(),
            Decision::Draw => "draw",
        }
    }

    /// The decision a stored word names (exactly: `Color::from_name` also reads `w`, `B`).
    pub fn from_word(word: &str) -> Option<Decision> {
        [
            Decision::Win(Color::White),
            Decision::Win(Color::Black),
            Decision::Draw,
        ]
        .into_iter()
        .find(|d| d.as_str() == word)
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromSql for Decision {
    fn from_value(value: &Value) -> Result<Decision> {
        read(value, "result", Decision::from_word)
    }
}

impl ToSql for Decision {
    fn to_value(&self) -> Value {
        Value::Text(self.as_str().to_string())
    }
}
