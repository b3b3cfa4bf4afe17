//! `simple`'s captures by contact, after every move (RULES.md 2.3, resolved as in 2.1):
//! first every ambush and enclosure the mover makes, all removed at once and searched
//! again while new ones appear; then, unless the mover has just completed a winning row,
//! the same for the opponent against the mover's army (a piece left exposed falls at once).

use super::ambush::{ambush, candidates};
use super::enclosure::{enclosed, enclosers};
use super::rows::row_of_three;
use crate::rules::bitboard::squares;
use crate::rules::{Captured, Color, How, Position, Ruleset};

/// Plays out the contact captures after `mover`'s move; returns them in the order made.
pub fn resolve(rules: &Ruleset, pos: &mut Position, mover: Color) -> Vec<Captured> {
    let mut taken = sweep(pos, mover);
    if rules.options.rows && row_of_three(rules, pos, mover).is_some() {
        return taken;
    }
    taken.extend(sweep(pos, mover.other()));
    taken
}

/// Rounds of `captor`'s contact captures until a round finds none.
fn sweep(pos: &mut Position, captor: Color) -> Vec<Captured> {
    let mut taken = Vec::new();
    loop {
        let round = contact_captures(pos, captor);
        if round.is_empty() {
            return taken;
        }
        for c in &round {
            pos.clear(c.square);
        }
        taken.extend(round);
    }
}

/// Every enemy piece `captor` takes by ambush or enclosure in `pos`, in square order; a
/// piece that falls both ways is reported as ambushed (the arithmetic says more).
pub fn contact_captures(pos: &Position, captor: Color) -> Vec<Captured> {
    let walled = enclosed(pos, captor);
    let mut out = Vec::new();
    for square in squares(candidates(pos, captor) | walled) {
        let (how, captors) = match ambush(pos, square, captor) {
            Some(found) => found,
            None if walled & square.bit() != 0 => (How::Enclosure, enclosers(pos, square, captor)),
            None => continue,
        };
        let piece = pos.at(square).expect("enemy bit");
        out.push(Captured::new(square, piece, how, captor, captors));
    }
    out
}
