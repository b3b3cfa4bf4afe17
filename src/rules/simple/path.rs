//! `simple`'s movement (seed 002): a circle moves exactly 2 squares, a triangle 3, a square
//! 4, orthogonally, changing direction by 90 degrees at most once, and never jumps: every
//! square passed must be empty. So the destinations are the squares at exactly that
//! (Manhattan) distance that some straight or L-shaped path reaches through empty squares.

use super::orthogonal::{step, Dir};
use crate::rules::bitboard::Bitboard;
use crate::rules::{Piece, Position, Shape, Square, Unreachable};

/// The move's length: squares travelled, the destination included.
pub fn length(shape: Shape) -> u8 {
    match shape {
        Shape::Circle => 2,
        Shape::Triangle => 3,
        // Seed 002 plays the pyramids as plain squares.
        Shape::Square | Shape::Pyramid => 4,
    }
}

/// Every square a piece of `shape` on `from` reaches, whatever stands there; the caller
/// keeps the empty squares and the enemies it may take.
pub fn reach(pos: &Position, from: Square, shape: Shape) -> Bitboard {
    let n = length(shape);
    let empty = pos.empty_squares();
    let mut reached = 0;
    for first in Dir::ALL {
        let mut at = from.bit();
        for k in 1..=n {
            at = step(at, first, pos.ranks);
            if k == n {
                reached |= at;
            }
            if at & empty == 0 {
                break;
            }
            if k < n {
                for turn in first.turns() {
                    reached |= leg(pos.ranks, at, turn, n - k, empty);
                }
            }
        }
    }
    reached
}

/// The end of a straight leg of `steps` from `start` whose squares before the end are empty.
fn leg(ranks: u8, start: Bitboard, dir: Dir, steps: u8, empty: Bitboard) -> Bitboard {
    let mut at = start;
    for k in 1..=steps {
        at = step(at, dir, ranks);
        if k < steps && at & empty == 0 {
            return 0;
        }
    }
    at
}

/// The squares passed (destination excluded) on each path with at most one turn from
/// `from` to `to`: one path for a straight line, two for an L (files first, ranks first).
pub fn paths(from: Square, to: Square) -> Vec<Vec<Square>> {
    let (df, dr) = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    let walk = |order: [(i8, i8); 2]| -> Vec<Square> {
        let mut out = Vec::new();
        let (mut f, mut r) = (from.file() as i8, from.rank() as i8);
        for (sf, sr) in order {
            let count = sf.abs().max(sr.abs());
            for _ in 0..count {
                f += sf.signum();
                r += sr.signum();
                out.push(Square::new(f as u8, r as u8));
            }
        }
        out.pop();
        out
    };
    let files_first = walk([(df, 0), (0, dr)]);
    if df == 0 || dr == 0 {
        return vec![files_first];
    }
    vec![files_first, walk([(0, dr), (df, 0)])]
}

/// Why a piece of `shape` on `from` does not reach `to`: the distance, or what blocks it.
pub fn why_not(pos: &Position, from: Square, to: Square, shape: Shape) -> Unreachable {
    let length = length(shape);
    let distance =
        (to.file() as i8 - from.file() as i8).abs() + (to.rank() as i8 - from.rank() as i8).abs();
    if distance != length as i8 {
        return Unreachable::Distance {
            shape,
            length,
            to,
            distance: distance as u8,
        };
    }
    let blockers: Vec<(Square, Piece)> = paths(from, to)
        .iter()
        .filter_map(|p| p.iter().find_map(|&s| pos.at(s).map(|q| (s, q))))
        .collect();
    match *blockers.as_slice() {
        [(square, piece)] => Unreachable::Blocked { square, piece },
        [a, b] => Unreachable::BothBlocked([a, b]),
        // Not reached when `reach` refused the move: some way was blocked.
        _ => Unreachable::OutOfReach(to),
    }
}
