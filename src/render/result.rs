//! How a finished game's result is worded where it is shown in a few words: on the board
//! picture, in place of "to move" ("White wins by harmony", "Draw by threefold repetition",
//! "Black wins on time"), and in the service's messages. Reasons are the names the store and
//! the record keep: the rules' own (`harmony`, `threefold-repetition` ...) and the service's
//! (`resignation`, `agreement`, `time`).

use crate::rules::{Color, Outcome};

/// A finished game's result as its picture shows it: the winner (none for a draw) and the
/// headline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub winner: Option<Color>,
    pub text: String,
}

impl Verdict {
    /// From the stored winner and reason name.
    pub fn new(winner: Option<Color>, reason: &str) -> Verdict {
        Verdict {
            winner,
            text: headline(winner, reason),
        }
    }

    pub fn of(o: &Outcome) -> Verdict {
        Verdict::new(o.winner, o.reason.name())
    }
}

/// The words after "White wins": `by harmony`, `on time`.
pub fn win_phrase(reason: &str) -> String {
    match reason {
        "triumph" => "by triumph".into(),
        "harmony" => "by harmony".into(),
        "rows" => "by a row in proportion".into(),
        "points" => "on points".into(),
        "limit" => "on points at the ply limit".into(),
        "small-victory" => "by a small victory".into(),
        "great-victory" => "by a great victory".into(),
        "excellent-victory" => "by an excellent victory".into(),
        "common-victory" => "by a common victory".into(),
        "no-legal-action" => "as the opponent has no move".into(),
        "resignation" => "by resignation".into(),
        "time" => "on time".into(),
        other => format!("by {}", other.replace('-', " ")),
    }
}

/// The words after "Draw": `by threefold repetition`, `by agreement`.
pub fn draw_phrase(reason: &str) -> String {
    match reason {
        "threefold-repetition" => "by threefold repetition".into(),
        "hundred-plies" => "by 100 plies without a capture".into(),
        "both-pyramids-taken" => "as both pyramids are taken".into(),
        "limit" => "at the ply limit, on equal scores".into(),
        "agreement" => "by agreement".into(),
        other => format!("by {}", other.replace('-', " ")),
    }
}

/// "White wins by harmony", "Draw by agreement".
pub fn headline(winner: Option<Color>, reason: &str) -> String {
    match winner {
        Some(c) => format!("{c} wins {}", win_phrase(reason)),
        None => format!("Draw {}", draw_phrase(reason)),
    }
}

/// The headline of an ending the rules decided.
pub fn outcome_headline(o: &Outcome) -> String {
    headline(o.winner, o.reason.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;

    #[test]
    fn every_ending_reads_as_a_sentence() {
        assert_eq!(
            headline(Some(Color::White), "harmony"),
            "White wins by harmony"
        );
        assert_eq!(
            headline(None, "threefold-repetition"),
            "Draw by threefold repetition"
        );
        assert_eq!(headline(Some(Color::Black), "time"), "Black wins on time");
        assert_eq!(
            outcome_headline(&Outcome::win(Color::White, Reason::Points)),
            "White wins on points"
        );
    }
}
