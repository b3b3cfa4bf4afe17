//! `neo`: take the enemy pyramid while keeping one's own, then line up a triumph. The
//! pyramids stand still, so their safety is who can reach them (a piece sharing a prime
//! factor with the pyramid's value, on a clear path) and who guards their neighbours;
//! prisoners count almost as pieces, since they can be entered in the opponent's half.

use super::progress::Pattern;
use super::{advance, arrangement_race, invasion, material, sign, Weights};
use crate::rules::bitboard::{king_spread, squares};
use crate::rules::movegen::destinations;
use crate::rules::{Color, Piece, Position, Ruleset};

const PYRAMID: i32 = 4000;

pub fn white_view(rules: &Ruleset, pos: &Position) -> i32 {
    let standing = Color::BOTH.map(|c| pos.pyramid_of(c).is_some());
    let mut score = material(pos, 100, 85) + invasion(rules, pos, 8) + advance(pos, 2);
    for c in Color::BOTH {
        if standing[c.index()] && !standing[c.other().index()] {
            score += sign(c) * PYRAMID;
        }
        score -= sign(c) * danger(rules, pos, c);
    }
    let race = arrangement_race(
        rules,
        pos,
        Pattern::Consecutive,
        &Weights {
            near: 40,
            ready_to_move: 400,
            ready_waiting: 150,
        },
    );
    // A triumph only counts once the enemy pyramid is gone; before that, lines prepared
    // are worth a little.
    let triumph_open = standing[0] != standing[1];
    score + if triumph_open { race } else { race / 5 }
}

/// Whether `attacker` may take `pyramid` by landing on it (a shared prime factor; with
/// `balanced=true` the black pyramid refuses multiples of 2).
fn can_take(rules: &Ruleset, attacker: Piece, pyramid: Piece) -> bool {
    let (mut a, mut b) = (attacker.value, pyramid.value);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let balanced_refusal =
        rules.options.balanced && pyramid.color == Color::Black && attacker.value.is_multiple_of(2);
    a > 1 && !balanced_refusal
}

/// How exposed `owner`'s pyramid is: enemies that can land on it now, enemies close by,
/// enemy prisoners that could be entered next to it; less the own pieces guarding its
/// neighbour squares (a surrounded pyramid cannot be reached).
fn danger(rules: &Ruleset, pos: &Position, owner: Color) -> i32 {
    let Some(at) = pos.pyramid_of(owner) else {
        return 0;
    };
    let pyramid = pos.at(at).expect("pyramid square");
    let enemy = owner.other();
    let mut d = 0;
    for from in squares(pos.army(enemy)) {
        let p = pos.at(from).expect("army bit");
        if !can_take(rules, p, pyramid) {
            continue;
        }
        let dist = (from.file() as i32 - at.file() as i32)
            .abs()
            .max((from.rank() as i32 - at.rank() as i32).abs());
        d += if dist <= 3 && destinations(rules, pos, from, p) & at.bit() != 0 {
            250
        } else {
            90 / dist.max(1)
        };
    }
    let prisoners = pos.prisoners[enemy.index()]
        .as_slice()
        .iter()
        .filter(|p| can_take(rules, **p, pyramid))
        .count() as i32;
    d += 40 * prisoners.min(3);
    let ring = king_spread(at.bit()) & !at.bit();
    let guards = (ring & pos.army(owner)).count_ones() as i32;
    d - 25 * guards
}
