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

    /// A stable 64-bit fingerprint of board, side and prisoners, for repetition: the XOR of
    /// a strong mix of each (square, piece) and each (side, place in list, prisoner). SipHash
    /// over every square cost most of a 16-rank perft.
    pub fn repetition_key(&self) -> u64 {
        let mut h = mix(self.side as u64 + 1);
        for (sq, p) in self.pieces() {
            h ^= mix(piece_bits(p) << 8 | sq.0 as u64);
        }
        for (side, list) in self.prisoners.iter().enumerate() {
            for (i, p) in list.as_slice().iter().enumerate() {
                h ^= mix(piece_bits(*p) << 16 | (i as u64) << 8 | 0x80 | side as u64);
            }
        }
        h
    }
}

/// Every field of a piece in the low 48 bits.
fn piece_bits(p: Piece) -> u64 {
    p.value as u64
        | (p.shape as u64) << 16
        | (p.color as u64) << 20
        | (p.foreign as u64) << 21
        | (p.parts as u64) << 24
}

/// The splitmix64 finaliser: every input bit flips about half the output bits.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
