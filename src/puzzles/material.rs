//! Material as puzzles measure it, read from the position with the rules' own pieces and
//! tallies, and the margins that make a move "clearly" better, per variant.
//!
//! A side's material is what it commands: its pieces on the board (a composite pyramid
//! counted by the components it still holds, `neo`'s whole pyramid as one piece) and the
//! prisoners in its hand (`neo`, `heligon`). In `simple` (points) it is the score instead.
//! The balance is the solver's material less the opponent's; a line *wins* what it changes
//! that balance by, in pieces (a capture with prisoners moves one piece from the loser to
//! the taker, so the balance moves by two: it is halved) or, in `simple`, in points.

use crate::rules::pyramid::remaining;
use crate::rules::simple::goal::Goal;
use crate::rules::{Color, Drops, Position, Ruleset, VariantId};

/// How much better, on the engine's evaluation scale (hundredths of a piece), a puzzle's
/// move must score than every other move. One and a half pieces everywhere: a piece won
/// and a little more, so that a mere positional edge never passes. In `simple` the scale is
/// points (ten per point at the default goal of 200), so this is fifteen points there.
pub fn margin(_variant: VariantId) -> i32 {
    150
}

/// The least a "material" line must win, in `won`'s units: one piece; in `simple` the
/// points that `margin` stands for at the game's goal (the evaluation scales a goal to 2000).
pub fn claimed_gain(rules: &Ruleset) -> i32 {
    if rules.id != VariantId::Simple || rules.options.rows {
        return 1;
    }
    let goal = match rules.options.goal {
        Goal::Value(n) | Goal::Shape(n) => n as i32,
    };
    ((margin(rules.id) * goal + 1999) / 2000).max(1)
}

/// What `solver` has won between `start` and `end` (see the module's text).
pub fn won(rules: &Ruleset, start: &Position, end: &Position, solver: Color) -> i32 {
    let gained = balance(rules, end, solver) - balance(rules, start, solver);
    if rules.drops == Drops::None {
        gained
    } else {
        gained / 2
    }
}

/// `solver`'s material less the opponent's.
pub fn balance(rules: &Ruleset, pos: &Position, solver: Color) -> i32 {
    if rules.id == VariantId::Simple && !rules.options.rows {
        return score(rules, pos, solver) - score(rules, pos, solver.other());
    }
    commands(rules, pos, solver) - commands(rules, pos, solver.other())
}

/// Pieces on the board (pyramid components singly) and prisoners in hand.
fn commands(rules: &Ruleset, pos: &Position, side: Color) -> i32 {
    // `classic` and `heligon` take a pyramid's components singly; `neo` takes it whole.
    let composite = matches!(rules.id, VariantId::Classic | VariantId::Heligon);
    let on_board: i32 = pos
        .pieces()
        .filter(|(_, p)| p.color == side)
        .map(|(_, p)| match p.is_pyramid() && composite {
            true => remaining(p).count() as i32,
            false => 1,
        })
        .sum();
    on_board + pos.prisoners[side.index()].len() as i32
}

/// `simple`'s score of `side`: captured values, or shape points, as the goal counts them
/// (RFEN keeps the values at 0 and 1, the shape points at 2 and 3, White's first).
fn score(rules: &Ruleset, pos: &Position, side: Color) -> i32 {
    let kind = match rules.options.goal {
        Goal::Value(_) => 0,
        Goal::Shape(_) => 2,
    };
    pos.counters.tallies[kind + side.index()] as i32
}

/// Whether `side`'s enemy had a pyramid in `start` and has none in `end`.
pub fn pyramid_taken(start: &Position, end: &Position, side: Color) -> bool {
    let enemy = side.other();
    start.pyramid_of(enemy).is_some() && end.pyramid_of(enemy).is_none()
}
