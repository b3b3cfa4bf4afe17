//! `simple`: the points goal decides (captured values, or shape points), so the score is
//! the difference of what each side has taken, scaled to the goal; with `rows=true` only a
//! row of three wins and the race is toward rows.

use super::progress::Pattern;
use super::{advance, arrangement_race, material, Weights};
use crate::rules::{Color, Goal, Position, Ruleset};

/// What reaching the goal is worth, spread over its points.
const GOAL: i32 = 2000;

pub fn white_view(rules: &Ruleset, pos: &Position) -> i32 {
    let o = &rules.options;
    if o.rows {
        return material(pos, 60, 0)
            + advance(pos, 3)
            + arrangement_race(
                rules,
                pos,
                Pattern::Rows,
                &Weights {
                    near: 40,
                    ready_to_move: 400,
                    ready_waiting: 150,
                },
            );
    }
    let (scores, goal) = match o.goal {
        Goal::Value(n) => (tallies(pos, 0), n),
        Goal::Shape(n) => (tallies(pos, 2), n),
    };
    let taken = (scores[0] as i32 - scores[1] as i32) * GOAL / goal as i32;
    taken + material(pos, 15, 0) + advance(pos, 1)
}

/// White's and Black's score of a kind (0 value, 2 shape), as RFEN keeps them.
fn tallies(pos: &Position, kind: usize) -> [u32; 2] {
    let t = &pos.counters.tallies;
    [
        t[kind + Color::White.index()],
        t[kind + Color::Black.index()],
    ]
}
