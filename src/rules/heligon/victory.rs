//! `heligon`'s ways to win (RULES.md 2.2 and 4), as `victory=` chose them:
//! - with a proper victory named (`small`, the default, `great`, `excellent`): the side that
//!   has just acted wins when it shows that arrangement or a greater one (`arrangement`),
//!   every common threshold also named is reached, and, with `pyramid_first=true`, the enemy
//!   pyramid is off the board;
//! - with common victories only (`body:N`, `goods:N`, `lawsuit:N`, joined with `+`): a side
//!   wins when it has reached every threshold named; both sides are checked, the mover first.

use super::aim::Aim;
use super::arrangement::{best, Members};
use super::tallies::{body, goods, lawsuit, reached};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::proof::{Count, Member, Proof, Tally};
use crate::rules::{Color, Position, Proper, Ruleset};

/// The proper victory `side` has in `pos` under the game's aim, if any.
pub fn proper(rules: &Ruleset, pos: &Position, side: Color) -> Option<Proper> {
    proper_with_members(rules, pos, side).map(|(p, _)| p)
}

/// The same with the members of the arrangement that shows it.
pub fn proper_with_members(
    rules: &Ruleset,
    pos: &Position,
    side: Color,
) -> Option<(Proper, Members)> {
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

/// What made the win, if it was by `reason`: a proper victory's members and the value
/// each joined with, and the tallies against every common goal the aim names.
pub fn proof(rules: &Ruleset, pos: &Position, mover: Color, reason: Reason) -> Option<Proof> {
    let aim = &rules.options.aim;
    if reason == Reason::CommonVictory {
        let winner = [mover, mover.other()]
            .into_iter()
            .find(|&side| reached(aim, pos, side))?;
        return Some(Proof::tallies(winner, reason, tallies(aim, pos, winner)));
    }
    let proper = [
        Reason::SmallVictory,
        Reason::GreatVictory,
        Reason::ExcellentVictory,
    ];
    if !proper.contains(&reason) {
        return None;
    }
    let (_, members) = proper_with_members(rules, pos, mover)?;
    let members = members
        .into_iter()
        .map(|(s, v)| Member::at(pos, s, v as u32))
        .collect();
    let mut proof = Proof::arrangement(mover, reason, members);
    proof.tallies = tallies(aim, pos, mover);
    Some(proof)
}

/// `side`'s tallies against each goal the aim names.
fn tallies(aim: &Aim, pos: &Position, side: Color) -> Vec<Tally> {
    let named = [
        (Count::Body, aim.body, body(pos, side)),
        (Count::Goods, aim.goods, goods(pos, side)),
        (Count::Lawsuit, aim.lawsuit, lawsuit(pos, side)),
    ];
    named
        .into_iter()
        .filter_map(|(count, goal, have)| goal.map(|goal| Tally { count, have, goal }))
        .collect()
}

fn reason(p: Proper) -> Reason {
    match p {
        Proper::Small => Reason::SmallVictory,
        Proper::Great => Reason::GreatVictory,
        Proper::Excellent => Reason::ExcellentVictory,
    }
}
