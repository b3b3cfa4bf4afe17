//! `classic`: a harmony of three in the opponent's half wins, so pieces are worth having
//! mostly as members and as captors; the race is toward gaps one piece short of a harmony.

use super::progress::Pattern;
use super::{advance, arrangement_race, invasion, material, sign, Weights};
use crate::rules::{Color, Position, Ruleset};

pub fn white_view(rules: &Ruleset, pos: &Position) -> i32 {
    let mut score = material(pos, 100, 0) + invasion(rules, pos, 12) + advance(pos, 2);
    for c in Color::BOTH {
        if let Some(at) = pos.pyramid_of(c) {
            let p = pos.at(at).expect("pyramid square");
            score += sign(c) * (150 + 40 * p.parts.count_ones() as i32);
        }
    }
    score
        + arrangement_race(
            rules,
            pos,
            Pattern::EqualGaps,
            &Weights {
                near: 35,
                ready_to_move: 400,
                ready_waiting: 150,
            },
        )
}
