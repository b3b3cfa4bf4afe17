//! Orthogonal neighbours as bitboard shifts: one step north, south, east or west, and the
//! squares next to a set. `simple` moves, ambushes and encloses along these four directions.

use crate::rules::bitboard::{full, Bitboard};

const FILE_A: Bitboard = 0x0101_0101_0101_0101_0101_0101_0101_0101;
const FILE_H: Bitboard = FILE_A << 7;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    South,
    East,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// The two directions a path may turn into from this one.
    pub fn turns(self) -> [Dir; 2] {
        match self {
            Dir::North | Dir::South => [Dir::East, Dir::West],
            Dir::East | Dir::West => [Dir::North, Dir::South],
        }
    }

    /// (file, rank) offset of one step.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::North => (0, 1),
            Dir::South => (0, -1),
            Dir::East => (1, 0),
            Dir::West => (-1, 0),
        }
    }
}

/// Every square of `b` moved one step in `dir`; steps off the board vanish.
pub fn step(b: Bitboard, dir: Dir, ranks: u8) -> Bitboard {
    match dir {
        Dir::North => (b << 8) & full(ranks),
        Dir::South => b >> 8,
        Dir::East => (b << 1) & !FILE_A,
        Dir::West => (b >> 1) & !FILE_H,
    }
}

/// The squares orthogonally next to some square of `b`.
pub fn neighbours(b: Bitboard, ranks: u8) -> Bitboard {
    Dir::ALL
        .into_iter()
        .fold(0, |acc, d| acc | step(b, d, ranks))
}

/// The squares orthogonally next to at least two squares of `b`.
pub fn next_to_two(b: Bitboard, ranks: u8) -> Bitboard {
    let [n, s, e, w] = Dir::ALL.map(|d| step(b, d, ranks));
    ((n | s) & (e | w)) | (n & s) | (e & w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bitboard::squares;
    use crate::rules::Square;

    fn names(b: Bitboard) -> Vec<String> {
        squares(b).map(|s| s.to_string()).collect()
    }

    #[test]
    fn steps_stay_on_the_board() {
        let a1 = Square::parse("a1", 16).unwrap().bit();
        assert_eq!(names(neighbours(a1, 16)), ["b1", "a2"]);
        let h16 = Square::parse("h16", 16).unwrap().bit();
        assert_eq!(names(neighbours(h16, 16)), ["h15", "g16"]);
        let h9 = Square::parse("h9", 9).unwrap().bit();
        assert_eq!(step(h9, Dir::North, 9), 0);
    }

    #[test]
    fn next_to_two_needs_two_distinct_neighbours() {
        let sq = |n: &str| Square::parse(n, 16).unwrap().bit();
        assert_eq!(names(next_to_two(sq("c3") | sq("e3"), 16)), ["d3"]);
        assert_eq!(names(next_to_two(sq("c3") | sq("d4"), 16)), ["d3", "c4"]);
        assert_eq!(next_to_two(sq("c3"), 16), 0);
    }
}
