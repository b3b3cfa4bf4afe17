//! `classic`'s movement (seed 000, RULES.md 2.1): a straight line of exact length, never
//! jumping: a circle 1 step orthogonally, a triangle exactly 2 steps diagonally, a square
//! exactly 3 steps in any of the 8 directions. A composite pyramid moves like any shape it
//! still holds. The same lines give a piece's bearing for captures (reach and sight) and its
//! movements for siege.

use super::bitboard::Bitboard;
use super::values::pyramid_components;
use super::{Piece, Position, Shape, Square};

/// A (file, rank) step.
pub type Dir = (i8, i8);

pub const ORTHOGONAL: [Dir; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
pub const DIAGONAL: [Dir; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The exact length of a shape's move, in steps (the pyramid has none of its own).
pub fn steps(shape: Shape) -> u8 {
    match shape {
        Shape::Circle => 1,
        Shape::Triangle => 2,
        Shape::Square => 3,
        Shape::Pyramid => 0,
    }
}

/// The directions a plain shape moves and sees along.
pub fn directions(shape: Shape) -> &'static [Dir] {
    const ALL: [Dir; 8] = [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    match shape {
        Shape::Circle => &ORTHOGONAL,
        Shape::Triangle => &DIAGONAL,
        Shape::Square => &ALL,
        Shape::Pyramid => &[],
    }
}

/// The plain shapes a piece moves as: its own, or every shape a pyramid still holds.
pub fn shapes(piece: Piece) -> Vec<Shape> {
    if !piece.is_pyramid() {
        return vec![piece.shape];
    }
    let mut out: Vec<Shape> = pyramid_components(piece.color)
        .iter()
        .enumerate()
        .filter(|(i, _)| piece.parts & (1 << i) != 0)
        .map(|(_, &(s, _))| s)
        .collect();
    out.dedup();
    out
}

/// A piece's movements: every (direction, exact length) its shapes allow, no duplicates.
pub fn movements(piece: Piece) -> Vec<(Dir, u8)> {
    let mut out = Vec::new();
    for shape in shapes(piece) {
        for &d in directions(shape) {
            if !out.contains(&(d, steps(shape))) {
                out.push((d, steps(shape)));
            }
        }
    }
    out
}

/// The squares of a movement from `from`, the destination last; `None` when the
/// destination is off the board.
pub fn path(from: Square, (dir, len): (Dir, u8), ranks: u8) -> Option<Vec<Square>> {
    let mut out = Vec::with_capacity(len as usize);
    let mut at = from;
    for _ in 0..len {
        at = at.offset(dir.0, dir.1, ranks)?;
        out.push(at);
    }
    Some(out)
}

/// Every square the piece on `from` reaches, whatever stands there: the destinations of its
/// movements whose squares passed are empty.
pub fn reach(pos: &Position, from: Square, piece: Piece) -> Bitboard {
    let mut reached = 0;
    for m in movements(piece) {
        if let Some(p) = path(from, m, pos.ranks) {
            let (last, passed) = p.split_last().expect("lengths are at least 1");
            if passed.iter().all(|&s| pos.at(s).is_none()) {
                reached |= last.bit();
            }
        }
    }
    reached
}

/// Why a piece on `from` does not reach `to`, in players' words.
pub fn why_not(pos: &Position, from: Square, piece: Piece, to: Square) -> String {
    let (df, dr) = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    let n = df.abs().max(dr.abs()) as u8;
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    let dir = (df.signum(), dr.signum());
    if straight && movements(piece).contains(&(dir, n)) {
        let passed = path(from, (dir, n), pos.ranks).unwrap_or_default();
        if let Some((s, q)) = passed
            .iter()
            .take(n as usize - 1)
            .find_map(|&s| pos.at(s).map(|q| (s, q)))
        {
            return format!(
                "the {} {} on {s} is in the way, and no piece jumps",
                q.color.name(),
                q.describe()
            );
        }
    }
    let mut ways: Vec<String> = shapes(piece)
        .into_iter()
        .map(|s| match s {
            Shape::Circle => "a circle moves exactly 1 square along a rank or file",
            Shape::Triangle => "a triangle exactly 2 squares diagonally",
            _ => "a square exactly 3 squares in any of the 8 directions",
        })
        .map(str::to_string)
        .collect();
    if piece.is_pyramid() {
        ways.insert(0, "this pyramid moves like any shape it still holds".into());
    }
    ways.join("; ")
}

/// The first piece on the line from `from` in `dir` and how many squares away it is, in
/// steps (a neighbour is 1 step).
pub fn first_on_ray(pos: &Position, from: Square, dir: Dir) -> Option<(Square, u8)> {
    let mut at = from;
    let mut n = 0;
    loop {
        at = at.offset(dir.0, dir.1, pos.ranks)?;
        n += 1;
        if pos.at(at).is_some() {
            return Some((at, n));
        }
    }
}
