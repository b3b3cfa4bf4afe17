//! A legal action: a movement from one square to another, or a prisoner entered on a square.

use super::piece::letter;
use super::{Piece, Position, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Move { from: Square, to: Square },
    Drop { piece: Piece, to: Square },
}

impl Action {
    pub fn to(&self) -> Square {
        match *self {
            Action::Move { to, .. } | Action::Drop { to, .. } => to,
        }
    }

    /// Canonical text in `pos` (before the action): `c3-c5`, `c3xc5` when the mover lands
    /// on the piece it takes, `T25@e6` for a drop.
    pub fn text(&self, pos: &Position) -> String {
        match *self {
            Action::Move { from, to } => {
                let sep = if pos.at(to).is_some() { 'x' } else { '-' };
                format!("{from}{sep}{to}")
            }
            Action::Drop { piece, to } => format!("{}{}@{to}", piece.shape.letter(), piece.value),
        }
    }

    /// The action as players read it: the canonical text, but a drop's letter in the colour
    /// of the side entering it (`t9@d10` for Black), as its piece stands on the board after.
    /// Records and positions keep `text` (RULES.md writes a drop's letter upper case).
    pub fn shown(&self, pos: &Position) -> String {
        match *self {
            Action::Drop { piece, to } => shown_drop(piece, to),
            Action::Move { .. } => self.text(pos),
        }
    }
}

/// A drop as players read it: the prisoner's letter in its holder's colour (the piece
/// carries it), `t9@d10` for Black, `T9@d10` for White.
pub fn shown_drop(piece: Piece, to: Square) -> String {
    let letter = letter(piece.shape, piece.color);
    format!("{letter}{}@{to}", piece.value)
}
