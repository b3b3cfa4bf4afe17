//! `simple`'s ways to win (RULES.md 2.3, section 4): the first to the points goal (both
//! sides checked, the mover first); when a ply limit is reached, the higher score (equal
//! scores draw); with `rows=true` only a row of three wins and the limit is a draw.

use super::goal::Goal;
use super::rows::row_of_three;
use super::score::toward;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::proof::{Count, Member, Proof, Tally};
use crate::rules::{Color, Position, Ruleset};

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

/// What made the win, if it was by `reason`: the row's three pieces and their values, or
/// the winner's score against the goal (a win at the limit is the scores' comparison, which
/// the headline says, and has no proof).
pub fn proof(rules: &Ruleset, pos: &Position, mover: Color, reason: Reason) -> Option<Proof> {
    match reason {
        Reason::Rows => {
            let members = row_of_three(rules, pos, mover)?
                .into_iter()
                .map(|s| Member::at(pos, s, pos.at(s).expect("own piece").value as u32))
                .collect();
            Some(Proof::arrangement(mover, reason, members))
        }
        Reason::Points => {
            let goal = rules.options.goal;
            // The side `outcome` found: the mover first.
            let (winner, score) = [mover, mover.other()]
                .into_iter()
                .map(|side| (side, tally(goal, pos, side)))
                .find(|(_, t)| t.have >= t.goal)?;
            Some(Proof::tallies(winner, reason, vec![score]))
        }
        _ => None,
    }
}

/// `side`'s score against the goal.
fn tally(goal: Goal, pos: &Position, side: Color) -> Tally {
    let (have, target) = toward(goal, pos, side);
    let count = match goal {
        Goal::Value(_) => Count::Value,
        Goal::Shape(_) => Count::Shape,
    };
    Tally {
        count,
        have,
        goal: target,
    }
}
