//! Ambush (seed 002, "Hinterhalt"): an enemy piece orthogonally next to two of the captor's
//! pieces whose values give its value by plus, minus, times or divided by is taken; the two
//! stay where they are.

use super::orthogonal::{neighbours, next_to_two};
use crate::rules::bitboard::{squares, Bitboard};
use crate::rules::operation::Operation;
use crate::rules::{Captors, Color, How, Position, Square};

/// The enemy squares with at least two of `captor`'s pieces next to them: the only places
/// an ambush can happen.
pub fn candidates(pos: &Position, captor: Color) -> Bitboard {
    pos.army(captor.other()) & next_to_two(pos.army(captor), pos.ranks)
}

/// How `captor` ambushes the piece on `sq`, if it does: the first pair of neighbours (in
/// square order) and the first operation (+, -, *, /) that give the piece's value.
pub fn ambush(pos: &Position, sq: Square, captor: Color) -> Option<(How, Captors)> {
    let target = pos.at(sq)?.value as u32;
    let beside: Vec<(Square, u32)> = squares(neighbours(sq.bit(), pos.ranks) & pos.army(captor))
        .map(|s| (s, pos.at(s).expect("army bit").value as u32))
        .collect();
    for (i, &(sa, a)) in beside.iter().enumerate() {
        for &(sb, b) in &beside[i + 1..] {
            let (hi, lo) = (a.max(b), a.min(b));
            if let Some(op) = Operation::reaching(hi, lo, target) {
                let how = How::Ambush {
                    first: hi as u16,
                    op,
                    second: lo as u16,
                    target: target as u16,
                };
                return Some((how, Captors::from_iter([sa, sb])));
            }
        }
    }
    None
}
