//! Straight lines, the movement `classic` and `heligon` share (seed 000, RULES.md 2.1 and
//! 2.2): a straight line of exact length, never
//! jumping: a circle 1 step orthogonally, a triangle exactly 2 steps diagonally, a square
//! exactly 3 steps in any of the 8 directions. A composite pyramid moves like any shape it
//! still holds. The same lines give a piece's bearing for captures (reach and sight) and its
//! movements for siege.

use super::bitboard::Bitboard;
use super::values::pyramid_components;
use super::{Piece, Position, Shape, Square, Unreachable};

/// A (file, rank) step.
pub type Dir = (i8, i8);

pub const ORTHOGONAL: [Dir; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
pub const DIAGONAL: [Dir; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// Every direction: the orthogonal ones, then the diagonal ones.
pub const ALL_DIRECTIONS: [Dir; 8] = [
    ORTHOGONAL[0],
    ORTHOGONAL[1],
    ORTHOGONAL[2],
    ORTHOGONAL[3],
    DIAGONAL[0],
    DIAGONAL[1],
    DIAGONAL[2],
    DIAGONAL[3],
];
/// One direction per line through a square (rank, file, both diagonals).
pub const LINES: [Dir; 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
/// The shapes with moves of their own, in the order circle, triangle, square.
pub const PLAIN_SHAPES: [Shape; 3] = [Shape::Circle, Shape::Triangle, Shape::Square];

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
    match shape {
        Shape::Circle => &ORTHOGONAL,
        Shape::Triangle => &DIAGONAL,
        Shape::Square => &ALL_DIRECTIONS,
        Shape::Pyramid => &[],
    }
}

/// The plain shapes a piece moves as: its own, or every shape a pyramid still holds, in
/// the order circle, triangle, square. Computed without allocating: capture search asks
/// for it for every piece it looks at.
pub fn shapes(piece: Piece) -> impl Iterator<Item = Shape> {
    let held = shape_set(piece);
    PLAIN_SHAPES
        .into_iter()
        .enumerate()
        .filter(move |(i, _)| held & (1 << i) != 0)
        .map(|(_, s)| s)
}

/// The plain shapes a piece moves as, bit 0 circle, 1 triangle, 2 square.
pub fn shape_set(piece: Piece) -> u8 {
    if !piece.is_pyramid() {
        return shape_bit(piece.shape);
    }
    pyramid_components(piece.color)
        .iter()
        .enumerate()
        .filter(|(i, _)| piece.parts & (1 << i) != 0)
        .fold(0, |set, (_, &(s, _))| set | shape_bit(s))
}

pub fn shape_bit(shape: Shape) -> u8 {
    match shape {
        Shape::Circle => 1,
        Shape::Triangle => 2,
        Shape::Square => 4,
        Shape::Pyramid => 0,
    }
}

/// A piece's movements: every (direction, exact length) its shapes allow. Shapes differ in
/// length, so no movement comes twice.
pub fn movements(piece: Piece) -> impl Iterator<Item = (Dir, u8)> {
    shapes(piece).flat_map(|shape| directions(shape).iter().map(move |&d| (d, steps(shape))))
}

/// Where a movement ends, if on the board.
pub fn destination(from: Square, ((df, dr), len): (Dir, u8), ranks: u8) -> Option<Square> {
    let n = len as i8;
    from.offset(df * n, dr * n, ranks)
}

/// The squares a movement passes and ends on, in order; the caller has checked with
/// `destination` that it ends on the board.
pub fn passed_and_destination(
    from: Square,
    ((df, dr), len): (Dir, u8),
    ranks: u8,
) -> impl Iterator<Item = Square> {
    (1..=len as i8).filter_map(move |k| from.offset(df * k, dr * k, ranks))
}

/// The first piece on a movement's squares (passed or destination), if any.
pub fn first_blocker(pos: &Position, from: Square, m: (Dir, u8)) -> Option<Piece> {
    passed_and_destination(from, m, pos.ranks).find_map(|s| pos.at(s))
}

/// Every square the piece on `from` reaches, whatever stands there: the destinations of its
/// movements whose squares passed are empty.
pub fn reach(pos: &Position, from: Square, piece: Piece) -> Bitboard {
    let mut reached = 0;
    for m in movements(piece) {
        let Some(last) = destination(from, m, pos.ranks) else {
            continue;
        };
        let mut passed = passed_and_destination(from, m, pos.ranks).take(m.1 as usize - 1);
        if passed.all(|s| pos.at(s).is_none()) {
            reached |= last.bit();
        }
    }
    reached
}

/// Why a piece on `from` does not reach `to`: a piece in the way, or how its shapes move.
pub fn why_not(pos: &Position, from: Square, piece: Piece, to: Square) -> Unreachable {
    let (df, dr) = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    let n = df.abs().max(dr.abs()) as u8;
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    let dir = (df.signum(), dr.signum());
    if straight && movements(piece).any(|m| m == (dir, n)) {
        if let Some((square, piece)) = passed_and_destination(from, (dir, n), pos.ranks)
            .take(n as usize - 1)
            .find_map(|s| pos.at(s).map(|q| (s, q)))
        {
            return Unreachable::Blocked { square, piece };
        }
    }
    Unreachable::Ways {
        pyramid: piece.is_pyramid(),
        shapes: shapes(piece).collect(),
    }
}
