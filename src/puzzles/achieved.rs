//! What a puzzle's solution line actually does, read by playing it with the rules core:
//! the game won (and by which victory), the enemy pyramid taken, or material won (how
//! much). The prompt names it as its theme, so it is derived from the line, never stored.

use super::material::{pyramid_taken, won};
use super::puzzle::Puzzle;
use super::verify::start;
use crate::rules::explain::resolve;
use crate::rules::{Reason, VariantId};

/// The line's result, the strongest first: a win says more than the pyramid, the pyramid
/// more than the pieces it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Achieved {
    /// The game won, for this reason.
    Win(Reason),
    /// The enemy pyramid, standing at the start, off the board at the end.
    Pyramid,
    /// Material won: pieces, or in `simple` (scored) points.
    Material { gain: i32, points: bool },
}

/// What `p`'s solution achieves; None when the line cannot be played (a broken puzzle,
/// which `tests/puzzles.rs` keeps out of the shipped sets).
pub fn achieved(p: &Puzzle) -> Option<Achieved> {
    let first = start(p).ok()?;
    let mut end = first.clone();
    for text in &p.solution {
        let action = resolve(&end, text).ok()?;
        end.play(action);
    }
    let solver = first.pos.side;
    if let Some(o) = end.outcome().filter(|o| o.winner == Some(solver)) {
        return Some(Achieved::Win(o.reason));
    }
    if pyramid_taken(&first.pos, &end.pos, solver) {
        return Some(Achieved::Pyramid);
    }
    let rules = &first.rules;
    Some(Achieved::Material {
        gain: won(rules, &first.pos, &end.pos, solver),
        points: rules.id == VariantId::Simple && !rules.options.rows,
    })
}
