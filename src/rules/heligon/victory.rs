//! `heligon`'s ways to win (RULES.md 2.2 and 4), as `victory=` chose them:
//! - with a proper victory named (`small`, the default, `great`, `excellent`): the side that
//!   has just acted wins when it shows that arrangement or a greater one (`arrangement`),
//!   every common threshold also named is reached, and, with `pyramid_first=true`, the enemy
//!   pyramid is off the board;
//! - with common victories only (`body:N`, `goods:N`, `lawsuit:N`, joined with `+`): a side
//!   wins when it has reached every threshold named; both sides are checked, the mover first.

use super::arrangement::best;
use super::tallies::reached;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::{Color, Position, Proper, Ruleset, Square};

/// The proper victory `side` has in `pos` under the game's aim, if any.
pub fn proper(rules: &Ruleset, pos: &Position, side: Color) -> Option<Proper> {
    proper_with_members(rules, pos, side).map(|(p, _)| p)
}

/// The same with the squares of the arrangement that shows it.
pub fn proper_with_members(
    rules: &Ruleset,
    pos: &Position,
    side: Color,
) -> Option<(Proper, Vec<Square>)> {
    let aim = &rules.options.aim;
    let wanted = aim.proper?;
    if rules.options.pyramid_first && pos.pyramid_of(side.other()).is_some() {
        return None;
    }
    if !reached(aim, pos, side) {
        return None;
    }
    best(rules, pos, side).filter(|(b, _)| *b >= wanted)
}

/// Whether `side`, having just acted, has won (ends the ply before the opponent's captures).
pub fn won(rules: &Ruleset, pos: &Position, side: Color) -> bool {
    let aim = &rules.options.aim;
    match aim.proper {
        Some(_) => proper(rules, pos, side).is_some(),
        None => reached(aim, pos, side),
    }
}

/// The result of `pos`, `mover` having made the last ply.
pub fn outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    let aim = &rules.options.aim;
    if aim.proper.is_some() {
        return proper(rules, pos, mover).map(|p| Outcome::win(mover, reason(p)));
    }
    [mover, mover.other()]
        .into_iter()
        .find(|&side| reached(aim, pos, side))
        .map(|side| Outcome::win(side, Reason::CommonVictory))
}

/// The squares of the proper victory that won, if `reason` is one.
pub fn winning_squares(
    rules: &Ruleset,
    pos: &Position,
    mover: Color,
    reason: Reason,
) -> Option<Vec<Square>> {
    let proper = matches!(
        reason,
        Reason::SmallVictory | Reason::GreatVictory | Reason::ExcellentVictory
    );
    proper
        .then(|| proper_with_members(rules, pos, mover).map(|(_, m)| m))
        .flatten()
}

fn reason(p: Proper) -> Reason {
    match p {
        Proper::Small => Reason::SmallVictory,
        Proper::Great => Reason::GreatVictory,
        Proper::Excellent => Reason::ExcellentVictory,
    }
}
