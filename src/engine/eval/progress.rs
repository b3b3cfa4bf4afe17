//! Progress toward a variant's winning arrangement of three pieces in the opponent's half
//! (`classic`'s harmony, `heligon`'s small victory, `neo`'s triumph, `simple`'s rows): pairs
//! of one's own pieces there, set so that a third piece on a free square would complete a
//! proportion. Such a gap is *near* when the side holds a piece (or a prisoner it may enter
//! there) of a completing value, and *ready* when that piece can move there, or the
//! prisoner be entered there, at once: one move from winning.

use super::completion::{any_order, end_given, middle_given, Values};
use crate::rules::bitboard::{squares, Bitboard};
use crate::rules::movegen::destinations;
use crate::rules::{Color, Drops, Position, Ruleset, Square};
use arrayvec::ArrayVec;

/// How the three must stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// A rank, file or diagonal with equal gaps of empty squares, the middle value in the
    /// middle (`classic`'s harmony, `heligon`'s small victory).
    EqualGaps,
    /// Consecutive squares of a rank, file or diagonal, values in any order (`neo`).
    Consecutive,
    /// A rank or file with only empty squares between, any gaps, the middle value in the
    /// middle (`simple`'s rows).
    Rows,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub near: u32,
    pub ready: u32,
}

/// One completing place: the squares where the third piece may stand and its values.
struct Gap {
    squares: Bitboard,
    values: Values,
}

/// A piece or prisoner of the side that could become the third member.
struct Holder {
    value: u32,
    /// Where it stands; `None` for a prisoner in hand.
    from: Option<Square>,
}

pub fn progress(rules: &Ruleset, pos: &Position, side: Color, pattern: Pattern) -> Progress {
    let zone = rules.half(side.other());
    let inside = pos.army(side) & zone;
    let mut out = Progress::default();
    if inside.count_ones() < 2 {
        return out;
    }
    let members: ArrayVec<Square, 64> = squares(inside).take(64).collect();
    let holders = holders(rules, pos, side);
    let drop_zone = drop_targets(rules, pos, side);
    for (i, &a) in members.iter().enumerate() {
        for &b in &members[i + 1..] {
            for gap in gaps(pos, zone, a, b, pattern) {
                let fits = holders.iter().filter(|h| {
                    gap.values.contains(&h.value) && h.from != Some(a) && h.from != Some(b)
                });
                let mut near = false;
                let mut ready = false;
                for h in fits {
                    near = true;
                    ready |= match h.from {
                        Some(from) => {
                            let piece = pos.at(from).expect("holder stands there");
                            destinations(rules, pos, from, piece) & gap.squares != 0
                        }
                        None => drop_zone & gap.squares != 0,
                    };
                    if ready {
                        break;
                    }
                }
                out.near += near as u32;
                out.ready += ready as u32;
            }
        }
    }
    out
}

fn holders(rules: &Ruleset, pos: &Position, side: Color) -> ArrayVec<Holder, 96> {
    let mut out = ArrayVec::new();
    for sq in squares(pos.army(side)) {
        let p = pos.at(sq).expect("army bit");
        if !p.is_pyramid() || rules.plain_pyramids() {
            out.push(Holder {
                value: p.value as u32,
                from: Some(sq),
            });
        }
    }
    if rules.drops != Drops::None {
        for p in pos.prisoners[side.index()].distinct() {
            if !out.is_full() {
                out.push(Holder {
                    value: p.value as u32,
                    from: None,
                });
            }
        }
    }
    out
}

/// Empty squares where `side` may enter a prisoner.
fn drop_targets(rules: &Ruleset, pos: &Position, side: Color) -> Bitboard {
    match rules.drops {
        Drops::OpponentHalf => rules.half(side.other()) & pos.empty_squares(),
        Drops::OwnHalf => rules.half(side) & pos.empty_squares(),
        Drops::None => 0,
    }
}

