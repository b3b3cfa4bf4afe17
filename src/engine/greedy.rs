//! The greedy player, the yardstick of the strength figures (docs/engine.md): it looks one ply
//! ahead, wins at once when it can, and otherwise takes the most material it can now (the
//! values it captures less any of its own lost in the same ply); ties are broken at random.

use super::rng::Rng;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game};

/// The greedy choice and the material it gains (None when the game has no action).
pub fn choose(game: &Game, rng: &mut Rng) -> Option<(Action, i32)> {
    let mut actions = legal_actions(&game.rules, &game.pos);
    rng.shuffle(&mut actions);
    let mover = game.pos.side;
    let mut work = game.clone();
    let mut best: Option<(Action, i32)> = None;
    for a in actions {
        let before = work.pos;
        let captured = work.play(a);
        let won = work.outcome().is_some_and(|o| o.winner == Some(mover));
        work.unplay(before);
        if won {
            return Some((a, i32::MAX));
        }
        let gain: i32 = captured
            .iter()
            .map(|c| {
                let v = c.piece.value as i32;
                if c.piece.color == mover {
                    -v
                } else {
                    v
                }
            })
            .sum();
        if best.is_none_or(|(_, g)| gain > g) {
            best = Some((a, gain));
        }
    }
    best
}
