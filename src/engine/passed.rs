//! The capture a hint passes over: when the engine's move takes nothing while the move list
//! offers a capture, the best such capture and what it would lead to, so the hint can say
//! why it is not the move (it gives up more, or lets the opponent win).

use super::consequence::{consequence, worth, Consequence};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game};

/// A capture the hinted move passes over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassedOver {
    pub action: Action,
    /// Its canonical text, as the move list writes it.
    pub text: String,
    /// What it takes, and what it gives up or lets the opponent win.
    pub leads_to: Consequence,
}

/// The capture taking the most that `hinted` (legal in `game`) passes over; none when the
/// hinted move takes or wins itself, or nothing can be taken.
pub fn passed_over(game: &Game, hinted: Action) -> Option<PassedOver> {
    let own = consequence(game, hinted);
    if own.wins.is_some() || !own.takes.is_empty() {
        return None;
    }
    let captures: Vec<(Action, Consequence)> = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .filter(|&a| a != hinted)
        .map(|a| (a, consequence(game, a)))
        .filter(|(_, c)| !c.takes.is_empty())
        .collect();
    // The most taken; of equals, the first listed (`max_by_key` keeps the last, hence rev).
    captures
        .into_iter()
        .rev()
        .max_by_key(|(_, c)| worth(&c.takes))
        .map(|(action, leads_to)| PassedOver {
            action,
            text: action.text(&game.pos),
            leads_to,
        })
}
