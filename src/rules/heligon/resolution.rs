//! `heligon`'s captures after every action (RULES.md 2.2 and 4, seed 001), automatic and
//! mandatory, in `classic`'s order:
//! 1. the mover's rounds: every enemy value the mover takes in the position is removed at
//!    once, and again while new captures appear; nobody moves ("after the move the square
//!    stays empty");
//! 2. if the mover has now won (its `victory=` holds), the ply ends here;
//! 3. the opponent's rounds against pieces the mover left exposed ("before its own move"):
//!    after each round's removals, a single captor (meeting, assault) steps onto the square
//!    of the piece it took when that square is now empty; captures are gone through in the
//!    order meetings, then assaults, each by target square a1, b1 .. h16 and then captor
//!    square; a piece steps at most once per round and a square takes one piece. After an
//!    ambush or a siege nobody moves.
//!
//! Every piece taken counts for its captor's tallies (body, goods, lawsuit); an ordinary
//! piece turns to the captor's colour and joins its prisoners, a pyramid component or a whole
//! pyramid does not.

use super::capture::{find, Target};
use super::{tallies, victory as heligon_victory};
use crate::rules::bitboard::Bitboard;
use crate::rules::{Captors, Captured, Color, How, Piece, Position, Ruleset, Square};

/// Plays out the captures after `mover`'s action; returns them in the order made.
pub fn resolve(rules: &Ruleset, pos: &mut Position, mover: Color) -> Vec<Captured> {
    let mut taken = sweep(rules, pos, mover, false);
    if heligon_victory::won(rules, pos, mover) {
        return taken;
    }
    taken.extend(sweep(rules, pos, mover.other(), true));
    taken
}

/// Rounds of `captor`'s captures until a round finds none; `step`: single captors step onto
/// the squares they empty.
fn sweep(rules: &Ruleset, pos: &mut Position, captor: Color, step: bool) -> Vec<Captured> {
    let mut taken = Vec::new();
    loop {
        let round = find(rules, pos, captor);
        if round.is_empty() {
            return taken;
        }
        remove(pos, &round);
        let mut hows: Vec<_> = round.iter().map(Target::how).collect();
        if step {
            for (i, how, from) in steps(pos, &round) {
                hows[i] = (how, Captors::one(from));
            }
        }
        for (t, (how, captors)) in round.iter().zip(hows) {
            keep(pos, captor, t);
            taken.push(Captured::new(t.square, t.piece, how, captor, captors));
        }
    }
}

/// Takes the round's values off the board: whole pieces, and components from their
/// pyramids (a pyramid that loses its last one is gone).
fn remove(pos: &mut Position, round: &[Target]) {
    for t in round {
        match t.index {
            None => {
                pos.clear(t.square);
            }
            Some(i) => {
                let pyramid = pos.at(t.square).expect("the pyramid still stands");
                let parts = pyramid.parts & !(1 << i);
                if parts == 0 {
                    pos.clear(t.square);
                } else {
                    pos.put(t.square, Piece::pyramid_with(pyramid.color, parts));
                }
            }
        }
    }
}

/// Moves the single captors onto the squares emptied (step 3); returns the new reports,
/// by index into the round, with the square each captor stepped from.
fn steps(pos: &mut Position, round: &[Target]) -> Vec<(usize, How, Square)> {
    let mut order: Vec<(bool, _, _, usize, usize)> = Vec::new();
    for (i, t) in round.iter().enumerate() {
        for (j, s) in t.singles.iter().enumerate() {
            order.push((s.assault.is_some(), t.square, s.captor, i, j));
        }
    }
    order.sort();
    let (mut moved, mut filled): (Bitboard, Bitboard) = (0, 0);
    let mut out = Vec::new();
    for (_, square, from, i, j) in order {
        if moved & from.bit() != 0 || filled & square.bit() != 0 || pos.at(square).is_some() {
            continue;
        }
        let piece = pos.clear(from).expect("the captor stands there");
        pos.put(square, piece);
        moved |= from.bit();
        filled |= square.bit();
        let t = &round[i];
        out.push((i, t.singles[j].how(t.piece.value, Some(from)), from));
    }
    out
}

/// Credits the captor's tallies; an ordinary piece becomes its prisoner.
fn keep(pos: &mut Position, captor: Color, t: &Target) {
    tallies::credit(pos, captor, t.piece.value);
    if t.index.is_none() && !t.piece.is_pyramid() {
        pos.prisoners[captor.index()]
            .add(t.piece.turned())
            .expect("prisoner lists hold every piece of the game");
    }
}
