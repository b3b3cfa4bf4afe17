//! Squares: files a-h left to right as White sees the board, ranks from White's side.

use std::fmt;

/// Every board has eight files; the rank count varies (16, or 9 in `neo`).
pub const FILES: u8 = 8;

/// A square as its index `rank * 8 + file`, both zero-based; fits a `u128` bitboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    pub fn new(file: u8, rank: u8) -> Square {
        Square(rank * FILES + file)
    }

    pub fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Zero-based rank (rank 1 is 0).
    pub fn rank(self) -> u8 {
        self.0 / FILES
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn bit(self) -> u128 {
        1u128 << self.0
    }

    /// Parses `c3`, `h16` (case-insensitive) on a board of `ranks` ranks.
    pub fn parse(text: &str, ranks: u8) -> Result<Square, String> {
        Square::read(text, ranks).map_err(|e| e.to_string())
    }

    /// `parse`, with the reason a name is no square as data (for messages in any language).
    pub fn read(text: &str, ranks: u8) -> Result<Square, SquareError> {
        let lower = text.trim().to_ascii_lowercase();
        let mut chars = lower.chars();
        let file = chars.next().ok_or(SquareError::Empty)?;
        let digits = chars.as_str();
        let rank: Option<u8> = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            digits.parse().ok()
        } else {
            None
        };
        match (file, rank) {
            ('a'..='h', Some(r)) if (1..=ranks).contains(&r) => {
                Ok(Square::new(file as u8 - b'a', r - 1))
            }
            ('a'..='z', Some(_)) => Err(SquareError::OffBoard {
                text: text.to_string(),
                ranks,
            }),
            _ => Err(SquareError::NotASquare(text.to_string())),
        }
    }

    /// The neighbour at (file, rank) offset, if on a board of `ranks` ranks.
    pub fn offset(self, df: i8, dr: i8, ranks: u8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..FILES as i8).contains(&f) && (0..ranks as i8).contains(&r) {
            Some(Square::new(f as u8, r as u8))
        } else {
            None
        }
    }
}

/// Why a name is no square of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareError {
    Empty,
    /// A file letter and a number, off this board of `ranks` ranks.
    OffBoard {
        text: String,
        ranks: u8,
    },
    NotASquare(String),
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareError::Empty => f.write_str("an empty square name"),
            SquareError::OffBoard { text, ranks } => {
                write!(f, "{text} is not on the board (files a-h, ranks 1-{ranks})")
            }
            SquareError::NotASquare(text) => write!(f, "'{text}' is not a square name like c3"),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_off_board_names_are_refused() {
        for ranks in [9u8, 16] {
            for i in 0..(8 * ranks) {
                let sq = Square(i);
                assert_eq!(Square::parse(&sq.to_string(), ranks), Ok(sq));
            }
        }
        assert_eq!(Square::parse("H16", 16), Ok(Square(127)));
        assert!(Square::parse("a10", 9)
            .unwrap_err()
            .contains("not on the board"));
        assert!(Square::parse("i3", 9)
            .unwrap_err()
            .contains("not on the board"));
        assert!(Square::parse("3c", 9).unwrap_err().contains("not a square"));
        assert!(Square::parse("c0", 9).is_err());
    }
}
