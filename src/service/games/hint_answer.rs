//! A hint's answer, computed where it may take a second (a blocking thread, the console, a
//! test): the engine's level-5 move, the reason for it and what it expects in answer.

use crate::engine::line::exchange;
use crate::engine::passed::passed_over;
use crate::engine::why::{why, Why};
use crate::engine::{self, Level};
use crate::service::protocol::{HintJob, Reply, Thinking};
use crate::service::words::consequence_words::answer;
use crate::service::words::illegal::game_over;
use crate::service::words::why_words::{because, not_the_capture};
use crate::t;

/// A reply whose hint, if it carries one, is computed here and now (up to a second).
pub trait Thought {
    /// For callers that may think where they are (the console, tests, a blocking thread).
    fn thought(self) -> Reply;
}

impl Thought for Reply {
    fn thought(mut self) -> Reply {
        match self.thinking.take() {
            Some(Thinking::Hint(job)) => Reply {
                update: self.update,
                ..answer_hint(&job)
            },
            other => Reply {
                thinking: other,
                ..self
            },
        }
    }
}

struct Hinted<'a>(&'a HintJob);

impl std::ops::Deref for Hinted<'_> {
    type Target = HintJob;
    fn deref(&self) -> &HintJob {
        self.0
    }
}

/// The engine's move for the hint's asker, and why, for their eyes only.
pub fn answer_hint(job: &HintJob) -> Reply {
    Hinted(job).answer()
}

impl Hinted<'_> {
    /// The engine's level-5 move and why, for the asker's eyes only. Takes up to a second,
    /// like the bot's thinking.
    pub fn answer(&self) -> Reply {
        let (lang, game) = (self.lang, self.game);
        if let Some(outcome) = self.state.outcome() {
            let why = game_over(lang, &outcome);
            return Reply::private(t!(lang, "bot-no-hint", game = game, why = why));
        }
        let seed = (self.game as u64) ^ u64::from(self.state.pos.counters.halfmove);
        match engine::think(&self.state, Level::STRONGEST, seed, None) {
            Ok(thought) => Reply::private(self.told_all(&thought)),
            Err(e) => Reply::private(t!(lang, "bot-no-hint", game = game, why = e)),
        }
    }

    /// The hint's sentence, then why it is not the capture the move list offers, if it
    /// passes one over.
    fn told_all(&self, thought: &engine::Thought) -> String {
        let told = self.told(thought);
        match passed_over(&self.state, thought.action) {
            Some(p) => format!("{told} {}", not_the_capture(self.lang, &p)),
            None => told,
        }
    }

    /// The hint's sentence: the move, its reason, and what the engine's line expects the
    /// opponent to take and the player to take back (never "gives nothing away" then).
    fn told(&self, thought: &engine::Thought) -> String {
        let (lang, game, mv) = (self.lang, self.game, &thought.text);
        let reason = why(&self.state, thought.action);
        let line = match thought.line.as_slice() {
            [] => vec![thought.action],
            line => line.to_vec(),
        };
        let exchange = match reason {
            Why::Wins(_) => None,
            _ => exchange(&self.state, &line),
        };
        let Some(e) = exchange else {
            let why = because(lang, &reason);
            return t!(lang, "bot-hint", game = game, move = mv, why = why);
        };
        let answer = answer(lang, &self.opponent, &e);
        if reason == Why::Improves {
            return t!(lang, "hint-line", game = game, move = mv, answer = answer);
        }
        let why = because(lang, &reason);
        t!(lang, "hint-answered", game = game, move = mv, why = why, answer = answer)
    }
}
