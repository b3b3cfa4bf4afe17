//! Siege, shared by `classic` and `heligon` (seed 000 rule 4g; RULES.md 4): a piece whose every movement on the
//! board is blocked by an enemy (the first occupied square on the path, passed squares and
//! destination, holds a piece of the other colour) is taken. It needs at least one movement
//! on the board; one blocked by its own army, or with a free path, saves it.

use super::lines::{destination, first_blocker, movements, passed_and_destination};
use super::{Captors, Position, Square};

/// Whether the piece on `square` is besieged by the other colour.
pub fn besieged(pos: &Position, square: Square) -> bool {
    let Some(piece) = pos.at(square) else {
        return false;
    };
    let mut any = false;
    for m in movements(piece) {
        if destination(square, m, pos.ranks).is_none() {
            continue;
        }
        any = true;
        match first_blocker(pos, square, m) {
            Some(q) if q.color != piece.color => {}
            _ => return false,
        }
    }
    any
}

/// The enemy pieces that block the movements of the piece on `square`: its besiegers, for
/// the report of a siege.
pub fn besiegers(pos: &Position, square: Square) -> Captors {
    let Some(piece) = pos.at(square) else {
        return Captors::default();
    };
    movements(piece)
        .filter(|&m| destination(square, m, pos.ranks).is_some())
        .filter_map(|m| passed_and_destination(square, m, pos.ranks).find(|&s| pos.at(s).is_some()))
        .filter(|&s| pos.at(s).is_some_and(|p| p.color != piece.color))
        .collect()
}
