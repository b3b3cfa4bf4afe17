//! Siege by enclosure (seed 002, "Belagerung"): a piece that cannot move any more because
//! its four orthogonal neighbour squares are each occupied or off the board is taken by the
//! side with at least one piece among those neighbours ("shares the blame").

use super::orthogonal::neighbours;
use crate::rules::bitboard::Bitboard;
use crate::rules::{Color, Position};

/// The enemy pieces `captor` encloses.
pub fn enclosed(pos: &Position, captor: Color) -> Bitboard {
    let with_an_exit = neighbours(pos.empty_squares(), pos.ranks);
    let beside_captor = neighbours(pos.army(captor), pos.ranks);
    pos.army(captor.other()) & !with_an_exit & beside_captor
}
