//! The variant's own wins and draws, checked for the side that has just moved, and the
//! arrangement that won (drawn in gold on the final board).

use super::outcome::Outcome;
use super::parts;
use super::{Color, Position, Ruleset, Square};

/// The variant's own result of `pos`, where `mover` made the last ply.
pub fn variant_outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    parts::outcome(rules, pos, mover)
}

/// The squares of the arrangement that has won the game in `pos` (a harmony, a triumph, a
/// row, a proper victory), for the side that moved last; empty for any other result.
pub fn winning_squares(rules: &Ruleset, pos: &Position) -> Vec<Square> {
    let mover = pos.side.other();
    let Some(outcome) = parts::outcome(rules, pos, mover) else {
        return Vec::new();
    };
    if outcome.winner != Some(mover) {
        return Vec::new();
    }
    parts::winning_squares(rules, pos, mover, outcome.reason).unwrap_or_default()
}
