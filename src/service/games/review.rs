//! A finished game's review as every part of the service needs it: the job that makes it
//! (`/analyse`, or reviews nobody asked for), and the mistakes it finds kept as their
//! players' own puzzles.

use crate::engine::review::ReviewBudget;
use crate::puzzles::personal::Mistake;
use crate::puzzles::repetition;
use crate::rules::Game;
use crate::service::exercises::puzzle::MINE;
use crate::service::games::bot::level_of;
use crate::service::games::loaded::Loaded;
use crate::service::protocol::ReviewJob;
use crate::store::personal_puzzles::{self, Personal};
use crate::store::sql::Connection;

/// The review job of finished game `g`: its start, its plies, `/analyse`'s budget.
pub fn job_for(g: &Loaded) -> ReviewJob {
    ReviewJob {
        game: g.row.id,
        budget: ReviewBudget::default_for(g.game.rules.id),
        actions: g.actions.clone(),
        start: Game::from_position(g.game.rules.clone(), g.start),
    }
}

/// Each player's mistakes that hold a puzzle become that player's own puzzles, due at once
/// (the bot has none: it does not practise).
pub fn keep_mistakes(
    tx: &Connection,
    g: &Loaded,
    mistakes: &[Mistake],
    now: i64,
) -> crate::store::sql::Result<()> {
    for m in mistakes {
        let Some(player) = g.player(m.mover).filter(|&p| level_of(p).is_none()) else {
            continue;
        };
        let mut puzzle = m.puzzle.clone();
        puzzle.id = format!("{MINE}-{}", puzzle.id);
        let personal = Personal {
            puzzle,
            game: g.row.id,
            ply: m.ply,
            played: m.played.clone(),
            due: now,
            card: repetition::first(now),
        };
        personal_puzzles::add(tx, player, &personal, now)?;
    }
    Ok(())
}
