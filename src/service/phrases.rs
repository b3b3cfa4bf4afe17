//! Small pieces of wording shared by the service's messages, so that each is said one way
//! and grammatically: counts with their noun ("1 ply", "2 plies"), the move number a
//! record prints (`7.`), a game's status as a clause, and how a game ended.

use crate::render::result::{draw_phrase, win_phrase};
use crate::rules::Color;

/// "1 day", "3 days"; `plural` for nouns that do not just take an s.
pub fn count(n: impl Into<u64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { singular } else { plural })
}

/// "1 day", "3 days".
pub fn days(n: u32) -> String {
    count(n, "day", "days")
}

/// The number a record gives the move that holds ply `ply` (1-based): plies 1 and 2 are
/// move 1, as in `1. d4-d5 f6-f5`.
pub fn move_number(ply: u32) -> u32 {
    ply.div_ceil(2)
}

/// "4 moves" for the plies played so far, counted as the record numbers them.
pub fn moves_played(plies: u32) -> String {
    count(move_number(plies), "move", "moves")
}

/// What a game that is not a challenge any more has become, as a clause: "it has begun".
pub fn status_clause(status: &str) -> String {
    match status {
        "challenge" => "it is still a challenge".into(),
        "active" => "it has begun".into(),
        "finished" => "it is over".into(),
        "declined" => "it was declined".into(),
        "cancelled" => "it was withdrawn".into(),
        other => format!("its status is '{other}'"),
    }
}

/// How a stored game ended, for one player: "won on time", "lost by harmony", "drew by
/// agreement".
pub fn result_for(won: Option<bool>, reason: &str) -> String {
    match won {
        Some(true) => format!("won {}", win_phrase(reason)),
        Some(false) => format!("lost {}", win_phrase(reason)),
        None => format!("drew {}", draw_phrase(reason)),
    }
}

/// The stored result as a sentence: "White won by harmony", "a draw by agreement".
pub fn stored_result(result: Option<&str>, reason: &str) -> String {
    match result.and_then(Color::from_name) {
        Some(c) => format!("{c} won {}", win_phrase(reason)),
        None => format!("a draw {}", draw_phrase(reason)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_their_number() {
        assert_eq!(days(1), "1 day");
        assert_eq!(days(14), "14 days");
        assert_eq!(count(1u32, "ply", "plies"), "1 ply");
        assert_eq!(count(0u32, "ply", "plies"), "0 plies");
    }

    #[test]
    fn move_numbers_are_the_records() {
        assert_eq!(move_number(1), 1);
        assert_eq!(move_number(2), 1);
        assert_eq!(move_number(13), 7);
        assert_eq!(move_number(14), 7);
        assert_eq!(moves_played(1), "1 move");
        assert_eq!(moves_played(8), "4 moves");
    }

    #[test]
    fn stored_results_read_as_sentences() {
        assert_eq!(stored_result(Some("white"), "time"), "White won on time");
        assert_eq!(
            stored_result(Some("draw"), "agreement"),
            "a draw by agreement"
        );
        assert_eq!(result_for(Some(false), "harmony"), "lost by harmony");
    }
}
