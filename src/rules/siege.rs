//! Siege, shared by `classic` and `heligon` (seed 000 rule 4g; RULES.md 4): a piece whose every movement on the
//! board is blocked by an enemy (the first occupied square on the path, passed squares and
//! destination, holds a piece of the other colour) is taken. It needs at least one movement
//! on the board; one blocked by its own army, or with a free path, saves it.

use super::lines::{destination, first_blocker, movements};
use super::{Position, Square};

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
