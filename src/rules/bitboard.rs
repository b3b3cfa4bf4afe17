//! Sets of squares as `u128` bit masks: eight files times at most sixteen ranks fit exactly.

use super::square::{Square, FILES};

pub type Bitboard = u128;

const FILE_A: Bitboard = 0x0101_0101_0101_0101_0101_0101_0101_0101;
const FILE_H: Bitboard = FILE_A << 7;

/// All squares of a board with `ranks` ranks.
pub fn full(ranks: u8) -> Bitboard {
    let n = ranks as u32 * FILES as u32;
    if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// The squares one king step from any square of `b`, plus `b` itself; off-board bits are
/// cleared by the caller's mask.
pub fn king_spread(b: Bitboard) -> Bitboard {
    let row = b | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
    row | (row << 8) | (row >> 8)
}

/// Iterates the squares of a mask in index order (a1, b1, .. h1, a2 ..).
pub fn squares(mut b: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let i = b.trailing_zeros() as u8;
        b &= b - 1;
        Some(Square(i))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_spread_stays_on_its_files() {
        let a1 = Square(0).bit();
        let spread: Vec<_> = squares(king_spread(a1) & full(9))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(spread, ["a1", "b1", "a2", "b2"]);
        let h9 = Square::new(7, 8).bit();
        let spread: Vec<_> = squares(king_spread(h9) & full(9))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(spread, ["g8", "h8", "g9", "h9"]);
        assert_eq!((king_spread(Square(60).bit()) & full(16)).count_ones(), 9);
    }
}
