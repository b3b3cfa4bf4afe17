//! The squares of the pieces that made one capture, as a capture report credits them. Kept
//! apart from the report (`capture.rs`) because the arithmetic that finds a classic capture
//! names them too, and the report holds that arithmetic.

use super::Square;

/// The squares of the pieces that made one capture: one for a landing (the square the mover
/// came from), a meeting, an equality, an assault, a product or quotient; two or more for an
/// ambush, a sum or a difference; the besieging pieces for a siege (none where the board's
/// edge and the piece's own army do the blocking). At most 16: a pyramid's movements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captors {
    squares: [Square; 16],
    len: u8,
}

impl Default for Captors {
    fn default() -> Captors {
        Captors {
            squares: [Square(0); 16],
            len: 0,
        }
    }
}

impl Captors {
    pub fn one(square: Square) -> Captors {
        Captors::from_iter([square])
    }

    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    /// Adds a square once; squares past the 16th are dropped (no capture has more).
    pub fn push(&mut self, square: Square) {
        if !self.squares().contains(&square) && (self.len as usize) < self.squares.len() {
            self.squares[self.len as usize] = square;
            self.len += 1;
        }
    }
}

impl FromIterator<Square> for Captors {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Captors {
        let mut c = Captors::default();
        for s in iter {
            c.push(s);
        }
        c
    }
}
