//! Engine work as a value: what a reply leaves the adapter to compute off the service's lock
//! and the async threads (a hint, a review), with everything it needs.

use crate::engine::review::{review, Review, ReviewBudget};
use crate::i18n::Lang;
use crate::puzzles::personal::{miner_for, mistakes, Mistake};
use crate::rules::{Action, Game};

/// Engine work a reply leaves to the adapter, off the service's lock and the async threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thinking {
    Hint(HintJob),
    Review(ReviewJob),
}

/// A hint to compute: the asker's game, at their turn, and the asker's language.
#[derive(Clone, Debug)]
pub struct HintJob {
    pub game: i64,
    /// The ply it is for: two jobs for the same game and ply are the same hint.
    pub ply: u32,
    pub state: Game,
    pub lang: Lang,
    /// The opponent's name, for the answer the hint expects from them.
    pub opponent: String,
}

impl PartialEq for HintJob {
    fn eq(&self, other: &HintJob) -> bool {
        (self.game, self.ply, self.lang, &self.opponent)
            == (other.game, other.ply, other.lang, &other.opponent)
    }
}

impl Eq for HintJob {}

/// A review to compute: the game from its start, its plies, and whom it is for.
#[derive(Clone, Debug)]
pub struct ReviewJob {
    pub game: i64,
    pub start: Game,
    pub actions: Vec<Action>,
    pub budget: ReviewBudget,
}

impl PartialEq for ReviewJob {
    fn eq(&self, other: &ReviewJob) -> bool {
        self.game == other.game
    }
}

impl Eq for ReviewJob {}

impl ReviewJob {
    /// Plies to judge (for the progress line).
    pub fn plies(&self) -> usize {
        self.actions.len()
    }

    /// The engine's review and the mistakes in it that hold a puzzle (each player's own, to
    /// practise); `progress(done, total)` after each position. Takes up to a minute: off
    /// the async threads, outside any lock.
    pub fn run(&self, progress: &mut dyn FnMut(usize, usize)) -> Reviewed {
        let review = review(&self.start, &self.actions, self.budget, progress);
        let options = self.start.rules.option_texts();
        let miner = miner_for(self.budget);
        let mistakes = mistakes(&self.start, &self.actions, &review, &options, &miner);
        Reviewed { review, mistakes }
    }
}

/// What a review job made: the review, and the mistakes that became puzzles.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    pub review: Review,
    pub mistakes: Vec<Mistake>,
}
