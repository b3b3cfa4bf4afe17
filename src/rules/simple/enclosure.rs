//! Siege by enclosure (seed 002, "Belagerung"): a piece that cannot move any more because
//! its four orthogonal neighbour squares are each occupied or off the board is taken by the
//! side with at least one piece among those neighbours ("shares the blame").

use super::orthogonal::neighbours;
use crate::rules::bitboard::{squares, Bitboard};
use crate::rules::{Captors, Color, Position, Square};

/// The enemy pieces `captor` encloses.
pub fn enclosed(pos: &Position, captor: Color) -> Bitboard {
    let with_an_exit = neighbours(pos.empty_squares(), pos.ranks);
    let beside_captor = neighbours(pos.army(captor), pos.ranks);
    pos.army(captor.other()) & !with_an_exit & beside_captor
}

/// The captor's pieces that wall in the piece on `square`: its neighbours of the captor's
/// colour.
pub fn enclosers(pos: &Position, square: Square, captor: Color) -> Captors {
    squares(neighbours(square.bit(), pos.ranks) & pos.army(captor)).collect()
}
