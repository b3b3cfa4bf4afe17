//! `neo`: take the enemy pyramid while keeping one's own, then line up a triumph. The
//! pyramids stand still, so their safety is who can reach them (a piece sharing a prime
//! factor with the pyramid's value, on a clear path) and who guards their neighbours;
//! prisoners count almost as pieces, since they can be entered in the opponent's half.

use super::progress::Pattern;
use super::{advance, arrangement_race, invasion, material, sign, Weights};
use crate::rules::bitboard::{full, king_spread, squares, Bitboard};
use crate::rules::movegen::destinations;
use crate::rules::neo::factor::{can_land, gcd};
use crate::rules::{Color, Position, Ruleset, Square};

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

/// How exposed `owner`'s pyramid is. It stands still, so it falls to a piece that lands on
/// it, which must first come next to it. Counted: enemies that can land on it now; squares
/// of its ring that an enemy able to take it can reach next move (stepping there, taking
/// the guard there, or entering a prisoner on an empty one), a threat in two moves that
/// weighs most when the enemy is to move and no own piece could take the newcomer there;
/// enemies on their way; capable prisoners in hand; less the own pieces filling the ring.
fn danger(rules: &Ruleset, pos: &Position, owner: Color) -> i32 {
    let Some(at) = pos.pyramid_of(owner) else {
        return 0;
    };
    let pyramid = pos.at(at).expect("pyramid square");
    let enemy = owner.other();
    let ring = king_spread(at.bit()) & !at.bit() & full(pos.ranks);
    // (ring square, value of the enemy that could stand there next move)
    let mut threats: Vec<(Square, u16)> = Vec::new();
    let mut d = 0;
    for from in squares(pos.army(enemy)) {
        let p = pos.at(from).expect("army bit");
        if !can_land(rules, p, pyramid) {
            continue;
        }
        let dist = distance(from, at);
        if dist > 4 {
            d += 60 / dist;
            continue;
        }
        let dests = destinations(rules, pos, from, p);
        if dests & at.bit() != 0 {
            d += 250;
        } else {
            threats.extend(squares(dests & ring).map(|h| (h, p.value)));
            d += 90 / dist;
        }
    }
    let capable: Vec<u16> = pos.prisoners[enemy.index()]
        .as_slice()
        .iter()
        .filter(|p| can_land(rules, **p, pyramid))
        .map(|p| p.value)
        .collect();
    d += 40 * capable.len().min(3) as i32;
    let open = ring & pos.empty_squares() & rules.half(owner);
    for h in squares(open) {
        threats.extend(capable.iter().map(|&v| (h, v)));
    }
    if !threats.is_empty() {
        d += threat_weight(rules, pos, owner, at, &threats);
    }
    let guards = (ring & pos.army(owner)).count_ones() as i32;
    d - 25 * guards
}

/// What the two-move threats on the ring weigh: per square, little when every enemy that
/// could come there could be taken there by an own piece, much when not, more with the
/// enemy to move (it comes at once and takes the pyramid next).
fn threat_weight(
    rules: &Ruleset,
    pos: &Position,
    owner: Color,
    at: Square,
    threats: &[(Square, u16)],
) -> i32 {
    let defenders: Vec<(Square, u16, Bitboard)> = squares(pos.army(owner))
        .filter(|&s| s != at && distance(s, at) <= 4)
        .map(|s| {
            let p = pos.at(s).expect("army bit");
            (s, p.value, destinations(rules, pos, s, p))
        })
        .collect();
    let defended = |h: Square, v: u16| {
        defenders.iter().any(|&(s, value, dests)| {
            s != h && gcd(value, v) > 1 && (distance(s, h) == 1 || dests & h.bit() != 0)
        })
    };
    let uncovered = if pos.side == owner { 150 } else { 400 };
    let mut seen: Bitboard = 0;
    let mut w = 0;
    for &(h, _) in threats {
        if seen & h.bit() != 0 {
            continue;
        }
        seen |= h.bit();
        let all = threats
            .iter()
            .filter(|t| t.0 == h)
            .all(|&(_, v)| defended(h, v));
        w += if all { 60 } else { uncovered };
    }
    w
}

/// King steps between two squares.
fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}
