//! `classic`'s victory (seed 000, RULES.md 2.1): after its movement and captures, a side wins
//! with a harmony: three pieces in the opponent's half, at most one of them an enemy, whose
//! values form a proportion (arithmetic, geometric or musical, three distinct values), set
//! either in a straight line (rank, file or diagonal) with equal gaps and the middle value in
//! the middle, or around a corner (the middle value on the corner, the other two on its rank
//! and its file at equal distance), with only empty squares between the members. A pyramid
//! joins with its total while complete, or with any single component.

use crate::rules::formation::{corners_on, lines_from};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::proof::{Member, Proof};
use crate::rules::proportion::Proportion;
use crate::rules::pyramid::{component, remaining};
use crate::rules::{Color, Piece, Position, Ruleset, Square};
use arrayvec::ArrayVec;

/// The values a piece may join a harmony with.
fn values(piece: Piece) -> ArrayVec<u64, 7> {
    let mut out = ArrayVec::new();
    if !piece.is_pyramid() {
        out.push(piece.value as u64);
        return out;
    }
    out.extend(remaining(piece).map(|i| component(piece, i).value as u64));
    if piece.is_complete_pyramid() {
        out.push(piece.value as u64);
    }
    out
}

/// The first choice of values, `middle`'s in the middle, that forms a proportion, as
/// (end, middle, end) in the order the pieces were given.
fn proportion(ends: [Piece; 2], middle: Piece) -> Option<[u64; 3]> {
    for a in values(ends[0]) {
        for c in values(ends[1]) {
            for b in values(middle) {
                let (lo, hi) = (a.min(c), a.max(c));
                if Proportion::ALL.iter().any(|p| p.holds(lo, b, hi)) {
                    return Some([a, b, c]);
                }
            }
        }
    }
    None
}

/// The first harmony of `side` in `pos`, as (end, middle, end) squares with the value each
/// joined with (a pyramid may join with one part); lines are searched before corners,
/// squares in the order a1, b1 .. h16.
pub fn harmony(rules: &Ruleset, pos: &Position, side: Color) -> Option<([Square; 3], [u64; 3])> {
    let zone = rules.half(side.other());
    // At most one member is an enemy, so two of one's own must stand in the zone.
    if (pos.army(side) & zone).count_ones() < 2 {
        return None;
    }
    let inside = |s: Square| zone & s.bit() != 0;
    let ok = |squares: [Square; 3]| -> Option<([Square; 3], [u64; 3])> {
        if !squares.iter().all(|&s| inside(s)) {
            return None;
        }
        let pieces = squares.map(|s| pos.at(s).expect("members are pieces"));
        let enemies = pieces.iter().filter(|p| p.color != side).count();
        if enemies > 1 {
            return None;
        }
        proportion([pieces[0], pieces[2]], pieces[1]).map(|v| (squares, v))
    };
    let members = || crate::rules::bitboard::squares(pos.occupied() & zone);
    // Lines first, then corners, each from the squares a1, b1 .. h16.
    members()
        .flat_map(|a| lines_from(pos, a).map(|(three, _, _)| three))
        .find_map(ok)
        .or_else(|| members().flat_map(|b| corners_on(pos, b)).find_map(ok))
}

/// The result of `pos` under the harmony rule: `mover` wins with a harmony.
pub fn outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    harmony(rules, pos, mover).map(|_| Outcome::win(mover, Reason::Harmony))
}

/// What made the harmony that won, if `reason` is one: its three pieces and the value each
/// counted with.
pub fn proof(rules: &Ruleset, pos: &Position, mover: Color, reason: Reason) -> Option<Proof> {
    if reason != Reason::Harmony {
        return None;
    }
    let (squares, values) = harmony(rules, pos, mover)?;
    let members = squares
        .into_iter()
        .zip(values)
        .map(|(s, v)| Member::at(pos, s, v as u32))
        .collect();
    Some(Proof::arrangement(mover, reason, members))
}
