//! A review's costly moments as a player reads them: whose first (the asking player's own,
//! then the opponent's), and for each the move played, the engine's better move, what the
//! move cost (a measure of material, or a game won or lost where the score is a forced
//! result) and why the better move is better (`why`, as hints explain their moves).

use super::{Class, PlyReview, Review, MATE_SHOWN};
use crate::engine::consequence::consequence;
use crate::engine::why::{why, Why};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Color, Game, Reason};

/// What a costly move cost its mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Hundredths of a piece (in `simple`, of its score: ten a point).
    Amount(i32),
    /// It let the opponent win at once, by this.
    AllowsWin(Reason),
    /// It walked into a forced loss, further off than the next move.
    LosesGame,
    /// It threw away a forced win; the better move wins at once by the reason given.
    MissesWin(Option<Reason>),
}

/// One costly moment, ready to be shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment<'a> {
    pub ply: &'a PlyReview,
    pub played: Action,
    pub better: Action,
    pub cost: Cost,
    /// Why the better move is better.
    pub why_better: Why,
}

/// The classed plies to show: up to `own` of `first`'s costliest, then up to `other` of the
/// opponent's, each group in the order played. An inaccuracy counts: a player whose only
/// slip was one still sees it.
pub fn chosen(review: &Review, first: Color, own: usize, other: usize) -> Vec<&PlyReview> {
    let mut out = costliest_of(review, first, own);
    out.extend(costliest_of(review, first.other(), other));
    out
}

fn costliest_of(review: &Review, side: Color, n: usize) -> Vec<&PlyReview> {
    let classed = |p: &&PlyReview| {
        p.mover == side && matches!(p.class, Class::Inaccuracy | Class::Mistake | Class::Blunder)
    };
    let mut plies: Vec<&PlyReview> = review.plies.iter().filter(classed).collect();
    plies.sort_by_key(|p| (std::cmp::Reverse(p.loss), p.ply));
    plies.truncate(n);
    plies.sort_by_key(|p| p.ply);
    plies
}

/// The moment of `p` in `before` (the position it was played in); none if its moves are
/// not legal there (a review of another game).
pub fn moment<'a>(before: &Game, p: &'a PlyReview) -> Option<Moment<'a>> {
    let played = action_of(before, &p.played)?;
    let better = action_of(before, &p.best)?;
    Some(Moment {
        ply: p,
        played,
        better,
        cost: cost(before, p, played, better),
        why_better: why(before, better),
    })
}

/// A forced result is worded as one: no number of pieces measures a game won or lost.
fn cost(before: &Game, p: &PlyReview, played: Action, better: Action) -> Cost {
    if p.eval_after == -MATE_SHOWN && p.eval_before > -MATE_SHOWN {
        return match consequence(before, played).loses {
            Some(reason) => Cost::AllowsWin(reason),
            None => Cost::LosesGame,
        };
    }
    if p.eval_before == MATE_SHOWN && p.eval_after < MATE_SHOWN {
        return Cost::MissesWin(consequence(before, better).wins);
    }
    Cost::Amount(p.loss)
}

/// The legal action of `game` written `text`.
fn action_of(game: &Game, text: &str) -> Option<Action> {
    legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|a| a.text(&game.pos) == text)
}
