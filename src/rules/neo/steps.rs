//! `neo`'s movement: up to k king steps through empty squares (circle 1, triangle 2, square
//! 3); the pyramid stands still.

use crate::rules::bitboard::{king_spread, Bitboard};
use crate::rules::movement::allowed_squares;
use crate::rules::{Piece, Position, Ruleset, Shape, Square};

/// King steps a shape may make.
pub fn king_steps(shape: Shape) -> u32 {
    match shape {
        Shape::Circle => 1,
        Shape::Triangle => 2,
        Shape::Square => 3,
        Shape::Pyramid => 0,
    }
}

/// Every square the piece on `from` reaches in its king steps, whatever stands there.
pub fn reach(rules: &Ruleset, pos: &Position, from: Square, piece: Piece) -> Bitboard {
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
