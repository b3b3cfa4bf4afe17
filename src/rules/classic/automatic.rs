//! `classic`'s captures after every movement (RULES.md 2.1, rules 5-7 made automatic): the
//! mover's rounds first, each finding every enemy value it can take in the position and
//! removing them all at once, until a round finds none; then the same for the opponent
//! against the mover's army (a piece the mover left exposed falls at once), unless the
//! mover's own captures have completed a harmony: then the ply ends there.

use super::arithmetic::attack;
use super::harmony::harmony;
use crate::rules::bitboard::squares;
use crate::rules::pyramid::{component, remaining, take_component};
use crate::rules::siege::{besieged, besiegers};
use crate::rules::{Captors, Captured, Color, How, Position, Ruleset, Square};

/// Plays out the captures after `mover`'s movement; returns them in the order made.
pub fn resolve(rules: &Ruleset, pos: &mut Position, mover: Color) -> Vec<Captured> {
    let mut taken = sweep(pos, mover);
    if harmony(rules, pos, mover).is_some() {
        return taken;
    }
    taken.extend(sweep(pos, mover.other()));
    taken
}

/// Rounds of `captor`'s captures until a round finds none.
pub fn sweep(pos: &mut Position, captor: Color) -> Vec<Captured> {
    let mut taken = Vec::new();
    // Components saved by a rescue in this step, not attacked again in it.
    let mut saved = 0u8;
    loop {
        let round = find(pos, captor, saved);
        if round.wholes.is_empty() && round.components.is_empty() {
            return taken;
        }
        for c in &round.wholes {
            pos.clear(c.square);
        }
        taken.extend(round.wholes);
        for (square, index, how, captors) in round.components {
            let (c, rescued) = take_component(pos, square, index, how, captor, captors);
            if rescued {
                saved |= 1 << index;
            }
            taken.push(c);
        }
    }
}

/// What one round takes: whole pieces, and pyramid components (square, index, how, the
/// attackers).
#[derive(Default)]
pub struct Round {
    pub wholes: Vec<Captured>,
    pub components: Vec<(Square, usize, How, Captors)>,
}

/// Every enemy value `captor` can take in `pos`, in square order; `saved` marks enemy
/// pyramid components rescued earlier in this step.
pub fn find(pos: &Position, captor: Color, saved: u8) -> Round {
    let mut round = Round::default();
    for square in squares(pos.army(captor.other())) {
        let piece = pos.at(square).expect("army bit");
        let whole = if !piece.is_pyramid() || piece.is_complete_pyramid() {
            attack(pos, square, piece.value, captor).map(|c| (How::Arithmetic(c), c.captors()))
        } else {
            None
        };
        let whole =
            whole.or_else(|| besieged(pos, square).then(|| (How::Siege, besiegers(pos, square))));
        if let Some((how, captors)) = whole {
            round
                .wholes
                .push(Captured::new(square, piece, how, captor, captors));
            continue;
        }
        if !piece.is_pyramid() {
            continue;
        }
        for index in remaining(piece).filter(|i| saved & (1 << i) == 0) {
            let value = component(piece, index).value;
            if let Some(c) = attack(pos, square, value, captor) {
                round
                    .components
                    .push((square, index, How::Arithmetic(c), c.captors()));
            }
        }
    }
    round
}
