//! Where a piece may go, whatever the variant's movement: the squares a prisoner entered in
//! the opponent's half stays within. Each movement itself is in `parts.rs`'s table.

use super::bitboard::{full, Bitboard};
use super::{Drops, Piece, Ruleset};

/// The squares a piece may move through and onto: everywhere, or for a piece that came from
/// the opponent and was entered as a prisoner, only the opponent's half of its owner.
pub fn allowed_squares(rules: &Ruleset, piece: Piece) -> Bitboard {
    match rules.drops {
        Drops::OpponentHalf if piece.foreign => rules.half(piece.color.other()),
        _ => full(rules.ranks),
    }
}
