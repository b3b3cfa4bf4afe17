//! A finished game's result as a strip shows it in place of "to move": the winner (none for
//! a draw) and its headline. The words are the service's (`service::words::result`, which
//! also builds it from a stored reason or the rules' outcome); the picture only draws them.

use crate::rules::Color;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub winner: Option<Color>,
    pub text: String,
}
