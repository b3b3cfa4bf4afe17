//! The variant's own wins and draws, checked for the side that has just moved, and what
//! made a win (its proof: the pieces, their values and proportions, or the tallies), which
//! the end message words and the final board frames in gold.

use super::outcome::Outcome;
use super::parts;
use super::proof::Proof;
use super::{Color, Position, Ruleset, Square};

/// The variant's own result of `pos`, where `mover` made the last ply.
pub fn variant_outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    parts::outcome(rules, pos, mover)
}

/// What made the variant's own win in `pos`, the side that moved last having made it or,
/// for a threshold, either side; none for a draw or while the game goes on.
pub fn proof(rules: &Ruleset, pos: &Position) -> Option<Proof> {
    let mover = pos.side.other();
    let outcome = parts::outcome(rules, pos, mover)?;
    outcome.winner?;
    parts::proof(rules, pos, mover, outcome.reason)
}

/// The squares of the arrangement that has won the game in `pos` (a harmony, a triumph, a
/// row, a proper victory), for the side that moved last; empty for any other result.
pub fn winning_squares(rules: &Ruleset, pos: &Position) -> Vec<Square> {
    proof(rules, pos).map(|p| p.squares()).unwrap_or_default()
}