/// The step from `a` toward `b` and the distance, when they share a line the pattern uses.
fn line(a: Square, b: Square, pattern: Pattern) -> Option<((i8, i8), u8)> {
    let df = b.file() as i8 - a.file() as i8;
    let dr = b.rank() as i8 - a.rank() as i8;
    let diagonal = df.abs() == dr.abs();
    let straight = df == 0 || dr == 0;
    if !(straight || (diagonal && pattern != Pattern::Rows)) {
        return None;
    }
    let d = df.abs().max(dr.abs()) as u8;
    Some(((df.signum(), dr.signum()), d))
}

/// Walks `n` steps from `from`; None off the board.
fn walk(from: Square, dir: (i8, i8), n: u8, ranks: u8) -> Option<Square> {
    from.offset(dir.0 * n as i8, dir.1 * n as i8, ranks)
}

/// Whether the squares strictly between `a` and `a + n*dir` are empty.
fn clear_between(pos: &Position, a: Square, dir: (i8, i8), n: u8) -> bool {
    (1..n).all(|k| walk(a, dir, k, pos.ranks).is_some_and(|s| pos.at(s).is_none()))
}

fn gaps(
    pos: &Position,
    zone: Bitboard,
    a: Square,
    b: Square,
    pattern: Pattern,
) -> ArrayVec<Gap, 3> {
    let mut out = ArrayVec::new();
    let Some((dir, d)) = line(a, b, pattern) else {
        return out;
    };
    if !clear_between(pos, a, dir, d) {
        return out;
    }
    let back = (-dir.0, -dir.1);
    let value = |s: Square| pos.at(s).expect("member").value as u32;
    let (va, vb) = (value(a), value(b));
    let free = |s: Square| zone & s.bit() != 0 && pos.at(s).is_none();
    match pattern {
        Pattern::EqualGaps => {
            // b in the middle, the third beyond it; a in the middle, the third before it.
            for (from, step, end, middle) in [(b, dir, va, vb), (a, back, vb, va)] {
                if let Some(c) = walk(from, step, d, pos.ranks) {
                    if free(c) && clear_between(pos, from, step, d) {
                        out.push(Gap {
                            squares: c.bit(),
                            values: end_given(end, middle),
                        });
                    }
                }
            }
            if d % 2 == 0 {
                let m = walk(a, dir, d / 2, pos.ranks).expect("between two squares");
                out.push(Gap {
                    squares: m.bit(),
                    values: middle_given(va, vb),
                });
            }
        }
        Pattern::Consecutive => {
            let values = any_order(va, vb);
            if d == 1 {
                let ends = [walk(b, dir, 1, pos.ranks), walk(a, back, 1, pos.ranks)];
                let squares = ends
                    .into_iter()
                    .flatten()
                    .filter(|&s| free(s))
                    .fold(0, |m, s| m | s.bit());
                if squares != 0 {
                    out.push(Gap { squares, values });
                }
            } else if d == 2 {
                let m = walk(a, dir, 1, pos.ranks).expect("between two squares");
                if free(m) {
                    out.push(Gap {
                        squares: m.bit(),
                        values,
                    });
                }
            }
        }
        Pattern::Rows => {
            for (from, step, end, middle) in [(b, dir, va, vb), (a, back, vb, va)] {
                let mut squares = 0;
                let mut k = 1;
                while let Some(s) = walk(from, step, k, pos.ranks).filter(|&s| free(s)) {
                    squares |= s.bit();
                    k += 1;
                }
                if squares != 0 {
                    out.push(Gap {
                        squares,
                        values: end_given(end, middle),
                    });
                }
            }
            if d >= 2 {
                let between = (1..d)
                    .filter_map(|k| walk(a, dir, k, pos.ranks))
                    .filter(|&s| free(s))
                    .fold(0, |m, s| m | s.bit());
                if between != 0 {
                    out.push(Gap {
                        squares: between,
                        values: middle_given(va, vb),
                    });
                }
            }
        }
    }
    out
}
