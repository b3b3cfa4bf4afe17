//! `heligon`: played for a proper victory (an arrangement in the opponent's half), for
//! common ones (pieces, values or digits captured), or both, as `victory=` says. Prisoners
//! come back on one's own half, so they count almost as pieces.

use super::progress::Pattern;
use super::{advance, arrangement_race, invasion, material, sign, Weights};
use crate::rules::{Color, Position, Ruleset};

/// What reaching a common goal is worth, spread over its units.
const GOAL: i32 = 2000;

pub fn white_view(rules: &Ruleset, pos: &Position) -> i32 {
    let aim = &rules.options.aim;
    let mut score = material(pos, 100, 70);
    for c in Color::BOTH {
        if let Some(at) = pos.pyramid_of(c) {
            let p = pos.at(at).expect("pyramid square");
            score += sign(c) * (150 + 40 * p.parts.count_ones() as i32);
        }
    }
    let t = &pos.counters.tallies;
    // Body, goods and lawsuit sit at 4, 6 and 8 of the RFEN tallies, White's first.
    for (goal, at) in [(aim.body, 4), (aim.goods, 6), (aim.lawsuit, 8)] {
        if let Some(n) = goal {
            let mine = |c: Color| t[at + c.index()].min(n) as i32 * GOAL / n as i32;
            score += mine(Color::White) - mine(Color::Black);
        }
    }
    if aim.proper.is_none() {
        return score + advance(pos, 1);
    }
    score += invasion(rules, pos, 12) + advance(pos, 2);
    let race = arrangement_race(
        rules,
        pos,
        Pattern::EqualGaps,
        &Weights {
            near: 35,
            ready_to_move: 400,
            ready_waiting: 150,
        },
    );
    let gone = |c: Color| pos.pyramid_of(c).is_none();
    if rules.options.pyramid_first {
        // Arrangements count only once the enemy pyramid is off the board.
        for c in Color::BOTH {
            if gone(c.other()) {
                score += sign(c) * 600;
            }
        }
        return score
            + race
                / if gone(Color::White) || gone(Color::Black) {
                    1
                } else {
                    4
                };
    }
    score + race
}
