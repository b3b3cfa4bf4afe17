//! A position as a value: what stands where, who moves, the prisoners and the counters.

use super::bitboard::Bitboard;
use super::{Color, Piece, Prisoners, Square};

/// Counters a variant carries in RFEN `key=value` fields; each is printed when not 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Plies since the last capture or drop (every variant).
    pub halfmove: u32,
    /// Plies since the start (`simple`).
    pub ply: u32,
    /// Variant tallies indexed as `TALLY_KEYS`.
    pub tallies: [u32; TALLY_KEYS.len()],
}

/// The tally keys of RFEN, White's then Black's for each score.
pub const TALLY_KEYS: [&str; 10] = [
    "wvalue", "bvalue", "wshape", "bshape", "wbody", "bbody", "wgoods", "bgoods", "wlawsuit",
    "blawsuit",
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub ranks: u8,
    squares: [Option<Piece>; 128],
    occupied: [Bitboard; 2],
    pub side: Color,
    pub prisoners: [Prisoners; 2],
    pub counters: Counters,
}

impl Position {
    pub fn empty(ranks: u8, side: Color) -> Position {
        Position {
            ranks,
            squares: [None; 128],
            occupied: [0; 2],
            side,
            prisoners: [Prisoners::default(); 2],
            counters: Counters::default(),
        }
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        self.squares[sq.index()] = Some(piece);
        self.occupied[piece.color.index()] |= sq.bit();
    }

    pub fn clear(&mut self, sq: Square) -> Option<Piece> {
        let old = self.squares[sq.index()].take();
        if let Some(p) = old {
            self.occupied[p.color.index()] &= !sq.bit();
        }
        old
    }

    /// The squares holding `color`'s pieces.
    pub fn army(&self, color: Color) -> Bitboard {
        self.occupied[color.index()]
    }

    pub fn occupied(&self) -> Bitboard {
        self.occupied[0] | self.occupied[1]
    }

    pub fn empty_squares(&self) -> Bitboard {
        super::bitboard::full(self.ranks) & !self.occupied()
    }

    /// Every square with its piece, in the order a1, b1 .. h1, a2 ..
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        super::bitboard::squares(self.occupied()).map(|s| (s, self.squares[s.index()].unwrap()))
    }

    /// Where `color`'s pyramid stands, if it is on the board.
    pub fn pyramid_of(&self, color: Color) -> Option<Square> {
        super::bitboard::squares(self.army(color))
            .find(|&s| self.squares[s.index()].is_some_and(|p| p.is_pyramid()))
    }

    /// A stable 64-bit fingerprint of board, side and prisoners, for repetition.
    pub fn repetition_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.squares[..self.ranks as usize * 8].hash(&mut h);
        self.side.hash(&mut h);
        self.prisoners.hash(&mut h);
        h.finish()
    }
}
