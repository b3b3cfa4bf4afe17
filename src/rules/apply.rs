//! Playing an action on a position: the piece moves or is entered, captures follow, the
//! counters advance and the turn passes.

use super::captors::Captors;
use super::capture::Captured;
use super::parts;
use super::simple::score;
use super::{Action, Drops, Piece, Position, Ruleset};

/// Plays a legal action (the caller has checked legality) and reports what it took.
pub fn play(rules: &Ruleset, pos: &mut Position, action: Action) -> Vec<Captured> {
    let mut captured = Vec::new();
    match action {
        Action::Move { from, to } => {
            let mover = pos.clear(from).expect("a legal move starts on a piece");
            if let Some(target) = pos.clear(to) {
                let how = parts::landing(rules, mover, target).expect("a legal capture");
                let by = mover.color;
                captured.push(Captured::new(to, target, how, by, Captors::one(from)));
            }
            pos.put(to, mover);
        }
        Action::Drop { piece, to } => {
            let found = pos.prisoners[pos.side.index()].take(&piece);
            debug_assert!(found, "a legal drop uses a prisoner held");
            pos.put(to, piece);
        }
    }
    captured.extend(parts::captures_after(rules, pos, pos.side));
    if !parts::keeps_its_own_takings(rules) {
        for c in &captured {
            keep(rules, pos, c.piece);
        }
    }
    let resets = !captured.is_empty() || matches!(action, Action::Drop { .. });
    pos.counters.halfmove = if resets { 0 } else { pos.counters.halfmove + 1 };
    if rules.keys.contains(&"ply") {
        pos.counters.ply += 1;
    }
    pos.side = pos.side.other();
    captured
}

/// What becomes of a taken piece: a prisoner where there are drops, points where scores
/// are kept.
fn keep(rules: &Ruleset, pos: &mut Position, target: Piece) {
    if rules.drops != Drops::None {
        take_prisoner(pos, target);
    }
    score::credit(rules, pos, target);
}

/// A taken piece turns to the captor's colour and joins its prisoners; a pyramid leaves the
/// game.
fn take_prisoner(pos: &mut Position, target: Piece) {
    if target.is_pyramid() {
        return;
    }
    let captor = target.color.other();
    pos.prisoners[captor.index()]
        .add(target.turned())
        .expect("prisoner lists hold every piece of the game");
}
