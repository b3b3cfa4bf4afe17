//! A player's own puzzles: the positions of their reviewed games where they played a
//! mistake or a blunder and the engine's better move is clearly the one (a win, the enemy
//! pyramid, or material the puzzle checker accepts, found as the miner finds a shipped
//! puzzle). The solution starts with the better move, never with the move they played.

use super::mine::{puzzle_at, Miner};
use super::Puzzle;
use crate::engine::review::{Class, Review, ReviewBudget};
use crate::rules::{Action, Color, Game};
use serde::{Deserialize, Serialize};

/// One mistake that became a puzzle: whose, at which ply, what they played there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// 1-based ply of the game.
    pub ply: u32,
    #[serde(with = "crate::engine::review::color_name")]
    pub mover: Color,
    /// The move played, in canonical text.
    pub played: String,
    pub puzzle: Puzzle,
}

/// The budgets of the search: the review's own per position for the first look, four times
/// it to confirm, as the miner's moderate and deep searches relate.
pub fn miner_for(budget: ReviewBudget) -> Miner {
    Miner {
        moderate: budget.nodes.max(1),
        deep: budget.nodes.max(1) * 4,
        plies: 0,
        opening: 0,
        levels: &[],
    }
}

/// The mistakes and blunders of `review` (of the game from `start` through `actions`) whose
/// position holds a puzzle that the move played did not solve.
pub fn mistakes(
    start: &Game,
    actions: &[Action],
    review: &Review,
    options: &[String],
    miner: &Miner,
) -> Vec<Mistake> {
    let mut game = start.clone();
    let mut found = Vec::new();
    for (i, (&action, judged)) in actions.iter().zip(&review.plies).enumerate() {
        if matches!(judged.class, Class::Mistake | Class::Blunder) {
            let seed = i as u64 + 1;
            if let Some(puzzle) = puzzle_at(miner, &game, options, seed) {
                if puzzle.solution.first() != Some(&judged.played) {
                    found.push(Mistake {
                        ply: judged.ply,
                        mover: judged.mover,
                        played: judged.played.clone(),
                        puzzle,
                    });
                }
            }
        }
        game.play(action);
    }
    found
}
