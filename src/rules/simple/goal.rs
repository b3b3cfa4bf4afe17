//! `simple`'s points goal, the `victory=value:N|shape:N` option.

use crate::rules::option_error::{OptionError, VictoryError};
/// What a `simple` player must capture to win, chosen with `victory=value:N|shape:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The captured pieces' values add up to N (100, 200 or 300).
    Value(u32),
    /// Shape points (circle 2, triangle 3, square 4) add up to N (10, 20 or 30).
    Shape(u32),
}

impl Default for Goal {
    fn default() -> Self {
        Goal::Value(200)
    }
}

impl Goal {
    /// Parses `value:N`, `shape:N`, or a bare `value` / `shape` (200 / 20).
    pub fn parse(text: &str) -> Result<Goal, OptionError> {
        let lower = text.trim().to_ascii_lowercase();
        let (kind, n) = match lower.split_once(':') {
            Some((k, n)) => (k.trim(), Some(n.trim())),
            None => (lower.as_str(), None),
        };
        let refused = |why| OptionError::Victory {
            text: text.to_string(),
            why,
        };
        let number = |default: u32| -> Result<u32, OptionError> {
            n.map_or(Ok(default), |n| {
                n.parse()
                    .map_err(|_| refused(VictoryError::NotANumber { n: n.to_string() }))
            })
        };
        match kind {
            "value" => match number(200)? {
                g @ (100 | 200 | 300) => Ok(Goal::Value(g)),
                _ => Err(refused(VictoryError::ValueGoal)),
            },
            "shape" => match number(20)? {
                g @ (10 | 20 | 30) => Ok(Goal::Shape(g)),
                _ => Err(refused(VictoryError::ShapeGoal)),
            },
            _ => Err(refused(VictoryError::GoalForm)),
        }
    }

    pub fn text(self) -> String {
        match self {
            Goal::Value(n) => format!("value:{n}"),
            Goal::Shape(n) => format!("shape:{n}"),
        }
    }
}
