//! A game in progress: the ruleset, the position and the positions seen so far, which is
//! what repetition needs. Every ending of RULES.md section 4 is decided here, in its order.

use super::apply::play;
use super::capture::Captured;
use super::movegen::has_action;
use super::outcome::{Outcome, Reason};
use super::victory::variant_outcome;
use super::{rfen, Action, Position, RfenError, Ruleset};

#[derive(Clone, Debug)]
pub struct Game {
    pub rules: Ruleset,
    pub pos: Position,
    /// Repetition keys of every position since the game (or the given position) began,
    /// the current one last.
    history: Vec<u64>,
}

impl Game {
    pub fn new(rules: Ruleset) -> Game {
        let pos = rfen::parse(rules.start, &rules).expect("start positions are valid RFEN");
        Game::from_position(rules, pos)
    }

    /// A game from a given position, its history taken as empty.
    pub fn from_position(rules: Ruleset, pos: Position) -> Game {
        let history = vec![pos.repetition_key()];
        Game {
            rules,
            pos,
            history,
        }
    }

    pub fn from_rfen(rules: Ruleset, text: &str) -> Result<Game, RfenError> {
        let pos = rfen::parse(text, &rules)?;
        Ok(Game::from_position(rules, pos))
    }

    /// Plays a legal action; the caller has checked it (see `explain::resolve`).
    pub fn play(&mut self, action: Action) -> Vec<Captured> {
        let captured = play(&self.rules, &mut self.pos, action);
        self.history.push(self.pos.repetition_key());
        captured
    }

    /// Undoes the last `play`, given the position before it.
    pub fn unplay(&mut self, before: Position) {
        self.history.pop();
        self.pos = before;
    }

    /// The repetition keys of the positions seen so far, the current one last (what the
    /// engine's search needs to tell a repeated position from a fresh one).
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// The result, if the game has ended in the current position.
    pub fn outcome(&self) -> Option<Outcome> {
        let mover = self.pos.side.other();
        if let Some(o) = variant_outcome(&self.rules, &self.pos, mover) {
            return Some(o);
        }
        let key = *self
            .history
            .last()
            .expect("history holds the current position");
        if self.history.iter().filter(|&&k| k == key).count() >= 3 {
            return Some(Outcome::draw(Reason::ThreefoldRepetition));
        }
        if self.pos.counters.halfmove >= 100 {
            return Some(Outcome::draw(Reason::HundredPlies));
        }
        if !has_action(&self.rules, &self.pos) {
            return Some(Outcome::win(self.pos.side.other(), Reason::NoLegalAction));
        }
        None
    }

    pub fn rfen(&self) -> String {
        rfen::format(&self.pos)
    }
}
