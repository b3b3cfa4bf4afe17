//! `simple`'s scores: every piece a side captures adds its value to the side's value score
//! and its shape points (circle 2, triangle 3, square 4) to its shape score. Both scores are
//! always kept, whichever the game's goal; they travel in RFEN as `wvalue`, `bvalue`,
//! `wshape`, `bshape`.

use super::goal::Goal;
use crate::rules::{Color, Piece, Position, Ruleset, Shape, Victory};

/// Seed 002's points for a captured shape (the pyramids are plain squares there).
pub fn shape_points(shape: Shape) -> u32 {
    match shape {
        Shape::Circle => 2,
        Shape::Triangle => 3,
        Shape::Square | Shape::Pyramid => 4,
    }
}

/// Where `wvalue` / `bvalue` and `wshape` / `bshape` sit in `position::TALLY_KEYS`
/// (White's first; a test checks).
const VALUE: usize = 0;
const SHAPE: usize = 2;

fn tally(kind: usize, side: Color) -> usize {
    kind + side.index()
}

pub fn value_score(pos: &Position, side: Color) -> u32 {
    pos.counters.tallies[tally(VALUE, side)]
}

pub fn shape_score(pos: &Position, side: Color) -> u32 {
    pos.counters.tallies[tally(SHAPE, side)]
}

/// The score that counts toward `goal`, and the goal's threshold.
pub fn toward(goal: Goal, pos: &Position, side: Color) -> (u32, u32) {
    match goal {
        Goal::Value(n) => (value_score(pos, side), n),
        Goal::Shape(n) => (shape_score(pos, side), n),
    }
}

/// Credits a captured piece to its captor's scores, in the variants that keep scores.
pub fn credit(rules: &Ruleset, pos: &mut Position, captured: Piece) {
    if rules.victory != Victory::Points {
        return;
    }
    let captor = captured.color.other();
    let t = &mut pos.counters.tallies;
    t[tally(VALUE, captor)] += captured.value as u32;
    t[tally(SHAPE, captor)] += shape_points(captured.shape);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::TALLY_KEYS;

    #[test]
    fn the_score_indices_name_the_right_rfen_keys() {
        assert_eq!(TALLY_KEYS[tally(VALUE, Color::White)], "wvalue");
        assert_eq!(TALLY_KEYS[tally(VALUE, Color::Black)], "bvalue");
        assert_eq!(TALLY_KEYS[tally(SHAPE, Color::White)], "wshape");
        assert_eq!(TALLY_KEYS[tally(SHAPE, Color::Black)], "bshape");
    }
}
