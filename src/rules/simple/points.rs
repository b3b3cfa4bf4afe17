//! `simple`'s ways to win (RULES.md 2.3, section 4): the first to the points goal (both
//! sides checked, the mover first); when a ply limit is reached, the higher score (equal
//! scores draw); with `rows=true` only a row of three wins and the limit is a draw.

use super::rows::row_of_three;
use super::score::toward;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::{Color, Position, Ruleset, Square};

/// The result of `pos` under the points rules, `mover` having made the last ply.
pub fn outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    let o = &rules.options;
    let limit_reached = o.limit.is_some_and(|n| pos.counters.ply >= n);
    if o.rows {
        if row_of_three(rules, pos, mover).is_some() {
            return Some(Outcome::win(mover, Reason::Rows));
        }
        return limit_reached.then(|| Outcome::draw(Reason::Limit));
    }
    for side in [mover, mover.other()] {
        let (score, goal) = toward(o.goal, pos, side);
        if score >= goal {
            return Some(Outcome::win(side, Reason::Points));
        }
    }
    if !limit_reached {
        return None;
    }
    let (mine, _) = toward(o.goal, pos, mover);
    let (theirs, _) = toward(o.goal, pos, mover.other());
    Some(match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Outcome::win(mover, Reason::Limit),
        std::cmp::Ordering::Less => Outcome::win(mover.other(), Reason::Limit),
        std::cmp::Ordering::Equal => Outcome::draw(Reason::Limit),
    })
}

/// The squares of the row that won, if `reason` is one (points leave no arrangement).
pub fn winning_squares(
    rules: &Ruleset,
    pos: &Position,
    mover: Color,
    reason: Reason,
) -> Option<Vec<Square>> {
    (reason == Reason::Rows)
        .then(|| row_of_three(rules, pos, mover).map(Vec::from))
        .flatten()
}
