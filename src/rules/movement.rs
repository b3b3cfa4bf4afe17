//! Where a piece can go: the squares it reaches under the variant's movement rule.

use super::bitboard::{full, king_spread, Bitboard};
use super::{Drops, Movement, Piece, Position, Ruleset, Shape, Square};

/// King steps a shape may make in `neo`.
pub fn king_steps(shape: Shape) -> u32 {
    match shape {
        Shape::Circle => 1,
        Shape::Triangle => 2,
        Shape::Square => 3,
        Shape::Pyramid => 0,
    }
}

/// The squares a piece may move through and onto: everywhere, or for a piece that came from
/// the opponent and was entered as a prisoner, only the opponent's half of its owner.
pub fn allowed_squares(rules: &Ruleset, piece: Piece) -> Bitboard {
    match rules.drops {
        Drops::OpponentHalf if piece.foreign => rules.half(piece.color.other()),
        _ => full(rules.ranks),
    }
}

/// Why the piece on `from` does not reach `to`, in players' words (after "cannot reach").
pub fn why_unreachable(
    rules: &Ruleset,
    pos: &Position,
    from: Square,
    piece: Piece,
    to: Square,
) -> Option<String> {
    match rules.movement {
        Movement::KingSteps => None,
        Movement::ExactLines => Some(super::exact_lines::why_not(pos, from, piece, to)),
        Movement::TurningPath => Some(super::turning_path::why_not(pos, from, to, piece.shape)),
    }
}

/// Every square the piece on `from` reaches, whatever stands there (own pieces included);
/// the caller keeps the empty squares and the enemies it may take.
pub fn reach(rules: &Ruleset, pos: &Position, from: Square, piece: Piece) -> Bitboard {
    match rules.movement {
        Movement::KingSteps => {
            let allowed = allowed_squares(rules, piece) & !from.bit();
            let empty = pos.empty_squares();
            let (mut frontier, mut reached) = (from.bit(), 0);
            for _ in 0..king_steps(piece.shape) {
                let next = king_spread(frontier) & allowed & !reached;
                reached |= next;
                // Only empty squares can be passed through.
                frontier = next & empty;
                if frontier == 0 {
                    break;
                }
            }
            reached
        }
        Movement::TurningPath => super::turning_path::reach(pos, from, piece.shape),
        Movement::ExactLines => super::exact_lines::reach(pos, from, piece),
    }
}
