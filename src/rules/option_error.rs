//! Why a variant name or an option was refused, as data: the command line prints it in
//! English (`Display`), the service words it in its reader's language. It names variants
//! and options by their names, so it depends on no part of the rules (the variants' option
//! types and `variant.rs`, which refuse with it, depend on it).

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    UnknownVariant {
        name: String,
        known: Vec<&'static str>,
    },
    NotKeyValue {
        text: String,
    },
    UnknownOption {
        key: String,
        /// The variant's name.
        variant: &'static str,
        known: &'static [&'static str],
    },
    NotBool {
        key: String,
        value: String,
    },
    Limit {
        value: String,
    },
    Ambush {
        value: String,
    },
    /// `victory=...` refused; `text` is the value as typed.
    Victory {
        text: String,
        why: VictoryError,
    },
}

/// What is wrong with a `victory=` value (simple's goal, heligon's aim).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VictoryError {
    /// simple: a goal's number that is no number.
    NotANumber {
        n: String,
    },
    /// heligon: a threshold outside 1..=100000.
    OutOfRange {
        n: String,
    },
    ValueGoal,
    ShapeGoal,
    GoalForm,
    TakesNoNumber {
        kind: String,
    },
    OneProper,
    NotAKind {
        part: String,
    },
    Twice {
        kind: String,
    },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownVariant { name, known } => {
                write!(f, "unknown variant '{name}' (known: {})", known.join(", "))
            }
            OptionError::NotKeyValue { text } => {
                write!(f, "option '{text}' is not of the form key=value")
            }
            OptionError::UnknownOption {
                key,
                variant,
                known,
            } => write!(
                f,
                "unknown option '{key}' for {variant} (known: {})",
                known.join(", ")
            ),
            OptionError::NotBool { key, value } => {
                write!(f, "option {key} takes true or false, not '{value}'")
            }
            OptionError::Limit { value } => write!(
                f,
                "limit={value}: the limit is a number of plies, at least 1"
            ),
            OptionError::Ambush { value } => write!(
                f,
                "ambush={value}: write ambush=all (sum, difference, product or quotient) or ambush=sum (sum or difference, the default)"
            ),
            OptionError::Victory { text, why } => write!(f, "victory={text}: {why}"),
        }
    }
}

impl fmt::Display for VictoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VictoryError::NotANumber { n } => write!(f, "'{n}' is not a whole number"),
            VictoryError::OutOfRange { n } => {
                write!(f, "'{n}' is not a whole number from 1 to 100000")
            }
            VictoryError::ValueGoal => f.write_str("the value goal is 100, 200 or 300"),
            VictoryError::ShapeGoal => f.write_str("the shape goal is 10, 20 or 30"),
            VictoryError::GoalForm => f.write_str(
                "write victory=value:N (N = 100, 200, 300) or victory=shape:N (N = 10, 20, 30)",
            ),
            VictoryError::TakesNoNumber { kind } => write!(f, "{kind} takes no number"),
            VictoryError::OneProper => {
                f.write_str("name one proper victory (small, great or excellent)")
            }
            VictoryError::NotAKind { part } => write!(
                f,
                "'{part}' is not small, great, excellent, body:N, goods:N or lawsuit:N (join several with +)"
            ),
            VictoryError::Twice { kind } => write!(f, "{kind} is named twice"),
        }
    }
}

impl std::error::Error for OptionError {}

/// Callers that report in English (the command line, tests) keep using `?` into a String.
impl From<OptionError> for String {
    fn from(e: OptionError) -> String {
        e.to_string()
    }
}
