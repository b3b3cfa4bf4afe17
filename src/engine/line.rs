//! The exchange a hint's line leads to: what the opponent is likely to take after the
//! hinted action (the engine's own expected reply, or, when that takes nothing, the best
//! immediate capture, so a hint never hides one) and what the player takes back.

use super::consequence::{best_answer, taken_by, Answer, Taken};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game};

/// The opponent's captures after the hinted action and the player's captures back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    pub theirs: Vec<Taken>,
    pub back: Vec<Taken>,
    /// The opponent's capture is the engine's expected reply (else only a possible one).
    pub likely: bool,
}

/// The exchange after `line[0]` (legal in `game`), the rest of `line` being the engine's
/// expected continuation; None when the opponent takes nothing.
pub fn exchange(game: &Game, line: &[Action]) -> Option<Exchange> {
    let (&first, rest) = line.split_first()?;
    let me = game.pos.side;
    let mut g = game.clone();
    let before = g.pos;
    let captured = g.play(first);
    let mut theirs = taken_by(&before, first, &captured, me.other());
    if g.outcome().is_some() {
        return None;
    }
    let expected = rest.first().copied().filter(|a| is_legal(&g, *a));
    let reply = match expected.filter(|&a| takes_any(&g, a)) {
        Some(a) => Some((a, true)),
        // The engine's line takes nothing: the best capture is said all the same.
        None => match best_answer(&g) {
            Some(Answer::Takes(a, _)) => Some((a, false)),
            _ => None,
        },
    };
    let Some((reply, from_line)) = reply else {
        // What the hinted action loses in its own ply is certain.
        return (!theirs.is_empty()).then_some(Exchange {
            theirs,
            back: Vec::new(),
            likely: true,
        });
    };
    let before = g.pos;
    let captured = g.play(reply);
    theirs.extend(taken_by(&before, reply, &captured, me.other()));
    let mut back = taken_by(&before, reply, &captured, me);
    if g.outcome().is_none() {
        back.extend(answered(&g, rest.get(1).copied().filter(|_| from_line)));
    }
    Some(Exchange {
        theirs,
        back,
        likely: from_line,
    })
}

/// What the player takes at their next turn: the line's action if it takes, else the best
/// immediate capture.
fn answered(g: &Game, expected: Option<Action>) -> Vec<Taken> {
    let me = g.pos.side;
    if let Some(a) = expected.filter(|&a| is_legal(g, a)) {
        let mut h = g.clone();
        let taken = taken_by(&g.pos, a, &h.play(a), me);
        if !taken.is_empty() {
            return taken;
        }
    }
    match best_answer(g) {
        Some(Answer::Takes(_, taken)) => taken,
        _ => Vec::new(),
    }
}

fn is_legal(g: &Game, a: Action) -> bool {
    legal_actions(&g.rules, &g.pos).contains(&a)
}

/// Whether `a` takes anything of the opponent's of its mover.
fn takes_any(g: &Game, a: Action) -> bool {
    let mut h = g.clone();
    !taken_by(&g.pos, a, &h.play(a), g.pos.side).is_empty()
}
