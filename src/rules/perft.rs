//! Perft: the number of distinct legal action sequences of a given length (RULES.md 4).
//! An ended position has no legal actions.

use super::movegen::{count_actions, legal_actions};
use super::Game;

pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.outcome().is_some() {
        return 0;
    }
    if depth == 1 {
        return count_actions(&game.rules, &game.pos);
    }
    let before = game.pos;
    let mut total = 0;
    for action in legal_actions(&game.rules, &game.pos) {
        game.play(action);
        total += perft(game, depth - 1);
        game.unplay(before);
    }
    total
}
