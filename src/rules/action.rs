//! A legal action: a movement from one square to another, or a prisoner entered on a square.

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
}
