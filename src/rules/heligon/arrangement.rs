//! `heligon`'s proper victories (seed 001, RULES.md 2.2 and 4): pieces in the opponent's
//! half whose values stand in proportion, with only empty squares between the members.
//! - small: three pieces, at least two of them one's own, as in `classic`: in a straight
//!   line (rank, file or diagonal) with equal gaps and the middle value in the middle, or
//!   around a corner (the middle value on the corner, the other two on its rank and its
//!   file at equal distance), forming an arithmetic, geometric or musical proportion;
//! - great: four pieces, at least three one's own, whose four triples show at least two
//!   kinds of proportion; excellent: all three kinds (3 4 6 9: musical 3 4 6, arithmetic
//!   3 6 9, geometric 4 6 9). The four stand in one straight line with equal gaps, their
//!   values rising or falling along it, or on the corners of an axis-aligned square of any
//!   size, values in any arrangement, with the four sides empty between the corners.
//!
//! A pyramid joins with the sum of its current components or with any one component.

use super::capture::values;
use crate::rules::bitboard::squares;
use crate::rules::formation::{corners_on, lines_from};
use crate::rules::lines::ORTHOGONAL;
use crate::rules::proportion::Proportion;
use crate::rules::rays::first_on_ray;
use crate::rules::{Color, Position, Proper, Ruleset, Square};

/// The kinds of proportion (a bit each, in `Proportion::ALL` order) that three values show.
fn kinds3(a: u16, b: u16, c: u16) -> u8 {
    let mut v = [a as u64, b as u64, c as u64];
    v.sort_unstable();
    let mut k = 0;
    for (i, p) in Proportion::ALL.iter().enumerate() {
        if p.holds(v[0], v[1], v[2]) {
            k |= 1 << i;
        }
    }
    k
}

/// The kinds the four triples of four values show.
pub fn kinds4(v: [u16; 4]) -> u8 {
    kinds3(v[0], v[1], v[2]) | kinds3(v[0], v[1], v[3]) | kinds3(v[0], v[2], v[3]) | {
        kinds3(v[1], v[2], v[3])
    }
}

/// Three values in proportion with `b` in the middle.
fn middle_holds(a: u16, b: u16, c: u16) -> bool {
    let (lo, hi) = (a.min(c) as u64, a.max(c) as u64);
    Proportion::ALL.iter().any(|p| p.holds(lo, b as u64, hi))
}

/// A proper victory's members: each square with the value its piece joined with (a
/// pyramid's sum or one of its components).
pub type Members = Vec<(Square, u16)>;

/// The greatest proper victory `side` shows in `pos`, if any, with its members (the first
/// found of that kind).
pub fn best(rules: &Ruleset, pos: &Position, side: Color) -> Option<(Proper, Members)> {
    let zone = rules.half(side.other());
    // At least two members of any arrangement are one's own.
    if (pos.army(side) & zone).count_ones() < 2 {
        return None;
    }
    let members: Vec<Square> = squares(pos.occupied() & zone).collect();
    let inside = |s: Square| zone & s.bit() != 0;
    let own = |s: &Square| pos.at(*s).is_some_and(|p| p.color == side);
    let vals = |s: Square| values(pos.at(s).expect("members are pieces"));
    let mut found: Option<(Proper, Members)> = None;
    let mut better = |p: Proper, members: &[Square], values: &[u16]| {
        if found.as_ref().is_none_or(|(f, _)| p > *f) {
            found = Some((
                p,
                members
                    .iter()
                    .copied()
                    .zip(values.iter().copied())
                    .collect(),
            ));
        }
    };
    // The best kind four pieces show, with the values that show it.
    let four = |sq: [Square; 4], line: bool| -> Option<(Proper, [u16; 4])> {
        if !sq.iter().all(|&s| inside(s)) || sq.iter().filter(|s| own(s)).count() < 3 {
            return None;
        }
        let [a, b, c, d] = sq.map(vals);
        let mut best: Option<(Proper, [u16; 4])> = None;
        for &w in a.as_slice() {
            for &x in b.as_slice() {
                for &y in c.as_slice() {
                    for &z in d.as_slice() {
                        if line && !((w < x && x < y && y < z) || (w > x && x > y && y > z)) {
                            continue;
                        }
                        let k = kinds4([w, x, y, z]).count_ones();
                        let p = match k {
                            3 => Proper::Excellent,
                            2 => Proper::Great,
                            _ => continue,
                        };
                        if best.is_none_or(|(b, _)| p > b) {
                            best = Some((p, [w, x, y, z]));
                        }
                    }
                }
            }
        }
        best
    };
    // The first values three pieces show a proportion with, the middle's in the middle.
    let three = |sq: [Square; 3]| -> Option<[u16; 3]> {
        if !sq.iter().all(|&s| inside(s)) || sq.iter().filter(|s| own(s)).count() < 2 {
            return None;
        }
        let [a, b, c] = sq.map(vals);
        let (a, b, c) = (a.as_slice(), b.as_slice(), c.as_slice());
        a.iter().find_map(|&x| {
            b.iter().find_map(|&y| {
                c.iter()
                    .find(|&&z| middle_holds(x, y, z))
                    .map(|&z| [x, y, z])
            })
        })
    };
    for &a in &members {
        for ([_, b, c], dir, gap) in lines_from(pos, a) {
            if let Some(v) = three([a, b, c]) {
                better(Proper::Small, &[a, b, c], &v);
            }
            if let Some((d, _)) = first_on_ray(pos, c, dir).filter(|&(_, k)| k == gap) {
                if let Some((p, v)) = four([a, b, c, d], true) {
                    better(p, &[a, b, c, d], &v);
                }
            }
        }
        // Around a corner: `a` on the corner.
        for [x, _, y] in corners_on(pos, a) {
            if let Some(v) = three([x, a, y]) {
                better(Proper::Small, &[x, a, y], &v);
            }
        }
        // A square with `a` on its lower left corner.
        let Some((right, s)) = first_on_ray(pos, a, ORTHOGONAL[2]) else {
            continue;
        };
        let Some((up, _)) = first_on_ray(pos, a, ORTHOGONAL[0]).filter(|&(_, h)| h == s) else {
            continue;
        };
        let corner = first_on_ray(pos, right, ORTHOGONAL[0]).filter(|&(_, h)| h == s);
        let Some((far, _)) = corner else {
            continue;
        };
        if first_on_ray(pos, up, ORTHOGONAL[2]) == Some((far, s)) {
            if let Some((p, v)) = four([a, right, up, far], false) {
                better(p, &[a, right, up, far], &v);
            }
        }
    }
    found
}
